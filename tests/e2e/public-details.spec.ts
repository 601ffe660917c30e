import { en as enTexts } from "../../app/i18n/en";
import { en as enCatalog, vi as viCatalog } from "../../app/i18n/messages/catalog";
import { en as enNews, vi as viNews } from "../../app/i18n/messages/news";
import { en as enPages, vi as viPages } from "../../app/i18n/messages/pages";
import { vi as viUi } from "../../app/i18n/messages/ui";
import { vi as viTexts } from "../../app/i18n/vi";
import { DEMO_CATALOG, DEMO_ORIGINS } from "../../app/server/seed/data/catalog";
import { DEMO_ARTICLES } from "../../app/server/seed/data/news";
import { COMPANY_SETTINGS } from "../../app/server/seed/data/settings";
import { expect, test } from "./fixtures";

/** Small details of the public pages: each as a visitor meets it. */

const LANGS = [
  { lang: "vi", prefix: "", t: viTexts, catalog: viCatalog, news: viNews, pages: viPages },
  { lang: "en", prefix: "/en", t: enTexts, catalog: enCatalog, news: enNews, pages: enPages },
] as const;

const regulated = DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products)).find(
  (p) => p.riskClass && p.circulationNumber,
);
const article = DEMO_ARTICLES.find((a) => a.isPublished && a.authorName);

test.describe("the hotline in the phone header", () => {
  for (const width of [360, 390]) {
    for (const l of LANGS) {
      test(`a tap-to-call hotline beside the logo at ${width} px, nothing overflowing (${l.lang})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(`${l.prefix}/products`);
        const header = page.locator("header").first();
        const hotline = header.getByRole("link", { name: `${l.t.header.hotline} ${COMPANY_SETTINGS.hotline}` });
        await expect(hotline).toBeVisible();
        await expect(hotline).toHaveAttribute("href", `tel:${COMPANY_SETTINGS.hotline.replace(/\s/g, "")}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // One row, side by side: the logo, the hotline, the language switch and the menu button.
        const boxes = await Promise.all(
          [
            header.getByRole("link", { name: new RegExp(l.t.header.homeLink) }),
            hotline,
            header.getByRole("group", { name: l.t.header.language }),
            header.getByRole("button", { name: l.t.header.openMenu }),
          ].map(async (locator) => {
            const box = await locator.boundingBox();
            if (!box) throw new Error("not laid out");
            return box;
          }),
        );
        for (const [index, box] of boxes.entries()) {
          expect(box.x + box.width, `item ${index}'s right edge`).toBeLessThanOrEqual(width);
          const next = boxes[index + 1];
          if (next) expect(box.x + box.width, `item ${index} before item ${index + 1}`).toBeLessThanOrEqual(next.x);
          expect(box.y + box.height).toBeLessThanOrEqual(64);
        }
        // The number reads on one line.
        const lines = await hotline.evaluate((link) => {
          const number = link.lastElementChild;
          return number ? number.getClientRects().length : 0;
        });
        expect(lines).toBe(1);
      });
    }
  }

  test("desktop keeps the navigation in the header; the floating widget carries the hotline there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    await expect(
      page
        .locator("header")
        .first()
        .getByRole("link", { name: /Hotline/ }),
    ).toBeHidden();
  });
});

