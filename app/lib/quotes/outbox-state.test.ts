import { describe, expect, it } from "vitest";
import { deliveryState } from "./outbox-state";

const now = new Date("2026-11-27T03:00:00Z");
const base = { sentAt: null, failedAt: null, claimedUntil: null, lastError: null };

describe("a notification's delivery state", () => {
  it("reads sent, given up, being sent, retrying and waiting from the outbox's columns", () => {
    expect(deliveryState({ ...base, sentAt: now, lastError: null }, now)).toBe("sent");
    expect(deliveryState({ ...base, failedAt: now, lastError: "EENVELOPE: 550" }, now)).toBe("failed");
    expect(deliveryState({ ...base, claimedUntil: new Date(now.getTime() + 60_000) }, now)).toBe("sending");
    expect(deliveryState({ ...base, lastError: "ESOCKET: connect ECONNREFUSED" }, now)).toBe("retrying");
    // A lapsed claim (its sender died) waits for the next claim.
    expect(deliveryState({ ...base, claimedUntil: new Date(now.getTime() - 1) }, now)).toBe("waiting");
    expect(deliveryState(base, now)).toBe("waiting");
  });
});
