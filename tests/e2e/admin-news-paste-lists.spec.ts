import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { deleteRunArticles, RUN, signIn } from "./admin-helpers";
import { caretToEnd } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { pasteFixture as fixture, listStyleOf as listStyle, pasteHtml as paste } from "./paste-helpers";

/**
 * Google Docs' repeatedly nested lists, bullet styles and Word's
 * "1)" / "(a)" pasted through a real paste event, and a body image aligned from the image dialog,
 * each checked in the editor and on the published page (decision 044).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => deleteRunArticles(playwright));

async function openEditor(page: Page) {
  await page.goto("/admin/news/new");
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  const toolbar = editor.getByRole("toolbar", { name: "Công cụ định dạng" });
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  return { toolbar, body };
}

/** Fills the article's fields, publishes it and answers its slug. */
async function publish(page: Page, title: string): Promise<string> {
  await page.getByRole("textbox", { name: /^Tiêu đề \*?$/ }).fill(title);
  await page.getByRole("textbox", { name: /^Mô tả tóm tắt \*?$/ }).fill("Danh sách và ảnh dán từ Word và Google Docs.");
  const slug = await page.getByRole("textbox", { name: /^Slug URL \*?$/ }).inputValue();
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  return slug;
}

/** The list holding an item that starts with `text`, and that item's own list of items. */
function listOf(root: Locator, text: string): Locator {
  return root.locator(":is(ol, ul)", { has: root.page().locator(":scope > li", { hasText: text }) });
}

/** The pasted lists, in the editor and on the public page alike. */
async function expectPastedLists(root: Locator) {
  // Google Docs' runs of levels in lists of their own: one list nested three deep, nothing empty.
  const steps = root.locator("ol").filter({ has: root.page().locator(":scope > li", { hasText: "Chuẩn bị" }) });
  await expect(steps).toHaveCount(1);
  await expect(steps.locator(":scope > li > p")).toHaveText(["Chuẩn bị", "Lắp đặt", "Chạy thử"]);
  expect(await listStyle(steps)).toBe("decimal");
  const letters = steps.locator(":scope > li").first().locator(":scope > ol");
  await expect(letters.locator(":scope > li > p")).toHaveText(["Đọc hướng dẫn", "Kiểm tra thùng máy"]);
  expect(await listStyle(letters)).toBe("lower-alpha");
  const romans = letters.locator(":scope > li").first().locator(":scope > ol");
  await expect(romans.locator(":scope > li > p")).toHaveText(["Mục an toàn", "Mục điện"]);
  expect(await listStyle(romans)).toBe("lower-roman");
  const second = steps.locator(":scope > li").nth(1).locator(":scope > ol");
  await expect(second.locator(":scope > li > p")).toHaveText(["Gắn chân đế"]);
  await expect(second.locator(":scope > li > ol > li > p")).toHaveText(["Siết bốn ốc"]);
  const empty = await root
    .locator("li")
    .evaluateAll((items) => items.filter((item) => !item.textContent?.replace(/\u00a0/g, "").trim()).length);
  expect(empty).toBe(0);

  // Bullets: disc, circle and square by level.
  const bullets = root.locator("ul").filter({ has: root.page().locator(":scope > li", { hasText: "Máy chính" }) });
  await expect(bullets).toHaveCount(1);
  expect(await listStyle(bullets)).toBe("disc");
  const circles = bullets.locator(":scope > li").first().locator(":scope > ul");
  expect(await listStyle(circles)).toBe("circle");
  await expect(circles.locator(":scope > li > p")).toHaveText(["Đầu dò", "Cáp nguồn"]);
  expect(await listStyle(circles.locator(":scope > li").first().locator(":scope > ul"))).toBe("square");

  // Word: "1)", "(a)", "i)" and "(1)" as the lists' counter styles.
  const word = listOf(root, "Tiếp nhận thiết bị");
  expect(await listStyle(word)).toBe("decimal-paren");
  const parens = word.locator(":scope > li").first().locator(":scope > ol");
  expect(await listStyle(parens)).toBe("lower-alpha-parens");
  await expect(parens.locator(":scope > li > p")).toHaveText(["Kiểm tra niêm phong", "Đối chiếu số sê-ri"]);
  expect(await listStyle(parens.locator(":scope > li").first().locator(":scope > ol"))).toBe("lower-roman-paren");
  expect(await listStyle(listOf(root, "Bảo hành 24 tháng"))).toBe("decimal-parens");
}

/** The marker text a counter style draws: its prefix, the number in its system, its suffix. */
async function counterStyle(page: Page, name: string) {
  return page.evaluate((wanted) => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSCounterStyleRule && rule.name === wanted) {
          return { system: rule.system, prefix: rule.prefix, suffix: rule.suffix };
        }
      }
    }
    return null;
  }, name);
}