test("a breadcrumb that wraps on a phone never starts a line with its separator", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/news/${article?.slug}`);
  const crumbs = page.getByRole("navigation", { name: viUi.breadcrumb }).locator("li");
  // Each line's first box is a crumb's text: where a crumb starts a new line, its first child is not "/".
  const starts = await crumbs.evaluateAll((items) =>
    items.map((item) => ({
      top: item.getBoundingClientRect().top,
      first: item.firstElementChild?.textContent?.trim(),
    })),
  );
  expect(new Set(starts.map((s) => Math.round(s.top))).size, "the title wraps the trail on a phone").toBeGreaterThan(1);
  for (const start of starts) expect(start.first).not.toBe("/");
});

test.describe("a product's regulatory facts", () => {
  const path = `/products/${regulated?.slug}`;

  // The device's origin (from its first brand, in the demo), its risk class, its circulation number.
  const origin = DEMO_ORIGINS[regulated?.brands[0] ?? ""]?.countryOfOrigin;

  test("on a phone each fact is a line of its own, no separator starting a line", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const facts = page.getByTestId("regulatory-facts").locator(":scope > div");
    await expect(facts).toHaveCount(3);
    const boxes = await facts.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].y).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height);
      expect(boxes[i].x).toBe(boxes[0].x);
    }
    for (const pseudo of ["::before", "::after"]) {
      const contents = await facts.evaluateAll(
        (items, which) => items.map((item) => getComputedStyle(item, which).content),
        pseudo,
      );
      expect(contents, pseudo).toEqual(["none", "none", "none"]);
    }
  });

  test("wider, one line, the separator closing each fact but the last", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    const facts = page.getByTestId("regulatory-facts").locator(":scope > div");
    const tops = await facts.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().y));
    expect(new Set(tops).size).toBe(1);
    const after = await facts.evaluateAll((items) => items.map((item) => getComputedStyle(item, "::after").content));
    expect(after).toEqual(['"·"', '"·"', "none"]);
    await expect(page.getByTestId("regulatory-facts")).toHaveText(
      `${viCatalog.detail.countryOfOrigin}: ${origin} ${viCatalog.detail.riskClass}: ${viCatalog.detail.riskClassValue(regulated?.riskClass ?? "")} ${viCatalog.detail.circulationNumber}: ${regulated?.circulationNumber}`,
    );
  });
});

for (const l of LANGS) {
  test(`a failed filter change names the chosen brand, not its id (${l.lang})`, async ({ page, consoleProblems }) => {
    await page.goto(`${l.prefix}/products`);
    await page.route(/\.data(\?|$)/, (route) => route.abort("failed"));
    const brand = page.getByLabel(l.catalog.filters.brand, { exact: true });
    await brand.selectOption("beneeon");
    await expect(page.getByRole("heading", { level: 2, name: l.catalog.error.title })).toBeVisible();
    await expect(brand).toHaveValue("beneeon");
    await expect(brand.locator("option:checked")).toHaveText("Beneeon");
    const failed = /net::ERR_FAILED|Failed to fetch/;
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !failed.test(p)));
  });
}

test("the English article's structured data names an English author; the Vietnamese one the byline", async ({
  request,
}) => {
  const authors: Record<string, unknown> = {};
  for (const prefix of ["", "/en"]) {
    const html = await (await request.get(`${prefix}/news/${article?.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
    );
    authors[prefix || "/"] = blocks.find((b) => b["@type"] === "NewsArticle")?.author;
  }
  expect(authors["/"]).toEqual({ "@type": "Person", name: article?.authorName });
  expect(authors["/en"]).toMatchObject({ "@type": "Organization", name: COMPANY_SETTINGS.companyNameEn });
});

test.describe("without scripts", () => {
  for (const l of LANGS) {
    test(`a gallery photo opens its full picture, and share offers links that work (${l.lang})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`${l.prefix}/about`);
      const title = l.pages.about.photos.warehouse.title;
      await page.getByRole("link", { name: l.pages.about.openPhoto(title) }).click();
      await expect(page).toHaveURL(/\/gallery\/warehouse\.svg$/);

      const address = `${baseURL}${l.prefix}/news/${article?.slug}`;
      await page.goto(`${l.prefix}/news/${article?.slug}`);
      // The share button needs a script: in its place, the networks' share pages.
      await expect(page.getByRole("button", { name: l.news.shareArticle })).toBeHidden();
      await expect(page.getByRole("link", { name: l.news.shareOnZalo })).toHaveAttribute(
        "href",
        `https://zalo.me/share?url=${encodeURIComponent(address)}`,
      );
      await expect(page.getByRole("link", { name: l.news.shareOnFacebook })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
      );

      // A product's copy button needs a script too; its network links are there.
      await page.goto(`${l.prefix}/products/${regulated?.slug}`);
      await expect(page.getByRole("button", { name: l.catalog.share.copy })).toBeHidden();
      await expect(page.getByRole("link", { name: l.catalog.share.zaloLabel })).toBeVisible();
      await context.close();
    });
  }

  test("with scripts, the share links stay hidden and the gallery opens its viewer", async ({ page }) => {
    await page.goto(`/news/${article?.slug}`);
    await expect(page.getByRole("button", { name: viNews.shareArticle })).toBeVisible();
    await expect(page.getByRole("link", { name: viNews.shareOnZalo })).toBeHidden();
    await page.goto("/about");
    await page.getByRole("link", { name: viPages.about.openPhoto(viPages.about.photos.warehouse.title) }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });
});
