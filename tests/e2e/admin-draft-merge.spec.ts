import type { Browser, Page } from "@playwright/test";
import { ARTICLE_TEXT, deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { createOwnProduct, keptLocally, OLDER, secondBrowser } from "./draft-helpers";
import { expect, test } from "./fixtures";

/**
 * A draft typed over an older version is merged with the version saved since,
 * over the values it was typed over. A and B (two browsers of one administrator) open the same
 * item; B types, A saves; B's save is refused (the stale-save check); B reloads and is offered the
 * merge: what only one of them changed is merged without a question, and only what both changed
 * in the same place asks B to choose. After B saves, the public page has both their texts.
 */

const body = (on: Page) => on.getByRole("textbox", { name: "Nội dung", exact: true });

/** Types `text` at the end of the body's paragraph that holds `hasText`. */
async function typeAtEndOf(on: Page, hasText: string, text: string) {
  await body(on).locator("p", { hasText }).click();
  await on.keyboard.press("End");
  await on.keyboard.type(text);
  await expect(body(on)).toContainText(text);
}

/** B's save refused because A saved since, then B's reload with the merge offered. */
async function refusedThenReviewed(b: Page) {
  await b.getByRole("button", { name: "Cập nhật" }).click();
  await expect(b.getByRole("alert").filter({ hasText: "người khác sửa" })).toBeVisible();
  await b.reload();
  const review = b.getByRole("region", { name: OLDER });
  await expect(review).toBeVisible();
  await expect(review.getByRole("button", { name: "Khôi phục" })).toHaveCount(0);
  return review;
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

/** An article of this test's own, published, with three paragraphs; A and B open its editor. */
async function openArticleTwice(page: Page, browser: Browser, baseURL: string, name: string) {
  const slug = `${name}-${RUN}`;
  const id = await saveArticleViaAction(page.request, baseURL, "/admin/news/new", {
    title: `Bài gộp ${name} ${RUN}`,
    slug,
    content: `<p>${ARTICLE_TEXT}</p><p>Đoạn giữa.</p><p>Đoạn cuối.</p>`,
    isPublished: "on",
  });
  const b = await secondBrowser(browser, baseURL);
  await page.goto(`/admin/news/${id}/edit`);
  await b.page.goto(`/admin/news/${id}/edit`);
  await expect(body(b.page)).toContainText("Đoạn cuối.");
  return { id, slug, b };
}

test("an article: A's sentence and B's older draft's sentence elsewhere in the body both reach the public page", async ({
  page,
  browser,
  baseURL,
}) => {
  const { id, slug, b } = await openArticleTwice(page, browser, baseURL as string, "hai-cau");
  try {
    // B adds a sentence to the last paragraph; A one to the first, and a subtitle, and saves first.
    await typeAtEndOf(b.page, "Đoạn cuối.", " Câu của B.");
    await keptLocally(b.page, `autosave:article:${id}`, "Câu của B.");
    await typeAtEndOf(page, "thế hệ mới", " Câu của A.");
    await page.getByLabel(/^Tiêu đề phụ/).fill("Tiêu đề phụ của A");
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });

    const review = await refusedThenReviewed(b.page);
    // Only the body is B's; the subtitle only A changed, and fields empty on both sides, are not offered.
    const content = review.getByRole("listitem").filter({ hasText: "Lấy từ bản nháp: Nội dung" });
    await expect(content).toContainText("đã gộp");
    await expect(review.getByRole("listitem")).toHaveCount(1);
    await expect(review.getByText("Tiêu đề phụ")).toHaveCount(0);
    await expect(review.getByRole("group")).toHaveCount(0);
    // The form shows A's version until B applies.
    await expect(body(b.page)).toContainText("Câu của A.");
    await expect(body(b.page)).not.toContainText("Câu của B.");
    await review.getByRole("button", { name: "Áp dụng bản gộp" }).click();
    await expect(review).toBeHidden();
    await expect(body(b.page)).toContainText("Câu của A.");
    await expect(body(b.page)).toContainText("Câu của B.");
    await expect(b.page.getByLabel(/^Tiêu đề phụ/)).toHaveValue("Tiêu đề phụ của A");
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });

    await page.goto(`/news/${slug}`);
    const article = page.locator("article").first();
    await expect(article).toContainText("Câu của A.");
    await expect(article).toContainText("Đoạn cuối. Câu của B.");
    await expect(article).toContainText("Tiêu đề phụ của A");
    // The used-up draft is not offered again.
    await b.page.goto(`/admin/news/${id}/edit`);
    await expect(b.page.getByRole("region", { name: OLDER })).toHaveCount(0);
  } finally {
    await b.context.close();
  }
  expect(b.problems, "B's console").toEqual([]);
});

