/**
 * The public pages' answers for old and deleted addresses: 301 to today's address in the page's
 * language (query kept), 410 for a deleted product or article, 404 for what was never known.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTERS, type ListingState } from "~/lib/catalog-query";
import { FIXED_DEPARTMENT_PAGES } from "~/lib/catalog-routes";
import { slugify } from "~/lib/slugify";
import { productFormSchema } from "~/lib/validation/product";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { updateCategory } from "~/server/services/categories.server";
import { noteWrite } from "~/server/services/content-version.server";
import { updateDepartment } from "~/server/services/departments.server";
import { deleteNews } from "~/server/services/news-admin.server";
import { deleteProduct, updateProduct } from "~/server/services/products-admin.server";
import { insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { getDepartmentPage } from "./departments.$departmentSlug.server";
import { getArticlePage } from "./news.$slug.server";
import { getProductPage } from "./products.$slug.server";
import { getProductListingPage } from "./products.server";

setupTestDatabase();

// The product lists read the departments from the site shell, which needs the settings row.
beforeAll(() => insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] }));

/** What a loader threw: a redirect's status and Location, or a data answer's status. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
  throw new Error("the loader answered a page");
}

const url = (path: string) => new URL(`http://site.test${path}`);
const query = (values: Partial<ListingState> = {}): ListingState => ({ ...EMPTY_FILTERS, page: 1, ...values });

describe("old and deleted addresses on the public pages", () => {
  it("a renamed product's old address answers 301 in both languages, the query kept; deleted: 410", async () => {
    const department = await createDepartment();
    const category = await createCategory(department.id);
    const product = await createProduct(category.id, { slug: "may-cu" });
    const form = productFormSchema.parse({
      name: "Máy mới",
      slug: "may-moi",
      categoryId: String(category.id),
      brands: JSON.stringify(["Olympus"]),
      features: "[]",
      specifications: "[]",
      isActive: "on",
    });
    await updateProduct(product.id, form);

    expect(await thrown(() => getProductPage("may-cu", url("/products/may-cu?x=1"), "vi"))).toEqual({
      status: 301,
      location: "/products/may-moi?x=1",
    });
    expect(await thrown(() => getProductPage("may-cu", url("/en/products/may-cu"), "en"))).toEqual({
      status: 301,
      location: "/en/products/may-moi",
    });

    await deleteProduct(product.id);
    expect(await thrown(() => getProductPage("may-moi", url("/products/may-moi"), "vi"))).toEqual({ status: 410 });
    expect(await thrown(() => getProductPage("may-cu", url("/en/products/may-cu"), "en"))).toEqual({ status: 410 });
    expect(await thrown(() => getProductPage("chua-tung-co", url("/products/chua-tung-co"), "vi"))).toEqual({
      status: 404,
    });
  });

  it("a deleted article answers 410", async () => {
    const article = await createArticle({ slug: "tin-da-xoa" });
    await deleteNews(article.id);
    expect(await thrown(() => getArticlePage("tin-da-xoa", url("/news/tin-da-xoa"), "vi"))).toEqual({
      status: 410,
    });
  });

  it("renamed departments and categories lead to their pages of today", async () => {
    const department = await createDepartment({ slug: "khoa-ten-cu", name: "Khoa tên cũ" });
    const category = await createCategory(department.id, { slug: "nhom-ten-cu", name: "Nhóm tên cũ" });
    await createProduct(category.id);
    const input = { nameEn: "", description: "", descriptionEn: "", displayOrder: 0, isActive: true };
    await updateDepartment(department.id, { ...input, name: "Khoa tên mới" });
    await updateCategory(category.id, { ...input, name: "Nhóm tên mới", departmentId: department.id });
    // As the admin's request does when it ends (edge/pages.ts): the shell is read again.
    noteWrite();
    const d = slugify("Khoa tên mới");
    const c = slugify("Nhóm tên mới");

    expect(await thrown(() => getDepartmentPage("khoa-ten-cu", url("/en/departments/khoa-ten-cu"), "en"))).toEqual({
      status: 301,
      location: `/en/departments/${d}`,
    });
    const listing = (view: Parameters<typeof getProductListingPage>[0], state = query()) =>
      thrown(() => getProductListingPage(view, state, "vi"));
    expect(
      await listing({ kind: "department", basePath: "", departmentSlug: "khoa-ten-cu" }, query({ brand: "olympus" })),
    ).toEqual({ status: 301, location: `/products/department/${d}?brand=olympus` });
    expect(await listing({ kind: "category", basePath: "", categorySlug: "nhom-ten-cu" })).toEqual({
      status: 301,
      location: `/products/category/${c}`,
    });
    // The old department and the old category: two hops, each a 301.
    expect(
      await listing({
        kind: "department-category",
        basePath: "",
        departmentSlug: "khoa-ten-cu",
        categorySlug: "nhom-ten-cu",
      }),
    ).toEqual({ status: 301, location: `/departments/${d}/nhom-ten-cu` });
    expect(
      await listing({ kind: "department-category", basePath: "", departmentSlug: d, categorySlug: "nhom-ten-cu" }),
    ).toEqual({ status: 301, location: `/departments/${d}/${c}` });
  });

  it("a fixed department page follows its department's rename, at its own address", async () => {
    const fixedSlug = FIXED_DEPARTMENT_PAGES["/laboratory-equipment"];
    const department = await createDepartment({ slug: fixedSlug, name: "Phòng Xét nghiệm" });
    const category = await createCategory(department.id);
    const product = await createProduct(category.id);
    noteWrite();
    const view = { kind: "fixed", basePath: "/laboratory-equipment", departmentSlug: fixedSlug } as const;
    const before = await getProductListingPage(view, query(), "vi");
    expect(before.title).toBe("Phòng Xét nghiệm");

    const input = { nameEn: "", description: "", descriptionEn: "", displayOrder: 0, isActive: true };
    await updateDepartment(department.id, { ...input, name: "Phòng Xét nghiệm Sinh hóa" });
    noteWrite();
    const after = await getProductListingPage(view, query(), "vi");
    expect(after.title).toBe("Phòng Xét nghiệm Sinh hóa");
    expect(after.department?.slug).toBe(slugify("Phòng Xét nghiệm Sinh hóa"));
    expect(after.products.map((p) => p.slug)).toEqual([product.slug]);
    // Renamed twice: the chain leads to today's slug.
    await updateDepartment(department.id, { ...input, name: "Phòng Xét nghiệm Trung tâm" });
    noteWrite();
    expect((await getProductListingPage(view, query(), "en")).department?.slug).toBe(
      slugify("Phòng Xét nghiệm Trung tâm"),
    );

    // Hidden, the page is not found, as before.
    await updateDepartment(department.id, { ...input, name: "Phòng Xét nghiệm Trung tâm", isActive: false });
    noteWrite();
    expect(await thrown(() => getProductListingPage(view, query(), "vi"))).toEqual({ status: 404 });
  });
});
