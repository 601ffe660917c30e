import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { foldSearchText } from "~/lib/search";
import { db, queryRows } from "../db/index.server";
import { productCategories } from "../db/schema";
import { ensureSiteSettings } from "../seed/seed.server";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment, createProduct } from "../testing/factories";
import { currentContentVersion, noteWrite } from "./content-version.server";
import {
  findVisibleProductSlugByPrefix,
  getVisibleProductBySlug,
  listFeaturedProducts,
  listVisibleBrands,
  listVisibleProducts,
} from "./products.server";
import { getSiteShell } from "./settings.server";

setupTestDatabase();
const page = { limit: 50, offset: 0 };

describe("product visibility and ordering", () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const endoscopy = await createDepartment({ slug: "khoa-noi-soi", name: "Khoa Nội soi" });
    const hiddenDepartment = await createDepartment({ slug: "khoa-an", isActive: false });
    const scopes = await createCategory(endoscopy.id, { slug: "ong-soi", name: "Ống soi" });
    const hiddenCategory = await createCategory(endoscopy.id, { slug: "an", isActive: false });
    const orphanCategory = await createCategory(hiddenDepartment.id, { slug: "ong-soi" });

    const day = (d: number) => new Date(Date.UTC(2026, 5, d));
    const first = await createProduct(scopes.id, {
      slug: "may-noi-soi-da-day-pentax-eg-2990i",
      name: "Máy nội soi dạ dày Pentax EG-2990i",
      brands: ["Pentax Medical"],
      displayOrder: 1,
      isFeatured: true,
      createdAt: day(1),
    });
    const newer = await createProduct(scopes.id, {
      slug: "ong-soi-dai-trang",
      name: "Ống soi đại tràng",
      description: "Dùng cho nội soi đại tràng",
      brands: ["Pentax Medical", "Vedkang"],
      displayOrder: 2,
      createdAt: day(3),
    });
    const older = await createProduct(scopes.id, {
      slug: "kim-sinh-thiet",
      name: "Kim sinh thiết",
      nameEn: "Biopsy needle",
      brands: ["Cook Medical"],
      displayOrder: 2,
      createdAt: day(2),
      riskClass: "B",
      circulationNumber: "2300123ĐKLH/BYT-HTTB",
      countryOfOrigin: "Hoa Kỳ",
      countryOfOriginEn: "United States",
    });
    await createProduct(scopes.id, { slug: "san-pham-an", isActive: false, isFeatured: true });
    await createProduct(hiddenCategory.id, { slug: "trong-danh-muc-an", isFeatured: true });
    await createProduct(orphanCategory.id, { slug: "trong-khoa-an", isFeatured: true });
    ids = { first: first.id, newer: newer.id, older: older.id };
  });

  it("shows a product only when it, its category and its department are active", async () => {
    const { items, total } = await listVisibleProducts({}, page);
    expect(items.map((p) => p.slug)).toEqual([
      "may-noi-soi-da-day-pentax-eg-2990i",
      "ong-soi-dai-trang",
      "kim-sinh-thiet",
    ]);
    expect(total).toBe(3);
    expect(items[0]?.department.slug).toBe("khoa-noi-soi");
    expect(items[0]?.category.slug).toBe("ong-soi");
    expect(ids.first).toBeGreaterThan(0);
  });

  it("orders by display order, then newest first, and pages", async () => {
    const second = await listVisibleProducts({}, { limit: 2, offset: 1 });
    expect(second.items.map((p) => p.slug)).toEqual(["ong-soi-dai-trang", "kim-sinh-thiet"]);
    expect(second.total).toBe(3);
  });

  it("filters by department slug and category slug", async () => {
    expect((await listVisibleProducts({ departmentSlug: "khoa-noi-soi" }, page)).total).toBe(3);
    expect((await listVisibleProducts({ departmentSlug: "khoa-an" }, page)).total).toBe(0);
    expect((await listVisibleProducts({ categorySlug: "ong-soi" }, page)).total).toBe(3);
  });

  it("searches without accents, case or word order mattering", async () => {
    const slugs = async (q: string) => (await listVisibleProducts({ q }, page)).items.map((p) => p.slug);
    expect(await slugs("may noi soi")).toEqual(["may-noi-soi-da-day-pentax-eg-2990i"]);
    expect(await slugs("MÁY NỘI SOI")).toEqual(["may-noi-soi-da-day-pentax-eg-2990i"]);
    expect(await slugs("dai trang")).toEqual(["ong-soi-dai-trang"]);
    expect(await slugs("biopsy")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("cook")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("soi pentax")).toEqual(["may-noi-soi-da-day-pentax-eg-2990i", "ong-soi-dai-trang"]);
    expect(await slugs("100%")).toEqual([]);
  });

  it("finds a product by its circulation number, whole or in part, with or without diacritics", async () => {
    const slugs = async (q: string) => (await listVisibleProducts({ q }, page)).items.map((p) => p.slug);
    expect(await slugs("2300123ĐKLH/BYT-HTTB")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("2300123dklh")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("kim BYT-HTTB")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("2300124")).toEqual([]);
  });

  it("filters by brand id, by equality or containment", async () => {
    const slugs = async (brand: string) => (await listVisibleProducts({ brand }, page)).items.map((p) => p.slug);
    expect(await slugs("pentax-medical")).toEqual(["may-noi-soi-da-day-pentax-eg-2990i", "ong-soi-dai-trang"]);
    expect(await slugs("vedkang")).toEqual(["ong-soi-dai-trang"]);
    expect(await slugs("Cook Medical")).toEqual(["kim-sinh-thiet"]);
    expect(await slugs("steris")).toEqual([]);
  });

  it("lists featured visible products only", async () => {
    expect((await listFeaturedProducts(3)).map((p) => p.slug)).toEqual(["may-noi-soi-da-day-pentax-eg-2990i"]);
  });

  it("reads one visible product by slug, and a prefix match for cut links", async () => {
    const product = await getVisibleProductBySlug("kim-sinh-thiet");
    expect(product?.nameEn).toBe("Biopsy needle");
    expect(product).toMatchObject({
      riskClass: "B",
      circulationNumber: "2300123ĐKLH/BYT-HTTB",
      countryOfOrigin: "Hoa Kỳ",
      countryOfOriginEn: "United States",
    });
    expect(await getVisibleProductBySlug("ong-soi-dai-trang")).toMatchObject({
      riskClass: null,
      circulationNumber: null,
      countryOfOrigin: null,
    });
    expect(await getVisibleProductBySlug("san-pham-an")).toBeNull();
    expect(await findVisibleProductSlugByPrefix("may-noi-soi-da")).toBe("may-noi-soi-da-day-pentax-eg-2990i");
    expect(await findVisibleProductSlugByPrefix("san-pham")).toBeNull();
    expect(await findVisibleProductSlugByPrefix("%")).toBeNull();
  });

  it("lists the brands of visible products, sorted and unique", async () => {
    expect(await listVisibleBrands()).toEqual(["Cook Medical", "Pentax Medical", "Vedkang"]);
  });
});

