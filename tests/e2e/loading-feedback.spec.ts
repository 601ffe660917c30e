import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A client navigation slower than about 300 ms shows the top bar and the target
 * page's skeleton; a failed data request shows the specification's error, in the page's
 * language, inside the page, with a retry. That a fast one shows nothing is proved without the
 * clock of a busy machine: app/components/site/use-slow-navigation.test.tsx.
 */

const DELAY_MS = 2500;
const DATA = /\.data(\?|$)/;
/** The browser's own words for a failed request ("Failed to fetch products" is the spec's English). */
const BROWSER_WORDS = /Failed to fetch(?! (products|news))|NetworkError|Load failed/;

const langs = [
  {
    prefix: "",
    news: "Tin tức",
    allProductsLink: "Xem tất cả sản phẩm",
    allProducts: "Tất cả sản phẩm",
    brand: "Thương hiệu",
    productsError: "Không thể tải sản phẩm",
    productsFallback: "Không tải được danh sách sản phẩm. Vui lòng kiểm tra kết nối mạng rồi thử lại.",
    newsError: "Không thể tải tin tức",
    newsFallback: "Không tải được tin tức. Vui lòng kiểm tra kết nối mạng rồi thử lại.",
    retry: "Thử lại",
    loadingPage: "Đang tải trang…",
  },
  {
    prefix: "/en",
    news: "News",
    allProductsLink: "View all products",
    allProducts: "All products",
    brand: "Brand",
    productsError: "Could not load products",
    productsFallback: "Failed to fetch products",
    newsError: "Could not load news",
    newsFallback: "Failed to fetch news",
    retry: "Try again",
    loadingPage: "Loading page…",
  },
];

/**
 * Holds every data request for DELAY_MS, and until the test has seen what it waits for
 * (`release`): on a busy machine the checks themselves can take longer than the delay.
 */
async function slowData(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DATA, async (route) => {
    await Promise.all([held, new Promise((resolve) => setTimeout(resolve, DELAY_MS))]);
    await route.continue();
  });
  return { release };
}

/** The browser reports the refused requests; that is what the failure tests cause. */
function allowFailedRequests(problems: string[]) {
  const expected = /net::ERR_FAILED|Failed to fetch/;
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)));
}

for (const l of langs) {
  test.describe(`loading feedback ${l.prefix || "/"}`, () => {
    test("a slow move to the news list shows the bar and 6 article skeletons at once", async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      const data = await slowData(page);
      await page.getByRole("banner").getByRole("link", { name: l.news, exact: true }).first().click();
      const bar = page.getByRole("progressbar", { name: l.loadingPage });
      await expect(bar).toBeVisible();
      await expect(page.locator("[data-skeleton-card]")).toHaveCount(6);
      // The skeleton is the news page's: its header is already there.
      await expect(page.getByRole("heading", { level: 1, name: l.news })).toBeVisible();
      data.release();
      await expect(page.locator("article").first()).toBeVisible({ timeout: 15_000 });
      await expect(bar).toHaveCount(0);
      await expect(page.locator("[data-skeleton-card]")).toHaveCount(0);
    });

    test("a slow move to the product list shows the bar and 8 product skeletons", async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      const data = await slowData(page);
      await page.getByRole("link", { name: l.allProductsLink }).click();
      await expect(page.getByRole("progressbar", { name: l.loadingPage })).toBeVisible();
      await expect(page.locator("[data-skeleton-card]")).toHaveCount(8);
      data.release();
      await expect(page.getByRole("heading", { level: 1, name: l.allProducts })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator("[data-skeleton-card]")).toHaveCount(0);
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    });

    test("a failed product list keeps its heading and filters and says so in the page's language", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${l.prefix}/`);
      await page.route(DATA, (route) => route.abort("failed"));
      await page.getByRole("link", { name: l.allProductsLink }).click();
      await expect(page.getByRole("heading", { level: 2, name: l.productsError })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: l.allProducts })).toBeVisible();
      await expect(page.getByRole("search")).toBeVisible();
      await expect(page.getByText(l.productsFallback)).toBeVisible();
      await expect(page.locator("main")).not.toContainText(BROWSER_WORDS);

      // A filter change that fails keeps the list's own header and the chosen filter.
      await page.unroute(DATA);
      await page.goto(`${l.prefix}/products`);
      await page.route(DATA, (route) => route.abort("failed"));
      const brand = page.getByLabel(l.brand, { exact: true });
      const value = await brand.locator("option").nth(1).getAttribute("value");
      await brand.selectOption(value ?? "");
      await expect(page.getByRole("heading", { level: 2, name: l.productsError })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: l.allProducts })).toBeVisible();
      await expect(page.getByLabel(l.brand, { exact: true })).toHaveValue(value ?? "");

      // The retry reloads the page, which now answers.
      await page.unroute(DATA);
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: l.retry }).click();
      await reloaded;
      await expect(page.getByRole("heading", { level: 2, name: l.productsError })).toHaveCount(0);
      await expect(page.locator("main ul li article, main ul li a").first()).toBeVisible();
      allowFailedRequests(consoleProblems);
    });

    test("a failed news list keeps its heading and says so in the page's language", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${l.prefix}/`);
      await page.route(DATA, (route) => route.abort("failed"));
      await page.getByRole("banner").getByRole("link", { name: l.news, exact: true }).first().click();
      await expect(page.getByRole("heading", { name: l.newsError })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: l.news })).toBeVisible();
      await expect(page.getByText(l.newsFallback)).toBeVisible();
      await expect(page.getByRole("button", { name: l.retry })).toBeVisible();
      await expect(page.locator("main")).not.toContainText(BROWSER_WORDS);
      allowFailedRequests(consoleProblems);
    });
  });
}
