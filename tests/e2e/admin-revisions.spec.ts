import type { Page } from "@playwright/test";
import { ARTICLE_TEXT, deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Revisions: every save is kept; the history shows a readable diff; a restore is public at once. */

const slug = `co-lich-su-${RUN}`;

const save = (page: Page, baseURL: string, path: string, title: string) =>
  saveArticleViaAction(page.request, baseURL, path, {
    title,
    slug,
    content: `<p>${ARTICLE_TEXT} ${title}</p>`,
    isPublished: "on",
  });

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("an article's saves are kept with a readable diff; restoring an older one is public at once", async ({
  page,
  baseURL,
}) => {
  const id = await save(page, baseURL as string, "/admin/news/new", `Bản một ${RUN}`);
  await save(page, baseURL as string, `/admin/news/${id}/edit`, `Bản hai ${RUN}`);

  await page.goto(`/admin/news/${id}/edit`);
  await page.getByRole("link", { name: "Lịch sử" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lịch sử chỉnh sửa: Bản hai ${RUN}` })).toBeVisible();
  const items = page.getByRole("listitem").filter({ hasText: "Phiên bản #" });
  await expect(items).toHaveCount(2);
  const newest = items.first();
  await expect(newest).toContainText("bởi admin");
  await expect(newest).toContainText("Đang dùng");
  await expect(newest.locator("del").first()).toHaveText("một");
  await expect(newest.locator("ins").first()).toHaveText("hai");
  await expect(newest).not.toContainText("<p>");

  page.once("dialog", (dialog) => void dialog.accept());
  await items
    .last()
    .getByRole("button", { name: /^Khôi phục phiên bản #\d+$/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Đã khôi phục phiên bản" })).toBeVisible();
  await page.reload();
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Khôi phục từ phiên bản #");
  await expect(items.first()).toContainText("Đang dùng");

  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Bản một ${RUN}` })).toBeVisible();
});

test("a product's history opens from its editor", async ({ page }) => {
  await page.goto("/admin/products");
  await page.getByRole("link", { name: /^Sửa / }).first().click();
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);
  await page.getByRole("link", { name: /^Sửa / }).first().click();
  await page.getByRole("link", { name: "Lịch sử" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Lịch sử chỉnh sửa: / })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Phiên bản #" }).first()).toContainText("bởi admin");
});
