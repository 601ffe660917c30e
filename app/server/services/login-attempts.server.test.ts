import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { loginAttempts } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import {
  beginLoginAttempt,
  checkLoginThrottle,
  clearFailedLogins,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
  pruneLoginAttempts,
  SLOW_DOWN_MAX_MS,
  slowDownMs,
} from "./login-attempts.server";

setupTestDatabase();

const minutes = (n: number) => n * 60 * 1000;

/** n failed attempts, one a second from `start`. */
async function fail(username: string, address: string, n: number, start: Date) {
  for (let i = 0; i < n; i++) {
    const { throttle } = await beginLoginAttempt(username, address, new Date(start.getTime() + i * 1000));
    expect(throttle.blocked).toBe(false);
  }
}

describe("login rate limits", () => {
  it("are 5 failures per username and address and 20 per address in 15 minutes", () => {
    expect(MAX_FAILURES_PER_USERNAME_AND_ADDRESS).toBe(5);
    expect(MAX_FAILURES_PER_ADDRESS).toBe(20);
    expect(LOGIN_WINDOW_MS).toBe(minutes(15));
  });

  it("refuses the 6th attempt for a username from the same address, without recording it", async () => {
    const start = new Date("2026-11-22T08:00:00Z");
    await fail("alice", "10.0.0.1", 5, start);
    const sixth = await beginLoginAttempt("alice", "10.0.0.1", new Date(start.getTime() + minutes(1)));
    expect(sixth.throttle).toEqual({ blocked: true, scope: "username-address", retryAfterSeconds: 14 * 60 });
    const rows = await db().select().from(loginAttempts);
    expect(rows.filter((r) => r.username === "alice")).toHaveLength(5);
  });

  it("never blocks the username from an address with no recent failures, nor delays it", async () => {
    const start = new Date("2026-11-22T08:30:00Z");
    await fail("alex", "10.0.5.1", 5, start);
    const elsewhere = await beginLoginAttempt("alex", "10.0.5.2", new Date(start.getTime() + minutes(1)));
    expect(elsewhere.throttle).toEqual({ blocked: false, delayMs: 0 });
  });

  it("slows down a username under attack from addresses that failed, doubling up to a cap", async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(slowDownMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
    expect(SLOW_DOWN_MAX_MS).toBeLessThanOrEqual(5000);
    const start = new Date("2026-11-22T08:45:00Z");
    // Four addresses, one failure each: none is blocked, and the username counts 4 failures.
    for (let i = 0; i < 4; i++) await fail("amy", `10.0.6.${i}`, 1, new Date(start.getTime() + i * 1000));
    const again = await beginLoginAttempt("amy", "10.0.6.0", new Date(start.getTime() + 10_000));
    expect(again.throttle).toEqual({ blocked: false, delayMs: 500 });
  });

  it("lets the username try again once the oldest failure leaves the window", async () => {
    const start = new Date("2026-11-22T09:00:00Z");
    await fail("bob", "10.0.1.1", 5, start);
    const later = new Date(start.getTime() + minutes(15) + 500);
    expect((await checkLoginThrottle("bob", "10.0.1.1", later)).blocked).toBe(false);
  });

  it("refuses an address after 20 failures, whatever the usernames", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const { throttle } = await beginLoginAttempt(`user-${i}`, "192.0.2.7", new Date(start.getTime() + i * 1000));
      expect(throttle.blocked, `attempt ${i + 1}`).toBe(false);
    }
    const next = await beginLoginAttempt("someone-new", "192.0.2.7", new Date(start.getTime() + minutes(1)));
    expect(next.throttle).toMatchObject({ blocked: true, scope: "address" });
    // Other addresses are not affected.
    expect((await beginLoginAttempt("someone-new", "192.0.2.8", start)).throttle.blocked).toBe(false);
  });

  it("clears a username's failures after a successful sign-in", async () => {
    const start = new Date("2026-11-22T11:00:00Z");
    await fail("carol", "10.0.2.1", 4, start);
    await clearFailedLogins("carol", "10.0.2.1");
    // Five more failures are allowed again before the block.
    await fail("carol", "10.0.2.1", 5, new Date(start.getTime() + minutes(1)));
    const blocked = await beginLoginAttempt("carol", "10.0.2.1", new Date(start.getTime() + minutes(2)));
    expect(blocked.throttle.blocked).toBe(true);
  });

  it("prunes attempts older than the window", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    await fail("dave", "10.0.3.1", 2, new Date(now.getTime() - minutes(20)));
    await fail("dave", "10.0.3.1", 1, new Date(now.getTime() - minutes(5)));
    expect(await pruneLoginAttempts(now)).toBeGreaterThanOrEqual(2);
    const rows = (await db().select().from(loginAttempts)).filter((r) => r.username === "dave");
    expect(rows).toHaveLength(1);
  });

  it("does not let a burst of parallel attempts past the limit", async () => {
    const now = new Date("2026-11-22T13:00:00Z");
    const results = await Promise.all(Array.from({ length: 12 }, () => beginLoginAttempt("eve", "10.0.4.1", now)));
    const allowed = results.filter((r) => !r.throttle.blocked);
    expect(allowed.length).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME_AND_ADDRESS);
  });
});
