/**
 * The render cache keeps a page through a content change that did not touch what its render read.
 * What each public screen's loader call reads is recorded as the edge records it; this
 * proves, for each kind of change, that every screen whose view the change altered had read a topic
 * the change touched (so none is kept stale), and that the pages a change leaves alone are not
 * counted as touched (so a product saved does not re-render every other product's page).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import { touches } from "~/lib/content-topics";
import { recordContentReads } from "~/server/db/content-reads.server";
import { db } from "~/server/db/index.server";
import { departments, news, productItems } from "~/server/db/schema";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { contentChanges } from "~/server/services/content-changes.server";
import { noteWrite, readContentVersion } from "~/server/services/content-version.server";
import { insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import * as factories from "~/server/testing/factories";
import { getAboutPage } from "./about.server";
import { getDepartmentPage } from "./departments.$departmentSlug.server";
import { getDepartmentsPage } from "./departments.server";
import { getHomePage } from "./home.server";
import { getPublicLayout } from "./layout.server";
import { getArticlePage } from "./news.$slug.server";
import { getNewsListPage } from "./news.server";
import { getProductPage } from "./products.$slug.server";
import { getProductListingPage } from "./products.server";

setupTestDatabase();

const lang: Lang = "vi";
const url = (path: string) => new URL(`http://localhost${path}`);
const query = { q: "", department: "", category: "", brand: "", page: 1 };

/** What a screen shows (its view, or the answer it throws: a 404, a redirect) and what it read. */
async function render(screen: () => Promise<unknown>): Promise<{ shown: string; reads: Set<string> }> {
  const reads = new Set<string>();
  const shown = await recordContentReads(reads, () =>
    screen().then(
      (view) => JSON.stringify(view),
      (thrown: unknown) =>
        thrown instanceof Response ? `${thrown.status} ${thrown.headers.get("location")}` : String(thrown),
    ),
  );
  return { shown, reads };
}