describe("search folding", () => {
  it("the database's search_fold() agrees with foldSearchText()", async () => {
    const samples = [
      "Máy nội soi dạ dày",
      "ĐÈN MỔ LED ỐNG SOI",
      "Khử khuẩn nhiệt độ thấp – Ấn Độ",
      "Ưu tiên ỨNG DỤNG ỷ ỹ Ỵ",
      "Nội soi".normalize("NFD"),
      "Müller Ça Ñ",
      // Outside the Latin letters: decomposed and stripped on both sides.
      "ελληνικά έ",
      "한국어",
    ];
    for (const sample of samples) {
      const [row] = await queryRows<{ folded: string }>(sql`SELECT search_fold(${sample}) AS folded`);
      expect(row?.folded, sample).toBe(foldSearchText(sample));
    }
  });
});

describe("a list's total, per content version", () => {
  it("is held while the version holds, corrected when the page contradicts it, counted again when it moves", async () => {
    const department = await createDepartment({ slug: "khoa-dem-tong" });
    const category = await createCategory(department.id, { slug: "dem-tong" });
    await createProduct(category.id, { slug: "dem-tong-1", name: "Bộ đếm tổng 1" });
    noteWrite();
    await currentContentVersion();
    const scope = { categorySlug: "dem-tong" };
    const one = { limit: 1, offset: 0 };
    expect((await listVisibleProducts(scope, one)).total).toBe(1);
    // Another server adds one: this server learns of it with the version, within a second.
    await createProduct(category.id, { slug: "dem-tong-2", name: "Bộ đếm tổng 2" });
    expect((await listVisibleProducts(scope, one)).total).toBe(1);
    // A page that shows more than the held total is counted again at once.
    const all = await listVisibleProducts(scope, page);
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(2);
    expect((await listVisibleProducts(scope, one)).total).toBe(2);
    // This server's own write: the version is read again and the total with it.
    await createProduct(category.id, { slug: "dem-tong-3", name: "Bộ đếm tổng 3" });
    noteWrite();
    await currentContentVersion();
    expect((await listVisibleProducts(scope, one)).total).toBe(3);
    // With search text, always counted.
    expect((await listVisibleProducts({ ...scope, q: "dem" }, one)).total).toBe(3);
    await createProduct(category.id, { slug: "dem-tong-4", name: "Bộ đếm tổng 4" });
    expect((await listVisibleProducts({ ...scope, q: "dem" }, one)).total).toBe(4);
  });
});

