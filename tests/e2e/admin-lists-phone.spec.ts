/**
 * The category, administrator, redirect and audit lists on a 360 px phone: one card
 * per entry instead of a table scrolling sideways; every action of a card is on the screen, is
 * reached with Tab in order and works.
 */
import type { Locator, Page } from "@playwright/test";
import { RUN, removeCreated, saveViaAction, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 740 } });

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, page.url()).toBeLessThanOrEqual(360);
}

/** Visible and whole inside the screen's width. */
async function expectOnScreen(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, "has a box").not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360, "inside the screen").toBe(true);
}

/** Tab from `from` reaches each control in turn. */
async function expectTabOrder(page: Page, from: Locator, controls: Locator[]) {
  await from.focus();
  for (const control of controls) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
}

test.afterEach(async ({ page, baseURL }) => {
  await removeCreated(page.request, baseURL as string);
});

test("departments and categories: cards with the name, status, edit and delete, all working", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL as string);
  const name = `Khoa điện thoại ${RUN}`;
  const id = await saveViaAction(page.request, baseURL as string, "department", { name, displayOrder: 999 });
  await saveViaAction(page.request, baseURL as string, "category", {
    name: `Danh mục điện thoại ${RUN}`,
    departmentId: id,
  });

  await page.goto("/admin/categories");
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("list", { name: "Khoa/phòng" }).getByRole("listitem").filter({ hasText: name });
  const open = card.getByRole("link", { name: `Xem danh mục của ${name}` });
  const status = card.getByRole("button", { name: `${name}: đang kích hoạt, bấm để vô hiệu` });
  const edit = card.getByRole("button", { name: `Sửa ${name}` });
  const remove = card.getByRole("button", { name: `Xóa ${name}` });
  await expect(card).toContainText("1 danh mục");
  for (const control of [open, status, edit, remove]) await expectOnScreen(control);
  await expectTabOrder(page, open, [status, edit, remove]);

  // The status saves at once, from the keyboard.
  await status.focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: `${name}: đang vô hiệu, bấm để kích hoạt` })).toBeVisible();
  // Edit opens the form; Escape closes it.
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Chỉnh sửa khoa/phòng" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Tên", { exact: true })).toHaveValue(name);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The name opens the department's categories, cards too.
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${id}$|department=${id}`));
  await expectNoSidewaysScroll(page);
  const category = page.getByRole("listitem").filter({ hasText: `Danh mục điện thoại ${RUN}` });
  await expectOnScreen(category.getByRole("button", { name: `Sửa Danh mục điện thoại ${RUN}` }));
  const removeCategory = category.getByRole("button", { name: `Xóa Danh mục điện thoại ${RUN}` });
  await expectOnScreen(removeCategory);
  page.once("dialog", (question) => question.accept());
  await removeCategory.click();
  await expect(category).toHaveCount(0);
});

test("administrators and redirects: a card per entry whose remove button works", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
  // A renamed department leaves a redirect from its old address.
  const name = `Khoa cu ${RUN}`;
  const id = await saveViaAction(page.request, baseURL as string, "department", { name });
  await saveViaAction(page.request, baseURL as string, "department", { id, name: `Khoa moi ${RUN}` });

  // RUN is shared by every spec of this worker, and others leave redirects with it: search this one's own path.
  await page.goto(`/admin/redirects?q=khoa-cu-${RUN}`);
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("table")).toBeHidden();
  const redirect = page.getByRole("list", { name: "Danh sách chuyển hướng" }).getByRole("listitem");
  await expect(redirect).toHaveCount(1);
  await expect(redirect).toContainText(`/departments/khoa-cu-${RUN}`);
  await expect(redirect).toContainText(`/departments/khoa-moi-${RUN}`);
  const removeRedirect = redirect.getByRole("button", { name: `Xóa chuyển hướng từ /departments/khoa-cu-${RUN}` });
  await expectOnScreen(removeRedirect);
  await expectTabOrder(page, redirect.getByRole("link"), [removeRedirect]);
  page.once("dialog", (question) => question.accept());
  await page.keyboard.press("Enter");
  await expect(page.getByText("Đã xóa chuyển hướng.")).toBeVisible();
  await expect(redirect).toHaveCount(0);

  // An administrator added on the phone, then removed from its card.
  const username = `dien-thoai-${RUN}`;
  await page.goto("/admin/users");
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("mat-khau-dien-thoai-1");
  await page.getByLabel("Nhập lại mật khẩu").fill("mat-khau-dien-thoai-1");
  await page.getByRole("button", { name: "Thêm quản trị viên" }).click();
  await expect(page.getByText(`Đã thêm quản trị viên ${username}.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("table")).toBeHidden();
  const user = page
    .getByRole("list", { name: "Danh sách quản trị viên" })
    .getByRole("listitem")
    .filter({ hasText: username });
  await expect(user).toContainText("Chưa đăng nhập");
  const removeUser = user.getByRole("button", { name: `Xóa quản trị viên ${username}` });
  await expectOnScreen(removeUser);
  page.once("dialog", (question) => question.accept());
  await removeUser.click();
  await expect(page.getByText(`Đã xóa quản trị viên ${username}.`)).toBeVisible();
  await expect(user).toHaveCount(0);
});

test("the audit log: a card per entry, in Vietnamese, nothing wider than the screen", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL as string);
  const name = `Khoa nhat ky ${RUN}`;
  await saveViaAction(page.request, baseURL as string, "department", { name });
  await page.goto("/admin/audit?entity=department");
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("table")).toBeHidden();
  const entry = page
    .getByRole("list", { name: "Nhật ký hoạt động, mới nhất trước" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .first();
  await expect(entry).toContainText("Tạo mới");
  await expect(entry).toContainText("(lưu biểu mẫu)");
  await expect(entry).toContainText("127.0.0.1");
  await expectOnScreen(entry);
});
