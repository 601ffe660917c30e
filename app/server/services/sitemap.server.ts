import { and, count, eq, sql } from "drizzle-orm";
import { DOCUMENT_TYPES } from "~/lib/documents";
import { documents, productDocuments } from "../db/document-schema";
import { db } from "../db/index.server";
import { departments, news, productCategories, productItems } from "../db/schema";
import { isVisibleArticle } from "./news.server";

/**
 * One public page of the sitemap: its path (without language prefix), last change and the
 * addresses of the images it shows (a product's image and gallery; none elsewhere).
 */
export type SitemapEntry = { path: string; lastmod: Date | null; images?: string[] };

/** No images: the union's other pages. */
const noImages = () => sql<string[]>`'{}'::text[]`.as("images");

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
      images: noImages(),
    })
    .from(departments)
    .where(eq(departments.isActive, true));
  const categoryPages = db()
    .select({
      kind: sql<number>`2`.as("kind"),
      id: productCategories.id,
      path: sql<string>`'/departments/' || ${departments.slug} || '/' || ${productCategories.slug}`.as("path"),
      lastmod: productCategories.updatedAt,
      images: noImages(),
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
      // The main image, then the gallery's photos in order.
      images: sql<string[]>`array_remove(ARRAY[${productItems.imageUrl}], NULL)
        || ARRAY(SELECT g.photo->>'url' FROM jsonb_array_elements(${productItems.gallery}) WITH ORDINALITY AS g(photo, n) ORDER BY g.n)`.as(
        "images",
      ),
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
      images: noImages(),
    })
    .from(news)
    .where(isVisibleArticle());
  // Public documents of visible products at their clean address: the name numbered from
  // the second of a kind on a product, as documentFileNames() in ~/lib/documents names it.
  const extension = sql.raw(
    `CASE mime_type ${Object.entries(DOCUMENT_TYPES)
      .map(([mime, type]) => `WHEN '${mime}' THEN '${type.extension}'`)
      .join(" ")} END`,
  );
  const numbered = db()
    .select({
      id: productDocuments.id,
      productId: productDocuments.productId,
      isPublic: productDocuments.isPublic,
      kind: documents.kind,
      extension: sql<string>`${extension}`.as("extension"),
      createdAt: documents.createdAt,
      nth: sql<number>`row_number() OVER (PARTITION BY ${productDocuments.productId}, ${documents.kind} ORDER BY ${productDocuments.position}, ${productDocuments.id})`.as(
        "nth",
      ),
    })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .as("numbered");
  const documentPages = db()
    .select({
      kind: sql<number>`5`.as("kind"),
      id: numbered.id,
      path: sql<string>`'/documents/' || ${numbered.id} || '/' || ${productItems.slug} || '-' || ${numbered.kind}
        || CASE WHEN ${numbered.nth} > 1 THEN '-' || ${numbered.nth} ELSE '' END || '.' || ${numbered.extension}`.as(
        "path",
      ),
      lastmod: sql<Date>`greatest(${productItems.updatedAt}, ${numbered.createdAt})`.as("lastmod"),
      images: noImages(),
    })
    .from(numbered)
    .innerJoin(productItems, eq(productItems.id, numbered.productId))
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(
      and(
        eq(numbered.isPublic, true),
        eq(productItems.isActive, true),
        eq(productCategories.isActive, true),
        eq(departments.isActive, true),
      ),
    );
  return departmentPages.unionAll(categoryPages).unionAll(productPages).unionAll(articlePages).unionAll(documentPages);
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
  return rows.map((row) => ({
    path: row.path,
    lastmod: row.lastmod ? new Date(row.lastmod) : null,
    ...(row.images?.length ? { images: row.images } : {}),
  }));
}
