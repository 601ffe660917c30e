import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  decodeSingleFetch,
  deleteProductOnList,
  keyboardDragUntil,
  removeCreated,
  runId,
  saveViaAction,
  signIn,
} from "./admin-helpers";
import { expect, test } from "./fixtures";

const RUN = runId();

/**
 * The browser logs every 4xx answer as a console error. Where a test provokes one on purpose
 * (a refused upload, a duplicate slug), that exact line is expected and removed; any other stays.
 */
function expectRefusal(problems: string[], status: number) {
  const line = new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
  const index = problems.findIndex((p) => line.test(p));
  expect(index, `a ${status} answer was expected`).toBeGreaterThanOrEqual(0);
  problems.splice(index, 1);
}
const files = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-uploads-"));

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
});

async function jpegWithGps(): Promise<string> {
  const file = path.join(files, "gps-photo.jpg");
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam", Model: "GPS-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "105/1 51/1 0/1" },
    })
    .toBuffer();
  fs.writeFileSync(file, jpeg);
  return file;
}

/** Opens the new-product form with the seeded endoscopy department and its first category chosen. */
async function openNewProductForm(page: import("@playwright/test").Page) {
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
  await expect(page.getByRole("heading", { name: "Thêm sản phẩm mới" })).toBeVisible();
}

