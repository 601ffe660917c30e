import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { decodeSingleFetch, deleteRunArticles, RUN, signIn } from "./admin-helpers";
import { caretToEnd } from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Alt text is asked for, not forgotten. Every way into a body (upload, library,
 * pasted file) as an editor uses it; a publication with an image nobody described is warned about,
 * with a way to each image and a way to publish anyway; the stored HTML keeps alt="…" and alt=""
 * as chosen, and no alt where nobody gave one.
 */

const LONG_TEXT =
  "Khoa sản vừa đưa vào sử dụng máy siêu âm bốn chiều mới, giúp bác sĩ theo dõi thai nhi rõ nét hơn và rút ngắn thời gian khám.";
const MISSING = "Nhập mô tả hình ảnh (alt), hoặc đánh dấu là ảnh trang trí.";

async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 480, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The body editor of one language (both are on the screen, one shown). */
function bodyEditor(page: Page, lang: "vi" | "en") {
  const editor = page.getByRole("group", { name: lang === "vi" ? "Nội dung" : "Nội dung (tiếng Anh)", exact: true });
  return {
    toolbar: editor.getByRole("toolbar", { name: "Công cụ định dạng" }),
    body: editor.locator(".ProseMirror"),
  };
}

/** 'Chèn hình ảnh' opened at the end of the Vietnamese body. */
async function openInsert(page: Page) {
  const { toolbar, body } = bodyEditor(page, "vi");
  await body.focus();
  await caretToEnd(body);
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  return page.getByRole("dialog", { name: "Chèn hình ảnh" });
}

