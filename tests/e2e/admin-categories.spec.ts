import type { Page } from "@playwright/test";
import { slugify } from "../../app/lib/slugify";
import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { decodeSingleFetch, RUN, removeCreated, saveViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The department and category manager. Each test makes its own departments (names carry this
 * run's suffix); the seeded ones are only read, and deleting them is refused.
 */

test.beforeEach(async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  await signIn(page.request, baseURL);
});

// Leave the catalogue as the seed made it: other test files compare the public pages with it.
test.afterAll(async ({ playwright, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request, baseURL);
  await removeCreated(request, baseURL);
  await request.dispose();
});

const dialog = (page: Page) => page.getByRole("dialog");
/** The table row whose name is exactly `name`. */
const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader").getByText(name, { exact: true }) });

/** Whether, at this one moment, a modal is open and the table behind it has a row named `name`. */
function listBehindOpenModalShows(page: Page, name: string) {
  return page.evaluate(
    (text) =>
      document.querySelector("dialog[open]") !== null &&
      [...document.querySelectorAll("table tbody th, table tbody td")].some(
        (cell) => cell.closest("dialog") === null && cell.textContent?.includes(text),
      ),
    name,
  );
}

/** Fills the open modal; only the fields given. */
async function fill(
  page: Page,
  fields: Partial<Record<"name" | "nameEn" | "description" | "descriptionEn" | "order", string>>,
) {
  const modal = dialog(page);
  if (fields.name !== undefined) await modal.getByLabel("Tên", { exact: true }).fill(fields.name);
  if (fields.nameEn !== undefined) await modal.getByLabel("Tên tiếng Anh").fill(fields.nameEn);
  if (fields.description !== undefined) await modal.getByLabel("Mô tả", { exact: true }).fill(fields.description);
  if (fields.descriptionEn !== undefined) await modal.getByLabel("Mô tả tiếng Anh").fill(fields.descriptionEn);
  if (fields.order !== undefined) await modal.getByLabel("Thứ tự hiển thị").fill(fields.order);
}

test("adds, finds, edits and deletes a department", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  const name = `Khoa Phục hồi chức năng ${RUN}`;
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Quản lý khoa/phòng và danh mục" })).toBeVisible();

  await page.getByRole("button", { name: "Thêm khoa/phòng" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("heading", { name: "Thêm khoa/phòng mới" })).toBeVisible();
  await expect(dialog(page).getByLabel("Tên", { exact: true })).toBeFocused();
  await fill(page, {
    name: `  ${name}  `,
    nameEn: "Rehabilitation",
    description: "Thiết bị vật lý trị liệu",
    descriptionEn: "Physiotherapy equipment",
    order: "40",
  });
  await expect(dialog(page).getByText(`Đường dẫn: ${slugify(name)}`)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Thêm mới" }).click();
  await expect(dialog(page).getByText("Thêm mới thành công!")).toBeVisible();
  // The list behind the modal already shows the new department while the success is shown
  // (one look at the page, so the modal cannot close in between); the modal closes 1.5 s later.
  expect(await listBehindOpenModalShows(page, name)).toBe(true);
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });
  const created = row(page, name);
  await expect(created).toContainText("0 danh mục");
  await expect(created).toContainText("Thiết bị vật lý trị liệu");
  await expect(created).toContainText("40");
  await expect(created.getByRole("button", { name: `${name}: đang kích hoạt, bấm để vô hiệu` })).toHaveText(
    "Kích hoạt",
  );

  // Search ignores case and diacritics and looks at names and descriptions.
  const search = page.getByRole("searchbox", { name: "Tìm kiếm" });
  await search.fill("vat ly tri lieu");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(created).toBeVisible();
  await search.fill(`phuc hoi chuc nang ${RUN}`.toUpperCase());
  await expect(created).toBeVisible();
  await search.fill(`không có gì ${RUN}`);
  await expect(page.getByText("Không tìm thấy khoa/phòng nào")).toBeVisible();
  await search.fill("");

  // Edit: the modal opens with the saved values, English fields included.
  await created.getByRole("button", { name: `Sửa ${name}` }).click();
  await expect(dialog(page).getByRole("heading", { name: "Chỉnh sửa khoa/phòng" })).toBeVisible();
  await expect(dialog(page).getByLabel("Tên", { exact: true })).toHaveValue(name);
  await expect(dialog(page).getByLabel("Tên tiếng Anh")).toHaveValue("Rehabilitation");
  await expect(dialog(page).getByLabel("Mô tả tiếng Anh")).toHaveValue("Physiotherapy equipment");
  await expect(dialog(page).getByLabel("Thứ tự hiển thị")).toHaveValue("40");
  const renamed = `${name} mới`;
  await fill(page, { name: renamed, order: "41" });
  await dialog(page).getByRole("button", { name: "Lưu" }).click();
  await expect(dialog(page).getByText("Cập nhật thành công!")).toBeVisible();
  expect(await listBehindOpenModalShows(page, renamed)).toBe(true);
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });
  await expect(row(page, renamed)).toContainText("41");
  await expect(row(page, name)).toHaveCount(0);

  // Delete after the confirmation.
  page.once("dialog", async (confirm) => {
    expect(confirm.type()).toBe("confirm");
    expect(confirm.message()).toBe("Bạn có chắc chắn muốn xóa mục này?");
    await confirm.accept();
  });
  await row(page, renamed)
    .getByRole("button", { name: `Xóa ${renamed}` })
    .click();
  await expect(row(page, renamed)).toHaveCount(0);

  // Dismissing the confirmation deletes nothing.
  const kept = `Khoa Giữ lại ${RUN}`;
  await saveViaAction(page.request, baseURL, "department", { name: kept });
  await page.reload();
  page.once("dialog", (confirm) => confirm.dismiss());
  await row(page, kept)
    .getByRole("button", { name: `Xóa ${kept}` })
    .click();
  await page.reload();
  await expect(row(page, kept)).toBeVisible();
});

