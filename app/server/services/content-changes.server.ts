/**
 * What each content version changed: the topics the content-version trigger writes beside the
 * version it makes (migration 0019, app/lib/content-topics.ts), read once per version and held,
 * for the render cache to carry the pages a change did not touch (decision 012).
 */
import { and, gt, lte } from "drizzle-orm";
import { db, perDatabase } from "../db/index.server";
import { contentChanges as contentChangesTable } from "../db/schema";

/** Versions whose changes are held at most (the trigger keeps 4,096 to 4,352 in the database). */
const HELD_CHANGES = 4096;

const heldChanges = perDatabase(() => ({
  /** Each version's topics, as read; a version missing from the database is held as null. */
  topics: new Map<number, readonly string[] | null>(),
  reading: new Map<string, Promise<void>>(),
}));

/**
 * What the versions after `from` up to `to` changed (migration 0019), or null when that is not
 * known: a version without its row (made before the table existed, or pruned), a gap wider than
 * the database keeps, or a version going back (a restore). A render cache keeps a page of version
 * `from` at `to` only when these topics do not touch what it read (db/content-reads.server.ts).
 * Each version's topics are read once and held (at most HELD_CHANGES).
 */
export async function contentChanges(from: number, to: number): Promise<ReadonlySet<string> | null> {
  if (from <= 0 || to <= from || to - from > HELD_CHANGES) return null;
  const held = heldChanges();
  let missing = from + 1;
  while (missing <= to && held.topics.has(missing)) missing++;
  if (missing <= to) {
    const range = `${missing - 1} ${to}`;
    let reading = held.reading.get(range);
    if (!reading) {
      reading = db()
        .select()
        .from(contentChangesTable)
        .where(and(gt(contentChangesTable.version, missing - 1), lte(contentChangesTable.version, to)))
        .then((rows) => {
          for (let version = missing; version <= to; version++) held.topics.set(version, null);
          for (const row of rows) held.topics.set(row.version, row.topics);
          for (const version of held.topics.keys()) {
            if (held.topics.size <= HELD_CHANGES) break;
            held.topics.delete(version);
          }
        })
        .finally(() => held.reading.delete(range));
      held.reading.set(range, reading);
    }
    await reading;
  }
  const changed = new Set<string>();
  for (let version = from + 1; version <= to; version++) {
    const topics = held.topics.get(version);
    if (!topics) return null;
    for (const topic of topics) changed.add(topic);
  }
  return changed;
}
