import { and, desc, eq, gt, ilike, inArray, or, sql } from "drizzle-orm";
import type { ImageVariant } from "~/lib/content-types";
import type { MediaItem, MediaUsage } from "~/lib/media";
import { escapeLike } from "~/lib/search";
import { now } from "../clock.server";
import { db } from "../db/index.server";
import { media } from "../db/schema";
import { clearJournal, journalKeys } from "./storage-journal.server";

export type MediaRecord = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** The storage keys of an image's files: the image and its renditions. */
export const filesOf = (record: Pick<MediaRecord, "storageKey" | "variants">): string[] => [
  record.storageKey,
  ...record.variants.map((variant) => variant.key),
];

/**
 * Records an image's row, and in the same transaction clears its files' lines in the storage
 * journal: from then on the row owns them (decision 049).
 */
export async function recordMedia(values: NewMedia): Promise<MediaRecord> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(media).values(values).returning();
    if (!row) throw new Error("Could not record the image");
    await clearJournal(filesOf(row), tx);
    return row;
  });
}

/** The stored images behind these URLs, in one query, keyed by URL (URLs stored elsewhere are absent). */
export async function findMediaByUrls(urls: string[]): Promise<Map<string, MediaRecord>> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return new Map();
  const rows = await db().select().from(media).where(inArray(media.url, unique));
  return new Map(rows.map((row) => [row.url, row]));
}

/** The newest stored images, optionally matching a search on name or alt text (the library shows at most 100). */
export async function listMedia(search = "", limit = 100): Promise<MediaRecord[]> {
  const q = search.trim();
  const pattern = `%${escapeLike(q)}%`;
  return db()
    .select()
    .from(media)
    .where(
      q ? or(ilike(media.originalName, pattern), ilike(media.alt, pattern), ilike(media.altEn, pattern)) : undefined,
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
}

export async function getMedia(id: number): Promise<MediaRecord | null> {
  const [row] = await db().select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

/** Still pictures (JPEG, PNG, WebP) wider than `minWidth` stored with no renditions: oldest first. */
export async function listImagesWithoutVariants(minWidth: number): Promise<MediaRecord[]> {
  return db()
    .select()
    .from(media)
    .where(
      and(
        inArray(media.mimeType, ["image/jpeg", "image/png", "image/webp"]),
        gt(media.width, minWidth),
        sql`jsonb_array_length(${media.variants}) = 0`,
      ),
    )
    .orderBy(media.id);
}

/** Records renditions made later for an image that had none; false when it has some by now (another server's). */
export async function setMediaVariants(id: number, variants: ImageVariant[]): Promise<boolean> {
  const rows = await db()
    .update(media)
    .set({ variants })
    .where(and(eq(media.id, id), sql`jsonb_array_length(${media.variants}) = 0`))
    .returning({ id: media.id });
  return rows.length === 1;
}

/**
 * The alt texts an editor wrote for stored images in a body (decision 038), kept by the library for
 * the next editor who picks them: only where the library has none in that language yet (a text
 * staff chose in the library is never overwritten). Answers how many images learned one.
 */
export async function recordAltTexts(texts: { url: string; alt: string; lang: "vi" | "en" }[]): Promise<number> {
  let learned = 0;
  for (const { url, alt, lang } of texts) {
    const column = lang === "en" ? media.altEn : media.alt;
    const rows = await db()
      .update(media)
      .set(lang === "en" ? { altEn: alt } : { alt })
      .where(and(eq(media.url, url), eq(column, "")))
      .returning({ id: media.id });
    learned += rows.length;
  }
  return learned;
}

/** Deletes the row and answers it, so the caller can remove the stored files. */
/**
 * Deletes an image's row, and in the same transaction names its files in the storage journal,
 * due at once: files storage cannot remove now are swept later (decision 049).
 */
export async function deleteMediaRow(id: number): Promise<MediaRecord | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
    if (row) await journalKeys(filesOf(row), now(), tx);
    return row ?? null;
  });
}

export function toMediaItem(
  record: MediaRecord,
  usages: MediaUsage[] = [],
  removableAt: Date | null = null,
): MediaItem {
  return {
    id: record.id,
    url: record.url,
    thumbnailUrl: record.variants[0]?.url ?? record.url,
    name: record.originalName,
    mimeType: record.mimeType,
    size: record.sizeBytes,
    width: record.width,
    height: record.height,
    alt: record.alt,
    createdAt: record.createdAt.toISOString(),
    usages,
    removableAt: removableAt?.toISOString() ?? null,
  };
}

/** Thumbnail (smallest rendition, else the image) for each of these image URLs that is stored here. */
export async function thumbnailsFor(urls: string[]): Promise<Map<string, string>> {
  const records = await findMediaByUrls(urls);
  return new Map([...records].map(([url, record]) => [url, record.variants[0]?.url ?? url]));
}