test.describe("product form", () => {
  test("refuses an empty form with the specification's messages and keeps the input", async ({ page }) => {
    await page.goto("/admin/products/new");
    await expect(page.getByLabel("Danh mục *")).toBeDisabled();
    await page.getByLabel("Tên sản phẩm *").fill("   ");
    await page.getByLabel("Thứ tự hiển thị").fill("-3");
    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page.getByText("Vui lòng kiểm tra và sửa các lỗi trong form.")).toBeVisible();
    await expect(page.getByText("Danh mục là bắt buộc")).toBeVisible();
    await expect(page.getByText("Tên sản phẩm là bắt buộc")).toBeVisible();
    await expect(page.getByText("Ít nhất một thương hiệu là bắt buộc")).toBeVisible();
    await expect(page.getByText("Thứ tự hiển thị phải >= 0")).toBeVisible();
    await expect(page.getByLabel("Thứ tự hiển thị")).toHaveValue("-3");
  });

  test("creates a product with an uploaded image, brands, features and specifications; the public site shows it", async ({
    page,
  }) => {
    await openNewProductForm(page);
    const name = `Máy thử nghiệm ${RUN}`;
    await page.getByLabel("Tên sản phẩm *").fill(name);
    await expect(page.getByLabel("Slug URL *")).toHaveValue(`may-thu-nghiem-${RUN}`);
    await page.getByLabel("Tên sản phẩm (tiếng Anh)").fill(`Test device ${RUN}`);
    await page.getByLabel("Mô tả", { exact: true }).fill("Thiết bị dùng cho kiểm thử tự động • Bền • Nhẹ");
    // The origin in Vietnamese only: the English page falls back to it.
    await page.getByLabel("Xuất xứ", { exact: true }).fill("Đức");

    const brand = page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" });
    await brand.fill("Pent");
    await page.getByRole("option", { name: "Pentax Medical" }).click();
    await brand.fill(`Hãng ${RUN}`);
    await page.getByRole("option", { name: `Thêm thương hiệu "Hãng ${RUN}"` }).click();
    await expect(page.getByRole("list", { name: "Thương hiệu" }).getByRole("listitem")).toHaveCount(2);

    // The uploader: a JPEG carrying GPS data, with real progress.
    await page.locator('input[type="file"][accept^="image/"]:not([multiple])').setInputFiles(await jpegWithGps());
    await expect(page.getByText("Tải lên thành công")).toBeVisible();
    const imageUrl = await page.getByRole("img", { name: "Hình ảnh đã chọn" }).getAttribute("src");
    expect(imageUrl).toMatch(/^\/uploads\/products\/\d+_[a-z0-9]{8}_gps_photo\.jpg$/);
    const stored = Buffer.from(await (await page.request.get(imageUrl as string)).body());
    const meta = await sharp(stored).metadata();
    expect(meta.exif, "the stored image keeps no EXIF or GPS").toBeUndefined();
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([1200, 900]);

    const addFeature = page.getByRole("button", { name: "Thêm tính năng" });
    await expect(addFeature).toBeDisabled();
    for (const text of ["Tính năng một", "Tính năng hai", "Tính năng ba"]) {
      await page.getByPlaceholder("Tính năng", { exact: true }).fill(text);
      await addFeature.click();
    }
    // Keyboard drag: lift the third, move up past two entries, drop.
    const handle = page.getByRole("button", { name: "Kéo để sắp xếp: Tính năng ba" });
    // Low on the screen: above the middle, dnd-kit scrolls the page instead of moving the entry.
    await handle.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // Screen readers hear the entry by its text and place, in Vietnamese (never an internal id).
    // (One live region per sortable list: the features' is the one that speaks of them.)
    const live = page.locator('[id^="DndLiveRegion"]').filter({ hasText: "Tính năng ba" });
    // (Where it is at once depends on how far the page scrolled under it: only the wording is fixed.)
    await expect(live).toHaveText(/“Tính năng ba”,? đang ở vị trí [1-3] trên 3\./);
    // Up, press by press, until it is said to be in the first place.
    await keyboardDragUntil(page, handle, live, "ArrowUp", /đang ở vị trí 1 trên 3\./);
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Đã thả “Tính năng ba” vào vị trí 1 trên 3.");
    await expect
      .poll(() => page.locator("li input").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(["Tính năng ba", "", "Tính năng một", "", "Tính năng hai", ""]);

    const addSpec = page.getByRole("button", { name: "Thêm thông số" });
    await page.getByPlaceholder("Thông số", { exact: true }).fill("Công suất");
    await expect(addSpec).toBeDisabled();
    await page.getByPlaceholder("Giá trị", { exact: true }).fill("250 W");
    await page.getByPlaceholder("Thông số (tiếng Anh)").fill("Power");
    await addSpec.click();

    await page.getByRole("button", { name: "Xem trước" }).click();
    const preview = page.getByRole("region", { name: "Xem trước sản phẩm" });
    await expect(preview).toContainText(name);
    await expect(preview).toContainText("+1 khác");

    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page.getByText("Lưu thành công! Đang chuyển hướng...")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\?department=\d+&category=\d+$/);
    await expect(page.locator("tbody tr").filter({ hasText: name })).toHaveCount(1);

    const publicPage = await page.request.get(`/products/may-thu-nghiem-${RUN}`);
    expect(publicPage.status()).toBe(200);
    const html = await publicPage.text();
    expect(html).toContain(name);
    expect(html.indexOf("Tính năng ba")).toBeLessThan(html.indexOf("Tính năng một"));
    expect(html).toContain("250 W");
    const english = await (await page.request.get(`/en/products/may-thu-nghiem-${RUN}`)).text();
    expect(english).toContain(`Test device ${RUN}`);
    expect(english).toContain("Power");
    const list = page.url();
    for (const [prefix, facts] of [
      ["", "Xuất xứ: Đức"],
      ["/en", "Country of origin: Đức"],
    ] as const) {
      await page.goto(`${prefix}/products/may-thu-nghiem-${RUN}`);
      await expect(page.getByTestId("regulatory-facts")).toHaveText(facts);
    }
    await page.goto(list);

    // Leave the catalogue as seeded for the other specs.
    await deleteProductOnList(page, name);
  });

  test("answers a duplicate slug at the field", async ({ page }) => {
    await openNewProductForm(page);
    await page.getByLabel("Tên sản phẩm *").fill("Máy nội soi dạ dày Pentax EG-2990i");
    const brand = page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" });
    await brand.fill("Pentax");
    await page.getByRole("option", { name: "Pentax Medical" }).click();
    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page.getByText("Slug URL đã tồn tại. Vui lòng sử dụng slug khác.")).toBeVisible();
    await expect(page.getByLabel("Tên sản phẩm *")).toHaveValue("Máy nội soi dạ dày Pentax EG-2990i");
  });
});

