import type { Page } from "@playwright/test";
import { DEMO_ARTICLES } from "../../app/server/seed/data/news";
import { expect, test } from "./fixtures";

const published = DEMO_ARTICLES.filter((a) => a.isPublished).sort(
  (a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""),
);
const drafts = DEMO_ARTICLES.filter((a) => !a.isPublished);

function article(slug: string) {
  const found = DEMO_ARTICLES.find((a) => a.slug === slug);
  if (!found) throw new Error(`no demo article ${slug}`);
  return found;
}

/** An announcement with headings, a table, tags and a featured image. */
const workshop = article("thong-bao-chuoi-hoi-thao-dao-tao-tai-xu-ly-ong-soi-mem-nam-2026");
/** Opened only by the view-counter test, so its count moves only there. */
const counted = article("cong-nghe-nang-luong-vi-song-cua-creo-medical-mo-rong-kha-nang-noi-soi-can-thiep");

const languages = [
  {
    lang: "vi" as const,
    prefix: "",
    newsTitle: "Tin tức",
    title: (a: { title: string; titleEn: string }) => a.title,
    category: "Thông báo",
    related: "Tin tức liên quan",
    copied: "Đã sao chép link bài viết!",
    share: "Chia sẻ bài viết",
    notFound: "Bài viết không tồn tại hoặc đã bị ẩn",
    backToNews: "Quay lại tin tức",
    retry: "Thử lại",
    views: /^([\d.]+) lượt xem$/,
    firstHeading: "Vì sao tái xử lý ống soi quan trọng?",
  },
  {
    lang: "en" as const,
    prefix: "/en",
    newsTitle: "News",
    title: (a: { title: string; titleEn: string }) => a.titleEn || a.title,
    category: "Announcements",
    related: "Related news",
    copied: "Article link copied!",
    share: "Share this article",
    notFound: "This article does not exist or has been hidden",
    backToNews: "Back to news",
    retry: "Try again",
    views: /^([\d,]+) views?$/,
    firstHeading: "Why does endoscope reprocessing matter?",
  },
];

async function shownViews(page: Page, pattern: RegExp): Promise<number> {
  const text = (await page.getByTestId("view-count").textContent()) ?? "";
  const match = pattern.exec(text.trim());
  if (!match?.[1]) throw new Error(`unexpected view count text "${text}"`);
  return Number(match[1].replace(/[.,]/g, ""));
}