test("an article: where both changed the same paragraph, B chooses, and B's other field is merged", async ({
  page,
  browser,
  baseURL,
}) => {
  const { id, slug, b } = await openArticleTwice(page, browser, baseURL as string, "xung-dot");
  try {
    await typeAtEndOf(b.page, "Đoạn giữa.", " Ý của B.");
    await b.page.getByLabel(/^Mô tả tóm tắt/).fill("Tóm tắt của B");
    await keptLocally(b.page, `autosave:article:${id}`, "Tóm tắt của B");
    await typeAtEndOf(page, "Đoạn giữa.", " Ý của A.");
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });

    const review = await refusedThenReviewed(b.page);
    await expect(review.getByRole("listitem").filter({ hasText: "Lấy từ bản nháp: Mô tả tóm tắt" })).toContainText(
      "Chỉ bản nháp sửa",
    );
    const conflict = review.getByRole("group", { name: "Nội dung: chỗ cả hai cùng sửa" });
    await expect(conflict).toContainText("Đoạn giữa. Ý của B.");
    await expect(conflict).toContainText("Đoạn giữa. Ý của A.");
    await expect(review.getByText("Còn 1 chỗ cần chọn.")).toBeVisible();
    const apply = review.getByRole("button", { name: "Áp dụng bản gộp" });
    await expect(apply).toBeDisabled();
    // By keyboard: the first choice focused, then the arrow to the next ones.
    await conflict.getByRole("radio", { name: "Giữ bản của tôi" }).focus();
    await b.page.keyboard.press("Space");
    await b.page.keyboard.press("ArrowDown");
    await b.page.keyboard.press("ArrowDown");
    await expect(conflict.getByRole("radio", { name: "Giữ cả hai" })).toBeChecked();
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(review).toBeHidden();
    await expect(body(b.page)).toContainText("Đoạn giữa. Ý của A.");
    await expect(body(b.page)).toContainText("Đoạn giữa. Ý của B.");
    await expect(b.page.getByLabel(/^Mô tả tóm tắt/)).toHaveValue("Tóm tắt của B");
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });

    await page.goto(`/news/${slug}`);
    const article = page.locator("article").first();
    await expect(article).toContainText("Đoạn giữa. Ý của A.");
    await expect(article).toContainText("Đoạn giữa. Ý của B.");
  } finally {
    await b.context.close();
  }
  expect(b.problems, "B's console").toEqual([]);
});

test("a product: the description both changed is merged by words; the name both changed is B's choice", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const name = `Máy gộp ${RUN}`;
  // An address of its own (not the name's): it stays while the names change.
  const slug = `san-pham-gop-${RUN}`;
  const { id, remove } = await createOwnProduct(page.request, base, "gộp", {
    name,
    slug,
    description: "Máy dùng trong phòng mổ. Bảo hành hai năm.",
  });
  const description = (on: Page) => on.getByRole("textbox", { name: "Mô tả", exact: true });
  const nameField = (on: Page) => on.getByRole("textbox", { name: /^Tên sản phẩm/ }).first();
  const b = await secondBrowser(browser, base);
  try {
    await page.goto(`/admin/products/${id}/edit`);
    await b.page.goto(`/admin/products/${id}/edit`);
    await expect(nameField(b.page)).toHaveValue(name);
    await description(b.page).fill("Máy dùng trong phòng mổ. Bảo hành ba năm.");
    await nameField(b.page).fill(`${name} bản B`);
    await keptLocally(b.page, `autosave:product:${id}`, "bản B");
    await description(page).fill("Máy dùng trong phòng mổ. Bảo hành hai năm. Có sẵn tại kho Hà Nội.");
    await nameField(page).fill(`${name} bản A`);
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    const review = await refusedThenReviewed(b.page);
    await expect(review.getByRole("listitem").filter({ hasText: "Lấy từ bản nháp: Mô tả" })).toContainText("đã gộp");
    const conflict = review.getByRole("group", { name: "Tên sản phẩm: chỗ cả hai cùng sửa" });
    await expect(conflict.locator("mark")).toHaveText(["bản B", "bản A"]);
    await conflict.getByRole("radio", { name: "Giữ bản của tôi" }).check();
    await review.getByRole("button", { name: "Áp dụng bản gộp" }).click();
    await expect(review).toBeHidden();
    await expect(description(b.page)).toHaveValue("Máy dùng trong phòng mổ. Bảo hành ba năm. Có sẵn tại kho Hà Nội.");
    await expect(nameField(b.page)).toHaveValue(`${name} bản B`);
    await b.page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(b.page).toHaveURL(/\/admin\/products\?department=/, { timeout: 15_000 });

    await page.goto(`/products/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} bản B`);
    await expect(page.getByText("Bảo hành ba năm. Có sẵn tại kho Hà Nội.")).toBeVisible();
  } finally {
    await b.context.close();
    await remove();
  }
  expect(b.problems, "B's console").toEqual([]);
});
