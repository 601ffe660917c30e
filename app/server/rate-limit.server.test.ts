import { describe, expect, it } from "vitest";
import { db } from "./db/index.server";
import { rateLimitCounters } from "./db/schema";
import { pruneOnce } from "./pruning.server";
import { consume, countsOf, forget, RATE_LIMITS, type RateLimit, reduce, subjectDigest } from "./rate-limit.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const burst: RateLimit = {
  name: "test.burst",
  windows: [
    { points: 3, ms: 10 * MINUTE },
    { points: 5, ms: 60 * MINUTE },
  ],
};

describe("the limits as declared", () => {
  it("have names the table accepts and distinct windows a counter can hold", () => {
    for (const limit of Object.values(RATE_LIMITS)) {
      expect(limit.name).toMatch(/^[a-z][a-z0-9.-]{0,62}$/);
      const lengths = limit.windows.map((window) => window.ms);
      expect(new Set(lengths).size).toBe(lengths.length);
      for (const ms of lengths) expect(ms).toBeLessThan(2 ** 31);
    }
    expect(new Set(Object.values(RATE_LIMITS).map((limit) => limit.name)).size).toBe(Object.keys(RATE_LIMITS).length);
  });

  it("let a hospital's shared address send 20 quote requests an hour, and stop a flood at its burst", () => {
    const [short, hour] = RATE_LIMITS.quoteAddress.windows;
    expect(hour?.points).toBeGreaterThanOrEqual(20);
    expect(short?.points).toBeLessThanOrEqual(10);
    expect(RATE_LIMITS.quoteAcknowledgement.windows).toEqual([{ points: 3, ms: 24 * 60 * MINUTE }]);
  });
});

describe("counting", () => {
  it("lets each window's points through, refuses the next and counts nothing for it", async () => {
    const start = new Date("2026-11-01T08:00:00Z");
    const verdicts = [];
    for (let i = 0; i < 5; i++)
      verdicts.push(await consume({ limit: burst, subject: "10.1.0.1" }, at(start, i * 1000)));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false, false]);
    expect(verdicts[2]?.counts).toEqual([[3, 3]]);
    // The short window ends 10 minutes after its first hit: the refusal says when.
    expect(verdicts[3]?.retryAfterMs).toBe(10 * MINUTE - 3000);
    expect(await countsOf(burst, "10.1.0.1", at(start, 5000))).toEqual([3, 3]);
    // Once the short window has ended, the hourly one still holds what it counted.
    const later = await consume({ limit: burst, subject: "10.1.0.1" }, at(start, 10 * MINUTE));
    expect(later).toMatchObject({ ok: true, counts: [[1, 4]] });
    await consume({ limit: burst, subject: "10.1.0.1" }, at(start, 11 * MINUTE));
    const hourFull = await consume({ limit: burst, subject: "10.1.0.1" }, at(start, 12 * MINUTE));
    expect(hourFull).toMatchObject({ ok: false, retryAfterMs: 48 * MINUTE });
    // Another subject has its own counters.
    expect((await consume({ limit: burst, subject: "10.1.0.2" }, start)).ok).toBe(true);
  });

  it("refuses all of several hits when one limit is full, and counts none of them", async () => {
    const start = new Date("2026-11-01T09:00:00Z");
    const other: RateLimit = { name: "test.other", windows: [{ points: 1, ms: MINUTE }] };
    expect(
      (
        await consume(
          [
            { limit: burst, subject: "a" },
            { limit: other, subject: "b" },
          ],
          start,
        )
      ).ok,
    ).toBe(true);
    const second = await consume(
      [
        { limit: burst, subject: "a" },
        { limit: other, subject: "b" },
      ],
      start,
    );
    expect(second.ok).toBe(false);
    expect(second.refused.map((r) => r.limit.name)).toEqual(["test.other"]);
    expect(await countsOf(burst, "a", start)).toEqual([1, 1]);
  });

  it("takes back what a request let through could not use", async () => {
    const start = new Date("2026-11-01T10:00:00Z");
    const verdict = await consume({ limit: burst, subject: "c" }, start);
    await verdict.takeBack();
    await verdict.takeBack();
    expect(await countsOf(burst, "c", start)).toEqual([0, 0]);
  });

  it("lets exactly the points through when many hits arrive at once", async () => {
    const start = new Date("2026-11-01T11:00:00Z");
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, () => consume({ limit: burst, subject: "10.1.0.9" }, start)),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(3);
    expect(await countsOf(burst, "10.1.0.9", start)).toEqual([3, 3]);
  });

  it("forgets a subject, or takes a number of hits off it", async () => {
    const start = new Date("2026-11-01T12:00:00Z");
    for (let i = 0; i < 3; i++) await consume({ limit: burst, subject: "d" }, start);
    await reduce(burst, "d", 2, start);
    expect(await countsOf(burst, "d", start)).toEqual([1, 1]);
    expect(await forget(burst, "d", start)).toBe(1);
    expect(await countsOf(burst, "d", start)).toEqual([0, 0]);
  });

  it("stores keyed digests, never the subject, and the pruning pass deletes ended windows", async () => {
    const start = new Date("2026-11-01T13:00:00Z");
    await consume({ limit: burst, subject: "198.51.100.23" }, start);
    const digest = await subjectDigest(burst, "198.51.100.23");
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(digest).not.toBe(await subjectDigest(RATE_LIMITS.quoteAddress, "198.51.100.23"));
    const rows = await db().select().from(rateLimitCounters);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.23");
    expect(rows.filter((row) => row.subject === digest)).toHaveLength(2);
    const pass = await pruneOnce(at(start, 61 * MINUTE), 365);
    expect(pass.rateLimitCounters).toBeGreaterThanOrEqual(2);
    expect((await db().select().from(rateLimitCounters)).filter((row) => row.subject === digest)).toHaveLength(0);
  });
});