for (const l of languages) {
  test.describe(`news (${l.lang})`, () => {
    test("the list shows the published articles, newest first, and no draft", async ({ page, request }) => {
      const html = await (await request.get(`${l.prefix}/news`)).text();
      for (const a of published) expect(html).toContain(l.title(a));
      for (const a of drafts) {
        expect(html).not.toContain(a.title);
        expect(html).not.toContain(a.titleEn);
      }

      const response = await page.goto(`${l.prefix}/news`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${l.newsTitle} \\|`));
      await expect(page.getByRole("heading", { level: 1, name: l.newsTitle })).toBeVisible();
      const titles = page.locator("main article h3");
      await expect(titles).toHaveText(published.map(l.title));
      for (const a of drafts) await expect(page.getByText(l.title(a))).toHaveCount(0);
      // Fewer articles than a page holds: no pagination, and page 2 does not exist.
      await expect(page.getByRole("navigation", { name: l.lang === "vi" ? "Phân trang" : "Pagination" })).toHaveCount(
        0,
      );
      expect((await request.get(`${l.prefix}/news?page=2`)).status()).toBe(404);

      await page
        .getByRole("link", { name: l.title(workshop), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/news/${workshop.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: l.title(workshop) })).toBeVisible();
    });

    test("an article shows its date, category, views, tags, body and related news", async ({ page, baseURL }) => {
      const response = await page.goto(`${l.prefix}/news/${workshop.slug}`);
      expect(response?.status()).toBe(200);
      const seoTitle = l.lang === "en" ? workshop.seoTitleEn : workshop.seoTitle;
      const seoDescription = l.lang === "en" ? workshop.seoDescriptionEn : workshop.seoDescription;
      await expect(page).toHaveTitle(`${seoTitle} | ${l.lang === "en" ? "An Viet Medical" : "An Việt Medical"}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seoDescription ?? "");
      // Absolute addresses come from PUBLIC_SITE_URL only (the e2e server's own origin), never the Host.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${baseURL}/uploads/`),
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${baseURL}${l.prefix}/news/${workshop.slug}`,
      );

      const header = page.locator("main article header");
      await expect(page.getByRole("heading", { level: 1, name: l.title(workshop) })).toBeVisible();
      // English pages name the month: some English readers read dd/mm as mm/dd.
      await expect(header.locator("time")).toHaveText(l.lang === "en" ? "28 Aug 2026" : "28/08/2026");
      await expect(header).toContainText(l.category);
      expect(await shownViews(page, l.views)).toBeGreaterThan(0);
      await expect(header).toContainText(l.lang === "en" ? workshop.subtitleEn : workshop.subtitle);
      await expect(header).toContainText(l.lang === "en" ? workshop.excerptEn : workshop.excerpt);

      const image = page.locator("main article figure img");
      await expect(image).toHaveAttribute(
        "alt",
        (l.lang === "en" ? workshop.featuredImageAltEn : workshop.featuredImageAlt) ?? "",
      );
      await expect(image).toHaveAttribute("srcset", /\.webp \d+w/);
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(page.locator("main article figure figcaption")).toHaveText(
        (l.lang === "en" ? workshop.featuredImageCaptionEn : workshop.featuredImageCaption) ?? "",
      );

      await expect(page.getByRole("heading", { level: 2, name: l.firstHeading })).toBeVisible();
      await expect(page.locator("main article table")).toBeVisible();
      await expect(page.locator("main article table th").first()).toHaveText(l.lang === "en" ? "Venue" : "Địa điểm");

      const tags = page.getByRole("list", { name: l.lang === "en" ? "Tags" : "Thẻ" }).getByRole("listitem");
      // English pages show the English tags.
      await expect(tags).toHaveText((l.lang === "en" ? workshop.tagsEn : workshop.tags).map((tag) => `#${tag}`));

      const related = page.getByRole("region", { name: l.related });
      const relatedLinks = related.locator("article h3 a");
      await expect(relatedLinks).toHaveCount(2);
      for (const href of await relatedLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^${l.prefix}/news/[a-z0-9-]+$`));
        expect(href).not.toBe(`${l.prefix}/news/${workshop.slug}`);
      }
    });

    test("an opening counts one view per visitor in half an hour; another visitor counts again", async ({ page }) => {
      // The page counts its opening with a request of its own, then shows the count it answers.
      // The server trusts the loopback proxy (TRUST_PROXY), so X-Forwarded-For names the visitor.
      const run = Math.floor(Math.random() * 250);
      const visitor = (n: number) => `198.51.${run}.${n + 1}`;
      const open = async (address: string, go: () => Promise<unknown>) => {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
        const counted = page.waitForResponse((r) => r.url().endsWith("/api/article-views") && r.ok());
        await go();
        return (await (await counted).json()) as { viewCount: number };
      };
      const first = visitor(l.prefix ? 0 : 100);
      const opening = (await open(first, () => page.goto(`${l.prefix}/news/${counted.slug}`))).viewCount;
      await expect.poll(() => shownViews(page, l.views)).toBe(opening);
      // The same visitor again: not counted again.
      await open(first, () => page.reload());
      await expect.poll(() => shownViews(page, l.views)).toBe(opening);
      await open(visitor(l.prefix ? 1 : 101), () => page.goto(`${l.prefix}/news/${counted.slug}`));
      await expect.poll(() => shownViews(page, l.views)).toBe(opening + 1);

      // A client-side navigation opens it too.
      await page.goto(`${l.prefix}/news`);
      await open(visitor(l.prefix ? 2 : 102), () =>
        page
          .getByRole("link", { name: l.title(counted), exact: true })
          .first()
          .click(),
      );
      await expect(page.getByRole("heading", { level: 1, name: l.title(counted) })).toBeVisible();
      await expect.poll(() => shownViews(page, l.views)).toBe(opening + 2);
    });

    test("the share button copies the article's link when the device cannot share", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`${l.prefix}/news/${workshop.slug}`);
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      await page.getByRole("button", { name: l.share }).click();
      await expect(page.getByRole("status").filter({ hasText: l.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test("the next article shows a skeleton while it loads", async ({ page }) => {
      await page.goto(`${l.prefix}/news/${workshop.slug}`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.data(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      const link = page.getByRole("region", { name: l.related }).locator("article h3 a").first();
      const nextTitle = (await link.textContent()) ?? "";
      await link.click();
      await expect(page.locator('[aria-busy="true"]')).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: nextTitle })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });

    test("an unknown article and a draft answer 404 with a way back", async ({ page, request, consoleProblems }) => {
      for (const slug of ["khong-co-bai-viet-nay", ...drafts.map((a) => a.slug)]) {
        const response = await request.get(`${l.prefix}/news/${slug}`);
        expect(response.status(), slug).toBe(404);
        const html = await response.text();
        expect(html).toContain(`<title>${l.notFound} |`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${l.notFound}</h1>`));
        expect(html).toContain(`href="${l.prefix}/news"`);
        for (const a of drafts) expect(html).not.toContain(a.title);
      }

      const draft = drafts[0];
      if (!draft) throw new Error("the demo data has no draft");
      const response = await page.goto(`${l.prefix}/news/${draft.slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: l.notFound })).toBeVisible();
      await expect(page.getByRole("button", { name: l.retry })).toBeVisible();
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: l.retry }).click();
      await reloaded;
      await expect(page.getByRole("heading", { level: 1, name: l.notFound })).toBeVisible();
      await page.getByRole("link", { name: l.backToNews }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/news$`));
      await expect(page.getByRole("heading", { level: 1, name: l.newsTitle })).toBeVisible();
      // The browser reports the 404 responses themselves; they are what this test expects.
      const expected = /Failed to load resource: the server responded with a status of 404/;
      const others = consoleProblems.filter((p) => !expected.test(p));
      consoleProblems.splice(0, consoleProblems.length, ...others);
    });
  });
}
