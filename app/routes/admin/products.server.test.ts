import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { productItems } from "~/server/db/schema";
import { setupTestDatabase } from "~/server/testing/database";
import { createCategory, createDepartment } from "~/server/testing/factories";
import { getProductList, handleProductListAction } from "./products.server";

const database = setupTestDatabase();

/** The list screen over 130 products of one category: 50 a page, the page in the address. */
describe("product list screen module", () => {
  let department: number;
  let category: number;
  const list = (search: string) => getProductList(new URL(`http://localhost/admin/products?${search}`));

  beforeAll(async () => {
    department = (await createDepartment({ displayOrder: 0 })).id;
    category = (await createCategory(department)).id;
    await db()
      .insert(productItems)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          categoryId: category,
          slug: `hang-${i + 1}`,
          name: `Hàng ${i + 1}`,
          nameEn: `Item ${i + 1}`,
          displayOrder: i + 1,
          imageUrl: i % 2 ? `/uploads/products/${i}.jpg` : null,
        })),
      );
  });

  it("answers the page of ?page=, its offset, the count and the number of pages", async () => {
    const second = await list(`department=${department}&category=${category}&page=2`);
    expect(second).toMatchObject({ total: 130, page: 2, pages: 3, offset: 50 });
    expect(second.rows).toHaveLength(50);
    expect(second.rows[0]?.name).toBe("Hàng 51");
    const first = await list(`department=${department}&category=${category}&page=abc`);
    expect(first.page).toBe(1);
    expect(first.rows[0]?.name).toBe("Hàng 1");
  });

  it("shows the last page for a page past the end", async () => {
    const past = await list(`department=${department}&category=${category}&page=40`);
    expect(past).toMatchObject({ page: 3, pages: 3, offset: 100 });
    expect(past.rows.map((r) => r.name)).toEqual(Array.from({ length: 30 }, (_, i) => `Hàng ${i + 101}`));
  });

  it("reads a page in a fixed number of statements, whatever the page or the list's size", async () => {
    const statements = async (search: string) => {
      const before = database.handle.queryCount();
      await list(search);
      return database.handle.queryCount() - before;
    };
    const counts = [
      await statements(`department=${department}&category=${category}`),
      await statements(`department=${department}&category=${category}&page=3`),
      await statements(`department=${department}`),
    ];
    // Departments, categories, the count, the page, the page's thumbnails.
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  it("places a product at a position of its category, on another page", async () => {
    const form = new FormData();
    const [row] = (await list(`department=${department}&category=${category}`)).rows;
    for (const [key, value] of Object.entries({
      intent: "place",
      id: String(row?.id),
      position: "60",
      department: String(department),
      category: String(category),
    }))
      form.set(key, value);
    expect(await handleProductListAction(form)).toEqual({
      result: { ok: true, message: "Đã chuyển sản phẩm đến vị trí 60." },
      status: 200,
    });
    const second = await list(`department=${department}&category=${category}&page=2`);
    expect(second.rows[9]).toMatchObject({ name: "Hàng 1", displayOrder: 60 });
    // A position needs the category (the list of one category is its order).
    form.delete("category");
    expect((await handleProductListAction(form)).status).toBe(400);
    form.set("category", String(category));
    form.set("position", "0");
    expect((await handleProductListAction(form)).status).toBe(400);
  });
});
