/**
 * Orphan uploads (decision 025): an image uploaded by a form that was never saved,
 * or a crop's intermediate, that nothing uses ORPHAN_GRACE_MS after its upload is removed by the
 * pruning pass. The usage scan decides (content, settings, the editors' server drafts), and a
 * saved version (history, a recently deleted item) keeps an image too, so a restore never
 * brings back a dead address.
 */
import { and, gt, lte } from "drizzle-orm";
import { type MediaUsage, ORPHAN_GRACE_MS } from "~/lib/media";
import { db, perDatabase } from "./db/index.server";
import { media } from "./db/schema";
import { deleteStoredImage } from "./images.server";
import type { MediaRecord } from "./services/media.server";
import { imageUsages, keptByHistory } from "./services/media-usage.server";

type Candidate = Pick<MediaRecord, "id" | "url" | "variants" | "createdAt">;

/**
 * For each of these images, when the pruning pass may remove it (its upload plus the grace), or
 * null when something uses it or a saved version names it.
 */
export async function orphanRemovalTimes(
  records: Candidate[],
  /** Their uses, when the caller has scanned them already. */
  known?: Map<number, MediaUsage[]>,
): Promise<Map<number, Date | null>> {
  const usages = known ?? (await imageUsages(records));
  const unused = records.filter((record) => (usages.get(record.id) ?? []).length === 0);
  const kept = await keptByHistory(unused.map((record) => record.id));
  return new Map(
    records.map((record) => [
      record.id,
      (usages.get(record.id) ?? []).length === 0 && !kept.has(record.id)
        ? new Date(record.createdAt.getTime() + ORPHAN_GRACE_MS)
        : null,
    ]),
  );
}

/**
 * How many images one pass looks at (the scan reads every text once per image): the pass goes on
 * from where the last one stopped, by id, and starts again from the first after the last.
 */
const BATCH = 200;
/** Where the last pass stopped, by id (ids of another database say nothing of this one's). */
const scan = perDatabase(() => ({ cursor: 0 }));

/**
 * Removes the images (files, renditions and rows) that were uploaded before `at` minus the grace
 * and that nothing uses; answers how many went.
 */
export async function pruneOrphanImages(at: Date): Promise<number> {
  const pass = scan();
  const candidates = await db()
    .select({ id: media.id, url: media.url, variants: media.variants, createdAt: media.createdAt })
    .from(media)
    .where(and(gt(media.id, pass.cursor), lte(media.createdAt, new Date(at.getTime() - ORPHAN_GRACE_MS))))
    .orderBy(media.id)
    .limit(BATCH);
  pass.cursor = candidates.length < BATCH ? 0 : (candidates.at(-1)?.id ?? 0);
  const times = await orphanRemovalTimes(candidates);
  let removed = 0;
  for (const record of candidates) {
    const removableAt = times.get(record.id);
    if (!removableAt || removableAt > at) continue;
    // Looked at again just before: a save since the scan may have started to use it.
    const again = await orphanRemovalTimes([record]);
    if (!again.get(record.id)) continue;
    if (await deleteStoredImage(record.id)) removed += 1;
  }
  return removed;
}
