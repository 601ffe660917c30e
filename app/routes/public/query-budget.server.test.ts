/**
 * Query budget of the public pages: a cold request runs the public layout's loader and the page's
 * loader (the root's runs none); this counts the statements they send, on the handle's counter.
 */
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { langContext } from "~/i18n/context";
import type { Lang } from "~/i18n/lang";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { getSiteShell, insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import * as factories from "~/server/testing/factories";
import { loader as aboutLoader } from "./about";
import { loader as contactLoader } from "./contact";
import { loader as departmentLoader } from "./departments.$departmentSlug";
import { loader as homeLoader } from "./home";
import { loader as layoutLoader } from "./layout";
import { loader as newsLoader } from "./news";
import { loader as articleLoader } from "./news.$slug";
import { loader as partnershipLoader } from "./partnership";
import { loader as listingLoader } from "./products";
import { loader as productLoader } from "./products.$slug";
import { loader as recruitmentLoader } from "./recruitment";
import { loader as trainingLoader } from "./training";

const database = setupTestDatabase();

type Args = { request: Request; params: Record<string, string>; context: RouterContextProvider; pattern: string };

function args(path: string, pattern: string, params: Record<string, string> = {}, lang: Lang = "vi"): Args {
  const context = new RouterContextProvider();
  context.set(langContext, lang);
  return { request: new Request(`http://site.test${path}`), params, context, pattern };
}

/**
 * Statements sent by the layout's and the page's loaders for one request, run as the router runs
 * them, on a cold start: a write has just happened, so the shell and the version are read again.
 */
async function queriesFor(page: (a: Args) => Promise<unknown>, request: Args): Promise<number> {
  noteWrite();
  const before = database.handle.queryCount();
  await Promise.all([layoutLoader(request as never), page(request)]);
  return database.handle.queryCount() - before;
}

beforeAll(async () => {
  await insertSiteSettingsIfMissing({
    ...COMPANY_SETTINGS,
    heroSlides: [factories.heroSlide(1, "Slide", { image: "/uploads/hero.jpg" })],
  });
  const department = await factories.createDepartment({ slug: "phong-mo" });
  const category = await factories.createCategory(department.id, { slug: "den-mo" });
  await factories.createProduct(category.id, { slug: "den-mo-led", isFeatured: true });
  await factories.createProduct(category.id, { slug: "den-mo-halogen" });
  await factories.createArticle({ slug: "tin-moi" });
  await factories.createArticle({ slug: "tin-cu" });
});

/**
 * Statements of a cold request (layout + page): at most 3 for every page. The page's
 * loader shares the layout's read of the shell (settings, departments with their categories, hero
 * images); the product list counts its total in its own statement; the article's view is counted
 * by its beacon. Before: home 5, products 6, article 4.
 */
const QUERY_BUDGET = 3;

describe("the public pages' query budget", () => {
  it("counts the statements of each page and its layout", async () => {
    const counts = {
      home: await queriesFor(homeLoader as never, args("/", "/")),
      products: await queriesFor(listingLoader as never, args("/products", "products")),
      product: await queriesFor(
        productLoader as never,
        args("/products/den-mo-led", "products/:slug", { slug: "den-mo-led" }),
      ),
      news: await queriesFor(newsLoader as never, args("/news", "news")),
      article: await queriesFor(articleLoader as never, args("/news/tin-moi", "news/:slug", { slug: "tin-moi" })),
      department: await queriesFor(
        departmentLoader as never,
        args("/departments/phong-mo", "departments/:departmentSlug", { departmentSlug: "phong-mo" }),
      ),
    };
    for (const [page, count] of Object.entries(counts)) {
      expect(count, page).toBeLessThanOrEqual(QUERY_BUDGET);
    }
    // The pages made of site settings only share the layout's read of the shell.
    const settingsPages = {
      about: await queriesFor(aboutLoader as never, args("/about", "about")),
      partnership: await queriesFor(partnershipLoader as never, args("/partnership", "partnership")),
      training: await queriesFor(trainingLoader as never, args("/training", "training")),
      recruitment: await queriesFor(recruitmentLoader as never, args("/recruitment", "recruitment")),
      contact: await queriesFor(contactLoader as never, args("/contact?topic=training&course=x", "contact")),
    };
    for (const [page, count] of Object.entries(settingsPages)) expect(count, page).toBe(1);
    // Printed for the closing note's before/after table.
    console.info("statements per cold request:", JSON.stringify(counts));
  });

  it("reads the shell (settings, departments with their categories, hero images) in one statement, once per content version", async () => {
    noteWrite();
    const before = database.handle.queryCount();
    const [shell, again] = await Promise.all([getSiteShell(), getSiteShell()]);
    expect(database.handle.queryCount() - before).toBe(1);
    expect(again).toBe(shell);
    // The same version: no statement at all.
    expect(await getSiteShell()).toBe(shell);
    expect(database.handle.queryCount() - before).toBe(1);
    expect(shell?.settings.hotline).toBe(COMPANY_SETTINGS.hotline);
    expect(shell?.departments).toEqual([
      expect.objectContaining({ slug: "phong-mo", categories: [expect.objectContaining({ slug: "den-mo" })] }),
    ]);
    expect([...(shell?.heroImages.keys() ?? [])]).toEqual([]);
  });
  it("looks redirects up only on a miss: an old product address costs one statement more than an unknown one", async () => {
    const product = await factories.createProduct(
      (await factories.createCategory((await factories.createDepartment()).id)).id,
      {
        slug: "den-ten-cu",
      },
    );
    await database.handle.db.execute(
      sql`INSERT INTO slug_redirects (kind, from_slug, product_id) VALUES ('product', 'den-ten-cu', ${product.id})`,
    );
    await database.handle.db.execute(sql`UPDATE product_items SET slug = 'den-ten-moi' WHERE id = ${product.id}`);
    const answerOf = async (slug: string) => {
      const before = database.handle.queryCount();
      const thrown = await productLoader(args(`/products/${slug}`, "products/:slug", { slug }) as never).catch(
        (error: unknown) => error,
      );
      return { statements: database.handle.queryCount() - before, status: (thrown as Response).status };
    };
    // Found: the product's statement alone (the redirect table is not read).
    expect((await answerOf("den-ten-moi")).statements).toBe(1);
    // Old: the miss, the redirect row → 301.
    expect(await answerOf("den-ten-cu")).toEqual({ statements: 2, status: 301 });
    // Unknown: the miss, the redirect lookup, the prefix lookup → 404.
    expect((await answerOf("khong-co")).statements).toBe(3);
  });
});
