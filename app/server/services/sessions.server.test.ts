import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { adminSessions } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { upsertAdmin } from "./admin-users.server";
import {
  createSession,
  deleteSession,
  getSession,
  pruneExpiredSessions,
  SESSION_LIFETIME_MS,
  sessionIdOf,
} from "./sessions.server";

setupTestDatabase();

async function rowOf(token: string) {
  const [row] = await db()
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.id, sessionIdOf(token)));
  return row;
}

describe("admin sessions", () => {
  it("stores a SHA-256 of the token, never the token, valid for 24 hours", async () => {
    const { id } = await upsertAdmin("session-owner", "a-long-password");
    const now = new Date("2026-11-22T08:00:00Z");
    const { token, expiresAt } = await createSession(id, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
    expect(SESSION_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);

    const rows = await db().select().from(adminSessions);
    expect(rows.map((r) => r.id)).not.toContain(token);
    const row = await rowOf(token);
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.userId).toBe(id);
  });

  it("opens a live session and answers who it belongs to", async () => {
    const { id } = await upsertAdmin("live-user", "a-long-password");
    const now = new Date();
    const { token } = await createSession(id, now);
    expect(await getSession(token, new Date(now.getTime() + 60_000))).toEqual({
      admin: { id, username: "live-user", role: "admin" },
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
  });

  it("refuses an unknown, empty or forged token", async () => {
    expect(await getSession("")).toBeNull();
    expect(await getSession("not-a-real-token")).toBeNull();
    expect(await getSession("x".repeat(500))).toBeNull();
    const { id } = await upsertAdmin("forgery-target", "a-long-password");
    const { token } = await createSession(id);
    // The stored digest itself is not a token.
    expect(await getSession(sessionIdOf(token))).toBeNull();
  });

  it("refuses an expired session and deletes it", async () => {
    const { id } = await upsertAdmin("expired-user", "a-long-password");
    const start = new Date("2026-11-01T00:00:00Z");
    const { token } = await createSession(id, start);
    const justBefore = new Date(start.getTime() + SESSION_LIFETIME_MS - 1);
    expect(await getSession(token, justBefore)).not.toBeNull();
    expect(await getSession(token, new Date(start.getTime() + SESSION_LIFETIME_MS))).toBeNull();
    expect(await rowOf(token)).toBeUndefined();
  });

  it("deletes the session on logout", async () => {
    const { id } = await upsertAdmin("logout-user", "a-long-password");
    const { token } = await createSession(id);
    await deleteSession(token);
    expect(await rowOf(token)).toBeUndefined();
    expect(await getSession(token)).toBeNull();
    await expect(deleteSession("unknown")).resolves.toBeUndefined();
  });

  it("prunes expired sessions and keeps live ones", async () => {
    const { id } = await upsertAdmin("prune-user", "a-long-password");
    const now = new Date("2026-11-22T12:00:00Z");
    const old = await createSession(id, new Date(now.getTime() - SESSION_LIFETIME_MS - 1000));
    const live = await createSession(id, now);
    expect(await pruneExpiredSessions(now)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old.token)).toBeUndefined();
    expect(await rowOf(live.token)).toBeDefined();
  });
});
