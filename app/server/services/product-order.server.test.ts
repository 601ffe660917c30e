import { asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { productItems } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment } from "../testing/factories";
import { moveProduct, moveProductTo } from "./product-order.server";
import { countProductsForAdmin, listProductsForAdmin } from "./products-admin.server";

setupTestDatabase();

/** Every order of `items`. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A category of 120 products, all at display order 0: the list order is newest first (p120 … p1). */
describe("the admin list's pages and the order across them", () => {
  let department: number;
  let category: number;
  let other: number;
  const ids = new Map<string, number>();
  const scope = () => ({ departmentId: department, categoryId: category });

  beforeAll(async () => {
    department = (await createDepartment()).id;
    category = (await createCategory(department, { displayOrder: 1 })).id;
    other = (await createCategory(department, { displayOrder: 2 })).id;
    const values = Array.from({ length: 120 }, (_, i) => ({
      categoryId: category,
      slug: `p${i + 1}`,
      name: `P${i + 1}`,
      nameEn: `P${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    for (const row of await db().insert(productItems).values(values).returning()) ids.set(row.slug, row.id);
    const [x] = await db()
      .insert(productItems)
      .values({ categoryId: other, slug: "x", name: "X", nameEn: "X" })
      .returning();
    ids.set("x", x?.id as number);
  });

  const page = async (n: number, all = false) =>
    (
      await listProductsForAdmin(
        { departmentId: department, categoryId: all ? undefined : category },
        { limit: 50, offset: (n - 1) * 50 },
      )
    ).map((p) => p.slug);
  const orders = async () =>
    (
      await db()
        .select({ slug: productItems.slug, order: productItems.displayOrder })
        .from(productItems)
        .where(eq(productItems.categoryId, category))
        .orderBy(asc(productItems.displayOrder))
    ).map((r) => `${r.slug}:${r.order}`);

  it("slices the list into pages and counts the whole of it", async () => {
    expect(await countProductsForAdmin(scope())).toBe(120);
    expect(await countProductsForAdmin({ departmentId: department })).toBe(121);
    const first = await page(1);
    expect(first).toHaveLength(50);
    expect(first.slice(0, 2)).toEqual(["p120", "p119"]);
    expect((await page(2))[0]).toBe("p70");
    expect(await page(3)).toHaveLength(20);
    expect(await page(4)).toEqual([]);
    // 'all' mode: the department's list, category by category; its last page ends with the other category.
    expect((await page(3, true)).at(-1)).toBe("x");
    // Without a page: the whole list, as before.
    expect(await listProductsForAdmin({ departmentId: department, categoryId: category })).toHaveLength(120);
  });

  it("moves the last of page 1 down onto page 2, renumbering the whole category 1..n", async () => {
    expect(await moveProduct(ids.get("p71") as number, "down", scope())).toEqual({ ok: true });
    expect((await page(1)).at(-1)).toBe("p70");
    expect((await page(2))[0]).toBe("p71");
    const numbered = await orders();
    expect(numbered).toHaveLength(120);
    expect(numbered.map((o) => Number(o.split(":")[1]))).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    // …and the first of page 2 back up.
    expect(await moveProduct(ids.get("p71") as number, "up", scope())).toEqual({ ok: true });
    expect((await page(1)).at(-1)).toBe("p71");
  });

  it("places a product at a position on another page, and clamps past the end", async () => {
    expect(await moveProductTo(ids.get("p120") as number, 75, scope())).toEqual({ ok: true, position: 75 });
    const second = await page(2);
    expect(second.indexOf("p120")).toBe(24);
    expect((await page(1))[0]).toBe("p119");
    expect(await moveProductTo(ids.get("p120") as number, 9999, scope())).toEqual({ ok: true, position: 120 });
    expect((await page(3)).at(-1)).toBe("p120");
    expect(await moveProductTo(ids.get("p120") as number, 1, scope())).toEqual({ ok: true, position: 1 });
    expect((await page(1))[0]).toBe("p120");
    const numbered = await orders();
    expect(new Set(numbered.map((o) => o.split(":")[1])).size).toBe(120);
  });

  it("refuses a product outside the list's scope, and a move past the edges", async () => {
    expect(await moveProductTo(ids.get("x") as number, 1, scope())).toEqual({ ok: false, error: "not-found" });
    expect(await moveProduct(ids.get("x") as number, "up", scope())).toEqual({ ok: false, error: "not-found" });
    expect(await moveProduct(ids.get("x") as number, "up", { departmentId: department })).toEqual({
      ok: false,
      error: "cross-category",
    });
    expect(await moveProduct(ids.get("x") as number, "down", { departmentId: department })).toEqual({
      ok: false,
      error: "edge",
    });
    expect(await moveProduct(ids.get("p120") as number, "up", scope())).toEqual({ ok: false, error: "edge" });
  });

  it("keeps one consistent order when moves of one category run at the same time", async () => {
    const before = (
      await db()
        .select({ slug: productItems.slug })
        .from(productItems)
        .where(eq(productItems.categoryId, category))
        .orderBy(asc(productItems.displayOrder), desc(productItems.createdAt), desc(productItems.id))
    ).map((r) => r.slug);
    const wanted = ["p1", "p2", "p3", "p4", "p5"].map((slug, i) => ({ slug, position: i + 1 }));
    const moves = wanted.map(({ slug, position }) => moveProductTo(ids.get(slug) as number, position, scope()));
    expect((await Promise.all(moves)).every((r) => r.ok)).toBe(true);
    const numbered = await orders();
    expect(numbered.map((o) => Number(o.split(":")[1]))).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    // On PostgreSQL the five transactions take the category's lock in any order (PGlite runs them
    // in call order): the result must be the moves applied one after another, in one of the 120 orders.
    const place = (list: string[], { slug, position }: { slug: string; position: number }) => {
      const rest = list.filter((s) => s !== slug);
      rest.splice(position - 1, 0, slug);
      return rest;
    };
    const serial = permutations(wanted).map((order) => order.reduce(place, before).join(" "));
    expect(serial).toContain(numbered.map((o) => o.split(":")[0]).join(" "));
  });
});
