import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productFormSchema } from "~/lib/validation/product";
import { db } from "../db/index.server";
import { slugRedirects } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import {
  createArticle,
  createCategory as insertCategory,
  createDepartment as insertDepartment,
  createProduct as insertProduct,
  newsSaveValues,
} from "../testing/factories";
import { updateCategory } from "./categories.server";
import { createDepartment, updateDepartment } from "./departments.server";
import { deleteNews, updateNews } from "./news-admin.server";
import { createProduct, deleteProduct, updateProduct } from "./products-admin.server";
import {
  deleteRedirect,
  findArticleRedirect,
  findCategoryRedirect,
  findDepartmentRedirect,
  findProductRedirect,
  listRedirectsForAdmin,
} from "./redirects.server";

setupTestDatabase();

const productForm = (categoryId: number, slug: string) =>
  productFormSchema.parse({
    name: `Sản phẩm ${slug}`,
    slug,
    categoryId: String(categoryId),
    brands: JSON.stringify(["Pentax Medical"]),
    features: "[]",
    specifications: "[]",
    isActive: "on",
  });

async function newCategory() {
  const department = await insertDepartment();
  return insertCategory(department.id);
}

describe("product slug redirects", () => {
  it("records the old slug on a rename, and collapses chains: A→B→C sends A and B to C", async () => {
    const category = await newCategory();
    const product = await insertProduct(category.id, { slug: "chain-a" });
    expect(await updateProduct(product.id, productForm(category.id, "chain-b"))).toEqual({ ok: true, id: product.id });
    expect(await findProductRedirect("chain-a")).toEqual({ moved: "chain-b" });

    await updateProduct(product.id, productForm(category.id, "chain-c"));
    expect(await findProductRedirect("chain-a")).toEqual({ moved: "chain-c" });
    expect(await findProductRedirect("chain-b")).toEqual({ moved: "chain-c" });
    // The current slug is never a redirect source.
    expect(await findProductRedirect("chain-c")).toBeNull();
  });

  it("renaming back drops the redirect that would shadow the item", async () => {
    const category = await newCategory();
    const product = await insertProduct(category.id, { slug: "back-a" });
    await updateProduct(product.id, productForm(category.id, "back-b"));
    await updateProduct(product.id, productForm(category.id, "back-a"));
    expect(await findProductRedirect("back-a")).toBeNull();
    expect(await findProductRedirect("back-b")).toEqual({ moved: "back-a" });
  });

  it("a new product that takes an old slug wins over the redirect", async () => {
    const category = await newCategory();
    const first = await insertProduct(category.id, { slug: "reuse-old" });
    await updateProduct(first.id, productForm(category.id, "reuse-new"));
    expect(await findProductRedirect("reuse-old")).toEqual({ moved: "reuse-new" });

    const created = await createProduct(productForm(category.id, "reuse-old"), null);
    expect(created.ok).toBe(true);
    expect(await findProductRedirect("reuse-old")).toBeNull();
    const rows = await db().select().from(slugRedirects).where(eq(slugRedirects.fromSlug, "reuse-old"));
    expect(rows).toEqual([]);
  });

  it("a deleted product's address, and its old ones, answer gone (410)", async () => {
    const category = await newCategory();
    const product = await insertProduct(category.id, { slug: "gone-old" });
    await updateProduct(product.id, productForm(category.id, "gone-now"));
    expect(await deleteProduct(product.id)).toBe(true);
    expect(await findProductRedirect("gone-now")).toEqual({ gone: true });
    expect(await findProductRedirect("gone-old")).toEqual({ gone: true });

    // A new product under that address wins over the 410.
    await createProduct(productForm(category.id, "gone-now"), null);
    expect(await findProductRedirect("gone-now")).toBeNull();
  });

  it("leads nowhere while the product is hidden", async () => {
    const category = await newCategory();
    const product = await insertProduct(category.id, { slug: "hidden-old" });
    await updateProduct(product.id, { ...productForm(category.id, "hidden-new"), isActive: false });
    expect(await findProductRedirect("hidden-old")).toBeNull();
  });

  it("a refused save (duplicate slug) records nothing", async () => {
    const category = await newCategory();
    await insertProduct(category.id, { slug: "taken-slug" });
    const product = await insertProduct(category.id, { slug: "wants-taken" });
    expect(await updateProduct(product.id, productForm(category.id, "taken-slug"))).toEqual({
      ok: false,
      error: "duplicate-slug",
    });
    expect(await findProductRedirect("wants-taken")).toBeNull();
  });
});

describe("article slug redirects", () => {
  it("follows a renamed article and answers gone once it is deleted", async () => {
    const article = await createArticle({ slug: "tin-cu" });
    const saved = await updateNews(article.id, newsSaveValues(article.title, "tin-moi", { content: article.content }));
    expect(saved).toEqual({ ok: true, id: article.id });
    expect(await findArticleRedirect("tin-cu")).toEqual({ moved: "tin-moi" });
    await deleteNews(article.id);
    expect(await findArticleRedirect("tin-moi")).toEqual({ gone: true });
    expect(await findArticleRedirect("tin-cu")).toEqual({ gone: true });
  });
});

