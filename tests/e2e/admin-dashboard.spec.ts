import { formatAdminDate } from "../../app/lib/admin-date";
import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { DEMO_ARTICLES } from "../../app/server/seed/data/news";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The seed's figures: every seeded product is active; articles are published or drafts.
// (These tests create no products or articles, so the counts are the seed's.)
const products = DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products)).length;
const published = DEMO_ARTICLES.filter((a) => a.isPublished).length;
const drafts = DEMO_ARTICLES.length - published;
const percent = (part: number, total: number) => Math.round((part / total) * 100);

test.beforeEach(async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("baseURL");
  await signIn(page.request, baseURL);
});

test("the dashboard shows the seed's counts with whole-number percentages", async ({ page }) => {
  expect(published).toBe(8);
  expect(drafts).toBe(2);
  await page.goto("/admin/dashboard");
  const productCard = page.getByRole("region", { name: "Sản phẩm", exact: true });
  await expect(productCard.getByTestId("Sản phẩm-total")).toHaveText(String(products));
  await expect(productCard).toContainText(`Đang hoạt động${products} (100% tổng số)`);
  await expect(productCard).toContainText("Vô hiệu0 (0% tổng số)");

  const newsCard = page.getByRole("region", { name: "Tin tức" });
  await expect(newsCard.getByTestId("Tin tức-total")).toHaveText(String(DEMO_ARTICLES.length));
  await expect(newsCard).toContainText(
    `Đã xuất bản${published} (${percent(published, DEMO_ARTICLES.length)}% tổng số)`,
  );
  await expect(newsCard).toContainText(`Bản nháp${drafts} (${percent(drafts, DEMO_ARTICLES.length)}% tổng số)`);
});

test("the dashboard lists the 5 most recent activities, quick actions and the system status", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const recent = page.getByRole("region", { name: "Hoạt động gần đây" });
  await expect(recent.getByRole("listitem")).toHaveCount(5);
  // Products and articles, each with its status and a dd/mm/yyyy date.
  const items = await recent.getByRole("listitem").allTextContents();
  expect(items.some((text) => text.includes("Sản phẩm mới"))).toBe(true);
  expect(items.some((text) => text.includes("Bài viết mới"))).toBe(true);
  for (const text of items) expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  const articleTitles = new Set(DEMO_ARTICLES.map((a) => a.title));
  const productNames = new Set(DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products.map((p) => p.name))));
  for (const text of items) {
    expect(
      [...articleTitles, ...productNames].some((title) => text.includes(title)),
      text,
    ).toBe(true);
  }

  const quick = page.getByRole("region", { name: "Thao tác nhanh" });
  await expect(quick.getByRole("link", { name: "Thêm sản phẩm" })).toHaveAttribute("href", "/admin/products/new");
  await expect(quick.getByRole("link", { name: "Viết bài mới" })).toHaveAttribute("href", "/admin/news/new");
  await expect(quick.getByRole("link", { name: "Quản lý danh mục" })).toHaveAttribute("href", "/admin/categories");

  const status = page.getByRole("region", { name: "Trạng thái hệ thống" });
  await expect(status).toContainText("Cơ sở dữ liệu");
  await expect(status.getByText("Hoạt động", { exact: true })).toHaveCount(3);
});

test("the layout: sidebar links, today's date in Vietnamese, the administrator label", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Điều hướng quản trị" });
  const links: [string, string][] = [
    ["Dashboard", "/admin/dashboard"],
    ["Sản phẩm", "/admin/products"],
    ["Danh mục", "/admin/categories"],
    ["Tin tức", "/admin/news"],
    ["Cài đặt website", "/admin/settings"],
    ["Chuyển hướng", "/admin/redirects"],
    ["Người quản trị", "/admin/users"],
    ["Tài khoản của tôi", "/admin/account"],
  ];
  for (const [name, href] of links) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
  await expect(page.getByText("Quản trị viên", { exact: true })).toBeVisible();
  const date = page.getByTestId("admin-date");
  await expect(date).toHaveText(/^(Chủ Nhật|Thứ Hai|Thứ Ba|Thứ Tư|Thứ Năm|Thứ Sáu|Thứ Bảy), \d{2}\/\d{2}\/\d{4}$/);
  await expect(date).toHaveText(formatAdminDate(new Date()));

  await nav.getByRole("link", { name: "Danh mục" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(nav.getByRole("link", { name: "Danh mục" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Quản lý khoa/phòng và danh mục" })).toBeVisible();
});

test("on a phone the menu collapses and opens on demand", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Điều hướng quản trị" });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole("button", { name: "Mở menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Đóng menu" }).first()).toBeVisible();
  await nav.getByRole("link", { name: "Danh mục" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(nav).toBeHidden();

  await page.getByRole("button", { name: "Mở menu" }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
});

test("admin redirects: /admin, retired department paths, unknown paths", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/departments");
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto("/admin/departments/5/edit");
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto("/admin/khong-co-trang-nay");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("every path change scrolls back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/admin/dashboard");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("navigation", { name: "Điều hướng quản trị" }).getByRole("link", { name: "Danh mục" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