test.describe("uploads are checked by content", () => {
  test("a text file renamed .png is refused; an SVG's script is removed", async ({ page, consoleProblems }) => {
    await page.goto("/admin/products/new");
    const fake = path.join(files, "not-really.png");
    fs.writeFileSync(fake, "this is a text file pretending to be an image");
    await page.locator('input[type="file"][accept^="image/"]:not([multiple])').setInputFiles(fake);
    await expect(page.getByRole("alert").filter({ hasText: "Định dạng không hỗ trợ" })).toBeVisible();
    expectRefusal(consoleProblems, 415);

    const svg = path.join(files, "logo-script.svg");
    fs.writeFileSync(
      svg,
      `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" onload="alert(1)"><script>alert(2)</script><rect width="80" height="40" fill="#0433c8"/></svg>`,
    );
    await page.locator('input[type="file"][accept^="image/"]:not([multiple])').setInputFiles(svg);
    await expect(page.getByText("Tải lên thành công")).toBeVisible();
    const url = await page.getByRole("img", { name: "Hình ảnh đã chọn" }).getAttribute("src");
    const body = await (await page.request.get(url as string)).text();
    expect(body).toContain("<rect");
    expect(body).not.toContain("script");
    expect(body).not.toContain("onload");
  });

  test("the upload endpoint refuses visitors without a session", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.post("/admin/api/uploads?folder=products", {
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") } },
      headers: { Origin: baseURL as string },
    });
    expect(response.status()).toBe(401);
    await anonymous.dispose();
  });
});

/**
 * Clicks a status toggle and waits for the server's answer: the button shows its new state
 * before the save has arrived, and a test that ended there once left the product hidden for
 * the next ones (the page closed with the save still on its way).
 */
async function toggleAndSave(page: Page, toggle: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/products"),
  );
  await toggle.click();
  await saved;
}

