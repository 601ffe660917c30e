import type { APIRequestContext, Page } from "@playwright/test";
import { en as enTexts, vi as viTexts } from "../../app/i18n/messages/catalog";
import { PRODUCTS_PER_PAGE } from "../../app/lib/catalog-query";
import { brandId } from "../../app/lib/slugify";
import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import type { SeedCategory, SeedDepartment, SeedProduct } from "../../app/server/seed/types";
import { cardsLaidOut, expect, test } from "./fixtures";

// ---- The demo catalogue these tests rely on -------------------------------------------------

function department(slug: string): SeedDepartment {
  const found = DEMO_CATALOG.find((d) => d.slug === slug);
  if (!found) throw new Error(`the demo data has no department ${slug}`);
  return found;
}

function category(parent: SeedDepartment, slug: string): SeedCategory {
  const found = parent.categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`the demo data has no category ${slug}`);
  return found;
}

function product(slug: string): SeedProduct {
  const found = ALL.find((p) => p.slug === slug);
  if (!found) throw new Error(`the demo data has no product ${slug}`);
  return found;
}

const productsOf = (d: SeedDepartment) => d.categories.flatMap((c) => c.products);
const ALL = DEMO_CATALOG.flatMap(productsOf);
const endoscopy = department("khoa-noi-soi");
const infectionControl = department("khoa-kiem-soat-nhiem-khuan");
const operatingRoom = department("phong-mo");
const laboratory = department("phong-xet-nghiem");
const flexibleScopes = category(endoscopy, "ong-soi-mem");
const surgicalLights = category(operatingRoom, "den-mo");
const operatingTables = category(operatingRoom, "ban-mo");
const gastroscope = product("may-noi-soi-da-day-pentax-eg-2990i");
const brushSet = product("bo-ban-chai-lam-sach-kenh-ong-soi-vedkang");
const pentax = ALL.filter((p) => p.brands.some((b) => brandId(b) === "pentax-medical"));

const LANGS = [
  { lang: "vi", prefix: "", t: viTexts, name: (x: { name: string; nameEn: string }) => x.name },
  { lang: "en", prefix: "/en", t: enTexts, name: (x: { name: string; nameEn: string }) => x.nameEn || x.name },
] as const;
type Lang = (typeof LANGS)[number];

// ---- Helpers ---------------------------------------------------------------------------------

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The product cards of the result grid. */
const cards = (page: Page) => page.locator("main article");

/** The browser reports a 404 document itself; that is what a test of a 404 expects. */
function allowNotFoundResponses(problems: string[]) {
  const expected = /Failed to load resource: the server responded with a status of 404/;
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)));
}

// ---- Server-rendered pages ---------------------------------------------------------------

const LISTINGS = [
  {
    path: "/products",
    heading: (l: Lang) => l.t.allProducts,
    title: (l: Lang) => l.t.allProducts,
    count: ALL.length,
    filters: ["department", "category", "brand"],
  },
  {
    path: "/products/all",
    heading: (l: Lang) => l.t.allProducts,
    title: (l: Lang) => l.t.allProducts,
    count: ALL.length,
    filters: ["department", "category", "brand"],
  },
  {
    path: "/products/department/khoa-noi-soi",
    heading: (l: Lang) => l.name(endoscopy),
    title: (l: Lang) => l.t.departmentProductsTitle(l.name(endoscopy)),
    count: productsOf(endoscopy).length,
    filters: ["category", "brand"],
  },
  {
    path: "/products/category/ong-soi-mem",
    heading: (l: Lang) => l.name(flexibleScopes),
    title: (l: Lang) => l.name(flexibleScopes),
    count: flexibleScopes.products.length,
    filters: ["brand"],
  },
  {
    path: "/departments/phong-mo/den-mo",
    heading: (l: Lang) => l.name(surgicalLights),
    title: (l: Lang) => l.t.categoryInDepartmentTitle(l.name(surgicalLights), l.name(operatingRoom)),
    count: surgicalLights.products.length,
    filters: ["category", "brand"],
  },
  {
    path: "/medical-equipment",
    heading: (l: Lang) => l.name(endoscopy),
    title: (l: Lang) => l.t.departmentProductsTitle(l.name(endoscopy)),
    count: productsOf(endoscopy).length,
    filters: ["category", "brand"],
  },
  {
    path: "/consumables",
    heading: (l: Lang) => l.name(infectionControl),
    title: (l: Lang) => l.t.departmentProductsTitle(l.name(infectionControl)),
    count: productsOf(infectionControl).length,
    filters: ["category", "brand"],
  },
  {
    path: "/laboratory-equipment",
    heading: (l: Lang) => l.name(laboratory),
    title: (l: Lang) => l.t.departmentProductsTitle(l.name(laboratory)),
    count: productsOf(laboratory).length,
    filters: ["category", "brand"],
  },
];

