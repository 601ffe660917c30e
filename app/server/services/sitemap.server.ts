import { and, eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { departments, news, productCategories, productItems } from "../db/schema";

/** One public page of the sitemap: its path (without language prefix) and last change. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** The pages backed by content: active departments and categories, visible products, published articles. */
export async function listSitemapContent(): Promise<SitemapEntry[]> {
  const [deps, cats, products, articles] = await Promise.all([
    db()
      .select({ slug: departments.slug, updatedAt: departments.updatedAt })
      .from(departments)
      .where(eq(departments.isActive, true)),
    db()
      .select({ slug: productCategories.slug, department: departments.slug, updatedAt: productCategories.updatedAt })
      .from(productCategories)
      .innerJoin(departments, eq(departments.id, productCategories.departmentId))
      .where(and(eq(productCategories.isActive, true), eq(departments.isActive, true))),
    db()
      .select({ slug: productItems.slug, updatedAt: productItems.updatedAt })
      .from(productItems)
      .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
      .innerJoin(departments, eq(departments.id, productCategories.departmentId))
      .where(
        and(eq(productItems.isActive, true), eq(productCategories.isActive, true), eq(departments.isActive, true)),
      ),
    db().select({ slug: news.slug, updatedAt: news.updatedAt }).from(news).where(eq(news.isPublished, true)),
  ]);
  return [
    ...deps.map((d) => ({ path: `/departments/${d.slug}`, lastmod: d.updatedAt })),
    ...cats.map((c) => ({ path: `/departments/${c.department}/${c.slug}`, lastmod: c.updatedAt })),
    ...products.map((p) => ({ path: `/products/${p.slug}`, lastmod: p.updatedAt })),
    ...articles.map((a) => ({ path: `/news/${a.slug}`, lastmod: a.updatedAt })),
  ];
}
