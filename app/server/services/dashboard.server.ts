import { count, desc, sql } from "drizzle-orm";
import { type DashboardActivity, mergeRecentActivity, RECENT_PER_KIND } from "~/lib/dashboard";
import { now } from "../clock.server";
import { db } from "../db/index.server";
import { news, productItems } from "../db/schema";

export interface DashboardData {
  products: { total: number; active: number; inactive: number };
  /** Published means visible now; a scheduled article is published with its time still ahead. */
  news: { total: number; published: number; scheduled: number; drafts: number };
  recent: DashboardActivity[];
}

/** The dashboard's counts and its 5 most recent activities (3 newest products and 3 newest articles merged). */
export async function getDashboard(): Promise<DashboardData> {
  const at = now();
  const [productCounts, newsCounts, products, articles] = await Promise.all([
    db()
      .select({ total: count(), active: count(sql`CASE WHEN ${productItems.isActive} THEN 1 END`) })
      .from(productItems),
    db()
      .select({
        total: count(),
        published: count(sql`CASE WHEN ${news.isPublished} AND ${news.publishedAt} <= ${at} THEN 1 END`),
        scheduled: count(sql`CASE WHEN ${news.isPublished} AND ${news.publishedAt} > ${at} THEN 1 END`),
      })
      .from(news),
    db()
      .select({
        id: productItems.id,
        title: productItems.name,
        live: productItems.isActive,
        createdAt: productItems.createdAt,
      })
      .from(productItems)
      .orderBy(desc(productItems.createdAt), desc(productItems.id))
      .limit(RECENT_PER_KIND),
    db()
      .select({ id: news.id, title: news.title, live: news.isPublished, createdAt: news.createdAt })
      .from(news)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(RECENT_PER_KIND),
  ]);
  const productTotal = Number(productCounts[0]?.total ?? 0);
  const productActive = Number(productCounts[0]?.active ?? 0);
  const newsTotal = Number(newsCounts[0]?.total ?? 0);
  const newsPublished = Number(newsCounts[0]?.published ?? 0);
  const newsScheduled = Number(newsCounts[0]?.scheduled ?? 0);
  const activity =
    (kind: DashboardActivity["kind"]) => (row: { id: number; title: string; live: boolean; createdAt: Date }) => ({
      kind,
      id: row.id,
      title: row.title,
      live: row.live,
      createdAt: row.createdAt.toISOString(),
    });
  return {
    products: { total: productTotal, active: productActive, inactive: productTotal - productActive },
    news: {
      total: newsTotal,
      published: newsPublished,
      scheduled: newsScheduled,
      drafts: newsTotal - newsPublished - newsScheduled,
    },
    recent: mergeRecentActivity(products.map(activity("product")), articles.map(activity("article"))),
  };
}
