/**
 * A paginated public list's page 2 is a page of its own (its canonical query is
 * "?page=2"), page 1 is the bare address, and a page past the end answers 404, never another
 * page's content under its address.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTERS, type ListingState, PRODUCTS_PER_PAGE } from "~/lib/catalog-query";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { getNewsListPage, NEWS_PAGE_SIZE } from "./news.server";
import { getProductListingPage, listingQuery } from "./products.server";

setupTestDatabase();

const all = { kind: "all", basePath: "/products" } as const;
const query = (values: Partial<ListingState> = {}): ListingState => ({ ...EMPTY_FILTERS, page: 1, ...values });

/** What a loader threw: its status and data. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const { init, data } = error as { init?: { status?: number }; data?: unknown };
    if (init?.status) return { status: init.status, data };
    throw error;
  }
  throw new Error("the loader answered a page");
}

beforeAll(async () => {
  await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
  const department = await createDepartment();
  const category = await createCategory(department.id);
  // Two pages of products, the second with one; three of them of one brand.
  for (let i = 0; i < PRODUCTS_PER_PAGE + 1; i++) {
    await createProduct(category.id, { brands: i < 3 ? ["Pentax Medical"] : [] });
  }
  for (let i = 0; i < NEWS_PAGE_SIZE + 1; i++) await createArticle();
  noteWrite();
});

describe("paginated product lists", () => {
  it("page 2 canonicalises to itself, page 1 to the bare address", async () => {
    const second = await getProductListingPage(all, query({ page: 2 }), "vi");
    expect(second.page).toBe(2);
    expect(second.products).toHaveLength(1);
    expect(second.meta.canonicalSearch).toBe("?page=2");
    expect((await getProductListingPage(all, query(), "en")).meta.canonicalSearch).toBe("");
  });

  it("a page past the end is the site's 404, not the last page", async () => {
    expect(await thrown(() => getProductListingPage(all, query({ page: 3 }), "vi"))).toEqual({
      status: 404,
      data: { missing: "page", back: "/products" },
    });
    // Past the end of a filtered list too (one page of three).
    expect(
      (await thrown(() => getProductListingPage(all, query({ brand: "pentax-medical", page: 2 }), "en"))).status,
    ).toBe(404);
  });

  it("a ?page= that is not a page number is the site's 404, not page 1", async () => {
    for (const page of ["0", "-1", "abc", "1.5", ""]) {
      const params = new URLSearchParams({ page });
      expect(await thrown(async () => listingQuery(params, all)), page).toEqual({
        status: 404,
        data: { missing: "page", back: "/products" },
      });
    }
    expect(listingQuery(new URLSearchParams("page=2&brand=Pentax"), all)).toMatchObject({ page: 2, brand: "pentax" });
    expect(listingQuery(new URLSearchParams("q=may"), all).page).toBe(1);
  });

  it("a filtered list's canonical stays the unfiltered list", async () => {
    const filtered = await getProductListingPage(all, query({ brand: "pentax-medical" }), "vi");
    expect(filtered.total).toBe(3);
    expect(filtered.meta.canonicalSearch).toBe("");
  });
});

describe("the news list", () => {
  it("page 2 canonicalises to itself, page 1 to the bare address; past the end is a 404", async () => {
    expect((await getNewsListPage(null, "vi")).canonicalSearch).toBe("");
    expect((await getNewsListPage("1", "en")).canonicalSearch).toBe("");
    const second = await getNewsListPage("2", "vi");
    expect(second.articles).toHaveLength(1);
    expect(second.canonicalSearch).toBe("?page=2");
    expect((await thrown(() => getNewsListPage("3", "vi"))).status).toBe(404);
    for (const page of ["0", "-1", "abc", ""])
      expect((await thrown(() => getNewsListPage(page, "vi"))).status).toBe(404);
  });
});
