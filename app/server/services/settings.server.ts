import { eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { siteSettings } from "../db/schema";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

/** The company's contact facts and hero slides (one row), or null before the first start. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** Writes the settings row when it does not exist yet; answers whether it wrote. */
export async function insertSiteSettingsIfMissing(settings: SiteSettings): Promise<boolean> {
  const inserted = await db()
    .insert(siteSettings)
    .values({ id: 1, ...settings })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return inserted.length > 0;
}