test("the modal checks the form at once, traps the focus and closes with Escape", async ({ page, baseURL }) => {
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Thêm khoa/phòng" }).click();
  const modal = dialog(page);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await modal.getByRole("button", { name: "Thêm mới" }).click();
  await expect(modal.getByText("Tên là bắt buộc")).toBeVisible();
  await expect(modal.getByText("Mô tả là bắt buộc")).toBeVisible();
  await expect(modal.getByLabel("Tên", { exact: true })).toBeFocused();
  await fill(page, { name: "   ", description: "Có mô tả", order: "-1" });
  await expect(modal.getByText("Tên là bắt buộc")).toBeVisible();
  await expect(modal.getByText("Mô tả là bắt buộc")).toBeHidden();
  await expect(modal.getByText("Thứ tự hiển thị phải >= 0")).toBeVisible();
  await modal.getByRole("button", { name: "Thêm mới" }).click();
  expect(posted, "an invalid form is not sent").toBe(false);

  // Tab and Shift+Tab stay inside the dialog.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Typed but not saved: closing asks first. Declined, the modal and what was typed stay.
  const asked: string[] = [];
  page.once("dialog", (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await page.keyboard.press("Escape");
  await expect.poll(() => asked).toEqual(["Bạn có thay đổi chưa lưu. Đóng mà không lưu?"]);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Mô tả", { exact: true })).toHaveValue("Có mô tả");
  page.once("dialog", (question) => void question.accept());
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page.getByRole("button", { name: "Thêm khoa/phòng" }), "focus returns to the opener").toBeFocused();

  // The action is the authority: a form the browser would not send is refused with the same texts.
  if (!baseURL) throw new Error("baseURL");
  const response = await page.request.post("/admin/categories.data", {
    form: { intent: "save", kind: "department", name: " ", description: "", displayOrder: "-3" },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(400);
  expect(await decodeSingleFetch(await response.body())).toMatchObject({
    data: {
      ok: false,
      errors: {
        name: "Tên là bắt buộc",
        description: "Mô tả là bắt buộc",
        displayOrder: "Thứ tự hiển thị phải >= 0",
      },
    },
  });
  const noDepartment = await page.request.post("/admin/categories.data", {
    form: { intent: "save", kind: "category", name: "Danh mục", description: "Mô tả" },
    headers: { Origin: baseURL },
  });
  expect(await decodeSingleFetch(await noDepartment.body())).toMatchObject({
    data: { ok: false, errors: { departmentId: "Vui lòng chọn khoa/phòng" } },
  });
});

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`at ${size.width}×${size.height} the category modal's buttons are in sight without scrolling it`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const department = DEMO_CATALOG[0]?.name as string;
    await page.goto("/admin/categories");
    // A phone shows cards, not table rows: the department's link, wherever it is.
    await page.getByRole("link", { name: `Xem danh mục của ${department}` }).click();
    const edit = page.getByRole("button", { name: /^Sửa / }).first();
    for (const open of [() => page.getByRole("button", { name: "Thêm danh mục" }).click(), () => edit.click()]) {
      await open();
      const modal = dialog(page);
      await expect(modal).toBeVisible();
      const box = await modal.boundingBox();
      if (!box) throw new Error("the modal has no box");
      expect(box.y + box.height, "the modal fits the screen").toBeLessThanOrEqual(size.height);
      for (const name of ["Hủy", /^(Thêm mới|Lưu)$/]) {
        const button = modal.getByRole("button", { name });
        // Nothing was scrolled: the buttons are seen as the modal opens.
        await expect(button).toBeInViewport({ ratio: 1 });
        const own = await button.boundingBox();
        if (!own) throw new Error("the button has no box");
        expect(own.y, `${name} inside the modal`).toBeGreaterThanOrEqual(box.y);
        expect(own.y + own.height, `${name} inside the modal`).toBeLessThanOrEqual(box.y + box.height);
        expect(own.x + own.width).toBeLessThanOrEqual(size.width);
      }
      // The form above them scrolls on its own when it is taller than the screen.
      await modal.getByRole("button", { name: "Hủy" }).click();
      await expect(modal).toBeHidden();
    }
  });
}

