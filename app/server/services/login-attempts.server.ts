import { and, count, desc, eq, gt, lte, ne, type SQL } from "drizzle-orm";
import { db } from "../db/index.server";
import { loginAttempts } from "../db/schema";

/**
 * Failed sign-ins are counted in the database, so every app server sees the same counts.
 * Brute force is stopped where it comes from, without letting anyone lock the owner out:
 * - per (username, address): 5 failures in 15 minutes block that address for that username;
 * - per address: 20 failures (an office shares one address) block the address;
 * - per username alone: no block, but a slow-down. Once the username has failed 3 times (from
 *   anywhere), a further attempt from an address that itself failed recently waits 250 ms,
 *   doubling with each failure up to 4 s. An address with no recent failures is not delayed,
 *   so the owner signs in at once while someone elsewhere guesses.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const SLOW_DOWN_AFTER_USERNAME_FAILURES = 3;
export const SLOW_DOWN_BASE_MS = 250;
export const SLOW_DOWN_MAX_MS = 4_000;

export type LoginThrottle =
  | { blocked: false; delayMs: number }
  | { blocked: true; scope: "username-address" | "address"; retryAfterSeconds: number };

/** The slow-down for a username that has failed `failures` times (0 below the threshold). */
export function slowDownMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER_USERNAME_FAILURES) return 0;
  const steps = failures - SLOW_DOWN_AFTER_USERNAME_FAILURES;
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_BASE_MS * 2 ** Math.min(steps, 16));
}

/**
 * Whether the failures already recorded (leaving out `exceptId`) fill a quota. A block lifts
 * when the failure that filled it (the Nth newest in the window) leaves the window.
 */
export async function checkLoginThrottle(
  username: string,
  address: string,
  now = new Date(),
  exceptId?: number,
): Promise<LoginThrottle> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const inWindow = (match: SQL) =>
    and(match, gt(loginAttempts.attemptedAt, since), exceptId ? ne(loginAttempts.id, exceptId) : undefined);
  const nthNewest = async (match: SQL, n: number) => {
    const [row] = await db()
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(inWindow(match))
      .orderBy(desc(loginAttempts.attemptedAt))
      .offset(n - 1)
      .limit(1);
    return row?.at ?? null;
  };
  const countOf = async (match: SQL) => {
    const [row] = await db().select({ n: count() }).from(loginAttempts).where(inWindow(match));
    return row?.n ?? 0;
  };
  const [byPair, byAddress, usernameFailures, addressFailures] = await Promise.all([
    nthNewest(
      and(eq(loginAttempts.username, username), eq(loginAttempts.address, address)) as SQL,
      MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
    ),
    nthNewest(eq(loginAttempts.address, address), MAX_FAILURES_PER_ADDRESS),
    countOf(eq(loginAttempts.username, username)),
    countOf(eq(loginAttempts.address, address)),
  ]);
  const retryAfter = (at: Date) => Math.max(1, Math.ceil((at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  const blocks = [
    ...(byPair ? [{ scope: "username-address" as const, retryAfterSeconds: retryAfter(byPair) }] : []),
    ...(byAddress ? [{ scope: "address" as const, retryAfterSeconds: retryAfter(byAddress) }] : []),
  ];
  // When both quotas are full the caller waits for the later of the two.
  const longest = blocks.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  if (longest) return { blocked: true, ...longest };
  return { blocked: false, delayMs: addressFailures > 0 ? slowDownMs(usernameFailures) : 0 };
}

/**
 * Counts a sign-in attempt as a failure before the password is checked, then answers whether
 * it may go ahead (and after what delay). Recording first means a burst of parallel guesses
 * cannot all pass the check before any of them is counted. A refused attempt is not kept.
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

/**
 * A successful sign-in forgets the failures of that username from that address. Failures from
 * elsewhere stay counted: signing in must not hand a guesser a fresh quota.
 */
export async function clearFailedLogins(username: string, address: string): Promise<void> {
  await db()
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.address, address)));
}

/** Removes attempts that no longer count; answers how many went. */
export async function pruneLoginAttempts(now = new Date()): Promise<number> {
  const removed = await db()
    .delete(loginAttempts)
    .where(lte(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)))
    .returning({ id: loginAttempts.id });
  return removed.length;
}
