import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/validation/product";
import { db } from "../db/index.server";
import { productItems } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment, createProduct as insertProduct } from "../testing/factories";
import { upsertAdmin } from "./admin-users.server";
import { moveProduct } from "./product-order.server";
import {
  createProduct,
  deleteProduct,
  getProductForAdmin,
  listBrandSuggestions,
  listProductScopes,
  listProductsForAdmin,
  setProductActive,
  updateProduct,
} from "./products-admin.server";

setupTestDatabase();

const form = (values: Record<string, unknown>) =>
  productFormSchema.parse({
    name: "Sản phẩm",
    slug: "san-pham",
    brands: JSON.stringify(["Pentax Medical"]),
    features: "[]",
    specifications: "[]",
    isActive: "on",
    ...values,
  });

/** Writes `set` to the product's row past the service: "saved", or the database's refusal (which CHECK). */
const writeDirectly = (id: number, set: Record<string, unknown>) =>
  db()
    .update(productItems)
    .set(set)
    .where(eq(productItems.id, id))
    .then(
      () => "saved",
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );

describe("admin product list and reorder", () => {
  let department: number;
  let first: number;
  let second: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    department = (await createDepartment()).id;
    second = (await createCategory(department, { displayOrder: 2 })).id;
    first = (await createCategory(department, { displayOrder: 1 })).id;
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    ids.a = (await insertProduct(first, { slug: "a", displayOrder: 0, createdAt: at(1) })).id;
    ids.b = (await insertProduct(first, { slug: "b", displayOrder: 0, createdAt: at(2) })).id;
    ids.c = (await insertProduct(first, { slug: "c", displayOrder: 5, createdAt: at(3) })).id;
    ids.x = (await insertProduct(second, { slug: "x", displayOrder: 1, isActive: false, brands: ["Vedkang"] })).id;
  });

  const slugs = async (categoryId?: number) =>
    (await listProductsForAdmin({ departmentId: department, categoryId })).map((p) => p.slug);

  it("lists a category by order then newest, and 'all' by category order first", async () => {
    expect(await slugs(first)).toEqual(["b", "a", "c"]);
    expect(await slugs()).toEqual(["b", "a", "c", "x"]);
    const [row] = await listProductsForAdmin({ departmentId: department, categoryId: second });
    expect(row?.category.id).toBe(second);
  });

  it("moves a product even among equal orders, renumbering its category from 1", async () => {
    expect(await moveProduct(ids.a as number, "up", { departmentId: department, categoryId: first })).toEqual({
      ok: true,
    });
    expect(await slugs(first)).toEqual(["a", "b", "c"]);
    const orders = await db()
      .select({ slug: productItems.slug, order: productItems.displayOrder })
      .from(productItems)
      .where(eq(productItems.categoryId, first));
    expect(Object.fromEntries(orders.map((o) => [o.slug, o.order]))).toEqual({ a: 1, b: 2, c: 3 });
    expect(await moveProduct(ids.a as number, "down", { departmentId: department, categoryId: first })).toEqual({
      ok: true,
    });
    expect(await slugs(first)).toEqual(["b", "a", "c"]);
  });

  it("refuses to move the first up, the last down, and across categories in 'all' mode", async () => {
    expect(await moveProduct(ids.b as number, "up", { departmentId: department, categoryId: first })).toEqual({
      ok: false,
      error: "edge",
    });
    expect(await moveProduct(ids.x as number, "down", { departmentId: department })).toEqual({
      ok: false,
      error: "edge",
    });
    expect(await moveProduct(ids.c as number, "down", { departmentId: department })).toEqual({
      ok: false,
      error: "cross-category",
    });
    expect(await moveProduct(ids.x as number, "up", { departmentId: department })).toEqual({
      ok: false,
      error: "cross-category",
    });
    expect(await slugs()).toEqual(["b", "a", "c", "x"]);
  });

  it("toggles visibility and deletes", async () => {
    expect(await setProductActive(ids.x as number, true)).toBe(true);
    expect((await getProductForAdmin(ids.x as number))?.isActive).toBe(true);
    expect(await deleteProduct(ids.x as number)).toBe(true);
    expect(await getProductForAdmin(ids.x as number)).toBeNull();
    expect(await deleteProduct(ids.x as number)).toBe(false);
  });

  it("offers the active departments, the first by default, with their active categories", async () => {
    const scopes = await listProductScopes(department);
    expect(scopes.department?.id).toBe(department);
    expect(scopes.categories.map((c) => c.id)).toEqual([first, second]);
  });
});