describe("what each public screen reads", () => {
  let screens: Record<string, () => Promise<unknown>>;
  let ids: { saved: number; sibling: number; other: number; article: number; department: number };

  beforeAll(async () => {
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
    const icu = await factories.createDepartment({ slug: "hoi-suc" });
    const lab = await factories.createDepartment({ slug: "xet-nghiem" });
    const monitors = await factories.createCategory(icu.id, { slug: "monitor" });
    const analysers = await factories.createCategory(lab.id, { slug: "may-phan-tich" });
    const saved = await factories.createProduct(monitors.id, {
      slug: "monitor-a",
      name: "Monitor A",
      isFeatured: true,
      brands: ["Acme"],
    });
    const sibling = await factories.createProduct(monitors.id, {
      slug: "monitor-b",
      name: "Monitor B",
      brands: ["Acme"],
    });
    const other = await factories.createProduct(analysers.id, {
      slug: "may-c",
      name: "Máy phân tích C",
      brands: ["Lab Co"],
    });
    const article = await factories.createArticle({ slug: "tin-a" });
    await factories.createArticle({ slug: "tin-b" });
    ids = { saved: saved.id, sibling: sibling.id, other: other.id, article: article.id, department: icu.id };
    screens = {
      layout: () => getPublicLayout(lang),
      home: () => getHomePage(lang),
      about: () => getAboutPage(lang),
      departments: () => getDepartmentsPage(lang),
      department: () => getDepartmentPage("hoi-suc", url("/departments/hoi-suc"), lang),
      "saved product": () => getProductPage("monitor-a", url("/products/monitor-a"), lang),
      "same category's product": () => getProductPage("monitor-b", url("/products/monitor-b"), lang),
      "other category's product": () => getProductPage("may-c", url("/products/may-c"), lang),
      "unknown product": () => getProductPage("monitor-moi", url("/products/monitor-moi"), lang),
      "product list": () => getProductListingPage({ kind: "all", basePath: "/products" }, query, lang),
      search: () => getProductListingPage({ kind: "all", basePath: "/products" }, { ...query, q: "monitor" }, lang),
      "another search": () =>
        getProductListingPage({ kind: "all", basePath: "/products" }, { ...query, q: "Phân tích" }, lang),
      "brand filter": () =>
        getProductListingPage({ kind: "all", basePath: "/products" }, { ...query, brand: "acme" }, lang),
      "other category's list": () =>
        getProductListingPage(
          {
            kind: "department-category",
            basePath: "/departments/xet-nghiem/may-phan-tich",
            departmentSlug: "xet-nghiem",
            categorySlug: "may-phan-tich",
          },
          query,
          lang,
        ),
      "news list": () => getNewsListPage(null, lang),
      article: () => getArticlePage("tin-b", url("/news/tin-b"), lang),
    };
  });

  /**
   * Renders every screen, makes `change`, renders again: every screen it altered read a topic it
   * touched. Answers which screens the change touched.
   */
  async function changing(change: () => Promise<unknown>): Promise<Set<string>> {
    noteWrite();
    const before = new Map<string, { shown: string; reads: Set<string> }>();
    for (const [name, screen] of Object.entries(screens)) before.set(name, await render(screen));
    const from = await readContentVersion();
    await change();
    noteWrite();
    const to = await readContentVersion();
    const changed = await contentChanges(from, to);
    expect(changed).not.toBeNull();
    const touched = new Set<string>();
    for (const [name, screen] of Object.entries(screens)) {
      const was = before.get(name) as { shown: string; reads: Set<string> };
      const now = await render(screen);
      const isTouched = touches(was.reads, changed as Set<string>);
      if (isTouched) touched.add(name);
      // Altered but not touched: a cache would keep showing the old page.
      if (now.shown !== was.shown)
        expect({ name, isTouched, reads: [...was.reads] }).toMatchObject({ isTouched: true });
    }
    return touched;
  }

  it("a product renamed touches its page and the lists and searches that show it, not other products' pages", async () => {
    const touched = await changing(() =>
      db().update(productItems).set({ name: "Monitor A mới" }).where(eq(productItems.id, ids.saved)),
    );
    // An unknown slug may come to be this one's: its 404 read any product.
    expect(touched).toEqual(
      new Set(["home", "saved product", "unknown product", "product list", "search", "brand filter"]),
    );
  });

  it("a product renamed into a search's words touches that search", async () => {
    const touched = await changing(() =>
      db().update(productItems).set({ name: "Monitor A phân tích" }).where(eq(productItems.id, ids.saved)),
    );
    expect(touched.has("another search")).toBe(true);
    expect(touched.has("other category's product")).toBe(false);
  });

  it("a product's brands changed touch every list (which products a filter shows), not other products' pages", async () => {
    const touched = await changing(() =>
      db()
        .update(productItems)
        .set({ brands: ["Acme Pro"] })
        .where(eq(productItems.id, ids.saved)),
    );
    expect(touched).toEqual(
      new Set([
        "home",
        "department",
        "saved product",
        "unknown product",
        "product list",
        "search",
        "another search",
        "brand filter",
        "other category's list",
      ]),
    );
  });

  it("a product hidden and a product added touch the lists and the home page the same way", async () => {
    const hidden = await changing(() =>
      db().update(productItems).set({ isActive: false }).where(eq(productItems.id, ids.sibling)),
    );
    expect(hidden.has("same category's product")).toBe(true);
    expect(hidden.has("other category's product")).toBe(false);
    const added = await changing(async () => {
      const [category] = await db().select().from(productItems).where(eq(productItems.id, ids.other));
      await factories.createProduct(category?.categoryId ?? 0, { slug: "monitor-moi", isFeatured: true });
    });
    // The address that was a 404 is now the product's.
    expect(added.has("unknown product")).toBe(true);
    expect(added.has("other category's product")).toBe(false);
  });

  it("an article saved touches the news pages and home, no product's page", async () => {
    const touched = await changing(() => db().update(news).set({ title: "Tin A mới" }).where(eq(news.id, ids.article)));
    expect(touched).toEqual(new Set(["home", "news list", "article"]));
  });

  it("a department renamed touches every page", async () => {
    const touched = await changing(() =>
      db().update(departments).set({ name: "Hồi sức tích cực" }).where(eq(departments.id, ids.department)),
    );
    expect(touched).toEqual(new Set(Object.keys(screens)));
  });
});
