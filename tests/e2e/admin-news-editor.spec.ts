import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./admin-helpers";
import { selectionIs } from "./editor-helpers";
import { acceptBlockedInlineHandlers, expect, test } from "./fixtures";

/**
 * The news body's rich-text editor, driven on the new-article screen as an editor would:
 * toolbar, keyboard, tables, links, an uploaded image resized, captioned and cropped, paste.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

async function openEditor(page: Page) {
  await page.goto("/admin/news/new");
  // The screen has a Vietnamese and an English body; these tests drive the Vietnamese one.
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  const toolbar = editor.getByRole("toolbar", { name: "Công cụ định dạng" });
  // The editor is its own chunk, fetched when the screen opens: on a loaded machine that takes a while.
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  await expect(body).toBeVisible();
  return { toolbar, body };
}

async function pngFile(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
  return { name: "anh-thu.png", mimeType: "image/png", buffer };
}

/** The text of the block holding the editor's caret when the caret sits at its end, else null. */
function caretAtLineEnd(page: Page) {
  return page.evaluate(() => {
    type Selection = {
      empty: boolean;
      $from: { parentOffset: number; parent: { textContent: string; content: { size: number } } };
    };
    type Host = Element & { editor?: { state: { selection: Selection } } };
    const dom = document.activeElement?.closest(".ProseMirror") as Host | null | undefined;
    const selection = dom?.editor?.state.selection;
    if (!selection?.empty) return null;
    const { parentOffset, parent } = selection.$from;
    return parentOffset === parent.content.size ? parent.textContent : null;
  });
}