describe("admin product save", () => {
  let category: number;
  beforeAll(async () => {
    category = (await createCategory((await createDepartment()).id)).id;
  });

  it("creates with created_by and reads it back for editing", async () => {
    const admin = await upsertAdmin("product-editor", "password-123");
    const result = await createProduct(
      form({
        categoryId: category,
        slug: "den-mo",
        brands: JSON.stringify(["Ackermann"]),
        features: JSON.stringify([{ id: "f1", text: "Sáng", textEn: "Bright", order: 1 }]),
        specifications: JSON.stringify([
          { key: "Công suất", keyEn: "Power", value: "100 W", valueEn: "100 W", order: 1 },
        ]),
      }),
      admin.id,
    );
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : 0;
    const [row] = await db().select().from(productItems).where(eq(productItems.id, id));
    expect(row?.createdBy).toBe(admin.id);
    const product = await getProductForAdmin(id);
    expect(product?.features).toEqual([{ id: "f1", text: "Sáng", textEn: "Bright", order: 1 }]);
    expect(product?.specifications[0]?.keyEn).toBe("Power");
  });

  it("saves the risk class and circulation number, clears them, and the database refuses what the form refuses", async () => {
    const result = await createProduct(
      form({ categoryId: category, slug: "may-tho-b", riskClass: "C", circulationNumber: "2300456ĐKLH/BYT-HTTB" }),
      null,
    );
    const id = result.ok ? result.id : 0;
    expect(await getProductForAdmin(id)).toMatchObject({ riskClass: "C", circulationNumber: "2300456ĐKLH/BYT-HTTB" });
    expect(await updateProduct(id, form({ categoryId: category, slug: "may-tho-b" }))).toEqual({ ok: true, id });
    expect(await getProductForAdmin(id)).toMatchObject({ riskClass: null, circulationNumber: null });
    // The CHECK constraints back the schema: a class outside A–D, a blank, padded, long or multi-line number.
    const refused = (set: Record<string, unknown>) => writeDirectly(id, set);
    expect(await refused({ riskClass: "E" })).toContain("product_items_risk_class_check");
    for (const circulationNumber of ["", " 12/BYT ", "1".repeat(61), "12\n34"]) {
      expect(await refused({ circulationNumber })).toContain("product_items_circulation_number_check");
    }
    expect(await refused({ riskClass: "D", circulationNumber: "1".repeat(60) })).toBe("saved");
  });

  it("saves the country of origin in each language as typed (trimmed), clears it, and the database refuses what the form refuses", async () => {
    const result = await createProduct(
      form({ categoryId: category, slug: "may-xuat-xu", countryOfOrigin: " Nhật Bản ", countryOfOriginEn: "Japan" }),
      null,
    );
    const id = result.ok ? result.id : 0;
    expect(await getProductForAdmin(id)).toMatchObject({ countryOfOrigin: "Nhật Bản", countryOfOriginEn: "Japan" });
    expect(() => form({ categoryId: category, slug: "may-xuat-xu", countryOfOrigin: "x".repeat(101) })).toThrow();
    expect(await updateProduct(id, form({ categoryId: category, slug: "may-xuat-xu", countryOfOrigin: "  " }))).toEqual(
      {
        ok: true,
        id,
      },
    );
    expect(await getProductForAdmin(id)).toMatchObject({ countryOfOrigin: null, countryOfOriginEn: null });
    const refused = (set: Record<string, unknown>) => writeDirectly(id, set);
    for (const value of ["", " Đức ", "x".repeat(101), "Đức\nÝ"]) {
      expect(await refused({ countryOfOrigin: value })).toContain("product_items_country_of_origin_check");
      expect(await refused({ countryOfOriginEn: value })).toContain("product_items_country_of_origin_en_check");
    }
    expect(await refused({ countryOfOrigin: "x".repeat(100), countryOfOriginEn: "Germany" })).toBe("saved");
  });

  it("answers a duplicate slug instead of throwing", async () => {
    await createProduct(form({ categoryId: category, slug: "trung" }), null);
    expect(await createProduct(form({ categoryId: category, slug: "trung" }), null)).toEqual({
      ok: false,
      error: "duplicate-slug",
    });
    const other = await createProduct(form({ categoryId: category, slug: "khac" }), null);
    const id = other.ok ? other.id : 0;
    expect(await updateProduct(id, form({ categoryId: category, slug: "trung" }))).toEqual({
      ok: false,
      error: "duplicate-slug",
    });
    expect(await updateProduct(999_999, form({ categoryId: category, slug: "moi" }))).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await createProduct(form({ categoryId: 999_999, slug: "mo-coi" }), null)).toEqual({
      ok: false,
      error: "category-unavailable",
    });
  });

  it("refuses a save over a newer version and writes nothing (optimistic concurrency)", async () => {
    const created = await createProduct(form({ categoryId: category, slug: "hai-nguoi" }), null);
    if (!created.ok) throw new Error("not created");
    const loaded = await getProductForAdmin(created.id);
    if (!loaded) throw new Error("not loaded");
    const stamp = async () => {
      const [row] = await db().select().from(productItems).where(eq(productItems.id, created.id));
      if (!row) throw new Error("no row");
      return row;
    };
    const before = await stamp();
    expect(
      await updateProduct(created.id, form({ categoryId: category, slug: "hai-nguoi", name: "Bản A" }), loaded.version),
    ).toEqual({ ok: true, id: created.id });
    const afterFirst = await stamp();
    expect(afterFirst.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    expect(
      await updateProduct(created.id, form({ categoryId: category, slug: "doi", name: "Bản B" }), loaded.version),
    ).toEqual({ ok: false, error: "stale", updatedAt: afterFirst.updatedAt });
    expect(await stamp()).toMatchObject({ name: "Bản A", slug: "hai-nguoi", updatedAt: afterFirst.updatedAt });

    const current = await getProductForAdmin(created.id);
    expect(
      await updateProduct(
        created.id,
        form({ categoryId: category, slug: "hai-nguoi", name: "Bản B" }),
        current?.version,
      ),
    ).toEqual({ ok: true, id: created.id });
    expect((await stamp()).name).toBe("Bản B");
  });

  it("converts legacy features and specifications on load", async () => {
    const legacy = await insertProduct(category, {
      slug: "cu",
      features: ["chong_nuoc", "Nhẹ"] as never,
      specifications: { "Trọng lượng": "2 kg" } as never,
    });
    const product = await getProductForAdmin(legacy.id);
    expect(product?.features.map((f) => [f.text, f.order])).toEqual([
      ["Chong nuoc", 1],
      ["Nhẹ", 2],
    ]);
    expect(product?.specifications).toEqual([{ key: "Trọng lượng", value: "2 kg", keyEn: "", valueEn: "", order: 1 }]);
  });

  it("suggests the unique, sorted brands of active products", async () => {
    await insertProduct(category, { slug: "hidden-brand", brands: ["Zeta Hidden"], isActive: false });
    await insertProduct(category, { slug: "dup-brand", brands: ["Ackermann", " Beneeon "] });
    const brands = await listBrandSuggestions();
    expect(brands).toContain("Beneeon");
    expect(brands).not.toContain("Zeta Hidden");
    expect(brands.filter((b) => b === "Ackermann")).toHaveLength(1);
    expect([...brands].sort((a, b) => (a < b ? -1 : 1))).toEqual(brands);
  });
});