test.describe("product list", () => {
  test("reorders within a category, refuses across categories, toggles and deletes; the public site follows", async ({
    page,
  }) => {
    await page.goto("/admin/products");
    // Read the rows only once Phòng mổ's list has arrived (the first department's list is on
    // screen until then); a choice made before the page hydrated is made again.
    await expect(async () => {
      await page.getByLabel("Khoa/phòng").selectOption({ label: "Phòng mổ" });
      await expect(page).toHaveURL(/\/admin\/products\?department=\d+$/, { timeout: 2_000 });
    }).toPass();
    await expect(page.getByLabel("Danh mục")).toHaveValue("");
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    // 'all' mode: a category column; no add button.
    await expect(page.getByRole("columnheader", { name: "Danh mục" })).toBeVisible();
    await expect(page.getByRole("link", { name: "+ Thêm sản phẩm" })).toHaveCount(0);

    // The last product of the first category cannot move down into the next category. The rows
    // are read again should they be replaced between reading and clicking (a list still arriving).
    await expect(async () => {
      const categoryCells = await rows.locator("td:nth-child(2)").allTextContents();
      const boundary = categoryCells.findIndex((c, i) => i > 0 && c !== categoryCells[i - 1]) - 1;
      const lastOfFirst =
        (await rows.nth(boundary).locator("td").first().locator("p").first().textContent())?.trim() ?? "";
      await page
        .getByRole("button", { name: `Đưa ${lastOfFirst.replace(/Nổi bật$/, "").trim()} xuống` })
        .click({ timeout: 5_000 });
    }).toPass();
    await expect(
      page.getByText("Không thể sắp xếp sản phẩm giữa các danh mục khác nhau. Vui lòng chọn danh mục cụ thể."),
    ).toBeVisible();

    // One category: the first cannot move up; moving the first down swaps the first two.
    await page.getByLabel("Danh mục").selectOption({ index: 1 });
    await expect(page.getByRole("columnheader", { name: "Danh mục" })).toHaveCount(0);
    const names = async () =>
      (await rows.locator("td:first-child p:first-child").allTextContents()).map((n) =>
        n.replace(/Nổi bật$/, "").trim(),
      );
    const before = await names();
    await expect(page.getByRole("button", { name: `Đưa ${before[0]} lên` })).toBeDisabled();
    await expect(page.getByRole("button", { name: `Đưa ${before.at(-1)} xuống` })).toBeDisabled();
    await page.getByRole("button", { name: `Đưa ${before[0]} xuống` }).click();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
    // …and back, so that the seeded order other tests rely on is kept.
    await page.getByRole("button", { name: `Đưa ${before[0]} lên` }).click();
    await expect.poll(names).toEqual(before);

    // Visibility: hidden products disappear from the public site at once.
    const target = before[0] as string;
    const slug = (await rows.filter({ hasText: target }).locator("p.font-mono").textContent())?.trim() as string;
    await toggleAndSave(page, page.getByRole("button", { name: `Vô hiệu hóa ${target}` }));
    await expect(page.getByRole("button", { name: `Kích hoạt ${target}` })).toHaveText("Vô hiệu");
    expect((await page.request.get(`/products/${slug}`)).status()).toBe(404);
    await toggleAndSave(page, page.getByRole("button", { name: `Kích hoạt ${target}` }));
    await expect(page.getByRole("button", { name: `Vô hiệu hóa ${target}` })).toHaveText("Kích hoạt");
    expect((await page.request.get(`/products/${slug}`)).status()).toBe(200);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`on a ${size.width} px phone each product is a card with its status, order and actions`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/admin/products");
      await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
      await page.getByLabel("Danh mục").selectOption({ index: 1 });
      await expect(page).toHaveURL(/\?department=\d+&category=\d+$/);

      // Cards, not a table scrolling inside its frame; nothing wider than the phone.
      await expect(page.getByRole("table")).toHaveCount(0);
      const cards = page.getByRole("list", { name: "Quản lý sản phẩm" }).getByRole("listitem");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      const card = cards.first();
      const name = ((await card.locator("p").first().textContent()) ?? "").replace(/Nổi bật$/, "").trim();
      await expect(card.getByRole("term")).toHaveText(["Thương hiệu", "Trạng thái", "Thứ tự"]);
      await expect(card.getByRole("definition").nth(2)).toContainText(/\d/);
      const controls = [
        card.getByRole("button", { name: `Vô hiệu hóa ${name}` }),
        card.getByRole("button", { name: `Đưa ${name} lên` }),
        card.getByRole("button", { name: `Đưa ${name} xuống` }),
        card.getByRole("link", { name: `Sửa ${name}` }),
        card.getByRole("button", { name: `Xóa ${name}` }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      }
      await expect(controls[0] as Locator).toHaveText("Kích hoạt");
      await expect(controls[1] as Locator).toBeDisabled();

      // The card's status works as the table's does (and is put back for the other tests).
      await toggleAndSave(page, controls[0] as Locator);
      await expect(card.getByRole("button", { name: `Kích hoạt ${name}` })).toHaveText("Vô hiệu");
      await toggleAndSave(page, card.getByRole("button", { name: `Kích hoạt ${name}` }));
      await expect(card.getByRole("button", { name: `Vô hiệu hóa ${name}` })).toHaveText("Kích hoạt");
    });
  }

  test("edits a product and deletes it after a confirmation", async ({ page }) => {
    await openNewProductForm(page);
    await page.getByLabel("Tên sản phẩm *").fill(`Sản phẩm xóa ${RUN}`);
    const brand = page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" });
    await brand.fill("STERIS");
    await page.getByRole("option", { name: "STERIS" }).click();
    await page.getByRole("button", { name: "Tạo mới" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=/);

    await page.getByRole("link", { name: `Sửa Sản phẩm xóa ${RUN}` }).click();
    await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
    await page.getByLabel("Tên sản phẩm *").fill(`Sản phẩm đã sửa ${RUN}`);
    await expect(page.getByLabel("Slug URL *")).toHaveValue(`san-pham-da-sua-${RUN}`);
    await page.getByRole("button", { name: "Cập nhật" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?department=/);
    expect((await page.request.get(`/products/san-pham-da-sua-${RUN}`)).status()).toBe(200);

    await deleteProductOnList(page, `Sản phẩm đã sửa ${RUN}`, "không thể hoàn tác");
    await expect(page.locator("tbody tr").filter({ hasText: `Sản phẩm đã sửa ${RUN}` })).toHaveCount(0);
    // A deleted product's address is gone for good (410), and so is the one it had before the edit.
    expect((await page.request.get(`/products/san-pham-da-sua-${RUN}`)).status()).toBe(410);
    expect((await page.request.get(`/products/san-pham-xoa-${RUN}`, { maxRedirects: 0 })).status()).toBe(410);
  });
});

test.describe("image library", () => {
  test("searches, copies a URL and deletes an image", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/admin/products/new");
    const file = path.join(files, `library-${RUN}.png`);
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#16a34a" } })
        .png()
        .toBuffer(),
    );
    await page.locator('input[type="file"][accept^="image/"]:not([multiple])').setInputFiles(file);
    await expect(page.getByText("Tải lên thành công")).toBeVisible();

    await page.getByRole("button", { name: "Chọn từ thư viện" }).click();
    const dialog = page.getByRole("dialog", { name: "Thư viện hình ảnh" });
    await dialog.getByRole("searchbox", { name: "Tìm hình ảnh" }).fill(`library-${RUN}`);
    await expect(dialog.getByText("1 hình ảnh")).toBeVisible();
    await dialog.getByRole("button", { name: `Sao chép URL: library-${RUN}.png` }).click();
    await expect(dialog.getByRole("button", { name: `Sao chép URL: library-${RUN}.png` })).toHaveText("Đã sao chép!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/uploads/products/\\d+_[a-z0-9]{8}_library_${RUN}\\.png$`));
    await expect(dialog.getByRole("button", { name: `Sao chép URL: library-${RUN}.png` })).toHaveText("Sao chép URL", {
      timeout: 4000,
    });

    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: `Xóa: library-${RUN}.png` }).click();
    await expect(dialog.getByText("Không tìm thấy hình ảnh phù hợp")).toBeVisible();
    expect((await page.request.get(new URL(copied).pathname)).status()).toBe(404);
  });
});

