import type { Page } from "@playwright/test";
import {
  ARTICLE_TEXT,
  deleteProductOnList,
  deleteRunArticles,
  RUN,
  saveArticleViaAction,
  signIn,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Recently deleted: a deleted product and article come back from "Đã xóa gần đây". */

const productName = `Máy khôi phục ${RUN}`;
const productSlug = `may-khoi-phuc-${RUN}`;
const articleTitle = `Bài khôi phục ${RUN}`;
const articleSlug = `bai-khoi-phuc-${RUN}`;
/** This test's rows (other files delete items named with RUN too). */
const OURS = new RegExp(`(Máy|Bài) khôi phục ${RUN}`);

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

/** Restores the row naming `name` on the recently deleted screen, after its confirmation. */
async function restoreOnScreen(page: Page, name: string, message: string) {
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("admin");
  await expect(row).toContainText("30 ngày");
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toContain(`“${name}”`);
    void confirm.accept();
  });
  await row.getByRole("button", { name: `Khôi phục ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await expect(row).toHaveCount(0);
}

test("a deleted product and article come back from 'Đã xóa gần đây', public again and in the admin lists", async ({
  page,
  baseURL,
}) => {
  test.slow();
  // A product of our own, made through the form, and an article of our own.
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
  await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
  await page.getByLabel("Tên sản phẩm *").fill(productName);
  await expect(page.getByLabel("Slug URL *")).toHaveValue(productSlug);
  await page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" }).fill("STERIS");
  await page.getByRole("option", { name: "STERIS" }).click();
  await page.getByRole("button", { name: "Tạo mới" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=\d+&category=\d+$/);
  const productList = page.url();
  await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: articleTitle,
    slug: articleSlug,
    content: `<p>${ARTICLE_TEXT} ${RUN}</p>`,
    isPublished: "on",
  });
  expect((await page.request.get(`/products/${productSlug}`)).status()).toBe(200);
  expect((await page.request.get(`/news/${articleSlug}`)).status()).toBe(200);

  // Both deleted through their lists, after the confirmation.
  await deleteProductOnList(page, productName);
  await page.goto(`/admin/news?q=${encodeURIComponent(articleTitle)}`);
  const articleRow = page.getByRole("row").filter({ hasText: articleTitle });
  page.once("dialog", (confirm) => void confirm.accept());
  await articleRow.getByRole("button", { name: `Delete "${articleTitle}"` }).click();
  await expect(articleRow).toHaveCount(0);
  expect((await page.request.get(`/products/${productSlug}`)).status()).toBe(410);
  expect((await page.request.get(`/news/${articleSlug}`)).status()).toBe(410);

  // "Đã xóa gần đây" from the sidebar: both, newest first; each restored by a click.
  await page
    .getByRole("navigation", { name: "Điều hướng quản trị" })
    .getByRole("link", { name: "Đã xóa gần đây" })
    .click();
  await expect(page).toHaveURL(/\/admin\/deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Đã xóa gần đây" })).toBeVisible();
  const ours = page.getByRole("row").filter({ hasText: OURS });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText("Bài viết");
  await expect(ours.first()).toContainText(articleSlug);
  await expect(ours.last()).toContainText("Sản phẩm");
  await expect(ours.last()).toContainText(productSlug);
  await restoreOnScreen(page, productName, `Đã khôi phục sản phẩm “${productName}” (đang hiển thị trên website).`);
  await restoreOnScreen(page, articleTitle, `Đã khôi phục bài viết “${articleTitle}” (đã xuất bản).`);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: OURS })).toHaveCount(0);

  // Public again, with their content, at their addresses.
  await page.goto(`/products/${productSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  const article = await page.goto(`/news/${articleSlug}`);
  expect(article?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();
  await expect(page.getByText(ARTICLE_TEXT).first()).toBeVisible();

  // And in the admin lists.
  await page.goto(productList);
  await expect(page.getByRole("link", { name: `Sửa ${productName}` })).toBeVisible();
  await page.goto(`/admin/news?q=${encodeURIComponent(articleTitle)}`);
  await expect(page.getByRole("row").filter({ hasText: articleTitle })).toHaveCount(1);

  // Clean up the product (the article goes in afterAll).
  await page.goto(productList);
  await deleteProductOnList(page, productName);
});