async function dragBy(page: Page, handle: Locator, dx: number) {
  // hover() waits until the handle is visible, stable and the element the pointer reaches there:
  // after a resize the handles move with the image, and a person grabs one where it has come to rest.
  await handle.hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error("handle not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

test("formats text, builds a table, counts words, previews, undoes and redoes", async ({ page }) => {
  const { toolbar, body } = await openEditor(page);
  await body.click();
  await page.keyboard.type("Tiêu đề bài viết");
  await toolbar.getByLabel("Kiểu đoạn").selectOption({ label: "Tiêu đề 2" });
  await expect(body).toBeFocused();
  await expect(body.locator("h2")).toHaveText("Tiêu đề bài viết");

  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar.getByLabel("Kiểu đoạn").selectOption({ label: "Đoạn văn" });
  await expect(body).toBeFocused();
  await page.keyboard.type("Chữ màu đỏ");
  await page.keyboard.press("Shift+Home");
  await selectionIs(body, "Chữ màu đỏ");
  await toolbar.getByRole("button", { name: "Màu chữ" }).click();
  await page.getByRole("button", { name: "Màu đỏ" }).click();
  await expect(body).toBeFocused();
  await expect(page.getByRole("button", { name: "Màu đỏ" })).toBeHidden();
  await toolbar.getByLabel("Cỡ chữ", { exact: true }).selectOption("24px");
  await expect(body).toBeFocused();
  await page.keyboard.press("Control+b");
  const run = body.locator("p strong span, p span strong").first();
  await expect(body.locator('span[style*="color"]')).toHaveText("Chữ màu đỏ");
  await expect(body.locator('span[style*="font-size: 24px"]')).toHaveText("Chữ màu đỏ");
  await expect(run).toHaveText("Chữ màu đỏ");

  await page.keyboard.press("End");
  // The editor's own selection (what Enter acts on) is a caret at the end of the line before
  // anything is typed: under load the next keys can race the browser's selection change.
  await expect.poll(() => caretAtLineEnd(page)).toBe("Chữ màu đỏ");
  await page.keyboard.press("Enter");
  await expect.poll(() => caretAtLineEnd(page)).toBe("");
  await page.keyboard.type("Một hai ba bốn năm");
  await expect(body.locator("p").nth(0)).toHaveText("Chữ màu đỏ");
  await expect(body.locator("p").nth(1)).toHaveText("Một hai ba bốn năm");
  await expect(page.getByText("12 từ · 1 phút đọc")).toBeVisible();

  await toolbar.getByRole("button", { name: "Bảng" }).click();
  await page.getByRole("button", { name: "Chèn bảng 3 × 3" }).click();
  await expect(body.locator("table tr")).toHaveCount(3);
  await page.keyboard.type("Ô đầu");
  await toolbar.getByRole("button", { name: "Bảng" }).click();
  await page.getByRole("button", { name: "Thêm hàng phía dưới" }).click();
  await expect(body.locator("table tr")).toHaveCount(4);

  await toolbar.getByRole("button", { name: "Hoàn tác (Ctrl+Z)" }).click();
  await expect(body.locator("table tr")).toHaveCount(3);
  await toolbar.getByRole("button", { name: "Làm lại (Ctrl+Shift+Z)" }).click();
  await expect(body.locator("table tr")).toHaveCount(4);
  await page.keyboard.press("Control+z");
  await expect(body.locator("table tr")).toHaveCount(3);
  await page.keyboard.press("Control+Shift+z");
  await expect(body.locator("table tr")).toHaveCount(4);

  // A link: only safe addresses.
  await body.locator("h2").click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+End");
  await selectionIs(body, "Tiêu đề bài viết");
  await page.keyboard.press("Control+k");
  const address = page.getByLabel("Địa chỉ liên kết");
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Liên kết không hợp lệ" })).toBeVisible();
  await address.fill("https://example.com/bai-viet");
  await address.press("Enter");
  await expect(body.locator('h2 a[href="https://example.com/bai-viet"]')).toHaveText("Tiêu đề bài viết");
  await toolbar.getByRole("button", { name: "Liên kết (Ctrl+K)" }).click();
  await expect(address).toHaveValue("https://example.com/bai-viet");
  await page.getByRole("button", { name: "Gỡ liên kết" }).click();
  await expect(body.locator("h2 a")).toHaveCount(0);

  // Escape closes a popup.
  await toolbar.getByRole("button", { name: "Bảng" }).click();
  await expect(page.getByRole("button", { name: "Xóa bảng" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Xóa bảng" })).toBeHidden();

  await toolbar.getByRole("button", { name: "Xem trước nội dung" }).click();
  const preview = page.getByRole("region", { name: "Bản xem trước nội dung" });
  await expect(preview.locator("h2")).toHaveText("Tiêu đề bài viết");
  await expect(preview.locator("table tr")).toHaveCount(4);
  await expect(body).toBeHidden();
  await expect(toolbar.getByRole("button", { name: "In đậm (Ctrl+B)" })).toBeDisabled();
  await toolbar.getByRole("button", { name: "Chỉnh sửa nội dung" }).click();
  await expect(body).toBeVisible();
});

test("an uploaded image is resized by its handles, captioned and cropped", async ({ page }) => {
  const { toolbar, body } = await openEditor(page);
  await body.click();
  await page.keyboard.type(
    "Đoạn mở đầu của bài viết về thiết bị hồi sức: máy thở thế hệ mới được lắp đặt tại khoa hồi sức tích cực trong tháng này.",
  );
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  const insert = page.getByRole("dialog", { name: "Chèn hình ảnh" });
  await insert.getByLabel("Chọn tệp hình ảnh").setInputFiles(await pngFile(640, 480));
  // The alt text is asked in the same step; the image lands on 'Chèn'.
  await insert.getByLabel("Mô tả hình ảnh (alt)").fill("Máy thở");
  await insert.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(insert).toBeHidden();
  const image = body.locator("img");
  await expect(image).toHaveAttribute("src", /^blob:/);

  // One click selects and shows the four corner handles.
  await image.click();
  const handles = body.locator("[data-resize-handle]");
  await expect(handles).toHaveCount(4);
  const startWidth = (await image.boundingBox())?.width ?? 0;
  await dragBy(page, body.locator('[data-resize-handle="se"]'), -200);
  await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0)).toBe(Math.round(startWidth - 200));
  await dragBy(page, body.locator('[data-resize-handle="nw"]'), 2000);
  await expect(image).toHaveAttribute("style", /width: 100px/);
  // From the keyboard: Shift+Left/Right, never below 100 px.
  await page.keyboard.press("Shift+ArrowRight");
  await expect(image).toHaveAttribute("style", /width: 120px/);
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(image).toHaveAttribute("style", /width: 100px/);
  await expect(handles).toHaveCount(4);

  // Escape deselects.
  await page.keyboard.press("Escape");
  await expect(handles).toHaveCount(0);

  // Double click: alt text and caption.
  await image.dblclick();
  const details = page.getByRole("dialog", { name: "Chỉnh sửa hình ảnh" });
  await details.getByLabel("Văn bản thay thế (alt)").fill("Máy thở thế hệ mới");
  await details.getByLabel("Chú thích", { exact: true }).fill("Ảnh: phòng hồi sức");
  await details.getByRole("button", { name: "Áp dụng" }).click();
  await expect(details).toBeHidden();
  await expect(image).toHaveAttribute("alt", "Máy thở thế hệ mới");
  const caption = body.locator('p[style*="text-align: center"] em');
  await expect(caption).toHaveText("Ảnh: phòng hồi sức");
  await expect(body.locator('p[style*="margin-top: 8px"][style*="font-size: 14px"]')).toHaveCount(1);

  // Reopened, it reads the caption back; Escape closes it.
  await image.dblclick();
  await expect(details.getByLabel("Chú thích", { exact: true })).toHaveValue("Ảnh: phòng hồi sức");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Crop to 16:9: a new local image.
  const before = await image.getAttribute("src");
  await image.dblclick();
  await details.getByRole("tab", { name: "Cắt ảnh" }).click();
  await details.getByText("16:9", { exact: true }).click();
  await details.getByRole("button", { name: "Cắt ảnh" }).last().click();
  await expect(details).toBeHidden();
  await expect(image).not.toHaveAttribute("src", before ?? "");
  await expect(image).toHaveAttribute("src", /^blob:/);
  const ratio = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(ratio).toBeCloseTo(16 / 9, 1);

  // The saved HTML (shown in preview) keeps the width and the caption line.
  await toolbar.getByRole("button", { name: "Xem trước nội dung" }).click();
  const preview = page.getByRole("region", { name: "Bản xem trước nội dung" });
  await expect(preview.locator("img")).toHaveAttribute("width", "100");
  await expect(preview.locator("img")).toHaveAttribute("alt", "Máy thở thế hệ mới");
  await expect(preview.locator('p[style*="text-align: center"] em')).toHaveText("Ảnh: phòng hồi sức");
  await toolbar.getByRole("button", { name: "Chỉnh sửa nội dung" }).click();

  // Saved and published: the local image is uploaded as news/{random}-{timestamp}.png.
  const title = `Máy thở mới ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: /^Tiêu đề \*?$/ }).fill(title);
  await page.getByRole("textbox", { name: /^Mô tả tóm tắt \*?$/ }).fill("Máy thở thế hệ mới tại khoa hồi sức.");
  const slug = await page.getByRole("textbox", { name: /^Slug URL \*?$/ }).inputValue();
  await page.getByRole("tab", { name: "Cài đặt" }).click();
  await page.getByLabel("Xuất bản ngay").check();
  await page.getByRole("button", { name: "Xuất bản", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await page.goto(`/news/${slug}`);
  const published = page.getByRole("img", { name: "Máy thở thế hệ mới" });
  // Stored as news/{random}-{timestamp}.png; readers get its WebP rendition, never the PNG (decision 038).
  await expect(published).toHaveAttribute("src", /\/news\/[a-z0-9]{8}-\d+_w320\.webp$/);
  await expect(published).toHaveAttribute("srcset", /^\S+\/news\/[a-z0-9]{8}-\d+_w320\.webp 320w$/);
  await expect(published).toHaveAttribute("width", "100");
  await expect(published).toHaveAttribute("height", "56");
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
  await expect(page.locator("p em", { hasText: "Ảnh: phòng hồi sức" })).toBeVisible();

  // Clean up: the article goes again.
  await page.goto("/admin/news");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete "${title}"` }).click();
  await expect(page.getByRole("button", { name: `Delete "${title}"` })).toHaveCount(0);
});

test("paste from Word keeps structure and drops scripts and styles", async ({ page, consoleProblems }) => {
  const { body } = await openEditor(page);
  await body.click();
  const html = `<html><head><style>p.MsoNormal{color:red}</style></head><body>
    <h2 class="MsoHeading2" style="color:#ff0000">Thông số kỹ thuật</h2>
    <p class="MsoNormal" style="font-family:Calibri"><b>Đậm</b> và <i>nghiêng</i><o:p></o:p></p>
    <script>window.__pasted = true</script>
    <p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.</span>Bước một</p>
    <p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">2.</span>Bước hai</p>
    <table class="MsoTableGrid" style="border:solid"><tr><td style="width:100px" class="x">Model</td><td>AV-100</td></tr></table>
    <img src="x" onerror="window.__pasted = true">
  </body></html>`;
  await body.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", "Thông số kỹ thuật");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  await expect(body.locator("h2")).toHaveText("Thông số kỹ thuật");
  await expect(body.locator("strong")).toHaveText("Đậm");
  await expect(body.locator("em")).toHaveText("nghiêng");
  await expect(body.locator("ol li")).toHaveText(["Bước một", "Bước hai"]);
  await expect(body.locator("table td").first()).toHaveText("Model");
  await expect(body.locator("[class*='Mso'], [style*='Calibri'], [style*='#ff0000'], script, img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pasted?: boolean }).__pasted)).toBeUndefined();
  acceptBlockedInlineHandlers(consoleProblems);
});

test("pasted image files are held locally like inserted ones; an unusable one shows the upload error", async ({
  page,
}) => {
  const { body } = await openEditor(page);
  await body.click();
  const png = (await pngFile(320, 200)).buffer.toString("base64");
  const paste = (file: { base64: string; name: string; type: string }) =>
    body.evaluate((element, { base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, file);
  await paste({ base64: png, name: "screenshot.png", type: "image/png" });
  await expect(body.locator("img")).toHaveCount(1);
  await expect(body.locator("img")).toHaveAttribute("src", /^blob:/);
  // The cursor goes on after a new image: a second paste adds another one.
  await paste({ base64: png, name: "screenshot-2.png", type: "image/png" });
  await expect(body.locator("img")).toHaveCount(2);
  await page.keyboard.type("Sau ảnh");
  await expect(body.locator("img")).toHaveCount(2);
  await expect(body.locator("p", { hasText: "Sau ảnh" })).toBeVisible();
  await expect
    .poll(() =>
      body
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(320);

  await paste({ base64: png, name: "scan.tiff", type: "image/tiff" });
  await expect(
    page.getByRole("alert").filter({ hasText: "Lỗi khi tải lên hình ảnh. Vui lòng thử lại." }),
  ).toBeVisible();
  await expect(body.locator("img")).toHaveCount(2);
});

test("the toolbar fits a phone as one scrolling row and every control is named", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { toolbar } = await openEditor(page);
  // One row that scrolls sideways (admin-news-layout.spec.ts): the page itself is
  // never wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const unnamed = await toolbar
    .locator("button, select")
    .evaluateAll(
      (controls) =>
        controls.filter((control) => !(control.getAttribute("aria-label") || control.textContent?.trim())).length,
    );
  expect(unnamed).toBe(0);
  // The image grid button opens the grid dialog; Escape closes it.
  await toolbar.getByRole("button", { name: "Chèn lưới hình ảnh" }).click();
  const grid = page.getByRole("dialog", { name: "Chèn lưới hình ảnh" });
  await expect(grid).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(grid).toBeHidden();

  await toolbar.getByRole("button", { name: "In đậm (Ctrl+B)" }).focus();
  await page.keyboard.press("Tab");
  await expect(toolbar.getByRole("button", { name: "In nghiêng (Ctrl+I)" })).toBeFocused();
});
