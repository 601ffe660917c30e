/**
 * The SQL of the rate limits (rate-limit.server.ts, decision 039). A hit is one upsert per
 * (limit, subject, window) that answers the new count: PostgreSQL takes the row's lock for each,
 * so parallel requests on every app server are counted one after another and no two read the
 * same count. A window is fixed: it starts at its first hit and holds until `resets_at`.
 *
 * Every statement that locks several counters locks them in one order (limit, subject, window),
 * and the pruning skips locked rows: on PostgreSQL, an UPDATE … WHERE … OR … took back hits in
 * the table's order and deadlocked with the counting upserts (measured: 1,000 rapid posts).
 */
import { sql } from "drizzle-orm";
import { db, perDatabase, queryRows } from "../db/index.server";
import { formKeys } from "../db/quote-schema";
import { rateLimitCounters } from "../db/schema";

/** One counter: a limit's window for one subject (a digest). */
export interface CounterKey {
  limitName: string;
  subject: string;
  windowMs: number;
}

export interface Counted extends CounterKey {
  /** Hits in the window, this one included. */
  hits: number;
  resetsAt: Date;
}

const keyOf = (key: CounterKey) => `${key.limitName}\n${key.subject}\n${key.windowMs}`;

/** The one order of locking: name and subject as bytes (COLLATE "C" in SQL), then the window. */
function inLockOrder<T extends CounterKey>(keys: readonly T[]): T[] {
  const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...keys].sort(
    (a, b) => bytes(a.limitName, b.limitName) || bytes(a.subject, b.subject) || a.windowMs - b.windowMs,
  );
}

const holding = perDatabase<{ secret: Promise<string> | null }>(() => ({ secret: null }));

/** The database's one secret (form_keys), read once per process: it keys the subjects' digests. */
export function limitsSecret(): Promise<string> {
  const slot = holding();
  slot.secret ??= db()
    .select({ key: formKeys.key })
    .from(formKeys)
    .then(([row]) => {
      if (!row) throw new Error("form_keys has no key: run the migrations");
      return row.key;
    })
    .catch((error: unknown) => {
      slot.secret = null;
      throw error;
    });
  return slot.secret;
}

/**
 * Counts one hit on each counter at `at` in one statement, a new window starting where the last
 * one ended; answers the counts in the order given. Rows are written in one order (by key) so
 * that two statements on overlapping counters cannot deadlock.
 */
export async function countHits(keys: readonly CounterKey[], at: Date): Promise<Counted[]> {
  if (keys.length === 0) return [];
  const c = rateLimitCounters;
  const ended = sql`${c.resetsAt} <= ${at.toISOString()}::timestamptz`;
  const rows = await db()
    .insert(c)
    .values(inLockOrder(keys).map((key) => ({ ...key, hits: 1, resetsAt: new Date(at.getTime() + key.windowMs) })))
    .onConflictDoUpdate({
      target: [c.limitName, c.subject, c.windowMs],
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${c.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${c.resetsAt} END`,
      },
    })
    .returning();
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => {
    const row = byKey.get(keyOf(key));
    if (!row) throw new Error(`The rate limit ${key.limitName} was not counted`);
    return row;
  });
}

/**
 * Takes `count` hits back from counters whose window is the one they were counted in (a window
 * that has started again since is left alone); never below zero. An upsert, as the counting is,
 * so that it locks the counters in the same order (a counter pruned meanwhile comes back empty).
 */
export async function takeBackHits(
  counters: readonly Pick<Counted, "limitName" | "subject" | "windowMs" | "resetsAt">[],
  count = 1,
): Promise<void> {
  if (counters.length === 0) return;
  const c = rateLimitCounters;
  await db()
    .insert(c)
    .values(
      inLockOrder(counters).map(({ limitName, subject, windowMs, resetsAt }) => ({
        limitName,
        subject,
        windowMs,
        hits: 0,
        resetsAt,
      })),
    )
    .onConflictDoUpdate({
      target: [c.limitName, c.subject, c.windowMs],
      set: {
        hits: sql`CASE WHEN ${c.resetsAt} = excluded.resets_at THEN greatest(${c.hits} - ${count}, 0) ELSE ${c.hits} END`,
      },
    });
}

/** The counters of these keys whose window is still open at `at`. */
export async function readCounters(keys: readonly CounterKey[], at: Date): Promise<Counted[]> {
  if (keys.length === 0) return [];
  const c = rateLimitCounters;
  const matches = sql.join(
    keys.map(
      (k) => sql`(${c.limitName} = ${k.limitName} AND ${c.subject} = ${k.subject} AND ${c.windowMs} = ${k.windowMs})`,
    ),
    sql` OR `,
  );
  return db().select().from(c).where(sql`(${matches}) AND ${c.resetsAt} > ${at.toISOString()}::timestamptz`);
}

/** Deletes a subject's counters of one limit; answers those whose window was still open at `at`. */
export async function deleteCounters(limitName: string, subject: string, at: Date): Promise<Counted[]> {
  const rows = await queryRows<{
    limit_name: string;
    subject: string;
    window_ms: number;
    hits: number;
    resets_at: string;
  }>(
    sql`DELETE FROM ${rateLimitCounters} WHERE (limit_name, subject, window_ms) IN (
      SELECT limit_name, subject, window_ms FROM ${rateLimitCounters}
      WHERE limit_name = ${limitName} AND subject = ${subject}
      ORDER BY window_ms FOR UPDATE)
    RETURNING limit_name, subject, window_ms, hits, resets_at`,
  );
  return rows
    .map((row) => ({
      limitName: row.limit_name,
      subject: row.subject,
      windowMs: row.window_ms,
      hits: row.hits,
      resetsAt: new Date(row.resets_at),
    }))
    .filter((row) => row.resetsAt.getTime() > at.getTime());
}

/** The pruning pass: deletes counters whose window ended before `at`; answers how many went. */
export async function pruneRateLimitCounters(at: Date): Promise<number> {
  // Rows a request holds are left for the next pass: waiting on them could deadlock.
  const rows = await queryRows<{ n: number }>(sql`WITH gone AS (
    DELETE FROM ${rateLimitCounters} WHERE (limit_name, subject, window_ms) IN (
      SELECT limit_name, subject, window_ms FROM ${rateLimitCounters}
      WHERE resets_at <= ${at.toISOString()}::timestamptz FOR UPDATE SKIP LOCKED)
    RETURNING 1
  ) SELECT count(*)::int AS n FROM gone`);
  return rows[0]?.n ?? 0;
}
