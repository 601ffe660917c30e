import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { expect, test } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The demo data's texts for one language, as the departments pages must show them. */
const languages = [
  {
    lang: "vi" as const,
    prefix: "",
    title: "Sản phẩm theo khoa/phòng ban",
    name: (x: { name: string; nameEn: string }) => x.name,
    categoryCount: (n: number) => `${n} danh mục`,
    more: (n: number) => `+${n} danh mục khác`,
    productCount: (n: number) => `${n} sản phẩm`,
    viewDepartment: "Xem danh mục",
    viewProducts: "Xem sản phẩm",
    allProducts: "Xem tất cả sản phẩm",
    departmentAllProducts: "Xem tất cả sản phẩm của khoa",
    back: "Quay lại danh sách khoa/phòng ban",
    noProducts: "Chưa có sản phẩm",
    notFound: "Không tìm thấy khoa/phòng ban",
  },
  {
    lang: "en" as const,
    prefix: "/en",
    title: "Products by department",
    name: (x: { name: string; nameEn: string }) => x.nameEn || x.name,
    categoryCount: (n: number) => `${n} ${n === 1 ? "category" : "categories"}`,
    more: (n: number) => `+${n} more ${n === 1 ? "category" : "categories"}`,
    productCount: (n: number) => `${n} ${n === 1 ? "product" : "products"}`,
    viewDepartment: "View categories",
    viewProducts: "View products",
    allProducts: "View all products",
    departmentAllProducts: "View all products in this department",
    back: "Back to all departments",
    noProducts: "No products yet",
    notFound: "Department not found",
  },
];

for (const l of languages) {
  test.describe(`departments (${l.lang})`, () => {
    test("the list shows every department with its category count, two names and '+N' more", async ({ page }) => {
      const response = await page.goto(`${l.prefix}/departments`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(l.title)} \\|`));
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
      await expect(page.locator("main article h2")).toHaveText(DEMO_CATALOG.map(l.name));

      for (const department of DEMO_CATALOG) {
        const card = page.getByRole("article", { name: l.name(department) });
        const names = department.categories.map(l.name);
        await expect(card).toContainText(l.categoryCount(names.length));
        const items = card.getByRole("listitem");
        const shown = names.slice(0, 2);
        const expected = names.length > 2 ? [...shown, l.more(names.length - 2)] : shown;
        await expect(items).toHaveText(expected);
        await expect(card.getByRole("link", { name: l.viewDepartment })).toHaveAttribute(
          "href",
          `${l.prefix}/departments/${department.slug}`,
        );
      }
      await expect(page.getByRole("link", { name: l.allProducts, exact: true })).toHaveAttribute(
        "href",
        `${l.prefix}/products/all`,
      );
    });

    test("a card leads to its department, whose categories show their product counts", async ({ page }) => {
      const department = DEMO_CATALOG[2] ?? DEMO_CATALOG[0];
      if (!department) throw new Error("the demo catalogue is empty");
      await page.goto(`${l.prefix}/departments`);
      await page
        .getByRole("article", { name: l.name(department) })
        .getByRole("link", { name: l.viewDepartment })
        .click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/departments/${department.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: l.name(department) })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(l.name(department))} \\|`));

      const cards = page.locator("main article");
      await expect(cards).toHaveCount(department.categories.length);
      for (const category of department.categories) {
        const card = page.getByRole("article", { name: l.name(category) });
        await expect(card).toContainText(l.productCount(category.products.length));
        // The demo catalogue has no empty category, so every button is an enabled link.
        expect(category.products.length).toBeGreaterThan(0);
        await expect(card.getByRole("link", { name: l.viewProducts })).toHaveAttribute(
          "href",
          `${l.prefix}/departments/${department.slug}/${category.slug}`,
        );
      }
      await expect(page.getByRole("button", { name: l.noProducts })).toHaveCount(0);
      await expect(page.getByRole("link", { name: l.departmentAllProducts })).toHaveAttribute(
        "href",
        `${l.prefix}/products/department/${department.slug}`,
      );
      await page.getByRole("link", { name: l.back }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/departments$`));
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
    });

    test("the department page arrives complete from the server", async ({ request }) => {
      const department = DEMO_CATALOG[0];
      if (!department) throw new Error("the demo catalogue is empty");
      const response = await request.get(`${l.prefix}/departments/${department.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${l.lang}"`);
      for (const category of department.categories) {
        expect(html).toContain(`href="${l.prefix}/departments/${department.slug}/${category.slug}"`);
      }
    });

    test("an unknown department answers 404 with a back link, inside the site's shell", async ({ request }) => {
      const response = await request.get(`${l.prefix}/departments/khong-co-khoa-nay`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${l.notFound} |`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${l.notFound}</h1>`));
      expect(html).toContain(`href="${l.prefix}/departments"`);
      expect(html).toContain("<header");
      expect(html).toContain("<footer");
    });
  });
}