test("a duplicate department name is refused with the specification's message", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  const name = `Khoa Trùng tên ${RUN}`;
  await saveViaAction(page.request, baseURL, "department", { name });
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Thêm khoa/phòng" }).click();
  // Another spelling of the same name makes the same address.
  const again = name.toUpperCase();
  await fill(page, { name: again, description: "Lần hai" });
  await dialog(page).getByRole("button", { name: "Thêm mới" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(
    `Khoa/phòng với tên "${again}" đã tồn tại. Vui lòng chọn tên khác.`,
  );
  await expect(dialog(page), "the modal stays open with what was typed").toBeVisible();
  await expect(dialog(page).getByLabel("Mô tả", { exact: true })).toHaveValue("Lần hai");
});

test("inside a department: its categories, add (department locked), duplicate, edit, toggle, delete", async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error("baseURL");
  const department = `Khoa Dinh dưỡng ${RUN}`;
  const departmentId = await saveViaAction(page.request, baseURL, "department", { name: department });
  const hidden = `Khoa Tạm ẩn ${RUN}`;
  await saveViaAction(page.request, baseURL, "department", { name: hidden, isActive: false });

  await page.goto("/admin/categories");
  await row(page, department)
    .getByRole("link", { name: `Xem danh mục của ${department}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories\\?department=${departmentId}$`));
  await expect(page.getByRole("heading", { name: `Danh mục của ${department}` })).toBeVisible();
  await expect(page.getByText("Không tìm thấy danh mục nào")).toBeVisible();
  await expect(page.getByText("Khoa/phòng này chưa có danh mục nào. Hãy thêm danh mục đầu tiên.")).toBeVisible();

  await page.getByRole("button", { name: "Thêm danh mục" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Thêm danh mục mới" })).toBeVisible();
  const select = dialog(page).getByLabel("Khoa/phòng");
  await expect(select).toBeDisabled();
  await expect(select.locator("option:checked")).toHaveText(department);
  const category = `Sữa dinh dưỡng ${RUN}`;
  // A number field that is left empty (a browser keeps letters out of it) reads as 0.
  await fill(page, { name: category, description: "Sữa cho người bệnh", order: "" });
  await dialog(page).getByRole("button", { name: "Thêm mới" }).click();
  await expect(dialog(page).getByText("Thêm mới thành công!")).toBeVisible();
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });
  const created = row(page, category);
  await expect(created).toContainText("0 sản phẩm");
  await expect(created.getByRole("cell").nth(2)).toHaveText("0");

  // The same name again in this department is a duplicate.
  await page.getByRole("button", { name: "Thêm danh mục" }).click();
  await fill(page, { name: category.toLowerCase(), description: "Lần hai" });
  await dialog(page).getByRole("button", { name: "Thêm mới" }).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(
    `Danh mục với tên "${category.toLowerCase()}" đã tồn tại trong khoa/phòng này. Vui lòng chọn tên khác.`,
  );
  page.once("dialog", (question) => void question.accept());
  await dialog(page).getByRole("button", { name: "Hủy" }).click();
  await expect(dialog(page)).toBeHidden();

  // Search also matches the department's name.
  const search = page.getByRole("searchbox", { name: "Tìm kiếm" });
  await search.fill("dinh duong");
  await expect(created).toBeVisible();
  await search.fill(`zzz-${RUN}`);
  await expect(page.getByText("Không tìm thấy danh mục nào")).toBeVisible();
  await expect(page.getByText("Khoa/phòng này chưa có danh mục nào.")).toBeHidden();
  await search.fill("");

  // Editing: the department select is open and offers only active departments.
  await created.getByRole("button", { name: `Sửa ${category}` }).click();
  await expect(dialog(page).getByRole("heading", { name: "Chỉnh sửa danh mục" })).toBeVisible();
  await expect(select).toBeEnabled();
  const options = await select.locator("option").allTextContents();
  expect(options).toContain(department);
  expect(options).toContain(DEMO_CATALOG[0]?.name);
  expect(options).not.toContain(hidden);
  await fill(page, { description: "Sữa và thực phẩm cho người bệnh" });
  await dialog(page).getByRole("button", { name: "Lưu" }).click();
  await expect(dialog(page).getByText("Cập nhật thành công!")).toBeVisible();
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });
  await expect(created).toContainText("Sữa và thực phẩm cho người bệnh");

  // The status pill saves at once.
  await created.getByRole("button", { name: `${category}: đang kích hoạt, bấm để vô hiệu` }).click();
  await expect(created.getByRole("button", { name: `${category}: đang vô hiệu, bấm để kích hoạt` })).toHaveText(
    "Vô hiệu",
  );
  await page.reload();
  await expect(row(page, category).getByRole("button", { name: /đang vô hiệu/ })).toHaveText("Vô hiệu");

  // Back to the list: the department now counts one category and cannot be deleted.
  await page.getByRole("link", { name: "Quay lại danh sách khoa/phòng" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(row(page, department)).toContainText("1 danh mục");
  page.once("dialog", (confirm) => confirm.accept());
  await row(page, department)
    .getByRole("button", { name: `Xóa ${department}` })
    .click();
  await expect(page.getByRole("alert")).toHaveText(
    "Không thể xóa: khoa/phòng này còn 1 danh mục. Hãy xóa hoặc chuyển các danh mục trước.",
  );
  await expect(row(page, department)).toBeVisible();

  // Clicking anywhere on the row opens the department; delete the category, then the department.
  await row(page, department).getByRole("cell").first().click();
  await expect(page).toHaveURL(new RegExp(`department=${departmentId}$`));
  page.once("dialog", (confirm) => confirm.accept());
  await row(page, category)
    .getByRole("button", { name: `Xóa ${category}` })
    .click();
  await expect(row(page, category)).toHaveCount(0);
  await expect(page.getByText("Khoa/phòng này chưa có danh mục nào. Hãy thêm danh mục đầu tiên.")).toBeVisible();
  await page.getByRole("link", { name: "Quay lại danh sách khoa/phòng" }).click();
  page.once("dialog", (confirm) => confirm.accept());
  await row(page, department)
    .getByRole("button", { name: `Xóa ${department}` })
    .click();
  await expect(row(page, department)).toHaveCount(0);
});

