import { devices } from "@playwright/test";
import { DEMO_ARTICLES } from "../../app/server/seed/data/news";
import { expect, test } from "./fixtures";

/**
 * What visitors download of images (decision 038): every body image of every published
 * demo article is a set of WebP renditions with its size, in both languages, and no public page
 * links a PNG heavier than 400 KB (a grid's or a crop's master is for staff). `npm run
 * bench:weight` prints the bytes; this test fails when the markup that keeps them small is gone.
 */

/** news.spec.ts counts this one's views: no other spec opens it. */
const COUNTED = "cong-nghe-nang-luong-vi-song-cua-creo-medical-mo-rong-kha-nang-noi-soi-can-thiep";
const articles = DEMO_ARTICLES.filter((a) => a.isPublished && a.slug !== COUNTED);
const PNG_LIMIT = 400 * 1024;

test.describe("body images on a phone (360 px, DPR 3)", () => {
  // A phone's own user agent: with a desktop one under mobile emulation, Chromium's preload scanner
  // reads 100vw before the viewport meta (a harness artefact, not what phones do).
  test.use({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: devices["Pixel 7"].userAgent,
  });

  for (const prefix of ["", "/en"]) {
    test(`every body image is a WebP rendition sized for the screen, with srcset and its size${prefix ? " (en)" : ""}`, async ({
      page,
    }) => {
      for (const article of articles) {
        await page.goto(`${prefix}/news/${article.slug}`);
        const images = page.locator("#article-body img");
        const count = await images.count();
        expect(count, `${article.slug}: photos in the body`).toBeGreaterThanOrEqual(2);
        for (let i = 0; i < count; i++) {
          const image = images.nth(i);
          const where = `${article.slug}, body image ${i + 1}`;
          await expect(image, where).toHaveAttribute("srcset", /^\/uploads\/\S+\.webp 320w, /);
          await expect(image, where).toHaveAttribute("sizes", /calc\(100vw - 32px\)/);
          await expect(image, where).toHaveAttribute("width", /^\d+$/);
          await expect(image, where).toHaveAttribute("height", /^\d+$/);
          await expect(image, where).toHaveAttribute("decoding", "async");
          await expect(image, where).toHaveAttribute("alt", /\S/);
          await image.scrollIntoViewIfNeeded();
          const shown = await image.evaluate(
            (img: HTMLImageElement) =>
              new Promise<{ src: string; natural: number; css: number; ratio: number }>((resolve) => {
                const done = () =>
                  resolve({
                    src: img.currentSrc,
                    natural: img.naturalWidth,
                    css: img.getBoundingClientRect().width,
                    // Shown at the ratio its width and height attributes promised: no shift when it loads.
                    ratio:
                      img.getBoundingClientRect().height / img.getBoundingClientRect().width -
                      Number(img.getAttribute("height")) / Number(img.getAttribute("width")),
                  });
                if (img.complete) done();
                else img.addEventListener("load", done, { once: true });
              }),
          );
          expect(shown.src, where).toMatch(/_w\d+\.webp$/);
          // The rendition Chromium chose (naturalWidth is divided by its density): a 328 px column at
          // DPR 3 needs about 1,000 px, never the 2,560 px original or a 3,600 px grid.
          const chosen = Number(/_w(\d+)\.webp$/.exec(shown.src)?.[1]);
          expect(chosen, where).toBeLessThanOrEqual(1440);
          expect(chosen, where).toBeGreaterThanOrEqual(Math.min(960, shown.css * 2));
          expect(shown.natural, where).toBe(Math.round(shown.css));
          expect(Math.abs(shown.ratio), where).toBeLessThan(0.02);
        }
      }
    });
  }
});

test("no public page links a PNG over 400 KB (grid and crop masters are for staff)", async ({ request }) => {
  const newsHtml = await (await request.get("/news")).text();
  const articlePaths = [
    ...new Set([...newsHtml.matchAll(/href="(\/news\/[a-z0-9-]+)"/g)].map((m) => m[1] as string)),
  ].filter((path) => path !== `/news/${COUNTED}`);
  const pages = [
    "/",
    "/departments",
    "/departments/khoa-noi-soi",
    "/products",
    "/products/may-noi-soi-da-day-pentax-eg-2990i",
    "/news",
    ...articlePaths,
    "/about",
    "/partnership",
    "/training",
    "/recruitment",
    "/contact",
  ];
  expect(articlePaths.length).toBeGreaterThanOrEqual(3);
  const checked = new Map<string, number>();
  for (const path of pages.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`])) {
    const html = await (await request.get(path)).text();
    // Every address in an attribute (src, srcset candidates, href, content) that names a PNG.
    const pngs = new Set(
      [...html.matchAll(/(?:src|srcset|href|content)="([^"]+)"/g)]
        .flatMap((m) => (m[1] ?? "").split(/,\s*/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""))
        .filter((url) => /\.png(?:$|\?)/i.test(url)),
    );
    for (const url of pngs) {
      if (!checked.has(url)) {
        const response = await request.get(url);
        checked.set(url, response.ok() ? (await response.body()).length : 0);
      }
      expect(checked.get(url), `${path} links ${url}`).toBeLessThanOrEqual(PNG_LIMIT);
    }
  }
});