test.describe("the server's first HTML", () => {
  for (const l of LANGS) {
    test(`every listing route answers complete HTML (${l.lang})`, async ({ request }) => {
      for (const listing of LISTINGS) {
        const path = `${l.prefix}${listing.path}`;
        const { status, html } = await serverHtml(request, path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(`<html lang="${l.lang}"`);
        expect(html, path).toMatch(new RegExp(`<title>${escapeRegExp(listing.title(l))} \\| `));
        expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(listing.heading(l))}</h1>`));
        expect(html, path).toContain(l.t.count(listing.count));
        const cardLinks = html.match(/<h3[^>]*><a[^>]*href="(?:\/en)?\/products\/[^"]+"/g) ?? [];
        expect(cardLinks, path).toHaveLength(Math.min(listing.count, PRODUCTS_PER_PAGE));
        for (const filter of ["department", "category", "brand"]) {
          expect(html.includes(`id="catalog-${filter}"`), `${path}: ${filter} filter`).toBe(
            listing.filters.includes(filter),
          );
        }
      }
    });

    test(`an unknown or hidden department or category answers 404 (${l.lang})`, async ({ request }) => {
      const cases = [
        { path: "/products/department/khong-co-khoa-nay", title: l.t.departmentNotFound.title, back: "/departments" },
        { path: "/departments/khong-co-khoa-nay/den-mo", title: l.t.departmentNotFound.title, back: "/departments" },
        {
          path: "/departments/phong-mo/khong-co-danh-muc",
          title: l.t.categoryNotFound.title,
          back: "/departments/phong-mo",
        },
        // A category exists only inside its own department.
        {
          path: "/departments/khoa-noi-soi/den-mo",
          title: l.t.categoryNotFound.title,
          back: "/departments/khoa-noi-soi",
        },
        { path: "/products/category/khong-co-danh-muc", title: l.t.categoryNotFound.title, back: "/products" },
      ];
      for (const c of cases) {
        const { status, html } = await serverHtml(request, `${l.prefix}${c.path}`);
        expect(status, c.path).toBe(404);
        expect(html, c.path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(c.title)}</h1>`));
        expect(html, c.path).toContain(`href="${l.prefix}${c.back}"`);
      }
      if (l.lang === "vi") {
        const { html } = await serverHtml(request, "/products/department/khong-co-khoa-nay");
        expect(html).toContain("Không tìm thấy khoa/phòng ban");
      }
    });

    test(`a product page arrives complete, with title, meta and image size (${l.lang})`, async ({ request }) => {
      const { status, html } = await serverHtml(request, `${l.prefix}/products/${gastroscope.slug}`);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<title>${escapeRegExp(l.name(gastroscope))} – [^<|]+ \\| `));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(l.name(gastroscope))}</h1>`));
      const description = l.lang === "vi" ? gastroscope.description : gastroscope.descriptionEn;
      expect(html).toContain(`<meta name="description" content="${escapeHtml(description).slice(0, 80)}`);
      expect(html).toMatch(/<img[^>]+srcSet="[^"]+ \d+w[^"]*"[^>]*width="\d+"[^>]*height="\d+"/);
      expect(html).toContain(`alt="${l.name(gastroscope)}"`);
    });
  }

  test("a cut product slug redirects for good to the full one, keeping /en", async ({ request }) => {
    for (const prefix of ["", "/en"]) {
      const { status, headers } = await serverHtml(request, `${prefix}/products/may-noi-soi-da-day-pentax`);
      expect(status).toBe(301);
      expect(headers.location).toBe(`${prefix}/products/may-noi-soi-da-day-pentax-eg-2990i`);
    }
  });

  test("an unknown product answers 404 with links back to the list", async ({ request }) => {
    for (const l of LANGS) {
      const { status, html } = await serverHtml(request, `${l.prefix}/products/khong-co-san-pham-nay`);
      expect(status).toBe(404);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(l.t.productNotFound.title)}</h1>`));
      expect(html).toContain(`href="${l.prefix}/products"`);
    }
    const { html } = await serverHtml(request, "/products/khong-co-san-pham-nay");
    expect(html).toContain("Sản phẩm không tồn tại hoặc đã bị ẩn");
  });

  test("page links are crawlable and keep the other parameters", async ({ request }) => {
    const { html } = await serverHtml(request, "/products?q=y+te&brand=&page=1");
    expect(html).toContain('href="/products?q=y+te&amp;page=2"');
    const second = await serverHtml(request, "/en/products?page=2");
    expect(second.html).toContain('href="/en/products"');
    expect(second.html).toContain('href="/en/products?page=3"');
    expect(second.html).toContain(`<title>${enTexts.allProducts}${enTexts.pageSuffix(2)} | `);
  });
});

// ---- In the browser ------------------------------------------------------------------------

test.describe("the product list", () => {
  test("search ignores accents and lives in the URL", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByText("Tìm thấy 53 sản phẩm")).toBeVisible();
    await page.getByLabel("Tìm kiếm sản phẩm", { exact: true }).fill("may noi soi");
    // Applies by itself shortly after typing stops.
    await expect(page).toHaveURL(/\/products\?q=may\+noi\+soi$/);
    await expect(page.getByRole("link", { name: "Máy nội soi dạ dày Pentax EG-2990i" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bỏ bộ lọc Từ khóa: “may noi soi”" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Tìm kiếm sản phẩm", { exact: true })).toHaveValue("may noi soi");
    await expect(page.getByRole("link", { name: "Máy nội soi dạ dày Pentax EG-2990i" })).toBeVisible();
  });

  test("search applies on Enter, in English under /en", async ({ page }) => {
    await page.goto("/en/products");
    const search = page.getByLabel("Search products", { exact: true });
    await search.fill("may noi soi da day");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/en\/products\?q=may\+noi\+soi\+da\+day$/);
    await expect(page.getByRole("link", { name: gastroscope.nameEn })).toBeVisible();
    await expect(page.getByText(/^Found \d+ products?$/)).toBeVisible();
  });

  for (const l of LANGS) {
    test(`?brand= preselects the brand (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/products?brand=pentax-medical`);
      await expect(page.getByLabel(l.t.filters.brand, { exact: true })).toHaveValue("pentax-medical");
      await expect(page.getByText(l.t.count(pentax.length))).toBeVisible();
      await expect(page.getByRole("link", { name: l.t.chips.remove("Pentax Medical") })).toBeVisible();
      await expect(cards(page)).toHaveCount(pentax.length);
      for (const p of pentax) await expect(page.getByRole("link", { name: l.name(p), exact: true })).toBeVisible();
    });
  }

  test("choose a department, then a category; a new department resets the category", async ({ page }) => {
    await page.goto("/products");
    const departmentSelect = page.getByLabel("Khoa/Phòng ban", { exact: true });
    const categorySelect = page.getByLabel("Danh mục", { exact: true });
    await departmentSelect.selectOption({ label: endoscopy.name });
    await expect(page).toHaveURL(/\/products\?department=khoa-noi-soi$/);
    await expect(page.getByText(`Tìm thấy ${productsOf(endoscopy).length} sản phẩm`)).toBeVisible();
    // Only this department's categories are offered now.
    await expect(categorySelect.locator("option")).toHaveText([
      "Tất cả danh mục",
      ...endoscopy.categories.map((c) => c.name),
    ]);

    await categorySelect.selectOption({ label: flexibleScopes.name });
    await expect(page).toHaveURL(/\/products\?department=khoa-noi-soi&category=ong-soi-mem$/);
    await expect(page.getByText(`Tìm thấy ${flexibleScopes.products.length} sản phẩm`)).toBeVisible();
    await expect(cards(page)).toHaveCount(flexibleScopes.products.length);

    await departmentSelect.selectOption({ label: operatingRoom.name });
    await expect(page).toHaveURL(/\/products\?department=phong-mo$/);
    await expect(categorySelect).toHaveValue("");
    await expect(page.getByText(`Tìm thấy ${productsOf(operatingRoom).length} sản phẩm`)).toBeVisible();
  });

  test("a filter change scrolls the page back to the top", async ({ page }) => {
    await page.goto("/products");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByLabel("Thương hiệu", { exact: true }).selectOption("steris");
    await expect(page).toHaveURL(/brand=steris/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a filter change reaches the top even if the page is moved during its scroll", async ({ page }) => {
    await page.goto("/products");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Something else scrolls while the page glides up (here a script; in a browser under load, the
    // page changing under the animation): the scroll to the top is finished all the same.
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>("select[name=brand]");
      select?.addEventListener("change", () =>
        setTimeout(() => window.scrollTo({ top: 300, behavior: "instant" }), 50),
      );
    });
    await page.getByLabel("Thương hiệu", { exact: true }).selectOption("steris");
    await expect(page).toHaveURL(/brand=steris/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("chips remove one filter each; clear all removes every filter", async ({ page }) => {
    await page.goto("/products?q=pentax&department=khoa-noi-soi&brand=pentax-medical");
    const chips = page.getByRole("list", { name: "Bộ lọc đang áp dụng" });
    await expect(chips.getByRole("link")).toHaveText([
      /^Từ khóa: “pentax”/,
      new RegExp(`^${endoscopy.name}`),
      /^Pentax Medical/,
    ]);

    await page.getByRole("link", { name: "Bỏ bộ lọc Pentax Medical" }).click();
    await expect(page).toHaveURL(/\/products\?q=pentax&department=khoa-noi-soi$/);
    await expect(chips.getByRole("link")).toHaveText([/^Từ khóa: “pentax”/, new RegExp(`^${endoscopy.name}`)]);
    await expect(page.getByLabel("Thương hiệu", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Tìm kiếm sản phẩm", { exact: true })).toHaveValue("pentax");

    await page.getByRole("link", { name: "Xóa tất cả bộ lọc" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(chips).toHaveCount(0);
    await expect(page.getByLabel("Tìm kiếm sản phẩm", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Khoa/Phòng ban", { exact: true })).toHaveValue("");
    await expect(page.getByText(`Tìm thấy ${ALL.length} sản phẩm`)).toBeVisible();
  });

  test("pages of 24 with page links", async ({ page }) => {
    await page.goto("/products");
    const pagination = page.getByRole("navigation", { name: "Phân trang" });
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    await expect(pagination.getByRole("link", { name: "Trang 1" })).toHaveAttribute("aria-current", "page");

    await pagination.getByRole("link", { name: "Trang 2" }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    await expect(pagination.getByRole("link", { name: "Trang 2" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Trang 1" })).not.toHaveAttribute("aria-current");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination.getByRole("link", { name: "Trang sau" }).click();
    await expect(page).toHaveURL(/\/products\?page=3$/);
    await expect(cards(page)).toHaveCount(ALL.length - 2 * PRODUCTS_PER_PAGE);
    await expect(page.getByText(`Tìm thấy ${ALL.length} sản phẩm`)).toBeVisible();
  });

  for (const l of LANGS) {
    test(`no match after filtering says so and offers to clear the filters (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/products`);
      await page.getByLabel(l.t.search.label, { exact: true }).fill("zzz khong co gi");
      await expect(page.getByRole("heading", { name: l.t.noMatch.title })).toBeVisible();
      await expect(page.getByText(l.t.noMatch.text)).toBeVisible();
      await expect(page.getByText(l.t.count(0))).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: l.t.chips.clearAll }).last().click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products$`));
      await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
    });
  }

  test("the Vietnamese no-match texts are the specification's", async ({ page }) => {
    await page.goto("/products?q=zzz");
    await expect(page.getByRole("heading", { name: "Không tìm thấy sản phẩm" })).toBeVisible();
  });

  test("8 skeleton cards show while the next results load", async ({ page }) => {
    await page.goto("/products");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Thương hiệu", { exact: true }).selectOption("steris");
    await expect(page.locator("[data-skeleton-card]")).toHaveCount(8);
    await expect(page.getByRole("region", { name: "Danh sách sản phẩm" })).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.locator("[data-skeleton-card]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bỏ bộ lọc STERIS" })).toBeVisible();
  });

  test("on /departments/{d}/{c} a category choice moves to its own page", async ({ page }) => {
    await page.goto("/departments/phong-mo/den-mo");
    await expect(page.getByRole("heading", { level: 1, name: surgicalLights.name })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Đường dẫn" });
    await expect(breadcrumb.getByRole("link", { name: operatingRoom.name })).toHaveAttribute(
      "href",
      "/departments/phong-mo",
    );
    await page.getByLabel("Danh mục", { exact: true }).selectOption({ label: operatingTables.name });
    await expect(page).toHaveURL(/\/departments\/phong-mo\/ban-mo$/);
    await expect(page.getByRole("heading", { level: 1, name: operatingTables.name })).toBeVisible();
    await expect(cards(page)).toHaveCount(operatingTables.products.length);
  });

  test("the fixed pages show their department with category and brand filters", async ({ page }) => {
    await page.goto("/en/consumables");
    await expect(page.getByRole("heading", { level: 1, name: infectionControl.nameEn })).toBeVisible();
    await expect(page.getByLabel("Department", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Category", { exact: true }).locator("option")).toHaveText([
      "All categories",
      ...infectionControl.categories.map((c) => c.nameEn),
    ]);
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Beneeon" });
    await expect(page).toHaveURL(/\/en\/consumables\?brand=beneeon$/);
    const beneeon = productsOf(infectionControl).filter((p) => p.brands.includes("Beneeon"));
    await expect(cards(page)).toHaveCount(beneeon.length);
  });
});

