import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { quoteRequestProducts } from "~/server/db/quote-schema";
import { productItems, productViewDays, productViewMarks } from "~/server/db/schema";
import { setupTestDatabase } from "~/server/testing/database";
import { createCategory, createDepartment, createProduct, createQuoteRequest } from "~/server/testing/factories";
import { listProductInterest, recordProductView } from "./product-views.server";
import { pruneViewMarks, VIEW_WINDOW_MINUTES } from "./view-marks.server";

setupTestDatabase();

const AT = new Date("2031-03-10T03:00:00Z");
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

async function aProduct(values: Partial<typeof productItems.$inferInsert> = {}) {
  const category = await createCategory((await createDepartment()).id);
  return createProduct(category.id, values);
}

const daysOf = (productId: number) =>
  db()
    .select({ day: productViewDays.day, views: productViewDays.views })
    .from(productViewDays)
    .where(eq(productViewDays.productId, productId))
    .orderBy(productViewDays.day);

/** A request naming these products, sent at `at`. */
async function requestNaming(productIds: number[], at: Date) {
  const request = await createQuoteRequest({ createdAt: at });
  await db()
    .insert(quoteRequestProducts)
    .values(
      productIds.map((productId, position) => ({ requestId: request.id, position, productId, productName: "x" })),
    );
}

describe("product views", () => {
  it("counts a visitor once per product in the window, into the day's row; another visitor counts again", async () => {
    const product = await aProduct();
    expect(await recordProductView(product.id, "visitor-a", "2030-03-10", AT)).toBe(true);
    expect(await recordProductView(product.id, "visitor-a", "2030-03-10", minutes(10))).toBe(false);
    expect(await recordProductView(product.id, "visitor-b", "2030-03-10", minutes(11))).toBe(true);
    expect(await daysOf(product.id)).toEqual([{ day: "2030-03-10", views: 2 }]);
    // After the window the first visitor counts again, on the next day's row.
    const later = minutes(VIEW_WINDOW_MINUTES + 1);
    expect(await recordProductView(product.id, "visitor-a", "2030-03-11", later)).toBe(true);
    expect(await daysOf(product.id)).toEqual([
      { day: "2030-03-10", views: 2 },
      { day: "2030-03-11", views: 1 },
    ]);
    // The pruning forgets the marks past their window, products' as articles'.
    await pruneViewMarks(minutes(2 * VIEW_WINDOW_MINUTES + 2));
    expect(await db().select().from(productViewMarks)).toHaveLength(0);
  });

  it("reads without counting for a crawler, and refuses a hidden or unknown product", async () => {
    const product = await aProduct();
    const hidden = await aProduct({ isActive: false });
    expect(await recordProductView(product.id, null, "2030-03-10", AT)).toBe(false);
    expect(await recordProductView(hidden.id, "visitor-a", "2030-03-10", AT)).toBeNull();
    expect(await recordProductView(2_000_000, "visitor-a", "2030-03-10", AT)).toBeNull();
    expect(await daysOf(product.id)).toEqual([]);
    expect(await daysOf(hidden.id)).toEqual([]);
  });

  it("ranks the 10 products most asked about, then most viewed, since the first day, and forgets deleted ones", async () => {
    const since = "2031-02-09";
    const products = [];
    for (let n = 0; n < 13; n++) products.push(await aProduct({ name: `Máy ${String(n).padStart(2, "0")}` }));
    const [asked, viewed, old, deleted, ...rest] = products as [
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
      (typeof products)[0],
      ...typeof products,
    ];
    // Views: `viewed` most, each of the rest one more than the one before it.
    await db()
      .insert(productViewDays)
      .values([
        { productId: viewed.id, day: "2031-02-09", views: 50 },
        { productId: viewed.id, day: "2031-03-10", views: 25 },
        { productId: asked.id, day: "2031-03-01", views: 1 },
        // Before the first day: not counted.
        { productId: old.id, day: "2031-02-08", views: 500 },
        { productId: deleted.id, day: "2031-03-01", views: 900 },
        ...rest.map((product, i) => ({ productId: product.id, day: "2031-03-05", views: i + 1 })),
      ]);
    // Requests: `asked` twice in the window, `old` only before it (17:00 UTC is the next day in Vietnam).
    await requestNaming([asked.id, viewed.id], new Date("2031-02-08T17:00:00Z"));
    await requestNaming([asked.id], AT);
    await requestNaming([old.id], new Date("2031-02-08T16:59:00Z"));
    await requestNaming([deleted.id], AT);
    await db().delete(productItems).where(eq(productItems.id, deleted.id));

    const top = await listProductInterest(since, 10);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([
      { id: asked.id, name: asked.name, requests: 2, views: 1 },
      { id: viewed.id, name: viewed.name, requests: 1, views: 75 },
    ]);
    // Then by views: the rest, most viewed first; the eleventh and after are left out.
    expect(top.slice(2).map((row) => row.views)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(top.map((row) => row.id)).not.toContain(old.id);
    expect(top.map((row) => row.id)).not.toContain(deleted.id);
    // The deleted product's days went with it.
    expect(await daysOf(deleted.id)).toEqual([]);
    expect(await listProductInterest("2031-03-11", 10)).toEqual([]);
  });
});
