import type { Browser, Page } from "@playwright/test";
import { ADMIN, decodeSingleFetch, RUN, signIn, signInWithForm } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * As staff would meet it (decision 040): a Biên tập viên and a Kinh doanh
 * account see only their part of the navigation, a page outside it answers 403 with its text, and
 * Kinh doanh reads a product without being able to change it while the request inbox works.
 */
const PASSWORD = "mat-khau-vai-tro-1";
const FORBIDDEN = "Tài khoản của bạn không có quyền mở trang này.";
/** The accounts this file added, removed after each test (the accounts spec counts the administrators). */
const added: string[] = [];

/** The administrator's own browser context, signed in over HTTP. */
async function asAdministrator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, baseURL);
  return context;
}

/** An account of `role` added by the administrator, as the users screen's form posts it. */
async function addAccount(browser: Browser, baseURL: string, role: "editor" | "sales") {
  const username = `${role}-${RUN}`;
  const admin = await asAdministrator(browser, baseURL);
  const response = await admin.request.post("/admin/users.data", {
    form: { intent: "add", username, password: PASSWORD, confirmPassword: PASSWORD, role },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(JSON.stringify(await decodeSingleFetch(await response.body()))).toContain(username);
  added.push(username);
  await admin.close();
  return username;
}

test.afterEach(async ({ browser, baseURL }) => {
  if (!baseURL || added.length === 0) return;
  const admin = await asAdministrator(browser, baseURL);
  const list = (await decodeSingleFetch(await (await admin.request.get("/admin/users.data")).body())) as {
    "routes/admin/users"?: { data?: { rows?: { id: number; username: string }[] } };
  };
  const rows = (list["routes/admin/users"]?.data?.rows ?? []).filter((row) => added.includes(row.username));
  expect(rows.map((row) => row.username).sort()).toEqual([...added].sort());
  for (const row of rows) {
    const removed = await admin.request.post("/admin/users.data", {
      form: { intent: "remove", id: String(row.id) },
      headers: { Origin: baseURL },
    });
    expect(removed.status()).toBe(200);
  }
  added.length = 0;
  await admin.close();
});

/** Signs in through the login page as a new account of `role`; the header names the role. */
async function signInAs(page: Page, browser: Browser, baseURL: string, role: "editor" | "sales") {
  const username = await addAccount(browser, baseURL, role);
  await signInWithForm(page, username, PASSWORD);
  const names = { editor: "Biên tập viên", sales: "Kinh doanh" };
  await expect(page.getByRole("link", { name: new RegExp(username) })).toContainText(names[role]);
}

/** The sidebar's entries, in order. */
const navigation = (page: Page) => page.getByRole("navigation", { name: "Điều hướng quản trị" }).getByRole("link");

/** A 403 page is reported by the browser itself: the test expects that one line. */
function expect403(problems: string[]) {
  const line = /Failed to load resource: the server responded with a status of 403/;
  expect(problems.some((p) => line.test(p))).toBe(true);
  problems.splice(0, problems.length, ...problems.filter((p) => !line.test(p)));
}

test("a Biên tập viên manages the content, and is refused the accounts and buyers' requests", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  if (!baseURL) throw new Error("baseURL");
  await signInAs(page, browser, baseURL, "editor");
  await expect(navigation(page)).toHaveText([
    "Dashboard",
    "Sản phẩm",
    "Danh mục",
    "Tin tức",
    "Cài đặt website",
    "Đã xóa gần đây",
    "Tài khoản của tôi",
  ]);
  // The dashboard offers what the role does, and nothing of buyers' requests.
  await expect(page.getByRole("link", { name: "Thêm sản phẩm", exact: true })).toBeVisible();
  await expect(page.getByText("Yêu cầu báo giá mới")).toHaveCount(0);
  await expect(page.locator('a[href^="/admin/inquiries"]')).toHaveCount(0);

  await navigation(page).filter({ hasText: "Tin tức" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tin tức" })).toBeVisible();

  // Typed in by hand: the accounts screen answers 403 with its text.
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Không có quyền truy cập" })).toBeVisible();
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await expect(page.getByText(ADMIN.username, { exact: true })).toHaveCount(0);
  expect403(consoleProblems);
  await page.getByRole("link", { name: "Về Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Buyers' requests and their export are refused too, to a fetch as well.
  expect((await page.request.get("/admin/inquiries/export.csv")).status()).toBe(403);
});

test("Kinh doanh reads a product without changing it, and works the request inbox", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  if (!baseURL) throw new Error("baseURL");
  await signInAs(page, browser, baseURL, "sales");
  // The inbox's entry shows while the request form is on or requests are kept (decision 029).
  const entries = await navigation(page).allTextContents();
  expect(entries.filter((entry) => !entry.startsWith("Yêu cầu báo giá"))).toEqual([
    "Dashboard",
    "Sản phẩm",
    "Danh mục",
    "Tài khoản của tôi",
  ]);
  await expect(page.getByRole("link", { name: "Thêm sản phẩm", exact: true })).toHaveCount(0);

  // The catalogue, read-only: no adding, no deleting, the editor's fields locked with a note.
  await navigation(page).filter({ hasText: "Sản phẩm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sản phẩm" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nhập từ file", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Xóa / })).toHaveCount(0);
  const view = page.getByRole("main").getByRole("link", { name: /^Xem / }).first();
  await expect(view).toBeVisible();
  await view.click();
  await expect(page.getByRole("heading", { level: 1, name: "Chỉnh sửa sản phẩm" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveText("Chỉ xem: tài khoản Kinh doanh không sửa được sản phẩm.");
  await expect(page.getByLabel("Tên sản phẩm *")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Cập nhật", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Lịch sử", exact: true })).toHaveCount(0);

  // A save sent anyway is refused by the server.
  const save = await page.request.post(`${new URL(page.url()).pathname}.data`, {
    form: { name: "Đổi bởi Kinh doanh" },
    headers: { Origin: baseURL },
  });
  expect(save.status()).toBe(403);

  // The inbox opens and answers.
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Yêu cầu báo giá" })).toBeVisible();
  expect((await page.request.get("/admin/inquiries/export.csv")).status()).toBe(200);

  // The news are not this role's.
  const news = await page.goto("/admin/news");
  expect(news?.status()).toBe(403);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  expect403(consoleProblems);
});