describe("department and category redirects", () => {
  const departmentInput = (name: string) => ({
    name,
    nameEn: "",
    description: "",
    descriptionEn: "",
    displayOrder: 0,
    isActive: true,
  });

  it("a renamed department leads from its old slug; a new department under it wins", async () => {
    const created = await createDepartment(departmentInput("Khoa Cũ Redirect"));
    if (!created.ok) throw new Error("not created");
    await updateDepartment(created.value.id, departmentInput("Khoa Mới Redirect"));
    expect(await findDepartmentRedirect("khoa-cu-redirect")).toBe("khoa-moi-redirect");

    await createDepartment(departmentInput("Khoa Cũ Redirect"));
    expect(await findDepartmentRedirect("khoa-cu-redirect")).toBeNull();
  });

  it("a renamed category leads from its old slug within its department and anywhere", async () => {
    const department = await insertDepartment({ slug: "khoa-danh-muc" });
    const category = await insertCategory(department.id, { slug: "danh-muc-cu" });
    const saved = await updateCategory(category.id, {
      departmentId: department.id,
      name: "Danh mục mới",
      nameEn: "",
      description: "",
      descriptionEn: "",
      displayOrder: 0,
      isActive: true,
    });
    expect(saved.ok).toBe(true);
    const expected = { categorySlug: "danh-muc-moi", departmentSlug: "khoa-danh-muc" };
    expect(await findCategoryRedirect("danh-muc-cu", department.id)).toEqual(expected);
    expect(await findCategoryRedirect("danh-muc-cu")).toEqual(expected);
    // Another department's address with that slug is not this category's.
    const other = await insertDepartment();
    expect(await findCategoryRedirect("danh-muc-cu", other.id)).toBeNull();
  });
});

describe("the admin list", () => {
  it("lists where each old address leads today, and removes one", async () => {
    const category = await newCategory();
    const product = await insertProduct(category.id, { slug: "listed-old" });
    await updateProduct(product.id, productForm(category.id, "listed-new"));
    const row = (await listRedirectsForAdmin()).rows.find((r) => r.fromSlug === "listed-old");
    expect(row).toMatchObject({
      kind: "product",
      toSlug: "listed-new",
      fromDepartmentSlug: null,
      fromPath: "/products/listed-old",
      toPath: "/products/listed-new",
    });
    if (!row) return;
    expect(await deleteRedirect(row.id)).toBe(true);
    expect(await deleteRedirect(row.id)).toBe(false);
    expect(await findProductRedirect("listed-old")).toBeNull();
  });

  it("pages and searches by the old or the new address, wildcards taken literally", async () => {
    const category = await newCategory();
    for (let i = 1; i <= 3; i++) {
      const product = await insertProduct(category.id, { slug: `paged-old-${i}` });
      await updateProduct(product.id, productForm(category.id, `paged-new-${i}`));
    }
    const firstPage = await listRedirectsForAdmin({ search: "paged-", limit: 2, offset: 0 });
    expect(firstPage.total).toBe(3);
    // Newest first.
    expect(firstPage.rows.map((r) => r.fromPath)).toEqual(["/products/paged-old-3", "/products/paged-old-2"]);
    const secondPage = await listRedirectsForAdmin({ search: "paged-", limit: 2, offset: 2 });
    expect(secondPage).toMatchObject({ total: 3, rows: [{ fromPath: "/products/paged-old-1" }] });
    expect(await listRedirectsForAdmin({ search: "paged-", limit: 2, offset: 4 })).toEqual({ rows: [], total: 3 });

    // The new address, in any case; a whole path.
    expect((await listRedirectsForAdmin({ search: "PAGED-NEW-2" })).rows.map((r) => r.toPath)).toEqual([
      "/products/paged-new-2",
    ]);
    expect((await listRedirectsForAdmin({ search: "/products/paged-old-1" })).total).toBe(1);
    // "%" and "_" are letters here, not wildcards.
    expect((await listRedirectsForAdmin({ search: "paged%old" })).total).toBe(0);
    expect((await listRedirectsForAdmin({ search: "paged_old" })).total).toBe(0);
  });
});

describe("the table's constraints", () => {
  it("refuses a redirect whose target does not match its kind, and a category without its department", async () => {
    const category = await newCategory();
    await expect(
      db().insert(slugRedirects).values({ kind: "department", fromSlug: "x-y", categoryId: category.id }),
    ).rejects.toThrow();
    await expect(
      db().insert(slugRedirects).values({ kind: "category", fromSlug: "x-y", categoryId: category.id }),
    ).rejects.toThrow();
    await expect(db().insert(slugRedirects).values({ kind: "department", fromSlug: "x-y" })).rejects.toThrow();
  });
});
