/**
 * A product's photo gallery through the admin in Chromium and down to the public page
 * in both languages: three photos uploaded at once, one moved by the keyboard one place a press,
 * described, saved; the page's photos in that order with their alt texts, as plain links before
 * the scripts, the viewer opened and turned by the keyboard; the Product JSON-LD; one photo removed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { deleteProductOnList, RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const files = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-gallery-"));

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

/** A JPEG of one colour, named gallery-N.jpg. */
async function photo(n: number, background: string): Promise<string> {
  const file = path.join(files, `gallery-${n}.jpg`);
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

/** The gallery's photos as the form shows them, by the name their stored file keeps. */
const formOrder = (page: Page) =>
  page
    .getByTestId("gallery-photo")
    .locator("img")
    .evaluateAll((images) => images.map((img) => /gallery_(\d)/.exec(img.getAttribute("src") ?? "")?.[1] ?? "?"));

/** The product page's photos in order: each link's picture's alt text and the file it leads to. */
const pagePhotos = (page: Page) =>
  page
    .locator('a[aria-haspopup="dialog"]:has(img)')
    .evaluateAll((links) =>
      links.map((a) => [a.querySelector("img")?.getAttribute("alt") ?? "", a.getAttribute("href") ?? ""]),
    );

test("photos uploaded at once, moved by the keyboard, described, saved, shown in order and opened in the viewer; one removed", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
  await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
  const name = `Máy có bộ ảnh ${RUN}`;
  const slug = `may-co-bo-anh-${RUN}`;
  await page.getByLabel("Tên sản phẩm *").fill(name);
  await page.getByLabel("Tên sản phẩm (tiếng Anh)").fill(`Device with photos ${RUN}`);
  const brand = page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" });
  await brand.fill("Pent");
  await page.getByRole("option", { name: "Pentax Medical" }).click();

  // Three at once, each with its progress, added in the order chosen.
  const gallery = page.getByRole("group", { name: "Bộ ảnh sản phẩm" });
  await expect(gallery).toContainText("Chưa có ảnh nào trong bộ ảnh.");
  await page
    .getByTestId("gallery-input")
    .setInputFiles([await photo(1, "#b91c1c"), await photo(2, "#15803d"), await photo(3, "#1d4ed8")]);
  await expect(page.getByTestId("gallery-photo")).toHaveCount(3);
  await expect(gallery).toContainText("3/12 ảnh");
  expect(await formOrder(page)).toEqual(["1", "2", "3"]);

  // The keyboard: lift the third, one press moves it one place, a second to the first, drop.
  const handle = page.getByRole("button", { name: "Kéo để sắp xếp: ảnh 3" });
  await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: "ảnh 3" });
  // (Lifted, then over its own place: the wording of either.)
  await expect(live).toHaveText(/ảnh 3,? đang ở vị trí 3 trên 3\./);
  await page.keyboard.press("ArrowLeft");
  await expect(live).toHaveText("ảnh 3 đang ở vị trí 2 trên 3.");
  await page.keyboard.press("ArrowLeft");
  await expect(live).toHaveText("ảnh 3 đang ở vị trí 1 trên 3.");
  await page.keyboard.press("Space");
  await expect(live).toHaveText("Đã thả ảnh 3 vào vị trí 1 trên 3.");
  await expect.poll(() => formOrder(page)).toEqual(["3", "1", "2"]);

  // Alt text per photo, in both languages (the last one left without an English one).
  const alts = [
    ["Mặt trước máy", "Front of the device"],
    ["Bảng điều khiển", "Control panel"],
    ["Mặt sau, cổng kết nối", ""],
  ];
  for (const [i, [vi, en]] of alts.entries()) {
    await page.getByLabel(`Mô tả ảnh ${i + 1} (alt)`, { exact: true }).fill(vi ?? "");
    await page.getByLabel(`Mô tả ảnh ${i + 1} (alt, tiếng Anh)`).fill(en ?? "");
  }
  await page.getByRole("button", { name: "Tạo mới" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?/);
  const listUrl = page.url();

  // The public page: no main image, so the first photo is the large one; the others thumbnails, in order.
  await page.goto(`/products/${slug}`);
  const shown = await pagePhotos(page);
  expect(shown.map(([alt]) => alt)).toEqual(alts.map(([vi]) => vi));
  expect(shown.map(([, href]) => /gallery_(\d)/.exec(href ?? "")?.[1])).toEqual(["3", "1", "2"]);
  await expect(page.getByRole("list", { name: "Ảnh sản phẩm" }).getByRole("listitem")).toHaveCount(2);
  // Product JSON-LD lists every photo, in order.
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => [JSON.parse(s.textContent ?? "null")].flat()));
  const product = ld.find((item) => item?.["@type"] === "Product") as { image: string[] };
  expect(product.image.map((url) => /gallery_(\d)/.exec(url)?.[1])).toEqual(["3", "1", "2"]);

  // The viewer by the keyboard: the second thumbnail opened with Enter, turned with →, closed with Escape.
  const second = page.getByRole("link", { name: "Xem ảnh lớn: Mặt sau, cổng kết nối" });
  await second.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Mặt sau, cổng kết nối" });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("Ảnh 3/3");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Mặt trước máy" })).toContainText("Ảnh 1/3");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(second).toBeFocused();

  // In English: the English alt texts, the Vietnamese one where there is none.
  await page.goto(`/en/products/${slug}`);
  expect((await pagePhotos(page)).map(([alt]) => alt)).toEqual([
    "Front of the device",
    "Control panel",
    "Mặt sau, cổng kết nối",
  ]);

  // Before the scripts (here: none at all) each photo is a plain link to its picture.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await bare.newPage();
  await plain.goto(`/products/${slug}`);
  await plain.getByRole("link", { name: "Xem ảnh lớn: Bảng điều khiển" }).click();
  await expect(plain).toHaveURL(/\/uploads\/products\/.*gallery_1\.jpg$/);
  await bare.close();

  // One removed: the page shows the other two, in order.
  await page.goto(listUrl);
  await page.getByRole("link", { name: `Sửa ${name}` }).click();
  await expect(page.getByTestId("gallery-photo")).toHaveCount(3);
  await page.getByRole("button", { name: "Xóa ảnh 2 khỏi bộ ảnh" }).click();
  await expect(page.getByTestId("gallery-photo")).toHaveCount(2);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?/);
  await page.goto(`/products/${slug}`);
  expect((await pagePhotos(page)).map(([alt]) => alt)).toEqual(["Mặt trước máy", "Mặt sau, cổng kết nối"]);

  await page.goto(listUrl);
  await deleteProductOnList(page, name);
});