test("Google Docs' repeatedly nested lists, bullet styles and Word's '1)' / '(a)' reach the published page", async ({
  page,
}) => {
  const { body } = await openEditor(page);
  await body.click();
  const pastes = [
    "Google Docs: a list indented and outdented again",
    "Google Docs: disc, circle and square bullets",
    'Word: "1)", "(a)"',
  ];
  for (const name of pastes) {
    await paste(body, fixture(name));
    // After a list the caret goes to the editor's own last line, where the next paste starts.
    await caretToEnd(body);
  }
  await expect(body.locator("li", { hasText: "Bảo trì định kỳ" })).toBeVisible();
  await expectPastedLists(body);

  const slug = await publish(page, `Danh sách dán ${RUN}`);
  await page.goto(`/news/${slug}`);
  const article = page.locator("#article-body .rich-body");
  await expect(article).toBeVisible();
  await expectPastedLists(article);
  // The delimiters are drawn by the page's own counter styles.
  expect(await counterStyle(page, "decimal-paren")).toEqual({ system: "extends decimal", prefix: "", suffix: '") "' });
  expect(await counterStyle(page, "lower-alpha-parens")).toEqual({
    system: "extends lower-alpha",
    prefix: '"("',
    suffix: '") "',
  });
});

test("an image aligned right from the image dialog floats right on the published page, and is column-wide on a phone", async ({
  page,
}) => {
  const { toolbar, body } = await openEditor(page);
  await body.click();
  const text =
    "Máy siêu âm mới được lắp đặt tại khoa chẩn đoán hình ảnh, với đầu dò tim và đầu dò bụng, giúp bác sĩ khám nhanh hơn. ";
  await page.keyboard.type(text);
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  const insert = page.getByRole("dialog", { name: "Chèn hình ảnh" });
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0433c8" } })
    .png()
    .toBuffer();
  await insert
    .getByLabel("Chọn tệp hình ảnh")
    .setInputFiles({ name: "sieu-am.png", mimeType: "image/png", buffer: png });
  await insert.getByLabel("Mô tả hình ảnh (alt)").fill("Máy siêu âm");
  await insert.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(insert).toBeHidden();
  const image = body.locator("img");
  await expect(image).toHaveAttribute("src", /^blob:/);
  await caretToEnd(body);
  for (let i = 0; i < 4; i++) await page.keyboard.type(text);

  // From the keyboard: the group is one Tab stop on the chosen 'Giữa', the arrow keys choose.
  await image.dblclick();
  const details = page.getByRole("dialog", { name: "Chỉnh sửa hình ảnh" });
  const align = details.getByRole("radiogroup", { name: "Căn lề ảnh" });
  await expect(align.getByRole("radio")).toHaveCount(4);
  await expect(align.getByRole("radio", { name: "Giữa" })).toBeChecked();
  await align.getByRole("radio", { name: "Giữa" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(align.getByRole("radio", { name: "Phải" })).toBeChecked();
  await details.getByRole("button", { name: "Áp dụng" }).click();
  await expect(details).toBeHidden();

  // The editor floats it as the page will.
  const node = body.locator(':scope > [data-align="right"]');
  await expect(node).toHaveCount(1);
  expect(await node.evaluate((element) => getComputedStyle(element).float)).toBe("right");
  await toolbar.getByRole("button", { name: "Xem trước nội dung" }).click();
  await expect(page.getByRole("region", { name: "Bản xem trước nội dung" }).locator("img")).toHaveAttribute(
    "data-align",
    "right",
  );
  await toolbar.getByRole("button", { name: "Chỉnh sửa nội dung" }).click();

  // Reopened, the dialog reads the alignment back.
  await image.dblclick();
  await expect(details.getByRole("radio", { name: "Phải" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  const slug = await publish(page, `Ảnh căn phải ${RUN}`);
  await page.goto(`/news/${slug}`);
  const article = page.locator("#article-body .rich-body");
  const published = article.locator("img");
  await expect(published).toHaveAttribute("data-align", "right");
  await expect(published).toHaveAttribute("sizes", /^\(min-width: 768px\) 360px, /);
  const placed = () =>
    published.evaluate((img) => {
      const column = (img.parentElement as HTMLElement).getBoundingClientRect();
      const box = img.getBoundingClientRect();
      return {
        float: getComputedStyle(img).float,
        width: Math.round(box.width),
        column: Math.round(column.width),
        rightGap: Math.round(column.right - box.right),
      };
    });
  // Desktop: floated to the column's right edge, half the column at most, text beside it.
  const wide = await placed();
  expect(wide.float).toBe("right");
  expect(wide.rightGap).toBe(0);
  expect(wide.width).toBeLessThanOrEqual(Math.ceil(wide.column / 2));
  // The paragraph after it starts beside it, its first line ending before the image.
  const beside = await article
    .locator("p")
    .last()
    .evaluate(
      (p, img) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const line = range.getClientRects()[0];
        const box = (img as HTMLElement).getBoundingClientRect();
        return { top: line ? line.top < box.bottom : false, clear: line ? line.right <= box.left + 1 : false };
      },
      await published.elementHandle(),
    );
  expect(beside).toEqual({ top: true, clear: true });

  // A phone: no float, the column's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(published).toBeVisible();
  const narrow = await placed();
  expect(narrow.float).toBe("none");
  expect(Math.abs(narrow.width - narrow.column)).toBeLessThanOrEqual(1);
});