/** An image file pasted into a body, as from a phone's photo app: nobody has described it. */
async function pasteImage(body: Locator, file: { name: string; buffer: Buffer }) {
  await body.evaluate(
    (element, { base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64: file.buffer.toString("base64"), name: file.name },
  );
}

/** The article's bodies as stored, read through the editor's loader. */
async function storedBodies(request: APIRequestContext, id: string) {
  const response = await request.get(`/admin/news/${id}/edit.data`);
  expect(response.status()).toBe(200);
  const decoded = (await decodeSingleFetch(await response.body())) as Record<
    string,
    { data?: { article: { content: string; contentEn: string } } }
  >;
  const article = decoded["routes/admin/news.$id.edit"]?.data?.article;
  if (!article) throw new Error("no article in the editor's data");
  return article;
}

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

/** The id of the article in the list row holding `title`. */
async function articleId(page: Page, title: string) {
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  const href = await page.getByRole("link", { name: `Edit "${title}"` }).getAttribute("href");
  return /\/admin\/news\/(\d+)\/edit$/.exec(href ?? "")?.[1] ?? "";
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("each image is asked its alt; publishing one without is warned, jumped to, fixed and published", async ({
  page,
  baseURL,
}) => {
  // A library image with its own description, as staff stored it earlier. Its name holds no
  // "-${RUN}": admin-walkthrough.spec.ts, in the same worker, counts its own orphans by that.
  const stored = await page.request.post("/admin/api/uploads?folder=news", {
    multipart: { alt: `Tháp nội soi ${RUN}`, file: await png(`thu-vien_${RUN}.png`, "#0d9488") },
    headers: { Origin: baseURL as string },
  });
  expect(stored.status()).toBe(201);
  const library = ((await stored.json()) as { image: { name: string; url: string } }).image;

  const title = `Ảnh có mô tả ${RUN}`;
  await page.goto("/admin/news/new");
  await expect(bodyEditor(page, "vi").toolbar).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Tiêu đề *").fill(title);
  await page.getByLabel("Mô tả tóm tắt *").fill("Máy siêu âm mới tại khoa sản.");
  const slug = await page.getByLabel("Slug URL *").inputValue();
  const { body } = bodyEditor(page, "vi");
  await body.click();
  await page.keyboard.type(LONG_TEXT);

  // Upload: the chosen file is shown with the alt box, and nothing lands before 'Chèn'.
  let dialog = await openInsert(page);
  await dialog.getByLabel("Chọn tệp hình ảnh").setInputFiles(await png("sieu-am.png", "#2563eb"));
  await expect(dialog.getByRole("img", { name: "Hình ảnh đã chọn: sieu-am.png" })).toBeVisible();
  const alt = dialog.getByLabel("Mô tả hình ảnh (alt)");
  await expect(alt).toBeFocused();
  await expect(body.locator("img")).toHaveCount(0);
  // 'Chèn' without an alt says what is missing.
  await dialog.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MISSING);
  await expect(body.locator("img")).toHaveCount(0);
  await alt.fill("Máy siêu âm bốn chiều tại khoa sản");
  await alt.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(body.locator("img")).toHaveCount(1);
  await expect(body.getByRole("img", { name: "Máy siêu âm bốn chiều tại khoa sản" })).toBeVisible();

  // Upload, marked decorative from the keyboard.
  dialog = await openInsert(page);
  await dialog.getByLabel("Chọn tệp hình ảnh").setInputFiles(await png("duong-vien.png", "#f59e0b"));
  await expect(dialog.getByLabel("Mô tả hình ảnh (alt)")).toBeFocused();
  await page.keyboard.press("Tab");
  const decorative = dialog.getByRole("checkbox", { name: "Ảnh trang trí (không cần mô tả)" });
  await expect(decorative).toBeFocused();
  await page.keyboard.press("Space");
  await expect(decorative).toBeChecked();
  await expect(dialog.getByLabel("Mô tả hình ảnh (alt)")).toBeDisabled();
  await dialog.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(body.locator("img")).toHaveCount(2);
  await expect(body.locator("img").nth(1)).toHaveAttribute("alt", "");

  // Library: the image's own alt, rewritten for this article.
  dialog = await openInsert(page);
  await dialog.getByRole("tab", { name: "Từ thư viện" }).click();
  await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`thu-vien_${RUN}`);
  await dialog.getByRole("button", { name: `Chọn: ${library.name}` }).click();
  await expect(body.locator("img")).toHaveCount(2);
  await expect(dialog.getByLabel("Mô tả hình ảnh (alt)")).toHaveValue(`Tháp nội soi ${RUN}`);
  await dialog.getByLabel("Mô tả hình ảnh (alt)").fill("Tháp nội soi tại khoa tiêu hóa");
  await dialog.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(body.locator("img")).toHaveCount(3);
  await expect(body.locator("img").nth(2)).toHaveAttribute("alt", "Tháp nội soi tại khoa tiêu hóa");

  // The English body: a photo pasted straight from the phone, described by nobody.
  await page.getByRole("button", { name: "Tiếng Anh" }).click();
  const english = bodyEditor(page, "en");
  await english.body.click();
  await page.keyboard.type("The obstetrics department has a new four-dimensional ultrasound machine.");
  await pasteImage(english.body, await png("phone-photo.png", "#7c3aed"));
  await expect(english.body.locator("img")).toHaveCount(1);
  await expect(english.body.locator("img:not([alt])")).toHaveCount(1);
  await expect(english.body.getByText("Chưa có mô tả (alt)")).toBeVisible();

  // Publishing asks first: how many, and where.
  await page.getByRole("button", { name: "Tiếng Việt" }).click();
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  const warning = page.getByRole("region", { name: "Ảnh chưa có mô tả (alt)" });
  await expect(warning).toBeVisible();
  await expect(warning).toBeFocused();
  await expect(warning).toContainText("1 ảnh trong nội dung chưa có mô tả (alt)");
  await expect(warning.getByRole("button", { name: "Vẫn xuất bản" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  // The way to the image: its body shown, its dialog open on the alt box.
  await warning.getByRole("button", { name: "Sửa ảnh 1 (nội dung tiếng Anh)" }).click();
  const details = page.getByRole("dialog", { name: "Chỉnh sửa hình ảnh" });
  await expect(details).toBeVisible();
  await expect(page.getByRole("button", { name: "Tiếng Anh", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(english.body).toBeVisible();
  await expect(details.getByText("Ảnh chưa có mô tả (alt): nhập mô tả, hoặc đánh dấu là ảnh trang trí.")).toBeVisible();
  const detailsAlt = details.getByLabel("Văn bản thay thế (alt)");
  await expect(detailsAlt).toBeFocused();
  await detailsAlt.fill("New four-dimensional ultrasound machine");
  await details.getByRole("button", { name: "Áp dụng" }).click();
  await expect(details).toBeHidden();
  await expect(english.body.locator("img")).toHaveAttribute("alt", "New four-dimensional ultrasound machine");
  await expect(english.body.getByText("Chưa có mô tả (alt)")).toHaveCount(0);
  await expect(page.getByText("Mọi ảnh trong nội dung đã có mô tả (alt)")).toBeVisible();

  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  // Stored as chosen: a text, an empty alt for the decorative image, and the English fix.
  const id = await articleId(page, title);
  const saved = await storedBodies(page.request, id);
  const tags = imgTags(saved.content);
  expect(tags).toHaveLength(3);
  expect(tags[0]).toContain('alt="Máy siêu âm bốn chiều tại khoa sản"');
  expect(tags[1]).toContain('alt=""');
  expect(tags[2]).toContain('alt="Tháp nội soi tại khoa tiêu hóa"');
  expect(imgTags(saved.contentEn)).toEqual([expect.stringContaining('alt="New four-dimensional ultrasound machine"')]);

  // The public article says the same to a screen reader.
  await page.goto(`/news/${slug}`);
  const article = page.locator("main article").first();
  await expect(article.getByRole("img", { name: "Máy siêu âm bốn chiều tại khoa sản" })).toBeVisible();
  await expect(article.getByRole("img", { name: "Tháp nội soi tại khoa tiêu hóa" })).toBeVisible();
  await expect(article.locator('img[alt=""]')).toHaveCount(1);

  // Opened again, the decorative image is still marked so in its dialog.
  await page.goto(`/admin/news/${id}/edit`);
  const again = bodyEditor(page, "vi");
  await expect(again.body.locator("img")).toHaveCount(3);
  await again.body.locator("img").nth(1).dblclick();
  await expect(details.getByRole("checkbox", { name: "Ảnh trang trí (không cần mô tả)" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
});

test("a draft is saved without asking; a publication can go on anyway, the image left without alt", async ({
  page,
}) => {
  const title = `Ảnh chưa mô tả ${RUN}`;
  await page.goto("/admin/news/new");
  const { toolbar, body } = bodyEditor(page, "vi");
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Tiêu đề *").fill(title);
  await page.getByLabel("Mô tả tóm tắt *").fill("Ảnh dán từ điện thoại.");
  await body.click();
  await page.keyboard.type(LONG_TEXT);
  await pasteImage(body, await png("dien-thoai.png", "#16a34a"));
  await expect(body.locator("img")).toHaveCount(1);

  await page.getByRole("button", { name: "Lưu nháp" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  const id = await articleId(page, title);
  await page.goto(`/admin/news/${id}/edit`);
  await expect(body.locator("img")).toHaveAttribute("src", /^\/uploads\/news\//);
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Cập nhật" }).click();
  const warning = page.getByRole("region", { name: "Ảnh chưa có mô tả (alt)" });
  await expect(warning).toContainText("1 ảnh trong nội dung chưa có mô tả (alt)");
  await warning.getByRole("button", { name: "Vẫn cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(
    page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Published", exact: true }),
  ).toBeVisible();

  const saved = await storedBodies(page.request, id);
  const [tag] = imgTags(saved.content);
  expect(tag).toMatch(/src="\/uploads\/news\//);
  expect(tag).not.toMatch(/\balt=/);
});
