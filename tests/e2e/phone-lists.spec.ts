import { cardsLaidOut, expect, test } from "./fixtures";

/**
 * On phones a page of 24 products is two compact cards a row (it was about 14,900 px
 * of single cards at 390 px), the pager one line at 360 px; wide screens keep their cards.
 */

/** The page's height at 390 px when each card took the full width, as measured then. */
const SINGLE_COLUMN_HEIGHT = 14_900;

test("a page of 24 products on a phone is two cards a row, a third of the old length", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products");
  const cards = page.locator("main ul > li > article");
  await expect(cards).toHaveCount(24);
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(first?.y).toBe(second?.y);
  expect(third?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  await cardsLaidOut(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`/products at 390 px: ${height} px (was about ${SINGLE_COLUMN_HEIGHT})`);
  // "About a third": 5,060 px when this was written.
  expect(height).toBeLessThanOrEqual(SINGLE_COLUMN_HEIGHT * 0.35);
});

for (const lang of [
  { prefix: "", next: "Trang sau" },
  { prefix: "/en", next: "Next" },
]) {
  test(`the pager is one line at 360 px, its arrow spaced (${lang.prefix || "/"})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${lang.prefix}/products?page=2`);
    const pager = page.getByRole("navigation", { name: /Phân trang|Pagination/ });
    const next = pager.getByRole("link", { name: new RegExp(lang.next) });
    await expect(next).toBeVisible();
    const tops = await pager.evaluate((nav) =>
      [...nav.children]
        .filter((child) => getComputedStyle(child).display !== "none")
        .map((child) => {
          const rect = child.getBoundingClientRect();
          return Math.round((rect.top + rect.height / 2) / 4);
        }),
    );
    // One line: every item's middle within the same 4 px band.
    expect(new Set(tops).size, `pager items' middles at ${tops.join(", ")} (×4 px)`).toBe(1);
    const box = await pager.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    // The arrow is apart from its word.
    const gap = await next.evaluate((link) => {
      const nodes = [...link.childNodes];
      const [word, arrow] = [nodes[0], nodes.at(-1)].map((node) => {
        const range = document.createRange();
        if (node) range.selectNodeContents(node);
        return range.getBoundingClientRect();
      });
      return (arrow?.left ?? 0) - (word?.right ?? 0);
    });
    expect(gap).toBeGreaterThanOrEqual(4);
  });
}

test("wide screens keep four full cards a row", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/products");
  const cards = page.locator("main ul > li > article");
  const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cards.nth(i).boundingBox())?.y));
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).not.toBe(tops[0]);
  await expect(cards.first().getByText("Xem chi tiết")).toBeVisible();
});
