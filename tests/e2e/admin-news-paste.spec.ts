import type { Locator, Page } from "@playwright/test";
import { ARTICLE_TEXT, deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, expectRefusal, test } from "./fixtures";
import { pasteFixture as fixture, listStyleOf as listStyle, pasteHtml as paste } from "./paste-helpers";

/**
 * Clipboard HTML from Word and Google Docs (the unit tests' fixtures)
 * pasted into the news body through a real paste event, then saved and read on the public page.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => deleteRunArticles(playwright));

const alignment = (block: Locator) => block.evaluate((element) => getComputedStyle(element).textAlign);

/** The Word list and the Google Docs headings and table, wherever they are shown. */
async function expectPastedStructure(page: Page, root: Locator) {
  const outer = root.locator("ol").first();
  await expect(outer.locator(":scope > li")).toHaveCount(2);
  await expect(outer.locator(":scope > li").first()).toContainText("Chuẩn bị");
  const latin = outer.locator(":scope > li > ol");
  await expect(latin.locator(":scope > li")).toHaveCount(2);
  expect(await listStyle(latin)).toBe("lower-alpha");
  const roman = latin.locator(":scope > li > ol");
  await expect(roman.locator(":scope > li")).toHaveText(["Ổ cắm có nối đất", "Dây nguồn nguyên vẹn"]);
  expect(await listStyle(roman)).toBe("lower-roman");
  expect(await listStyle(outer)).toBe("decimal");

  await expect(root.locator("h1")).toHaveCount(0);
  await expect(root.locator("h2")).toHaveText("Tổng quan");
  await expect(root.locator("h3")).toHaveText("Tính năng");
  await expect(root.locator("h4")).toHaveText("Chi tiết");
  const headers = root.locator("table th");
  await expect(headers).toHaveText(["Thông số", "Giá trị"]);
  await expect(headers.first().locator("strong")).toHaveText("Thông số");
  expect(await alignment(headers.first().locator("p"))).toBe("center");
  expect(await alignment(root.locator("table td p", { hasText: "1.200 W" }))).toBe("right");
  // Nothing blank between the items (the editor's own last line, where the caret goes after a
  // table, is not part of the paste), and no Office markup.
  const blank = await root
    .locator("p")
    .evaluateAll(
      (paragraphs) =>
        paragraphs.filter((p) => p.nextElementSibling && !p.textContent?.replace(/\u00a0/g, "").trim()).length,
    );
  expect(blank).toBe(0);
  await expect(root.locator("[class*='Mso'], [style*='mso-'], [style*='font-family']")).toHaveCount(0);
  expect(await page.locator("h1").count()).toBeLessThanOrEqual(1);
}

test("Word lists and a Google Docs table keep their structure in the editor and on the public page", async ({
  page,
}) => {
  await page.goto("/admin/news/new");
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  await expect(editor.getByRole("toolbar", { name: "Công cụ định dạng" })).toBeVisible({ timeout: 30_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  await body.click();

  await paste(body, fixture("Word (Windows): nested decimal"));
  await expect(body.locator("p", { hasText: "Hết." })).toBeVisible();
  await body.locator("p", { hasText: "Hết." }).click();
  await page.keyboard.press("End");
  // A new line first: pasted into a paragraph's text, the first block would join that paragraph.
  await page.keyboard.press("Enter");
  await paste(body, fixture("Google Docs: headings h1–h3"));
  await expect(body.locator("table")).toBeVisible();
  await expectPastedStructure(page, body);

  const title = `Dán từ Word ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: /^Tiêu đề \*?$/ }).fill(title);
  await page
    .getByRole("textbox", { name: /^Mô tả tóm tắt \*?$/ })
    .fill("Quy trình lắp đặt dán từ Word và Google Docs.");
  const slug = await page.getByRole("textbox", { name: /^Slug URL \*?$/ }).inputValue();
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const article = page.locator("div:has(> ol)").first();
  await expectPastedStructure(page, article);

  // Clean up: the article goes again.
  await page.goto("/admin/news");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete "${title}"` }).click();
  await expect(page.getByRole("button", { name: `Delete "${title}"` })).toHaveCount(0);
});

test("links to our pages in an article body lead to the English pages on /en, the stored HTML unchanged", async ({
  page,
  baseURL,
}) => {
  const slug = `lien-ket-${RUN}`;
  const content =
    `<p>${ARTICLE_TEXT}</p><p><a href="/products/may-tho">Máy thở</a>, <a href="${baseURL}/news">tin tức</a>, ` +
    '<a href="/about#doi-ngu">giới thiệu</a>, <a href="https://www.who.int/vi">WHO</a>, <a href="/uploads/tai-lieu.pdf">tài liệu</a></p>';
  await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Liên kết trong bài ${RUN}`,
    slug,
    content,
    isPublished: "on",
  });
  const hrefs = async (path: string) => {
    await page.goto(path);
    return page
      .locator("a", { hasText: /^(Máy thở|tin tức|giới thiệu|WHO|tài liệu)$/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  };
  expect(await hrefs(`/en/news/${slug}`)).toEqual([
    "/en/products/may-tho",
    `${baseURL}/en/news`,
    "/en/about#doi-ngu",
    "https://www.who.int/vi",
    "/uploads/tai-lieu.pdf",
  ]);
  expect(await hrefs(`/news/${slug}`)).toEqual([
    "/products/may-tho",
    `${baseURL}/news`,
    "/about#doi-ngu",
    "https://www.who.int/vi",
    "/uploads/tai-lieu.pdf",
  ]);
});

test("an image address that does not answer an image inserts nothing and says 'URL không hợp lệ'", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  await page.goto("/admin/news/new");
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  const toolbar = editor.getByRole("toolbar", { name: "Công cụ định dạng" });
  // The editor is its own chunk: on a loaded machine it took over 15 s to arrive.
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  const insert = page.getByRole("dialog", { name: "Chèn hình ảnh" });
  await insert.getByRole("tab", { name: "Từ URL" }).click();
  await insert.getByLabel("Mô tả hình ảnh (alt)").fill("Ảnh không tồn tại");
  // An address of ours that holds no image (a 404), then a page that is not an image.
  for (const address of [`${baseURL}/uploads/news/khong-co-anh-${RUN}.png`, `${baseURL}/about`]) {
    await insert.getByLabel("Địa chỉ hình ảnh (URL)").fill(address);
    await insert.getByRole("button", { name: "Chèn", exact: true }).click();
    await expect(insert.getByRole("alert")).toContainText("URL không hợp lệ");
    await expect(insert).toBeVisible();
    await expect(body.locator("img")).toHaveCount(0);
  }
  // Each refusal is a 422 the browser logs; nothing else may be.
  expectRefusal(consoleProblems, 422);
  expectRefusal(consoleProblems, 422);
});
