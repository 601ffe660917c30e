import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lte, ne } from "drizzle-orm";
import type { Role } from "~/lib/roles";
import { db, type Executor } from "../db/index.server";
import { adminSessions, adminUsers } from "../db/schema";

/** The specification's session lifetime: 24 hours from sign-in. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface AdminIdentity {
  id: number;
  username: string;
  /** What the account may do (lib/access.ts), read with the session on every request. */
  role: Role;
}

export interface ActiveSession {
  admin: AdminIdentity;
  expiresAt: Date;
}

/** The table keeps only this digest: a leaked table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What /admin/account shows of the browser a session was opened in. */
export interface SessionDevice {
  userAgent: string;
  address: string;
}

/** Starts a session; answers the token for the cookie (stored nowhere on the server). */
export async function createSession(
  userId: number,
  now = new Date(),
  device: SessionDevice = { userAgent: "", address: "" },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db()
    .insert(adminSessions)
    .values({
      id: sessionIdOf(token),
      userId,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      // Bounded: a header is the client's to choose.
      userAgent: device.userAgent.slice(0, 512),
      address: device.address.slice(0, 64),
    });
  return { token, expiresAt };
}

/** `last_seen_at` is written at most this often per session: not a write per request. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** The administrator of a live session, or null. An expired session is deleted on the way. */
export async function getSession(token: string, now = new Date()): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const id = sessionIdOf(token);
  const [row] = await db()
    .select({
      expiresAt: adminSessions.expiresAt,
      userId: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db().delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // The condition again in SQL: of parallel requests, one writes.
    const before = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
    await db()
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(adminSessions.id, id), lte(adminSessions.lastSeenAt, before)));
  }
  return { admin: { id: row.userId, username: row.username, role: row.role }, expiresAt: row.expiresAt };
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

/** One session as its owner sees it on /admin/account. */
export interface SessionRow extends SessionDevice {
  /** Names the session to its owner's browser: a digest of its id, which is not sent. */
  handle: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** What a session is called in forms: a digest of the stored digest (the stored one stays here). */
function handleOf(id: string): string {
  return createHash("sha256").update(`session-handle\n${id}`).digest("base64url").slice(0, 22);
}

/** The live sessions of an administrator, the most recently used first; `currentToken` is marked. */
export async function listSessions(
  userId: number,
  currentToken: string | null,
  now = new Date(),
): Promise<SessionRow[]> {
  const current = currentToken ? sessionIdOf(currentToken) : null;
  const rows = await db()
    .select({
      id: adminSessions.id,
      userAgent: adminSessions.userAgent,
      address: adminSessions.address,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), gt(adminSessions.expiresAt, now)))
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.createdAt));
  return rows
    .map(({ id, ...row }) => ({ ...row, handle: handleOf(id), current: id === current }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of an administrator's sessions by its handle, never the one of `currentToken` (that is
 * signing out); answers what it was, or null when there is no such other session.
 */
export async function endSession(
  userId: number,
  handle: string,
  currentToken: string | null,
): Promise<SessionDevice | null> {
  const current = currentToken ? sessionIdOf(currentToken) : null;
  const rows = await db().select({ id: adminSessions.id }).from(adminSessions).where(eq(adminSessions.userId, userId));
  const id = rows.find((row) => handleOf(row.id) === handle && row.id !== current)?.id;
  if (!id) return null;
  const [ended] = await db()
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, id), eq(adminSessions.userId, userId)))
    .returning({ userAgent: adminSessions.userAgent, address: adminSessions.address });
  return ended ?? null;
}

/** Ends every session of an administrator but the request's own (the sessions card's button). */
export function endOtherSessions(userId: number, keepToken: string | null): Promise<number> {
  return deleteOtherSessions(db(), userId, keepToken);
}