test.describe("product list pages", () => {
  const PAGE_RUN = `${RUN}p`;
  let scope: { department: number; category: number } = { department: 0, category: 0 };
  const label = (n: number) => `Máy phân trang ${PAGE_RUN} ${String(n).padStart(2, "0")}`;

  /** The ids on every page of the test category, from the list's own data. */
  async function listedIds(request: import("@playwright/test").APIRequestContext): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const response = await request.get(
        `/admin/products.data?department=${scope.department}&category=${scope.category}&page=${page}`,
      );
      const decoded = (await decodeSingleFetch(await response.body())) as Record<
        string,
        { data?: { rows: { id: number }[]; pages: number } }
      >;
      const list = decoded["routes/admin/products"]?.data;
      ids.push(...(list?.rows ?? []).map((r) => r.id));
      if (!list || page >= list.pages) return ids;
    }
  }

  // 60 products in a category of their own, in one import (display order 1..60).
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signIn(request, baseURL as string);
    const department = await saveViaAction(request, baseURL as string, "department", {
      name: `Khoa phân trang ${PAGE_RUN}`,
      displayOrder: 90,
    });
    const category = await saveViaAction(request, baseURL as string, "category", {
      name: `Danh mục phân trang ${PAGE_RUN}`,
      departmentId: department,
    });
    scope = { department, category };
    const path = `khoa-phan-trang-${PAGE_RUN}/danh-muc-phan-trang-${PAGE_RUN}`;
    const rows = Array.from(
      { length: 60 },
      (_, i) => `may-phan-trang-${PAGE_RUN}-${i + 1},${label(i + 1)},,${path},Pentax Medical,,,,${i + 1},1`,
    );
    const csv = `\uFEFFslug,name,name_en,category,brands,features,features_en,specifications,display_order,is_active\r\n${rows.join("\r\n")}\r\n`;
    const imported = await request.post("/admin/products/import.data", {
      multipart: { intent: "import", file: { name: "trang.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
      headers: { Origin: baseURL as string },
    });
    expect(imported.status()).toBe(200);
    expect(await listedIds(request)).toHaveLength(60);
    await request.dispose();
  });

  // The catalogue as seeded for the other specs (the dashboard counts products).
  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signIn(request, baseURL as string);
    for (const id of await listedIds(request)) {
      const deleted = await request.post("/admin/products.data", {
        form: { intent: "delete", id: String(id) },
        headers: { Origin: baseURL as string },
      });
      expect(deleted.status()).toBe(200);
    }
    await removeCreated(request, baseURL as string);
    await request.dispose();
  });

  test("50 a page through the pager with the scope in the address; moves cross pages and reach any position", async ({
    page,
  }) => {
    const rows = page.locator("tbody tr");
    const names = async () =>
      (await rows.locator("td:first-child p:first-child").allTextContents()).map((n) => n.trim());
    const address = new RegExp(`\\?department=${scope.department}&category=${scope.category}`);
    await page.goto(`/admin/products?department=${scope.department}&category=${scope.category}`);
    await expect(rows).toHaveCount(50);
    await expect(page.getByText("60 sản phẩm · Đang xem 1–50")).toBeVisible();
    expect((await names())[0]).toBe(label(1));

    const pager = page.getByRole("navigation", { name: "Phân trang" });
    await pager.getByRole("link", { name: "Trang 2" }).click();
    await expect(page).toHaveURL(new RegExp(`${address.source}&page=2$`));
    await expect(rows).toHaveCount(10);
    await expect(page.getByText("60 sản phẩm · Đang xem 51–60")).toBeVisible();
    expect(await names()).toEqual(Array.from({ length: 10 }, (_, i) => label(51 + i)));
    await expect(page.getByLabel("Danh mục")).toHaveValue(String(scope.category));
    // Reload and back/forward keep the page: it is the address.
    await page.reload();
    await expect(rows).toHaveCount(10);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${address.source}$`));
    await expect(rows).toHaveCount(50);
    await page.goForward();
    await expect(rows).toHaveCount(10);
    // A page past the end shows the last one.
    await page.goto(`/admin/products?department=${scope.department}&category=${scope.category}&page=9`);
    await expect(rows).toHaveCount(10);
    await expect(pager.getByRole("link", { name: "Trang 2" })).toHaveAttribute("aria-current", "page");

    // The first of page 2 moves up onto page 1 (its edge is not the list's); the last cannot go down.
    await expect(page.getByRole("button", { name: `Đưa ${label(60)} xuống` })).toBeDisabled();
    await page.getByRole("button", { name: `Đưa ${label(51)} lên` }).click();
    await expect.poll(names).toEqual([label(50), ...Array.from({ length: 9 }, (_, i) => label(52 + i))]);
    await pager.getByRole("link", { name: "Trang 1" }).click();
    await expect(page).toHaveURL(new RegExp(`${address.source}$`));
    await expect.poll(async () => (await names()).at(-1)).toBe(label(51));
    await expect(page.getByRole("button", { name: `Đưa ${label(1)} lên` })).toBeDisabled();

    // "Move to position": the first product goes to place 55, on page 2, from the keyboard.
    const position = page.getByRole("spinbutton", { name: `Vị trí mới của ${label(1)}` });
    await expect(position).toHaveValue("1");
    await position.fill("55");
    await position.press("Enter");
    await expect(page.getByText("Đã chuyển sản phẩm đến vị trí 55.")).toBeVisible();
    await expect.poll(async () => (await names())[0]).toBe(label(2));
    await expect(rows).toHaveCount(50);
    await pager.getByRole("link", { name: "Trang 2" }).click();
    await expect.poll(async () => (await names())[4]).toBe(label(1));
    await expect(page.getByRole("spinbutton", { name: `Vị trí mới của ${label(1)}` })).toHaveValue("55");
    // The saved order is the whole category's, numbered 1..60 (the order column shows it).
    const orders = await rows.locator("td:nth-child(4) span.tabular-nums").allTextContents();
    expect(orders.map(Number)).toEqual(Array.from({ length: 10 }, (_, i) => 51 + i));
    // And back with the button, so the test can run again on the same data.
    await page.getByRole("spinbutton", { name: `Vị trí mới của ${label(1)}` }).fill("1");
    await page.getByRole("button", { name: `Chuyển ${label(1)} đến vị trí đã nhập` }).click();
    await expect.poll(async () => (await names()).includes(label(1))).toBe(false);
  });
});
