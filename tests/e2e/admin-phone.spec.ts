/**
 * Every admin screen on a 360 px phone: nothing wider than the screen (issue 11). The routes are
 * those of app/routes.ts that render a page (not the APIs, sign-out or the catch-all).
 */
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

test("no admin page is wider than a 360 px screen", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
  // Ids of real rows: the first product and article the lists link to.
  await page.goto("/admin/products");
  const productEdit = await page.locator('a[href^="/admin/products/"][href$="/edit"]').first().getAttribute("href");
  await page.goto("/admin/news");
  const articleEdit = await page.locator('a[href^="/admin/news/"][href$="/edit"]').first().getAttribute("href");
  const pages = [
    "/admin",
    "/admin/dashboard",
    "/admin/departments",
    "/admin/categories",
    "/admin/products",
    "/admin/products/new",
    productEdit ?? "/admin/products",
    "/admin/news",
    "/admin/news/new",
    articleEdit ?? "/admin/news",
    "/admin/redirects",
    "/admin/settings",
    "/admin/settings/hero",
    "/admin/settings/jobs",
    "/admin/account",
    "/admin/users",
    "/admin/audit",
    "/admin/deleted",
  ];
  const tooWide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator("main h1, h1").first()).toBeVisible();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    if (width > 360) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});
