import type { Browser, Page } from "@playwright/test";
import {
  decodeSingleFetch,
  deleteRunArticles,
  RUN,
  removeCreated,
  saveArticleViaAction,
  saveViaAction,
  signIn,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 28, point 2: a draft typed over an older version than the one saved is never a plain
 * "Khôi phục". A and B open the same item; A saves; B's save is refused; B reloads and is offered
 * its draft as older than A's save, with the difference side by side; B applies one field only
 * and saves; A's other change survives.
 */

const OLDER = /^Bản nháp này được tạo trước lần lưu của admin lúc \d{2}:\d{2}$/;

/** A second browser of the same administrator: its own cookies and storage; console problems collected. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // The reload with unsaved changes asks first (beforeunload): B means it.
  page.on("dialog", (dialog) => void dialog.accept());
  return { context, page, problems };
}

/** Waits until the editor's browser copy holds `text` (the autosave writes after a pause). */
async function keptLocally(page: Page, key: string, text: string) {
  await expect.poll(() => page.evaluate((at) => window.localStorage.getItem(at) ?? "", key)).toContain(text);
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("an article: B's draft older than A's save is applied field by field and A's change survives", async ({
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
    // Side by side: the saved excerpt (A's) against the draft's (the one B opened).
    const excerpt = offer.getByRole("listitem").filter({ hasText: "Lấy từ bản nháp: Mô tả tóm tắt" });
    await expect(excerpt.locator("del")).toHaveText(/của A/);
    await expect(excerpt.locator("ins")).toHaveText(/ban đầu/);
    await expect(offer.getByRole("button", { name: "Áp dụng các trường đã chọn" })).toBeDisabled();
    await offer.getByRole("checkbox", { name: "Lấy từ bản nháp: Tiêu đề", exact: true }).check();
    await offer.getByRole("button", { name: "Áp dụng các trường đã chọn" }).click();
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

test("a product: B applies its description only; A's new name (and its address) survive", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const departmentId = await saveViaAction(page.request, base, "department", { name: `Khoa hai nháp ${RUN}` });
  const categoryId = await saveViaAction(page.request, base, "category", {
    name: `Nhóm hai nháp ${RUN}`,
    departmentId,
  });
  const name = `Máy hai nháp ${RUN}`;
  const created = await page.request.post("/admin/products/new.data", {
    form: {
      categoryId: String(categoryId),
      name,
      slug: `may-hai-nhap-${RUN}`,
      brands: JSON.stringify(["Olympus"]),
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
    },
    headers: { Origin: base },
  });
  expect(created.status()).toBe(200);
  const list = await page.request.get(`/admin/products.data?department=${departmentId}&category=${categoryId}`);
  const rows = ((await decodeSingleFetch(await list.body())) as Record<string, { data?: { rows: { id: number }[] } }>)[
    "routes/admin/products"
  ]?.data?.rows;
  const id = rows?.[0]?.id as number;
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
    await expect(offer.getByRole("listitem").filter({ hasText: "Lấy từ bản nháp: Tên sản phẩm" })).toBeVisible();
    await offer.getByRole("checkbox", { name: "Lấy từ bản nháp: Mô tả", exact: true }).check();
    await offer.getByRole("button", { name: "Áp dụng các trường đã chọn" }).click();
    await expect(description(b.page)).toHaveValue("Mô tả của B.");
    await expect(nameField(b.page)).toHaveValue(`${name} A`);
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    await page.goto(`/admin/products/${id}/edit`);
    await expect(nameField(page)).toHaveValue(`${name} A`);
    await expect(description(page)).toHaveValue("Mô tả của B.");
  } finally {
    await b.context.close();
    const removed = await page.request.post("/admin/products.data", {
      form: { intent: "delete", id: String(id), department: String(departmentId) },
      headers: { Origin: base },
    });
    expect(removed.status()).toBe(200);
    await removeCreated(page.request, base);
  }
  expect(b.problems, "B's console").toEqual([]);
});

test("changes given up with the leave question are not offered again; a duplicate tag is said so (issue 28.5)", async ({
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