test("seeded departments and categories that are still in use cannot be deleted", async ({ page }) => {
  const seeded = DEMO_CATALOG[0];
  const seededCategory = seeded?.categories[0];
  if (!seeded || !seededCategory) throw new Error("seed");
  await page.goto("/admin/categories");
  await expect(row(page, seeded.name)).toContainText(`${seeded.categories.length} danh mục`);
  page.once("dialog", (confirm) => confirm.accept());
  await row(page, seeded.name)
    .getByRole("button", { name: `Xóa ${seeded.name}` })
    .click();
  await expect(page.getByRole("alert")).toHaveText(
    `Không thể xóa: khoa/phòng này còn ${seeded.categories.length} danh mục. Hãy xóa hoặc chuyển các danh mục trước.`,
  );

  await row(page, seeded.name).getByRole("link").click();
  await expect(row(page, seededCategory.name)).toContainText(`${seededCategory.products.length} sản phẩm`);
  page.once("dialog", (confirm) => confirm.accept());
  await row(page, seededCategory.name)
    .getByRole("button", { name: `Xóa ${seededCategory.name}` })
    .click();
  await expect(page.getByRole("alert")).toHaveText(
    `Không thể xóa: danh mục này còn ${seededCategory.products.length} sản phẩm. Hãy xóa hoặc chuyển các sản phẩm trước.`,
  );
  await page.reload();
  await expect(row(page, seededCategory.name)).toBeVisible();
});

