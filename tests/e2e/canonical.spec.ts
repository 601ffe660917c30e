import { expect, test } from "./fixtures";

test.describe("one address per page", () => {
  for (const [asked, canonical] of [
    ["/products/", "/products"],
    ["/about/", "/about"],
    ["/EN/about", "/en/about"],
    ["/en/News/?page=2", "/en/news?page=2"],
  ] as const) {
    test(`${asked} answers 301 to ${canonical}`, async ({ request }) => {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(canonical);
    });
  }

  test("a visitor who types /EN/about lands on the English page", async ({ page }) => {
    await page.goto("/EN/about");
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
