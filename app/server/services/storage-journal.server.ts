/**
 * The storage journal's rows (decision 049): files named before they are written, cleared in the
 * transaction of the row that owns them, and swept once their time has come.
 */
import { asc, inArray, lte, sql } from "drizzle-orm";
import { db, type Executor } from "../db/index.server";
import { storageJournal } from "../db/storage-schema";

/** Names files about to be written (or to be removed): the sweep may remove them from `removeAfter` on. */
export async function journalKeys(keys: string[], removeAfter: Date, executor: Executor = db()): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(storageJournal)
    .values(keys.map((key) => ({ key, removeAfter })))
    .onConflictDoUpdate({ target: storageJournal.key, set: { removeAfter: sql`excluded.remove_after` } });
}

/** The files are owned by a row now, or gone from storage: their lines go. */
export async function clearJournal(keys: string[], executor: Executor = db()): Promise<void> {
  if (keys.length === 0) return;
  await executor.delete(storageJournal).where(inArray(storageJournal.key, keys));
}

/**
 * The journal's files whose time has come, oldest first, each with whether a row owns it now (an
 * image's file or rendition, a document or its preview): an owned file stays, only its line goes.
 */
export async function dueJournalKeys(at: Date, limit: number): Promise<{ key: string; owned: boolean }[]> {
  return db()
    .select({
      key: storageJournal.key,
      owned: sql<boolean>`(
        exists (select 1 from media m where m.storage_key = ${storageJournal.key}
          or m.variants @> jsonb_build_array(jsonb_build_object('key', ${storageJournal.key})))
        or exists (select 1 from documents d where d.storage_key = ${storageJournal.key} or d.preview_key = ${storageJournal.key})
      )`,
    })
    .from(storageJournal)
    .where(lte(storageJournal.removeAfter, at))
    .orderBy(asc(storageJournal.removeAfter))
    .limit(limit);
}
