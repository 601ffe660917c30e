import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * Measured in Chromium at 1366 and 360 px: the toolbar stays in sight under the
 * admin's header while a long body scrolls (one sideways-scrolling row on a phone), and a
 * resized image's caption sits under the image, in the editor and on the public page. While the
 * editor's code loads, its placeholder takes the editor's room: the save button under it does not
 * move when the editor appears (a click aimed at it landed on the editor's body once).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

const HEADER = 64;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not visible");
  return found;
}

/** The caption's text is centred under the image, just below it. */
async function expectCaptionUnder(image: Locator, caption: Locator) {
  await caption.scrollIntoViewIfNeeded();
  const picture = await box(image);
  const line = await box(caption);
  expect(Math.abs(line.x + line.width / 2 - (picture.x + picture.width / 2))).toBeLessThanOrEqual(2);
  expect(line.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  expect(line.y - (picture.y + picture.height)).toBeLessThan(60);
}

/** Scrolled halfway down the body, the toolbar is right under the header, in sight. */
async function expectToolbarInSight(page: Page, toolbar: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(async () => Math.round((await box(toolbar)).y)).toBe(HEADER);
  const body = await box(page.getByRole("textbox", { name: "Nội dung", exact: true }).first());
  expect(body.y).toBeLessThan(HEADER);
}

test("the toolbar stays in sight and a resized image keeps its caption under it, at 1366 and 360 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/news/new");
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  const toolbar = editor.getByRole("toolbar", { name: "Công cụ định dạng" });
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  await body.click();
  // A long article, pasted.
  const paragraphs = Array.from(
    { length: 40 },
    (_, i) => `<p>Đoạn ${i + 1}: máy thở, monitor và bơm tiêm điện được bàn giao cho khoa hồi sức.</p>`,
  ).join("");
  await body.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, paragraphs);
  await expect(body.locator("p", { hasText: "Đoạn 40:" })).toBeVisible();

  // An image at the end, 200 px narrower from the keyboard, with a caption.
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#0d9488" } })
    .png()
    .toBuffer();
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  const insert = page.getByRole("dialog", { name: "Chèn hình ảnh" });
  await insert
    .getByLabel("Chọn tệp hình ảnh")
    .setInputFiles({ name: "may-tho.png", mimeType: "image/png", buffer: png });
  await insert.getByLabel("Mô tả hình ảnh (alt)").fill("Máy thở");
  await insert.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(insert).toBeHidden();
  const image = body.locator("img");
  await image.click();
  for (let step = 0; step < 10; step++) await page.keyboard.press("Shift+ArrowLeft");
  await expect(image).toHaveAttribute("style", /width: \d+px/);
  await image.dblclick();
  const details = page.getByRole("dialog", { name: "Chỉnh sửa hình ảnh" });
  await details.getByLabel("Chú thích", { exact: true }).fill("Máy thở tại khoa hồi sức");
  await details.getByRole("button", { name: "Áp dụng" }).click();
  await expect(details).toBeHidden();
  const caption = body.locator("p em", { hasText: "Máy thở tại khoa hồi sức" });
  const width = (await box(image)).width;
  expect(width).toBeLessThan((await box(body)).width - 100);
  await expectCaptionUnder(image, caption);
  await expectToolbarInSight(page, toolbar);

  // A phone: the toolbar is one row that scrolls sideways, still in sight; the page no wider.
  await page.setViewportSize({ width: 360, height: 740 });
  const controls = toolbar.locator(":scope > *:not([aria-hidden])");
  const tops = await controls.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  expect(await toolbar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectToolbarInSight(page, toolbar);
  await expectCaptionUnder(image, caption);
  // A panel opened from the scrolled row is not clipped by it: the colour palette is on screen.
  await toolbar.getByRole("button", { name: "Màu chữ" }).click();
  const palette = page.getByRole("dialog", { name: "Màu chữ" });
  const panel = await box(palette);
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(360);
  await expect(palette.getByRole("button", { name: "Màu đỏ" })).toBeInViewport();
  await page.keyboard.press("Escape");

  // Published: the caption is under the image on the public page too.
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = `Chú thích dưới ảnh ${RUN}`;
  await page.getByRole("textbox", { name: /^Tiêu đề \*?$/ }).fill(title);
  await page.getByRole("textbox", { name: /^Mô tả tóm tắt \*?$/ }).fill("Ảnh thu nhỏ và chú thích của nó.");
  const slug = await page.getByRole("textbox", { name: /^Slug URL \*?$/ }).inputValue();
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/news/${slug}`);
    const captionLine = page.locator("p", { has: page.locator("em", { hasText: "Máy thở tại khoa hồi sức" }) });
    // The body's image is the one right before its caption line.
    const published = captionLine.locator("xpath=preceding-sibling::img[1]");
    await expect(published).toHaveAttribute("src", /\/news\//);
    await expectCaptionUnder(published, captionLine.locator("em"));
  }

  await page.goto("/admin/news");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete "${title}"` }).click();
  await expect(page.getByRole("button", { name: `Delete "${title}"` })).toHaveCount(0);
});

for (const width of [1366, 1920, 360]) {
  test(`at ${width} px the save button stays where it was when the editor replaces its placeholder`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
      title: `Nơi nút lưu ${width} ${RUN}`,
      slug: `noi-nut-luu-${width}-${RUN}`,
    });
    // A slow connection: the editor's code arrives a second after the page.
    await page.route(/\/assets\/rich-text-editor-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`/admin/news/${id}/edit`);
    const save = page.getByRole("button", { name: "Cập nhật" });
    await expect(page.getByRole("status", { name: "Đang tải trình soạn thảo..." })).toBeVisible();
    // Its height and line (its width may change by a pixel or two when the web font arrives).
    const line = async () => {
      const { y, height } = await box(save);
      return { y, height };
    };
    const before = await line();
    await expect(page.getByRole("toolbar", { name: "Công cụ định dạng" })).toBeVisible();
    expect(await line()).toEqual(before);
  });
}
