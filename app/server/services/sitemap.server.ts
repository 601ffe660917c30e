import { and, count, eq, sql } from "drizzle-orm";
import { db } from "../db/index.server";
import { departments, news, productCategories, productItems } from "../db/schema";
import { isVisibleArticle } from "./news.server";

/** One public page of the sitemap: its path (without language prefix) and last change. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/**
 * The pages backed by content, as one query in a fixed order (departments, categories, products,
 * articles; each by id) so that a sitemap split into files lists every page exactly once:
 * active departments and categories, visible products, published articles.
 */
function contentPages() {
  const departmentPages = db()
    .select({
      kind: sql<number>`1`.as("kind"),
      id: departments.id,
      path: sql<string>`'/departments/' || ${departments.slug}`.as("path"),
      lastmod: departments.updatedAt,
    })
    .from(departments)
    .where(eq(departments.isActive, true));
  const categoryPages = db()
    .select({
      kind: sql<number>`2`.as("kind"),
      id: productCategories.id,
      path: sql<string>`'/departments/' || ${departments.slug} || '/' || ${productCategories.slug}`.as("path"),
      lastmod: productCategories.updatedAt,
    })
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(and(eq(productCategories.isActive, true), eq(departments.isActive, true)));
  const productPages = db()
    .select({
      kind: sql<number>`3`.as("kind"),
      id: productItems.id,
      path: sql<string>`'/products/' || ${productItems.slug}`.as("path"),
      lastmod: productItems.updatedAt,
    })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(and(eq(productItems.isActive, true), eq(productCategories.isActive, true), eq(departments.isActive, true)));
  const articlePages = db()
    .select({
      kind: sql<number>`4`.as("kind"),
      id: news.id,
      path: sql<string>`'/news/' || ${news.slug}`.as("path"),
      lastmod: news.updatedAt,
    })
    .from(news)
    .where(isVisibleArticle());
  return departmentPages.unionAll(categoryPages).unionAll(productPages).unionAll(articlePages);
}

/** How many content pages the sitemap lists (in each language). */
export async function countSitemapContent(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(contentPages().as("pages"));
  return row?.n ?? 0;
}

/** The content pages in the sitemap's order; `window` takes a slice of them (one sitemap file). */
export async function listSitemapContent(window?: { offset: number; limit: number }): Promise<SitemapEntry[]> {
  const ordered = contentPages().orderBy(sql`kind`, sql`id`);
  const rows = await (window ? ordered.limit(window.limit).offset(window.offset) : ordered);
  // A union's values come back as the driver gives them: the timestamp may be a string.
  return rows.map((row) => ({ path: row.path, lastmod: row.lastmod ? new Date(row.lastmod) : null }));
}
