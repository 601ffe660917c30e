import { and, desc, eq, gt, lte, ne, type SQL } from "drizzle-orm";
import { db } from "../db/index.server";
import { loginAttempts } from "../db/schema";

/**
 * Failed sign-ins are counted in the database, so every app server sees the same counts.
 * Per username: 5 failures in 15 minutes. Per address: 20 (an office shares one address).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginThrottle =
  | { blocked: false }
  | { blocked: true; scope: "username" | "address"; retryAfterSeconds: number };

/**
 * Whether the failures already recorded (leaving out `exceptId`) fill a quota. The block lifts
 * when the failure that filled it (the Nth newest in the window) leaves the window.
 */
export async function checkLoginThrottle(
  username: string,
  address: string,
  now = new Date(),
  exceptId?: number,
): Promise<LoginThrottle> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const nthNewest = async (match: SQL, n: number) => {
    const [row] = await db()
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(match, gt(loginAttempts.attemptedAt, since), exceptId ? ne(loginAttempts.id, exceptId) : undefined))
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(n - 1)
      .limit(1);
    return row?.at ?? null;
  };
  const [byUsername, byAddress] = await Promise.all([
    nthNewest(eq(loginAttempts.username, username), MAX_FAILURES_PER_USERNAME),
    nthNewest(eq(loginAttempts.address, address), MAX_FAILURES_PER_ADDRESS),
  ]);
  const retryAfter = (at: Date) => Math.max(1, Math.ceil((at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  const blocks = [
    ...(byUsername ? [{ scope: "username" as const, retryAfterSeconds: retryAfter(byUsername) }] : []),
    ...(byAddress ? [{ scope: "address" as const, retryAfterSeconds: retryAfter(byAddress) }] : []),
  ];
  // When both quotas are full the caller waits for the later of the two.
  const longest = blocks.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  return longest ? { blocked: true, ...longest } : { blocked: false };
}

/**
 * Counts a sign-in attempt as a failure before the password is checked, then answers whether
 * it may go ahead. Recording first means a burst of parallel guesses cannot all pass the check
 * before any of them is counted. A refused attempt is not kept (it checked nothing).
 */
export async function beginLoginAttempt(
  username: string,
  address: string,
  now = new Date(),
): Promise<{ attemptId: number; throttle: LoginThrottle }> {
  const [row] = await db()
    .insert(loginAttempts)
    .values({ username, address, attemptedAt: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("Could not record the sign-in attempt");
  const throttle = await checkLoginThrottle(username, address, now, row.id);
  if (throttle.blocked) await db().delete(loginAttempts).where(eq(loginAttempts.id, row.id));
  return { attemptId: row.id, throttle };
}

/** A successful sign-in forgets that username's failures (from any address). */
export async function clearFailedLogins(username: string): Promise<void> {
  await db().delete(loginAttempts).where(eq(loginAttempts.username, username));
}

/** Removes attempts that no longer count; answers how many went. */
export async function pruneLoginAttempts(now = new Date()): Promise<number> {
  const removed = await db()
    .delete(loginAttempts)
    .where(lte(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)))
    .returning({ id: loginAttempts.id });
  return removed.length;
}
