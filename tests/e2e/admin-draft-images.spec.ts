import type { Page } from "@playwright/test";
import sharp from "sharp";
import { deleteRunArticles, RUN, saveArticleViaAction, signIn } from "./admin-helpers";
import { expect, expectRefusal, test } from "./fixtures";

/**
 * An image inserted in a body and not saved yet survives a closed tab (its
 * bytes kept in IndexedDB beside the browser's draft); the restored draft shows it and the save
 * uploads it. A save stopped by one image names it and selects it in the editor.
 */

async function pngFile() {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0433c8" } })
    .png()
    .toBuffer();
  return { name: "anh-nhap.png", mimeType: "image/png", buffer };
}

/** The Vietnamese body of the article's editor, with an image inserted from a file. */
async function insertImage(page: Page) {
  const editor = page.getByRole("group", { name: "Nội dung", exact: true });
  const toolbar = editor.getByRole("toolbar", { name: "Công cụ định dạng" });
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  const body = editor.getByRole("textbox", { name: "Nội dung", exact: true });
  await body.click();
  await page.keyboard.press("End");
  await toolbar.getByRole("button", { name: "Chèn hình ảnh" }).click();
  const insert = page.getByRole("dialog", { name: "Chèn hình ảnh" });
  await insert.getByLabel("Chọn tệp hình ảnh").setInputFiles(await pngFile());
  // Marked decorative: the failure message below names the image by its place only.
  await insert.getByRole("checkbox", { name: "Ảnh trang trí (không cần mô tả)" }).check();
  await insert.getByRole("button", { name: "Chèn", exact: true }).click();
  await expect(insert).toBeHidden();
  await expect(body.locator("img")).toHaveAttribute("src", /^blob:/);
  return body;
}

/** How many images' bytes this browser keeps for drafts. */
const keptImages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("editor-drafts");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("images")) return resolve(0);
          const count = db.transaction("images").objectStore("images").count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );

/** Whether the image has loaded (a dead blob: address never does). */
const loaded = (page: Page) =>
  page
    .getByRole("group", { name: "Nội dung", exact: true })
    .locator(".ProseMirror img")
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

test.afterAll(async ({ playwright }) => {
  await deleteRunArticles(playwright);
});

test("an image inserted and not saved survives a closed tab; the restored draft shows it and the save uploads it", async ({
  page,
  baseURL,
}) => {
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Ảnh trong nháp ${RUN}`,
    slug: `anh-trong-nhap-${RUN}`,
  });
  await page.goto(`/admin/news/${id}/edit`);
  await insertImage(page);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? "", `autosave:article:${id}`))
    .toContain("blob:");
  await expect.poll(() => keptImages(page)).toBe(1);

  const context = page.context();
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  const problems: string[] = [];
  again.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  await again.goto(`/admin/news/${id}/edit`);
  const offer = again.getByRole("region", { name: /^Khôi phục bản nháp chưa lưu/ });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Khôi phục" }).click();
  const body = again.getByRole("group", { name: "Nội dung", exact: true }).locator(".ProseMirror");
  await expect(body.locator("img")).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => loaded(again)).toBe(true);

  await again.getByRole("button", { name: "Cập nhật" }).click();
  await expect(again).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });
  await again.goto(`/admin/news/${id}/edit`);
  await expect(body.locator("img")).toHaveAttribute("src", /^\/uploads\/news\//);
  await expect.poll(() => loaded(again)).toBe(true);
  // Saved: nothing is kept for the draft any more.
  await expect.poll(() => keptImages(again)).toBe(0);
  expect(problems, "console errors or warnings in the reopened tab").toEqual([]);
});

test("a save stopped by one image names it and selects it; the next save uploads it", async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  const id = await saveArticleViaAction(page.request, baseURL as string, "/admin/news/new", {
    title: `Ảnh không lên ${RUN}`,
    slug: `anh-khong-len-${RUN}`,
  });
  await page.goto(`/admin/news/${id}/edit`);
  const body = await insertImage(page);
  await page.keyboard.press("Escape");
  await expect(body.locator("[data-resize-handle]")).toHaveCount(0);
  const uploads = /\/admin\/api\/uploads(\?|$)/;
  await page.route(uploads, (route) =>
    route.fulfill({ status: 413, contentType: "application/json", body: JSON.stringify({ ok: false }) }),
  );
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(
    page.getByText(
      "Không thể tải lên hình ảnh. Vui lòng thử lại. Hình không tải lên được là hình thứ 1 trong nội dung, đang được chọn trong trình soạn thảo.",
      { exact: true },
    ),
  ).toBeVisible();
  // Selected where it is: its handles show.
  await expect(body.locator("[data-resize-handle]")).toHaveCount(4);
  expectRefusal(consoleProblems, 413);

  await page.unroute(uploads);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/, { timeout: 15_000 });
});