describe("the visible categories from the site shell", () => {
  it("give the lists the subquery gives, and follow a category hidden since", async () => {
    const department = await createDepartment({ slug: "khoa-vo" });
    const shown = await createCategory(department.id, { slug: "vo-hien" });
    const hidden = await createCategory(department.id, { slug: "vo-an", isActive: false });
    const later = await createCategory(department.id, { slug: "vo-sau" });
    await createProduct(shown.id, { slug: "vo-1", brands: ["Vo Brand"] });
    await createProduct(hidden.id, { slug: "vo-2", brands: ["Vo Brand"] });
    await createProduct(later.id, { slug: "vo-3", brands: ["Vo Brand"], isFeatured: true });
    const scopes = [
      {},
      { departmentSlug: "khoa-vo" },
      { categorySlug: "vo-hien" },
      { categorySlug: "vo-an" },
      { departmentSlug: "khoa-an" },
      { departmentSlug: "khoa-vo", brand: "vo-brand" },
      { featured: true },
    ];
    const read = () => Promise.all(scopes.map((scope) => listVisibleProducts(scope, page)));
    const slugs = (lists: Awaited<ReturnType<typeof read>>) =>
      lists.map(({ items, total }) => ({ slugs: items.map((p) => p.slug), total }));

    // Without a settings row there is no shell: the subquery.
    noteWrite();
    expect(await getSiteShell()).toBeNull();
    const bySubquery = slugs(await read());
    expect(bySubquery[1]).toEqual({ slugs: ["vo-3", "vo-1"], total: 2 });

    await ensureSiteSettings();
    noteWrite();
    await currentContentVersion();
    const shell = await getSiteShell();
    expect(shell?.departments.find((d) => d.slug === "khoa-vo")?.categories.map((c) => c.slug)).toEqual([
      "vo-hien",
      "vo-sau",
    ]);
    expect(slugs(await read())).toEqual(bySubquery);

    // Hidden by this server: the version moves, the shell is read again, the list follows.
    await db().update(productCategories).set({ isActive: false }).where(eq(productCategories.id, later.id));
    noteWrite();
    await currentContentVersion();
    const afterHiding = await listVisibleProducts({ departmentSlug: "khoa-vo" }, page);
    expect(afterHiding.items.map((p) => p.slug)).toEqual(["vo-1"]);
    expect(afterHiding.total).toBe(1);
    expect(await listVisibleBrands({ departmentSlug: "khoa-vo" })).toEqual(["Vo Brand"]);
  });
});
