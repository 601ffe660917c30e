/** A walkthrough of the admin: images in use, unsaved changes, missing items. */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { deleteProductOnList, RUN, signIn } from "./admin-helpers";
import { expect, expectRefusal, test } from "./fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

async function png(name: string, background: string) {
  return {
    name,
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
      .png()
      .toBuffer(),
  };
}

/** The new-product form of the first category of Khoa Nội soi, with a name and a brand. */
async function fillNewProduct(page: Page, name: string) {
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await expect(page).toHaveURL(/\?department=\d+&category=\d+$/);
  await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
  await page.getByLabel("Tên sản phẩm *").fill(name);
  await page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" }).fill("STERIS");
  await page.getByRole("option", { name: "STERIS" }).click();
}

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("an image in use cannot be deleted; an unused one goes with its renditions and is listed as an orphan", async ({
    page,
    baseURL,
  }) => {
    // A product with an uploaded image.
    const name = `Ảnh đang dùng ${RUN}`;
    await fillNewProduct(page, name);
    await page
      .locator('input[type="file"][accept^="image/"]:not([multiple])')
      .setInputFiles(await png(`in-use-${RUN}.png`, "#dc2626"));
    await expect(page.getByText("Tải lên thành công")).toBeVisible();
    const imageUrl = (await page.getByRole("img", { name: "Hình ảnh đã chọn" }).getAttribute("src")) as string;
    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=\d+&category=\d+$/);
    const listUrl = page.url();

    // Another form's library shows where it is used and refuses to delete it.
    await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
    await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
    await page.getByRole("button", { name: "Chọn từ thư viện" }).click();
    const dialog = page.getByRole("dialog", { name: "Thư viện hình ảnh" });
    await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`in-use-${RUN}`);
    await expect(dialog.getByText("1 hình ảnh")).toBeVisible();
    await dialog.getByText("Đang dùng ở 1 sản phẩm").click();
    await expect(dialog.getByRole("link", { name })).toHaveAttribute("href", /^\/admin\/products\/\d+\/edit$/);
    await dialog.getByRole("button", { name: `Xóa: in-use-${RUN}.png` }).click();
    await expect(dialog.getByRole("alert")).toContainText("Không thể xóa: hình ảnh đang dùng ở 1 sản phẩm");
    expect((await page.request.get(imageUrl)).status()).toBe(200);

    // The server decides, whatever the browser sends.
    const library = await page.request.get(`/admin/api/images?q=in-use-${RUN}`);
    const [record] = ((await library.json()) as { images: { id: number }[] }).images;
    const refused = await page.request.post("/admin/api/images", {
      form: { intent: "delete", id: String(record?.id) },
      headers: { Origin: baseURL as string },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain("đang dùng ở 1 sản phẩm");
    expect((await page.request.get(imageUrl)).status()).toBe(200);

    // An orphan: uploaded, never saved anywhere.
    await page.keyboard.press("Escape");
    await page
      .locator('input[type="file"][accept^="image/"]:not([multiple])')
      .setInputFiles(await png(`orphan-${RUN}.png`, "#0891b2"));
    await expect(page.getByText("Tải lên thành công")).toBeVisible();
    const orphanUrl = (await page.getByRole("img", { name: "Hình ảnh đã chọn" }).getAttribute("src")) as string;
    const orphan = await page.request.get(`/admin/api/images?q=orphan-${RUN}&unused=1`);
    const orphanItem = ((await orphan.json()) as { images: { url: string; thumbnailUrl: string }[] }).images[0];
    expect(orphanItem?.url).toBe(orphanUrl);
    const rendition = orphanItem?.thumbnailUrl as string;
    expect(rendition).toMatch(/\.webp$/);
    const inUseAsOrphan = await page.request.get(`/admin/api/images?q=in-use-${RUN}&unused=1`);
    expect(((await inUseAsOrphan.json()) as { images: unknown[] }).images).toEqual([]);

    await page.getByRole("button", { name: "Chọn từ thư viện" }).click();
    await dialog.getByRole("checkbox", { name: "Chỉ hình chưa dùng" }).check();
    await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`-${RUN}`);
    await expect(dialog.getByText("1 hình ảnh")).toBeVisible();
    await expect(dialog.getByText(`orphan-${RUN}.png`)).toBeVisible();
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: `Xóa: orphan-${RUN}.png` }).click();
    await expect(dialog.getByText("Không tìm thấy hình ảnh phù hợp")).toBeVisible();
    expect((await page.request.get(orphanUrl)).status()).toBe(404);
    expect((await page.request.get(rendition)).status()).toBe(404);

    // Clean up: the product, then its (now unused) image. On a slow machine two things once
    // hid the message: a click on the department's list while the category's was still loading
    // (a new list clears the message), and a click before the page had hydrated (nothing heard).
    // So: the product's own list by its address, a click repeated until the confirmation is
    // asked, and the delete's answer awaited before the message is looked for.
    await page.goto(listUrl);
    await deleteProductOnList(page, name);
    const removed = await page.request.post("/admin/api/images", {
      form: { intent: "delete", id: String(record?.id) },
      headers: { Origin: baseURL as string },
    });
    expect(removed.status()).toBe(200);
  });

  test("cancelling a changed product form asks first and returns to the list as it was filtered", async ({ page }) => {
    await page.goto("/admin/products");
    await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
    await page.getByLabel("Danh mục").selectOption({ index: 1 });
    await expect(page).toHaveURL(/\?department=\d+&category=\d+$/);
    const list = page.url();
    await page.getByRole("link", { name: /^Sửa / }).first().click();
    await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
    await page.getByLabel("Tên sản phẩm *").fill(`Đổi tên ${RUN}`);

    // The question comes from the navigation blocker, after the click has returned: the second
    // answer is set up only once the first question has been answered.
    const answered = new Promise<string>((resolve) => {
      page.once("dialog", (dialog) => {
        void dialog.dismiss().then(() => resolve(dialog.message()));
      });
    });
    await page.getByRole("link", { name: "Hủy" }).click();
    expect(await answered).toBe("Bạn có thay đổi chưa lưu. Rời khỏi trang này?");
    await expect(page.getByLabel("Tên sản phẩm *")).toHaveValue(`Đổi tên ${RUN}`);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Hủy" }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByText(`Đổi tên ${RUN}`)).toHaveCount(0);
  });

  test("a missing product says so, with the way back to the list", async ({ page, consoleProblems }) => {
    const response = await page.goto("/admin/products/9999/edit");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sản phẩm không tồn tại" })).toBeVisible();
    await expect(page.getByText("Đã có lỗi xảy ra")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Thử lại" })).toHaveCount(0);
    expectRefusal(consoleProblems, 404);
    await page.getByRole("link", { name: "← Quay lại danh sách sản phẩm" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const news = await page.goto("/admin/news/abc/edit");
    expect(news?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Bài viết không tồn tại" })).toBeVisible();
    expectRefusal(consoleProblems, 404);
  });
});

test.describe("in Vietnam's time zone", () => {
  test.use({ timezoneId: "Asia/Ho_Chi_Minh", locale: "vi-VN" });

  // Reported once as React's hydration error #418; not reproduced (the build served by the
  // production server, opened right after a save, with and without the list's query, reloaded,
  // back and forward). The fixture fails this test on any console error.
  test("the new-product form opened by its address right after a save hydrates without an error", async ({
    page,
    baseURL,
  }) => {
    const name = `Mở lại ${RUN}`;
    await fillNewProduct(page, name);
    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=\d+&category=\d+$/);
    const list = new URL(page.url());
    const edit = (await page.getByRole("link", { name: `Sửa ${name}` }).getAttribute("href")) as string;

    for (const address of [`/admin/products/new${list.search}`, "/admin/products/new"]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
      // Hydrated: the slug follows the name as it is typed.
      await expect(async () => {
        await page.getByLabel("Tên sản phẩm *").fill(`Kiểm tra ${RUN}`);
        await expect(page.getByLabel("Slug URL *")).toHaveValue(`kiem-tra-${RUN}`, { timeout: 1_000 });
      }).toPass();
      // Nothing left unsaved (no question on leaving); then the same page loaded again.
      await page.getByLabel("Tên sản phẩm *").fill("");
      await expect(page.getByLabel("Slug URL *")).toHaveValue("");
      await page.reload();
      await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
      await page.getByLabel("Tên sản phẩm *").fill(`Lần nữa ${RUN}`);
      await expect(page.getByLabel("Slug URL *")).toHaveValue(`lan-nua-${RUN}`);
      await page.getByLabel("Tên sản phẩm *").fill("");
    }

    // Clean up.
    const removed = await page.request.post("/admin/products.data", {
      form: {
        intent: "delete",
        id: edit.split("/")[3] as string,
        department: list.searchParams.get("department") ?? "",
      },
      headers: { Origin: baseURL as string },
    });
    expect(removed.status()).toBe(200);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the library is a centred modal whose rows fit; a pick or a pasted URL says it was chosen, a broken URL is refused", async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    await page.goto("/admin/products/new");
    await page
      .locator('input[type="file"][accept^="image/"]:not([multiple])')
      .setInputFiles(await png(`phone-${RUN}.png`, "#7c3aed"));
    await expect(page.getByText("Tải lên thành công")).toBeVisible();
    const imageUrl = (await page.getByRole("img", { name: "Hình ảnh đã chọn" }).getAttribute("src")) as string;

    await page.getByRole("button", { name: "Chọn từ thư viện" }).click();
    const dialog = page.getByRole("dialog", { name: "Thư viện hình ảnh" });
    await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`phone-${RUN}`);
    await dialog.getByRole("button", { name: "Dạng danh sách" }).click();
    const remove = dialog.getByRole("button", { name: `Xóa: phone-${RUN}.png` });
    await expect(remove).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(Math.abs(box.x - (390 - box.x - box.width))).toBeLessThanOrEqual(2);
      expect(box.y).toBeGreaterThan(0);
    }
    const button = await remove.boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(390);

    await dialog.getByRole("button", { name: `Chọn: phone-${RUN}.png` }).click();
    await expect(page.getByText("Đã chọn hình ảnh")).toBeVisible();
    await expect(page.getByText("Tải lên thành công")).toHaveCount(0);

    await page.getByRole("tab", { name: "Từ URL" }).click();
    await page.getByLabel("Địa chỉ hình ảnh (URL)").fill(`${baseURL}/uploads/products/missing-${RUN}.png`);
    await page.getByRole("button", { name: "Dùng URL này" }).click();
    await expect(page.getByRole("alert")).toContainText("URL không hợp lệ");
    await expect(page.getByRole("img", { name: "Hình ảnh đã chọn" })).toHaveAttribute("src", imageUrl);
    expectRefusal(consoleProblems, 422);
    // An address the server must not fetch (the machine's own network) is refused with the reason.
    await page.getByLabel("Địa chỉ hình ảnh (URL)").fill("http://127.0.0.1:9/anh.png");
    await page.getByRole("button", { name: "Dùng URL này" }).click();
    await expect(page.getByRole("alert")).toHaveText("Không tải được ảnh: File không hợp lệ");
    expectRefusal(consoleProblems, 422);
    // The site's own address of a library image is that image, kept as the site's path.
    await page.getByLabel("Địa chỉ hình ảnh (URL)").fill(`${baseURL}${imageUrl}`);
    await page.getByRole("button", { name: "Dùng URL này" }).click();
    await expect(page.getByText("Đã chọn hình ảnh")).toBeVisible();
    await expect(page.getByRole("img", { name: "Hình ảnh đã chọn" })).toHaveAttribute("src", imageUrl);

    // Clean up: the image was never saved anywhere.
    const library = await page.request.get(`/admin/api/images?q=phone-${RUN}&unused=1`);
    const [record] = ((await library.json()) as { images: { id: number }[] }).images;
    const removed = await page.request.post("/admin/api/images", {
      form: { intent: "delete", id: String(record?.id) },
      headers: { Origin: baseURL as string },
    });
    expect(removed.status()).toBe(200);
  });
});

test("recent activity on the dashboard links each item to its editor", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/dashboard");
  const recent = page.getByRole("region", { name: "Hoạt động gần đây" });
  const links = recent.getByRole("link");
  await expect(links).toHaveCount(5);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^\/admin\/(products|news)\/\d+\/edit$/);
  }
  const first = links.first();
  const title = (await first.textContent()) as string;
  await first.click();
  await expect(page).toHaveURL(/\/admin\/(products|news)\/\d+\/edit$/);
  await expect(page.getByRole("heading", { name: /Chỉnh sửa/ }).first()).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
});
