import { expect, test } from "./fixtures";

test.describe("one address per page", () => {
  for (const [asked, canonical] of [
    ["/products/", "/products"],
    ["/about/", "/about"],
    ["/EN/about", "/en/about"],
    ["/en/News/?page=2", "/en/news?page=2"],
    // A doubled slash, as a mistyped link or a bad join makes it (it was a plain 400).
    ["//about", "/about"],
    ["//en//products?page=2", "/en/products?page=2"],
  ] as const) {
    test(`${asked} answers 301 to ${canonical}`, async ({ request, baseURL }) => {
      // Absolute: resolved against the base, "//about" would name a host.
      const response = await request.get(`${baseURL}${asked}`, { maxRedirects: 0 });
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
