import { desc, eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { media } from "../db/schema";

export type MediaRecord = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

export async function recordMedia(values: NewMedia): Promise<MediaRecord> {
  const [row] = await db().insert(media).values(values).returning();
  if (!row) throw new Error("Could not record the image");
  return row;
}

export async function findMediaByUrl(url: string): Promise<MediaRecord | null> {
  const [row] = await db().select().from(media).where(eq(media.url, url)).limit(1);
  return row ?? null;
}

/** The newest stored images (the library shows at most 100). */
export async function listMedia(limit = 100): Promise<MediaRecord[]> {
  return db().select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(limit);
}
