import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "../testing/factories";
import { db } from "./index.server";
import { departments, news, productCategories, productItems } from "./schema";

setupTestDatabase();

/** The PostgreSQL error code and constraint of a failed statement (drizzle wraps the driver's error). */
async function failure(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as object);
    return { code: (cause as { code?: string }).code, constraint: (cause as { constraint?: string }).constraint };
  }
  throw new Error("expected the statement to fail");
}

describe("database constraints", () => {
  it("refuses a duplicate department slug", async () => {
    await createDepartment({ slug: "phong-mo" });
    expect(await failure(createDepartment({ slug: "phong-mo" }))).toEqual({
      code: "23505",
      constraint: "departments_slug_unique",
    });
  });

  it("allows one category slug per department, not twice in the same one", async () => {
    const a = await createDepartment();
    const b = await createDepartment();
    await createCategory(a.id, { slug: "ban-mo" });
    await createCategory(b.id, { slug: "ban-mo" });
    expect(await failure(createCategory(a.id, { slug: "ban-mo" }))).toEqual({
      code: "23505",
      constraint: "product_categories_department_slug_unique",
    });
  });

  it("refuses duplicate product and news slugs", async () => {
    const category = await createCategory((await createDepartment()).id);
    await createProduct(category.id, { slug: "den-mo-led" });
    expect((await failure(createProduct(category.id, { slug: "den-mo-led" }))).constraint).toBe(
      "product_items_slug_unique",
    );
    await createArticle({ slug: "tin-moi" });
    expect((await failure(createArticle({ slug: "tin-moi" }))).constraint).toBe("news_slug_unique");
  });

  it("refuses to orphan categories and products", async () => {
    const department = await createDepartment();
    const category = await createCategory(department.id);
    await createProduct(category.id);
    // ON DELETE RESTRICT answers restrict_violation (23001) on PostgreSQL 17 (PGlite) and
    // foreign_key_violation (23503) on older servers; a missing parent is always 23503.
    const refused = ["23001", "23503"];
    expect(refused).toContain((await failure(db().delete(departments).where(eq(departments.id, department.id)))).code);
    expect(refused).toContain(
      (await failure(db().delete(productCategories).where(eq(productCategories.id, category.id)))).code,
    );
    expect((await failure(createProduct(999_999))).code).toBe("23503");
  });

  it("refuses a negative display order, a malformed slug, an unknown news category", async () => {
    expect((await failure(createDepartment({ displayOrder: -1 }))).constraint).toBe("departments_display_order_check");
    expect((await failure(createDepartment({ slug: "Phòng Mổ" }))).constraint).toBe("departments_slug_check");
    expect((await failure(createArticle({ category: "spam" }))).constraint).toBe("news_category_check");
    expect((await failure(createArticle({ isPublished: true, publishedAt: null }))).constraint).toBe(
      "news_published_at_check",
    );
  });

  it("keeps updated_at current on edits but not on a view", async () => {
    const department = await createDepartment({ updatedAt: new Date("2020-01-01T00:00:00Z") });
    await db().update(departments).set({ name: "Tên mới" }).where(eq(departments.id, department.id));
    const [edited] = await db().select().from(departments).where(eq(departments.id, department.id));
    expect(edited?.updatedAt.getTime()).toBeGreaterThan(new Date("2025-01-01").getTime());

    const article = await createArticle({ updatedAt: new Date("2020-01-01T00:00:00Z") });
    await db()
      .update(news)
      .set({ viewCount: sql`${news.viewCount} + 1` })
      .where(eq(news.id, article.id));
    const [viewed] = await db().select().from(news).where(eq(news.id, article.id));
    expect(viewed?.viewCount).toBe(1);
    expect(viewed?.updatedAt.toISOString()).toBe("2020-01-01T00:00:00.000Z");
  });

  it("keeps the product search column folded and current", async () => {
    const category = await createCategory((await createDepartment()).id);
    const product = await createProduct(category.id, { name: "Đèn mổ LED", brands: ["Ackermann"] });
    const [row] = await db()
      .select({ searchText: productItems.searchText })
      .from(productItems)
      .where(eq(productItems.id, product.id));
    expect(row?.searchText).toContain("den mo led");
    expect(row?.searchText).toContain("ackermann");
  });
});
