import { eq, getTableColumns, sql } from "drizzle-orm";
import { db } from "../db/index.server";
import { departments, siteSettings } from "../db/schema";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

/** The company's contact facts and hero slides (one row), or null before the first start. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** An active department as the site's navigation lists it. */
export interface NavDepartment {
  slug: string;
  name: string;
  nameEn: string;
}

/**
 * The public site's shell in one statement: the settings row and the active departments of the
 * navigation (by display order), or null before the first start.
 */
export async function getSiteShell(): Promise<{ settings: SiteSettings; departments: NavDepartment[] } | null> {
  const { id: _id, updatedAt: _updatedAt, ...columns } = getTableColumns(siteSettings);
  const [row] = await db()
    .select({
      ...columns,
      departments: sql<NavDepartment[]>`(
        SELECT coalesce(
          json_agg(json_build_object('slug', d.slug, 'name', d.name, 'nameEn', d.name_en) ORDER BY d.display_order, d.id),
          '[]'::json
        )
        FROM ${departments} d WHERE d.is_active
      )`,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  if (!row) return null;
  const { departments: list, ...settings } = row;
  return { settings, departments: list };
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
