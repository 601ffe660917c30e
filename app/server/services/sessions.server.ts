import { createHash, randomBytes } from "node:crypto";
import { and, eq, lte, ne } from "drizzle-orm";
import { db, type Executor } from "../db/index.server";
import { adminSessions, adminUsers } from "../db/schema";

/** The specification's session lifetime: 24 hours from sign-in. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface AdminIdentity {
  id: number;
  username: string;
}

export interface ActiveSession {
  admin: AdminIdentity;
  expiresAt: Date;
}

/** The table keeps only this digest: a leaked table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session; answers the token for the cookie (stored nowhere on the server). */
export async function createSession(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db()
    .insert(adminSessions)
    .values({ id: sessionIdOf(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The administrator of a live session, or null. An expired session is deleted on the way. */
export async function getSession(token: string, now = new Date()): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const id = sessionIdOf(token);
  const [row] = await db()
    .select({ expiresAt: adminSessions.expiresAt, userId: adminUsers.id, username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db().delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  return { admin: { id: row.userId, username: row.username }, expiresAt: row.expiresAt };
}

/** Ends a session (logout). Unknown tokens are ignored. */
export async function deleteSession(token: string): Promise<void> {
  if (!token) return;
  await db()
    .delete(adminSessions)
    .where(eq(adminSessions.id, sessionIdOf(token)));
}

/** Removes every expired session; answers how many went. */
export async function pruneExpiredSessions(now = new Date()): Promise<number> {
  const removed = await db()
    .delete(adminSessions)
    .where(lte(adminSessions.expiresAt, now))
    .returning({ id: adminSessions.id });
  return removed.length;
}

/**
 * Ends every session of an administrator but the one of `keepToken` (the request that changed the
 * password stays signed in); answers how many ended. Runs in the caller's transaction.
 */
export async function deleteOtherSessions(tx: Executor, userId: number, keepToken: string | null): Promise<number> {
  const removed = await tx
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, userId), keepToken ? ne(adminSessions.id, sessionIdOf(keepToken)) : undefined))
    .returning({ id: adminSessions.id });
  return removed.length;
}