test("a deactivated department disappears from the public site", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  const name = `Khoa Công khai ${RUN}`;
  const departmentId = await saveViaAction(page.request, baseURL, "department", { name, displayOrder: 99 });
  await saveViaAction(page.request, baseURL, "category", { name: `Danh mục công khai ${RUN}`, departmentId });
  const slug = slugify(name);
  const publicPage = `/products/department/${slug}`;

  expect((await page.request.get(publicPage)).status(), "visible while active").toBe(200);

  await page.goto("/admin/categories");
  await row(page, name)
    .getByRole("button", { name: `${name}: đang kích hoạt, bấm để vô hiệu` })
    .click();
  await expect(row(page, name).getByRole("button", { name: /đang vô hiệu/ })).toHaveText("Vô hiệu");

  await expect.poll(async () => (await page.request.get(publicPage)).status()).toBe(404);
  expect(await (await page.request.get("/departments")).text()).not.toContain(name);

  // And comes back when activated again.
  await row(page, name)
    .getByRole("button", { name: /đang vô hiệu/ })
    .click();
  await expect(row(page, name).getByRole("button", { name: /đang kích hoạt/ })).toHaveText("Kích hoạt");
  await expect.poll(async () => (await page.request.get(publicPage)).status()).toBe(200);
});

test("renamed, a department's and a category's old addresses lead to the new ones (301, both languages)", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const department = `Khoa đổi tên ${RUN}`;
  const category = `Nhóm đổi tên ${RUN}`;
  const departmentId = await saveViaAction(page.request, base, "department", { name: department });
  const categoryId = await saveViaAction(page.request, base, "category", { name: category, departmentId });
  await saveViaAction(page.request, base, "department", { name: `${department} mới`, id: departmentId });
  await saveViaAction(page.request, base, "category", { name: `${category} mới`, departmentId, id: categoryId });
  const [oldD, newD, oldC, newC] = [department, `${department} mới`, category, `${category} mới`].map(slugify);

  for (const prefix of ["", "/en"]) {
    const moves: [string, string][] = [
      [`/departments/${oldD}`, `/departments/${newD}`],
      [`/products/department/${oldD}?brand=olympus`, `/products/department/${newD}?brand=olympus`],
      [`/departments/${newD}/${oldC}`, `/departments/${newD}/${newC}`],
      [`/products/category/${oldC}`, `/products/category/${newC}`],
    ];
    for (const [from, to] of moves) {
      const response = await page.request.get(`${prefix}${from}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${from}`).toBe(301);
      expect(response.headers().location).toBe(`${prefix}${to}`);
    }
  }
  await page.goto(`/en/departments/${oldD}/${oldC}`);
  await expect(page).toHaveURL(new RegExp(`/en/departments/${newD}/${newC}$`));

  await page.goto("/admin/redirects");
  const redirectRow = (from: string) => page.getByRole("row").filter({ has: page.getByText(from, { exact: true }) });
  await expect(redirectRow(`/departments/${oldD}`).getByRole("cell").first()).toHaveText("Khoa/phòng");
  await expect(redirectRow(`/departments/${oldD}`).getByRole("link")).toHaveText(`/departments/${newD}`);
  await expect(redirectRow(`/departments/${newD}/${oldC}`).getByRole("cell").first()).toHaveText("Danh mục");
});
