/**
 * Product views: the product page's beacon counts a visible product's view once per
 * visitor and window (view-marks.server.ts) into its day's row, and the dashboard's "products
 * buyers look at" ranks products by the requests naming them and their views over recent days.
 */
import { and, eq, sql } from "drizzle-orm";
import { parseVietnamDateTime } from "~/lib/admin-date";
import { now } from "../clock.server";
import { db, queryRows } from "../db/index.server";
import { quoteRequestProducts, quoteRequests } from "../db/quote-schema";
import { departments, productCategories, productItems, productViewDays } from "../db/schema";
import { markView } from "./view-marks.server";

/**
 * Counts one view of the visible product `id` by `visitor` on Vietnam's day `day` (YYYY-MM-DD),
 * unless that visitor was counted for it within the window; `visitor` null (a crawler) counts
 * nothing. Answers whether the view counted, or null when no such product is visible.
 */
export async function recordProductView(
  id: number,
  visitor: string | null,
  day: string,
  at: Date = now(),
): Promise<boolean | null> {
  return db().transaction(async (tx) => {
    const [product] = await tx
      .select({ id: productItems.id })
      .from(productItems)
      .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
      .innerJoin(departments, eq(departments.id, productCategories.departmentId))
      .where(
        and(
          eq(productItems.id, id),
          eq(productItems.isActive, true),
          eq(productCategories.isActive, true),
          eq(departments.isActive, true),
        ),
      );
    if (!product) return null;
    if (visitor === null || !(await markView(tx, "product", id, visitor, at))) return false;
    await tx
      .insert(productViewDays)
      .values({ productId: id, day, views: 1 })
      .onConflictDoUpdate({
        target: [productViewDays.productId, productViewDays.day],
        set: { views: sql`${productViewDays.views} + 1` },
      });
    return true;
  });
}

export interface ProductInterest {
  id: number;
  name: string;
  /** Quote requests naming the product since the first day. */
  requests: number;
  /** Views counted since the first day. */
  views: number;
}

/**
 * The `limit` products with the most requests, then the most views, from Vietnam's day `since`
 * (YYYY-MM-DD) on: a product with neither is left out, and so is a deleted one (its days go with
 * it, and its requests keep only its name).
 */
export async function listProductInterest(since: string, limit: number): Promise<ProductInterest[]> {
  const from = parseVietnamDateTime(`${since}T00:00`);
  if (!from) throw new Error(`Not a day: ${since}`);
  return queryRows<ProductInterest>(sql`
    WITH viewed AS (
      SELECT product_id, sum(views)::int AS views FROM ${productViewDays}
      WHERE day >= ${since}::date GROUP BY product_id
    ), requested AS (
      SELECT p.product_id, count(DISTINCT p.request_id)::int AS requests
      FROM ${quoteRequestProducts} p JOIN ${quoteRequests} r ON r.id = p.request_id
      WHERE r.created_at >= ${from.toISOString()}::timestamptz AND p.product_id IS NOT NULL
      GROUP BY p.product_id
    )
    SELECT i.id, i.name, coalesce(q.requests, 0) AS requests, coalesce(v.views, 0) AS views
    FROM ${productItems} i
      LEFT JOIN viewed v ON v.product_id = i.id
      LEFT JOIN requested q ON q.product_id = i.id
    WHERE v.product_id IS NOT NULL OR q.product_id IS NOT NULL
    ORDER BY requests DESC, views DESC, i.name, i.id
    LIMIT ${limit}`);
}
