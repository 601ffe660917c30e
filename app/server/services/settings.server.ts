import { eq, getTableColumns, sql } from "drizzle-orm";
import { declaredReads } from "../db/content-reads.server";
import { documents, siteDocuments } from "../db/document-schema";
import { db, perDatabase } from "../db/index.server";
import { contentVersion, departments, media, productCategories, siteSettings } from "../db/schema";
import { contentWrites, freshContentVersion, observeContentVersion } from "./content-version.server";
import type { CatalogDepartment } from "./departments.server";
import type { MediaRecord } from "./media.server";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;
/** A new settings row: the company's name at least; the other fields have defaults. */
export type NewSiteSettings = Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt">;

/** The company's facts, hero slides and page content (one row), or null before the first start. */
export async function getSiteSettings(): Promise<SiteSettings | null> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

/** A stored hero image's size and renditions, keyed by URL in the shell. */
export type HeroImageRecord = Pick<MediaRecord, "width" | "height" | "variants">;

export interface SiteShell {
  settings: SiteSettings;
  /** Active departments by display order, each with its active categories by display order. */
  departments: CatalogDepartment[];
  /** Size and renditions of the hero slides' stored images. */
  heroImages: Map<string, HeroImageRecord>;
  /** The training brochure staff uploaded (its size, for the button), or null. */
  brochure: { sizeBytes: number } | null;
}

const category = sql`json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'nameEn', c.name_en,
  'description', c.description, 'descriptionEn', c.description_en, 'displayOrder', c.display_order)`;

async function readSiteShell(): Promise<{ shell: SiteShell; version: number } | null> {
  const { id: _id, updatedAt: _updatedAt, ...columns } = getTableColumns(siteSettings);
  const [row] = await db()
    .select({
      ...columns,
      departments: sql<CatalogDepartment[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', d.id, 'slug', d.slug, 'name', d.name, 'nameEn', d.name_en, 'description', d.description,
          'descriptionEn', d.description_en, 'displayOrder', d.display_order,
          'categories', (
            SELECT coalesce(json_agg(${category} ORDER BY c.display_order, c.id), '[]'::json)
            FROM ${productCategories} c WHERE c.department_id = d.id AND c.is_active
          )
        ) ORDER BY d.display_order, d.id), '[]'::json)
        FROM ${departments} d WHERE d.is_active
      )`,
      heroImages: sql<({ url: string } & HeroImageRecord)[]>`(
        SELECT coalesce(json_agg(json_build_object('url', m.url, 'width', m.width, 'height', m.height,
          'variants', m.variants)), '[]'::json)
        FROM ${media} m
        WHERE m.url IN (SELECT s->>'image' FROM jsonb_array_elements(${siteSettings.heroSlides}) s)
      )`,
      brochure: sql<{ sizeBytes: number } | null>`(
        SELECT json_build_object('sizeBytes', d.size_bytes)
        FROM ${siteDocuments} sd JOIN ${documents} d ON d.id = sd.document_id
        WHERE sd.slot = 'brochure'
      )`,
      // The content version in the same statement: the shell is held for it.
      contentVersion: sql<number>`(SELECT version FROM ${contentVersion} WHERE id = 1)`.mapWith(Number),
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  if (!row) return null;
  const { departments: list, heroImages, brochure, contentVersion: version, ...settings } = row;
  return {
    version,
    shell: {
      settings,
      departments: list,
      heroImages: new Map(heroImages.map(({ url, ...image }) => [url, image])),
      brochure,
    },
  };
}

interface HeldShell {
  /** The content version it was read at; null while the read is under way. */
  version: number | null;
  /** This process's write count when the read began (see content-version.server.ts). */
  writes: number;
  shell: Promise<SiteShell | null>;
}

const holding = perDatabase<{ shell: HeldShell | null }>(() => ({ shell: null }));

/**
 * The public site's shell, read once per content version, or null before the first start: the
 * settings row, the active departments with their categories and the hero images, with the
 * content version, in one statement. Every page and layout of that version shares the read; a
 * read under way is shared by calls made after this process's last write; a failed read is
 * forgotten, so the next call tries again.
 */
export function getSiteShell(): Promise<SiteShell | null> {
  const slot = holding();
  const held = slot.shell;
  if (held) {
    if (held.version === null ? held.writes === contentWrites() : held.version === freshContentVersion()) {
      return held.shell;
    }
  }
  const entry: HeldShell = { version: null, writes: contentWrites(), shell: Promise.resolve(null) };
  // Its tables change '*' (settings, departments, categories, media, the site's documents), which no
  // page names; the brochure's row in `documents` is content-hashed and never changes, so the
  // statement is not read as a product topic (db/content-reads.server.ts).
  entry.shell = declaredReads(readSiteShell, () => []).then(
    (read) => {
      if (!read) {
        if (slot.shell === entry) slot.shell = null;
        return null;
      }
      entry.version = read.version;
      observeContentVersion(read.version, entry.writes);
      return read.shell;
    },
    (error: unknown) => {
      if (slot.shell === entry) slot.shell = null;
      throw error;
    },
  );
  slot.shell = entry;
  return entry.shell;
}

/**
 * Writes some fields of the settings row; answers whether the row exists. The content-version
 * trigger (migration 0004) makes the public pages and the shell read it again.
 */
export async function updateSiteSettings(patch: Partial<SiteSettings>): Promise<boolean> {
  if (Object.keys(patch).length === 0) return (await getSiteSettings()) !== null;
  const updated = await db()
    .update(siteSettings)
    .set(patch)
    .where(eq(siteSettings.id, 1))
    .returning({ id: siteSettings.id });
  return updated.length > 0;
}

/** The shell, which the public pages cannot do without (the server creates it at start-up). */
export async function requireSiteShell(): Promise<SiteShell> {
  const shell = await getSiteShell();
  if (!shell) throw new Error("Site settings are missing: start the server once to create them");
  return shell;
}

/** Writes the settings row when it does not exist yet; answers whether it wrote. */
export async function insertSiteSettingsIfMissing(settings: NewSiteSettings): Promise<boolean> {
  const inserted = await db()
    .insert(siteSettings)
    .values({ id: 1, ...settings })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return inserted.length > 0;
}
