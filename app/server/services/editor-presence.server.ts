import { and, eq, gt, lt, ne } from "drizzle-orm";
import { now } from "../clock.server";
import { db } from "../db/index.server";
import { editorPresence, type REVISION_KINDS } from "../db/schema";
import type { AdminIdentity } from "./sessions.server";

/** What an open editor edits: an article or a product. */
export type PresenceKind = (typeof REVISION_KINDS)[number];

/** An editor opened longer ago than this, without a heartbeat since, no longer counts. */
export const PRESENCE_WINDOW_MS = 2 * 60 * 1000;

export interface EditorPresence {
  kind: PresenceKind;
  id: number;
  /** The admin session's digest (`sessionIdOf`): two browsers of one admin are two editors. */
  sessionId: string;
  admin: AdminIdentity;
}

/** The rows of one item's editors. */
function ofItem(kind: PresenceKind, id: number) {
  return and(eq(editorPresence.entityKind, kind), eq(editorPresence.entityId, id));
}

/**
 * The open editor's heartbeat: notes that this session has the item open now, and answers the
 * names of the others who had it open within the last 2 minutes (oldest first, one per person).
 */
export async function markEditing({ kind, id, sessionId, admin }: EditorPresence): Promise<string[]> {
  const at = now();
  const since = new Date(at.getTime() - PRESENCE_WINDOW_MS);
  return db().transaction(async (tx) => {
    // Rows nobody refreshed for a while are of no use to anyone.
    await tx.delete(editorPresence).where(lt(editorPresence.seenAt, new Date(at.getTime() - 10 * PRESENCE_WINDOW_MS)));
    await tx
      .insert(editorPresence)
      .values({ entityKind: kind, entityId: id, sessionId, userId: admin.id, username: admin.username, seenAt: at })
      .onConflictDoUpdate({
        target: [editorPresence.entityKind, editorPresence.entityId, editorPresence.sessionId],
        set: { seenAt: at, userId: admin.id, username: admin.username },
      });
    const others = await tx
      .select({ username: editorPresence.username })
      .from(editorPresence)
      .where(and(ofItem(kind, id), ne(editorPresence.sessionId, sessionId), gt(editorPresence.seenAt, since)))
      .orderBy(editorPresence.seenAt);
    return [...new Set(others.map((row) => row.username))];
  });
}

/** The editor closed (left the screen or saved): it no longer counts. */
export async function stopEditing({ kind, id, sessionId }: Omit<EditorPresence, "admin">): Promise<void> {
  await db()
    .delete(editorPresence)
    .where(and(ofItem(kind, id), eq(editorPresence.sessionId, sessionId)));
}
