import type { Browser } from "@playwright/test";
import { ADMIN, deleteProductOnList, RUN, signInWithForm } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * A product's slug changes and its old link
 * (both languages) still leads to it; a password change signs the other browser out; the last
 * administrator cannot be removed.
 */

/** The browser reports every 4xx document itself; where a test asks for one, that line is expected. */
function expectResponses(problems: string[], status: number) {
  const line = new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
  problems.splice(0, problems.length, ...problems.filter((p) => !line.test(p)));
}

test("a product's slug changes: the old link leads to the new page in both languages (301); deleted, it is gone (410)", async ({
  page,
  consoleProblems,
}) => {
  await signInWithForm(page, ADMIN.username, ADMIN.password);
  const name = `Máy chuyển hướng ${RUN}`;
  const oldSlug = `may-chuyen-huong-${RUN}`;
  const newSlug = `may-chuyen-huong-moi-${RUN}`;

  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  await page.getByLabel("Danh mục").selectOption({ index: 1 });
  await page.getByRole("link", { name: "+ Thêm sản phẩm" }).click();
  await page.getByLabel("Tên sản phẩm *").fill(name);
  await expect(page.getByLabel("Slug URL *")).toHaveValue(oldSlug);
  const brand = page.getByRole("combobox", { name: "Tìm hoặc thêm thương hiệu" });
  await brand.fill("STERIS");
  await page.getByRole("option", { name: "STERIS" }).click();
  await page.getByRole("button", { name: "Tạo mới" }).click();
  // One of the run's first saves, while every server is still starting: a retry after a late save
  // would leave a second product that the seed's counts in later specs do not expect.
  await expect(page).toHaveURL(/\/admin\/products\?department=/, { timeout: 20_000 });

  // The staff member changes only the slug.
  await page.getByRole("link", { name: `Sửa ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Chỉnh sửa sản phẩm" })).toBeVisible();
  await page.getByLabel("Slug URL *").fill(newSlug);
  await page.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page).toHaveURL(/\/admin\/products\?department=/);

  // The old address answers 301 to the new one, in each language, the query kept.
  for (const prefix of ["", "/en"]) {
    const moved = await page.request.get(`${prefix}/products/${oldSlug}?ref=old`, { maxRedirects: 0 });
    expect(moved.status(), `${prefix}/products/${oldSlug}`).toBe(301);
    expect(moved.headers().location).toBe(`${prefix}/products/${newSlug}?ref=old`);
  }
  // Followed as a visitor would: the landed page is the product's new address.
  await page.goto(`/products/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/products/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goto(`/en/products/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/en/products/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The redirects page lists it.
  await page.goto("/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "Chuyển hướng" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `/products/${oldSlug}` });
  await expect(row.getByRole("cell").nth(0)).toHaveText("Sản phẩm");
  await expect(row.getByRole("link", { name: `/products/${newSlug}` })).toBeVisible();
  // Its search box finds it by the new address, even pasted as the English one; or finds nothing.
  const search = page.getByRole("searchbox", { name: "Tìm theo địa chỉ cũ hoặc mới" });
  await search.fill(`/en/products/${newSlug}`);
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/redirects\?q=/);
  await expect(page.getByText("1 chuyển hướng", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(1);
  await search.fill(`khong-co-${RUN}`);
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: `Không có chuyển hướng nào khớp “khong-co-${RUN}”` })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(0);

  // Deleted: both addresses answer 410 with the not-found page, kept out of search engines.
  await page.goto("/admin/products");
  await page.getByLabel("Khoa/phòng").selectOption({ label: "Khoa Nội soi" });
  // The department's list, arrived: a delete clicked on the list being replaced loses its message.
  await expect(page).toHaveURL(/department=\d+/);
  await deleteProductOnList(page, name);
  for (const slug of [newSlug, oldSlug]) {
    expect((await page.request.get(`/products/${slug}`, { maxRedirects: 0 })).status(), slug).toBe(410);
  }
  const gone = await page.goto(`/en/products/${newSlug}`);
  expect(gone?.status()).toBe(410);
  await expect(
    page.getByRole("heading", { level: 1, name: "This product does not exist or has been hidden" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expectResponses(consoleProblems, 410);

  // The admin removes the 410 of the old address: it is an ordinary unknown address again.
  await page.goto("/admin/redirects");
  const goneRow = page.getByRole("row").filter({ hasText: `/products/${oldSlug}` });
  await expect(goneRow).toContainText("410 – đã xóa");
  page.once("dialog", (dialog) => void dialog.accept());
  await goneRow.getByRole("button", { name: `Xóa chuyển hướng từ /products/${oldSlug}` }).click();
  await expect(page.getByText("Đã xóa chuyển hướng.")).toBeVisible();
  await expect(goneRow).toHaveCount(0);
  expect((await page.request.get(`/products/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(404);
});

async function newSignedInPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, username, password);
  return { context, page };
}

test("changing one's password signs the other browser out; this one stays", async ({ page, browser }) => {
  const username = `nhan-vien-${RUN}`;
  const first = "mat-khau-dau-tien-1";
  const second = "mat-khau-thu-hai-22";

  // An administrator adds a colleague (the seeded admin's password is left alone for other tests).
  await signInWithForm(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin/users");
  await page.getByLabel("Tên đăng nhập").fill(username);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("short");
  await page.getByLabel("Nhập lại mật khẩu").fill("short");
  await page.getByRole("button", { name: "Thêm quản trị viên" }).click();
  await expect(page.getByText("Mật khẩu phải có ít nhất 12 ký tự").first()).toBeVisible();
  await expect(page.getByLabel("Mật khẩu", { exact: true })).toBeFocused();
  await page.getByLabel("Mật khẩu", { exact: true }).fill(first);
  await page.getByLabel("Nhập lại mật khẩu").fill(first);
  await page.getByRole("button", { name: "Thêm quản trị viên" }).click();
  await expect(page.getByText(`Đã thêm quản trị viên ${username}.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: username })).toContainText("Chưa đăng nhập");
  // The same name in capitals is the same name: refused, naming the one that exists.
  const upper = username.toUpperCase();
  await page.getByLabel("Tên đăng nhập").fill(upper);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(first);
  await page.getByLabel("Nhập lại mật khẩu").fill(first);
  await page.getByRole("button", { name: "Thêm quản trị viên" }).click();
  await expect(
    page
      .getByText(`Tên đăng nhập "${upper}" trùng với "${username}" (không phân biệt chữ hoa, chữ thường).`, {
        exact: false,
      })
      .first(),
  ).toBeVisible();
  // (A string in hasText ignores case: a pattern does not.)
  await expect(page.getByRole("row").filter({ hasText: new RegExp(upper) })).toHaveCount(0);

  // The colleague is signed in on two browsers.
  const office = await newSignedInPage(browser, username, first);
  const laptop = await newSignedInPage(browser, username, first);

  // At the office, through the header's name, the password is changed.
  await office.page.getByRole("link", { name: new RegExp(username) }).click();
  await expect(office.page.getByRole("heading", { level: 1, name: "Tài khoản của tôi" })).toBeVisible();
  await office.page.getByLabel("Mật khẩu hiện tại").fill("not-the-password");
  await office.page.getByLabel("Mật khẩu mới", { exact: true }).fill(second);
  await office.page.getByLabel("Nhập lại mật khẩu mới").fill(second);
  await office.page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(office.page.getByText("Mật khẩu hiện tại không đúng").first()).toBeVisible();
  await expect(office.page.getByLabel("Mật khẩu hiện tại")).toBeFocused();

  await office.page.getByLabel("Mật khẩu hiện tại").fill(first);
  await office.page.getByLabel("Mật khẩu mới", { exact: true }).fill(second);
  await office.page.getByLabel("Nhập lại mật khẩu mới").fill(second);
  await office.page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(office.page.getByRole("status").filter({ hasText: "Đã đổi mật khẩu." })).toHaveText(
    "Đã đổi mật khẩu. 1 phiên đăng nhập khác đã kết thúc.",
  );
  await expect(office.page.getByLabel("Mật khẩu hiện tại")).toHaveValue("");

  // The office stays signed in; the laptop is signed out at its next step.
  await office.page.goto("/admin/dashboard");
  await expect(office.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await laptop.page.goto("/admin/dashboard");
  await expect(laptop.page).toHaveURL(/\/admin\/login/);
  await laptop.page.getByLabel("Tên đăng nhập").fill(username);
  await laptop.page.getByLabel("Mật khẩu", { exact: true }).fill(first);
  await laptop.page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(laptop.page.getByText("Invalid username or password")).toBeVisible();
  await signInWithForm(laptop.page, username, second);

  // The colleague is removed: both of their browsers are signed out.
  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).not.toContainText("Chưa đăng nhập");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(username);
    void dialog.accept();
  });
  await row.getByRole("button", { name: `Xóa quản trị viên ${username}` }).click();
  await expect(page.getByText(`Đã xóa quản trị viên ${username}.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  for (const signedOut of [office.page, laptop.page]) {
    await signedOut.goto("/admin/dashboard");
    await expect(signedOut).toHaveURL(/\/admin\/login/);
  }
  await office.context.close();
  await laptop.context.close();
});

test("the last administrator cannot be removed, and says so", async ({ page }) => {
  await signInWithForm(page, ADMIN.username, ADMIN.password);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Quản trị viên" })).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${ADMIN.username} (bạn)`);
  page.once("dialog", (dialog) => void dialog.accept());
  await rows
    .first()
    .getByRole("button", { name: `Xóa quản trị viên ${ADMIN.username}` })
    .click();
  await expect(page.getByRole("alert")).toHaveText("Không thể xóa quản trị viên cuối cùng");
  await page.reload();
  await expect(rows).toHaveCount(1);
});
