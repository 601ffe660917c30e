import type { APIRequestContext } from "@playwright/test";
import { ARTICLE_TEXT, deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Scheduled publishing: an article with a publication time ahead is
 * 'Scheduled' in the admin list (one of the specification's English screens), unknown to visitors (404, not on /news, the feed, the sitemap)
 * until its time, then public everywhere with no admin request in between, and no page held by
 * the render cache from before.
 */

/** A moment as the editor's datetime-local field takes it, in Vietnam's time (UTC+7), with seconds. */
const vietnamInput = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 19);

/** What a visitor (no cookie) sees of an article: on /news, its page, the feed and the sitemap. */
async function visitorSees(request: APIRequestContext, slug: string) {
  const [list, article, feed, sitemap, home] = await Promise.all([
    request.get("/news"),
    request.get(`/news/${slug}`),
    request.get("/news/rss.xml"),
    request.get("/sitemap.xml"),
    request.get("/"),
  ]);
  return {
    list: (await list.text()).includes(`/news/${slug}`),
    article: article.status(),
    feed: (await feed.text()).includes(`/news/${slug}`),
    sitemap: (await sitemap.text()).includes(`/news/${slug}`),
    home: (await home.text()).includes(`/news/${slug}`),
  };
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("the editor schedules an article in Vietnam's time; the (English) list shows 'Scheduled' and the date", async ({
  page,
  baseURL,
  playwright,
}) => {
  const title = `Bài lên lịch ${RUN}`;
  await page.goto("/admin/news/new");
  await page.getByLabel("Tiêu đề *").fill(title);
  await page.getByLabel("Mô tả tóm tắt *").fill("Tóm tắt bài lên lịch.");
  await page.locator("#news-content").click();
  await page.keyboard.type(ARTICLE_TEXT);
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByRole("checkbox", { name: "Xuất bản ngay" }).check();
  const when = page.getByLabel("Thời gian đăng (giờ Việt Nam)");
  await when.fill("2099-01-02T08:30");
  await expect(page.getByText("Bài viết sẽ tự động hiển thị công khai lúc 08:30 02/01/2099")).toBeVisible();
  await page.getByRole("button", { name: "Lên lịch đăng" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("button", { name: "Scheduled", exact: true })).toBeVisible();
  await expect(row).toContainText("Scheduled for 08:30 02/01/2099");

  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/news/bai-len-lich-${RUN}`)).status()).toBe(404);
  await visitor.dispose();
});

test("an article scheduled 4 s ahead goes public at its time with no admin request in between", async ({
  page,
  baseURL,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const slug = `tu-dong-dang-${RUN}`;
  // Pages held by the render cache before the save (they must not outlive the publication).
  await visitorSees(visitor, slug);

  // Four seconds: the save and the five checks before the time must all answer within it (two
  // were not always enough on a loaded CI machine).
  const due = Date.now() + 4000;
  await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Tự động đăng ${RUN}`,
    slug,
    isPublished: "on",
    publishAt: vietnamInput(due),
  });

  // Before its time: nowhere, and the article's page is a 404 (every answer arrived before the time).
  const before = await visitorSees(visitor, slug);
  expect(Date.now(), "the checks before the time took too long to tell").toBeLessThan(due);
  expect(before).toEqual({ list: false, article: 404, feed: false, sitemap: false, home: false });

  // Nobody asks anything until the time has passed.
  await page.waitForTimeout(due - Date.now() + 300);
  expect(await visitorSees(visitor, slug)).toEqual({ list: true, article: 200, feed: true, sitemap: true, home: true });
  await visitor.dispose();
});