test.describe("back to a list on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The card's slug and its distance from the top of the screen, for each card on the screen. */
  const onScreen = (page: Page) =>
    page.locator("[data-card]").evaluateAll((items) =>
      items
        .map((item) => ({
          slug: (item as HTMLElement).dataset.card,
          top: Math.round(item.getBoundingClientRect().top),
        }))
        .filter(({ top }) => top > 100 && top < 600),
    );
  const topOf = (page: Page, slug: string) =>
    page.locator(`[data-card="${slug}"]`).evaluate((item) => Math.round(item.getBoundingClientRect().top));

  // Cards far from the screen are not laid out (content-visibility) and stand at an estimated
  // height: the router's offset alone would land the list away from the card left.
  for (const [lang, listPath] of [
    ["vi", "/products"],
    ["en", "/en/products"],
  ] as const) {
    test(`the back button and a reload bring the card the visitor left back where it was (${lang})`, async ({
      page,
    }) => {
      await page.goto(listPath);
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
      await expect.poll(async () => (await onScreen(page)).length).toBeGreaterThan(0);
      const [left] = await onScreen(page);
      if (!left?.slug) throw new Error("no card on the screen");
      // The anchor is noted in the frame after the scroll; a tap comes later than that.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      await page.locator(`[data-card="${left.slug}"]`).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/products/${left.slug}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      // Within a pixel: a card's top falls between pixels, the page scrolls by whole ones.
      const distance = async () => Math.abs((await topOf(page, left.slug as string)) - left.top);
      await expect.poll(distance).toBeLessThanOrEqual(1);

      await page.reload();
      await expect.poll(distance).toBeLessThanOrEqual(1);
    });
  }
  test("after hydration the cards are laid out a few a frame, never all in one", async ({ page }) => {
    // Each frame, how many cards are laid out (app.css `.lazy-card`, list-anchor.ts).
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { laidPerFrame: number[] }).laidPerFrame = counts;
      const count = () => {
        counts.push(document.querySelectorAll(".lazy-card[data-laid]").length);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    await page.goto("/products");
    await cardsLaidOut(page);
    const counts = await page.evaluate(() => (window as unknown as { laidPerFrame: number[] }).laidPerFrame);
    const steps = counts.slice(1).map((n, i) => n - (counts[i] ?? 0));
    expect(counts.at(-1)).toBe(PRODUCTS_PER_PAGE);
    expect(Math.max(...steps)).toBe(4);
    // A filter change brings new cards: they are laid out too.
    await page.getByLabel("Khoa/Phòng ban", { exact: true }).selectOption("khoa-noi-soi");
    await expect(page).toHaveURL(/department=khoa-noi-soi/);
    await cardsLaidOut(page);
  });

  test("a list opens whatever its stored anchors hold", async ({ page }) => {
    await page.goto("/products");
    for (const stored of ["{", "[1,2]", '{"KEY":5}', '{"KEY":[1,"x"]}']) {
      await page.evaluate((value) => {
        sessionStorage.setItem("list-anchors", value.replace("KEY", window.history.state?.key ?? "default"));
      }, stored);
      await page.reload();
      await expect(cards(page)).toHaveCount(PRODUCTS_PER_PAGE);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test.describe("without JavaScript", () => {
  test("the filter form is a plain GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    await page.getByLabel("Tìm kiếm sản phẩm", { exact: true }).fill("may noi soi");
    await page.getByLabel("Khoa/Phòng ban", { exact: true }).selectOption("khoa-noi-soi");
    await page.getByRole("button", { name: "Tìm kiếm" }).click();
    await expect(page).toHaveURL(/\/products\?q=may\+noi\+soi&department=khoa-noi-soi/);
    await expect(page.getByRole("link", { name: gastroscope.name })).toBeVisible();

    await page.goto("/departments/phong-mo/den-mo");
    await page.getByLabel("Danh mục", { exact: true }).selectOption("ban-mo");
    await page.getByRole("button", { name: "Tìm kiếm" }).click();
    await expect(page).toHaveURL(/\/departments\/phong-mo\/ban-mo$/);
    await expect(page.getByRole("heading", { level: 1, name: operatingTables.name })).toBeVisible();
    await context.close();
  });
});

test.describe("the product page", () => {
  test("shows breadcrumb, badges, brand, description, features, specifications and contact", async ({ page }) => {
    await page.goto(`/products/${gastroscope.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(gastroscope.name)} – .+ \\| `));
    const breadcrumb = page.getByRole("navigation", { name: "Đường dẫn" });
    // Each crumb then its separator (the current page has none after it).
    await expect(breadcrumb.getByRole("listitem")).toHaveText([
      "Trang chủ/",
      "Sản phẩm/",
      `${endoscopy.name}/`,
      `${flexibleScopes.name}/`,
      gastroscope.name,
    ]);
    await expect(breadcrumb.getByRole("link", { name: endoscopy.name })).toHaveAttribute(
      "href",
      "/departments/khoa-noi-soi",
    );
    await expect(breadcrumb.getByRole("link", { name: flexibleScopes.name })).toHaveAttribute(
      "href",
      "/departments/khoa-noi-soi/ong-soi-mem",
    );
    await expect(page.getByRole("heading", { level: 1, name: gastroscope.name })).toBeVisible();
    await expect(page.getByRole("link", { name: `Khoa/Phòng ban: ${endoscopy.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Danh mục: ${flexibleScopes.name}` })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Pentax Medical" })).toHaveAttribute(
      "href",
      "/products?brand=pentax-medical",
    );
    await expect(page.getByText(gastroscope.description)).toBeVisible();

    const features = page.getByRole("region", { name: "Tính năng nổi bật" }).getByRole("listitem");
    await expect(features).toHaveText(gastroscope.features.map((f) => `✓${f.text}`));

    const table = page.getByRole("table", { name: "Thông số kỹ thuật" });
    await expect(table.locator("tbody th")).toHaveText(gastroscope.specifications.map((s) => s.key));
    await expect(table.locator("tbody td")).toHaveText(gastroscope.specifications.map((s) => s.value));

    await expect(page.getByRole("link", { name: "Liên hệ tư vấn" })).toHaveAttribute("href", "/contact");
    // The main image (the gallery's photos are named after it: "… – góc chụp 1").
    const image = page.getByRole("img", { name: gastroscope.name, exact: true });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Then its gallery: 3 to 5 more photos of its family, each loaded.
    const photos = page.getByRole("list", { name: "Ảnh sản phẩm" }).getByRole("img");
    expect(await photos.count()).toBeGreaterThanOrEqual(3);
    await expect(photos.first()).toHaveAttribute("alt", `${gastroscope.name} – góc chụp 1`);
  });

  test("a description with separators shows bullet points", async ({ page }) => {
    await page.goto(`/products/${brushSet.slug}`);
    const points = brushSet.description.split("•").map((p) => p.trim());
    await expect(page.getByRole("region", { name: "Mô tả sản phẩm" }).getByRole("listitem")).toHaveText(points);
  });

  for (const l of LANGS) {
    test(`share: copy the link, Zalo and Facebook (${l.lang})`, async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.goto(`${l.prefix}/products/${gastroscope.slug}`);
      const url = page.url();
      if ((await page.evaluate(() => typeof navigator.share)) === "undefined") {
        await expect(page.getByRole("button", { name: l.t.share.native })).toHaveCount(0);
      }
      await page.getByRole("button", { name: l.t.share.copy }).click();
      await expect(page.getByRole("status").filter({ hasText: l.t.share.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      const zalo = page.getByRole("link", { name: l.t.share.zaloLabel });
      await expect(zalo).toHaveAttribute("href", `https://zalo.me/share?url=${encodeURIComponent(url)}`);
      await expect(zalo).toHaveAttribute("target", "_blank");
      const facebook = page.getByRole("link", { name: l.t.share.facebookLabel });
      await expect(facebook).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
      await expect(facebook).toHaveAttribute("target", "_blank");
    });
  }

  test("the Vietnamese copy confirmation is visible", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/products/${brushSet.slug}`);
    await page.getByRole("button", { name: "Sao chép liên kết" }).click();
    await expect(page.getByText("Đã sao chép liên kết!")).toBeVisible();
  });

  test("English pages use English fields and /en links", async ({ page }) => {
    await page.goto(`/en/products/${gastroscope.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: gastroscope.nameEn })).toBeVisible();
    await expect(page.getByText(gastroscope.descriptionEn)).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: endoscopy.nameEn })).toHaveAttribute(
      "href",
      "/en/departments/khoa-noi-soi",
    );
    const table = page.getByRole("table", { name: "Technical specifications" });
    await expect(table.locator("tbody th")).toHaveText(gastroscope.specifications.map((s) => s.keyEn));
    await expect(page.getByRole("region", { name: "Key features" }).getByRole("listitem")).toHaveText(
      gastroscope.features.map((f) => `✓${f.textEn}`),
    );
    await expect(page.getByRole("link", { name: "Contact for advice" })).toHaveAttribute("href", "/en/contact");
    await expect(page.getByText("Liên hệ tư vấn")).toHaveCount(0);
  });

  test("a cut slug lands on the product in the browser", async ({ page }) => {
    await page.goto("/en/products/may-noi-soi-da-day-pentax");
    await expect(page).toHaveURL(/\/en\/products\/may-noi-soi-da-day-pentax-eg-2990i$/);
    await expect(page.getByRole("heading", { level: 1, name: gastroscope.nameEn })).toBeVisible();
  });

  test("an unknown product offers a retry and a way back to the list", async ({ page, consoleProblems }) => {
    const response = await page.goto("/products/khong-co-san-pham-nay");
    expect(response?.status()).toBe(404);
    const heading = page.getByRole("heading", { level: 1, name: "Sản phẩm không tồn tại hoặc đã bị ẩn" });
    await expect(heading).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Thử lại" }).click();
    await reloaded;
    await expect(heading).toBeVisible();
    await page.getByRole("link", { name: "Quay lại danh sách sản phẩm" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(`Tìm thấy ${ALL.length} sản phẩm`)).toBeVisible();
    allowNotFoundResponses(consoleProblems);
  });
});
