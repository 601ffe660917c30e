import type { Page } from "@playwright/test";
import { deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { createOwnProduct, keptLocally, OLDER, secondBrowser } from "./draft-helpers";
import { expect, test } from "./fixtures";

/**
 * A draft typed over an older version than the one saved is never a plain
 * "Khôi phục". A and B open the same item; A saves; B's save is refused; B reloads and is offered
 * its draft as older than A's save, merged with it (only the fields B changed, the
 * field A changed is not offered); B applies it and saves; A's other change survives.
 * admin-draft-merge.spec.ts has the merges of one field both changed, and the conflicts.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("an article: B's draft older than A's save is merged with it and A's change survives", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Hai bản nháp ${RUN}`;
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title,
    slug: `hai-ban-nhap-${RUN}`,
    excerpt: "Tóm tắt ban đầu",
  });
  const b = await secondBrowser(browser, baseURL as string);
  try {
    await page.goto(`/admin/news/${id}/edit`);
    await b.page.goto(`/admin/news/${id}/edit`);
    await expect(b.page.getByLabel("Tiêu đề *")).toHaveValue(title);

    // B changes the title; A changes the excerpt and saves first.
    await b.page.getByLabel("Tiêu đề *").fill(`${title} của B`);
    await keptLocally(b.page, `autosave:article:${id}`, `${title} của B`);
    await page.getByLabel(/^Mô tả tóm tắt/).fill("Tóm tắt của A");
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page.getByRole("alert").filter({ hasText: "người khác sửa" })).toBeVisible();

    await b.page.reload();
    const offer = b.page.getByRole("region", { name: OLDER });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("button", { name: "Khôi phục" })).toHaveCount(0);
    // The form shows A's version until B chooses.
    await expect(b.page.getByLabel(/^Mô tả tóm tắt/)).toHaveValue("Tóm tắt của A");
    await expect(b.page.getByLabel("Tiêu đề *")).toHaveValue(title);
    // Only B's field: the excerpt only A changed is not offered.
    await expect(offer.getByRole("listitem").filter({ hasText: "Mô tả tóm tắt" })).toHaveCount(0);
    await expect(offer.getByRole("checkbox", { name: "Lấy từ bản nháp: Tiêu đề", exact: true })).toBeChecked();
    await offer.getByRole("button", { name: "Áp dụng bản gộp" }).click();
    await expect(offer).toBeHidden();
    await expect(b.page.getByLabel("Tiêu đề *")).toHaveValue(`${title} của B`);
    await expect(b.page.getByLabel(/^Mô tả tóm tắt/)).toHaveValue("Tóm tắt của A");
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });

    // Both changes are in; the used-up draft is not offered again.
    await page.goto(`/admin/news/${id}/edit`);
    await expect(page.getByLabel("Tiêu đề *")).toHaveValue(`${title} của B`);
    await expect(page.getByLabel(/^Mô tả tóm tắt/)).toHaveValue("Tóm tắt của A");
    await b.page.goto(`/admin/news/${id}/edit`);
    await expect(b.page.getByLabel("Tiêu đề *")).toHaveValue(`${title} của B`);
    await expect(b.page.getByRole("region", { name: OLDER })).toHaveCount(0);
    await expect(b.page.getByText("Khôi phục bản nháp chưa lưu")).toHaveCount(0);
  } finally {
    await b.context.close();
  }
  expect(b.problems, "B's console").toEqual([]);
});

test("a product: B's description is merged in; A's new name (and its address) survive", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const name = `Máy hai nháp ${RUN}`;
  const { id, remove } = await createOwnProduct(page.request, base, "hai nháp", { name, slug: `may-hai-nhap-${RUN}` });
  const description = (on: Page) => on.getByRole("textbox", { name: "Mô tả", exact: true });
  const nameField = (on: Page) => on.getByRole("textbox", { name: /^Tên sản phẩm/ }).first();
  const b = await secondBrowser(browser, base);
  try {
    await page.goto(`/admin/products/${id}/edit`);
    await b.page.goto(`/admin/products/${id}/edit`);
    await expect(nameField(b.page)).toHaveValue(name);
    await description(b.page).fill("Mô tả của B.");
    await keptLocally(b.page, `autosave:product:${id}`, "Mô tả của B.");
    await nameField(page).fill(`${name} A`);
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    await b.page.reload();
    const offer = b.page.getByRole("region", { name: OLDER });
    await expect(offer).toBeVisible();
    // The name only A changed is not offered; B's description is, ticked.
    await expect(offer.getByRole("listitem").filter({ hasText: "Tên sản phẩm" })).toHaveCount(0);
    await expect(offer.getByRole("checkbox", { name: "Lấy từ bản nháp: Mô tả", exact: true })).toBeChecked();
    await offer.getByRole("button", { name: "Áp dụng bản gộp" }).click();
    await expect(description(b.page)).toHaveValue("Mô tả của B.");
    await expect(nameField(b.page)).toHaveValue(`${name} A`);
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    await page.goto(`/admin/products/${id}/edit`);
    await expect(nameField(page)).toHaveValue(`${name} A`);
    await expect(description(page)).toHaveValue("Mô tả của B.");
  } finally {
    await b.context.close();
    await remove();
  }
  expect(b.problems, "B's console").toEqual([]);
});

test("changes given up with the leave question are not offered again; a duplicate tag is said so", async ({
  page,
  baseURL,
}) => {
  const title = `Rời trang ${RUN}`;
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title,
    slug: `roi-trang-${RUN}`,
    tags: JSON.stringify(["Nội soi"]),
  });
  await page.goto(`/admin/news/${id}/edit`);
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  const tagBox = page.getByPlaceholder("Nhập thẻ rồi nhấn Enter").first();
  await tagBox.fill("nội soi");
  await tagBox.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Thẻ này đã có" })).toBeVisible();
  await expect(tagBox).toHaveValue("");
  await tagBox.fill("Hồi sức");
  await expect(page.getByRole("alert").filter({ hasText: "Thẻ này đã có" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Nội dung" }).click();
  await page.getByLabel("Tiêu đề *").fill(`${title} bỏ đi`);
  await keptLocally(page, `autosave:article:${id}`, `${title} bỏ đi`);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Hủy" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `autosave:article:${id}`)).toBeNull();
  await page.goto(`/admin/news/${id}/edit`);
  await expect(page.getByLabel("Tiêu đề *")).toHaveValue(title);
  await expect(page.getByText("Khôi phục bản nháp chưa lưu")).toHaveCount(0);
});
