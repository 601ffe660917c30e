/**
 * Every admin screen on a 360 px phone: nothing wider than the screen. The routes are
 * those of app/routes.ts that render a page (not the APIs, sign-out or the catch-all).
 */
import { vi } from "../../app/i18n/messages/admin";
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

test("the header's date fits the screen whatever the day: the longest weekday takes a second line", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL as string);
  await page.goto("/admin/dashboard");
  const date = page.getByTestId("admin-date");
  const account = page.getByRole("link", { name: /Quản trị viên/ });
  const header = page.getByRole("banner");
  const today = (await date.textContent())?.split(", ")[1] ?? "";
  expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // The server says today's weekday; each of the seven is put in its place as it would come.
  for (const weekday of vi.layout.weekdays) {
    await date.evaluate(
      (time, { weekday, weekdays }) => {
        const walker = document.createTreeWalker(time, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const shown = weekdays.find((day) => node?.textContent?.startsWith(day));
          if (shown) node.textContent = weekday + (node.textContent ?? "").slice(shown.length);
        }
      },
      { weekday, weekdays: vi.layout.weekdays },
    );
    await expect(date).toHaveText(`${weekday}, ${today}`);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), weekday).toBeLessThanOrEqual(360);
    const [dateBox, accountBox, headerBox] = await Promise.all([
      date.boundingBox(),
      account.boundingBox(),
      header.boundingBox(),
    ]);
    if (!dateBox || !accountBox || !headerBox) throw new Error("the header is not laid out");
    // Whole, beside the account link, within the bar's height.
    expect(dateBox.x + dateBox.width, weekday).toBeLessThanOrEqual(accountBox.x);
    expect(dateBox.y, weekday).toBeGreaterThanOrEqual(headerBox.y);
    expect(dateBox.y + dateBox.height, weekday).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    // Nothing cut off in its line either.
    expect(
      await date.evaluate((time) => {
        const line = time.parentElement as HTMLElement;
        return line.scrollWidth <= line.clientWidth;
      }),
      weekday,
    ).toBe(true);
  }
});
