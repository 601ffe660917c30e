import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { expect, test } from "./fixtures";

const featuredNames = new Set(
  DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products))
    .filter((p) => p.isFeatured)
    .map((p) => p.name),
);

/** Text of the server's HTML, before any script runs. */
async function serverHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text(), type: response.headers()["content-type"] };
}

test.describe("the server's first HTML", () => {
  test("the home page arrives with the hero and three featured products", async ({ request }) => {
    const { status, html } = await serverHtml(request, "/");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain("Thiết bị Y tế Hiện đại");
    expect(html).toContain("Tại sao chọn chúng tôi");
    const cardNames = [...html.matchAll(/<h3[^>]*><a[^>]*href="\/products\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(cardNames).toHaveLength(3);
    for (const name of cardNames) expect(featuredNames).toContain(name);
  });

  test("/en serves English UI text with /en links", async ({ request }) => {
    const { status, html } = await serverHtml(request, "/en");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Why choose us");
    expect(html).toContain("Modern Medical Equipment");
    expect(html).toContain('href="/en/about"');
    expect(html).not.toContain("Tại sao chọn chúng tôi");
  });

  test("an unknown path answers 404 with the not-found page, in both languages", async ({ request }) => {
    const vi = await serverHtml(request, "/khong-co-trang-nay");
    expect(vi.status).toBe(404);
    expect(vi.html).toContain("Trang không tìm thấy");
    const en = await serverHtml(request, "/en/no-such-page");
    expect(en.status).toBe(404);
    expect(en.html).toContain("Page not found");
  });

  test("missing static files get a plain 404, not a page", async ({ request }) => {
    for (const path of ["/missing-icon.ico", "/uploads/products/nothing.jpg", "/assets/missing-abc123.js"]) {
      const { status, html, type } = await serverHtml(request, path);
      expect(status, path).toBe(404);
      expect(type, path).toContain("text/plain");
      expect(html, path).toBe("Not found");
    }
  });

  test("hashed assets and uploads are cached for good", async ({ request }) => {
    const { html } = await serverHtml(request, "/");
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    const upload = html.match(/\/uploads\/[^"\s,]+\.(?:jpg|webp)/)?.[0];
    expect(asset && upload).toBeTruthy();
    for (const path of [asset as string, upload as string]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toContain("immutable");
    }
  });
});

test.describe("in the browser", () => {
  test("the home page shows its images and switches to English", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Thiết bị Y tế Hiện đại" })).toBeVisible();
    const hero = page.locator("section[data-hero] img").first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole("link", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1, name: "Modern Medical Equipment" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
