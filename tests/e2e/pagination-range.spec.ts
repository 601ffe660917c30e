import { en as enTexts } from "../../app/i18n/en";
import { vi as viTexts } from "../../app/i18n/vi";
import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { expect, test } from "./fixtures";

/**
 * A page number that is not one of the list's pages ("0", "-1", "abc", past the last)
 * is the site's 404 on every paginated list (decision 026's follow-up: a 404, not a 301), and no
 * 404 page names a canonical address, hreflang alternates or an og:url, in either language.
 */

const department = DEMO_CATALOG[0];
const category = department?.categories[0];

const LANGS = [
  { lang: "vi", prefix: "", t: viTexts },
  { lang: "en", prefix: "/en", t: enTexts },
] as const;

/** The paginated lists, each with a few pages that are not its pages. */
const LISTS = [
  { path: "/products", pages: ["0", "-1", "abc", "1.5", "01", "", "99"] },
  { path: "/products/all", pages: ["0", "abc"] },
  { path: `/products/department/${department?.slug}`, pages: ["0", "-1", "abc", "9"] },
  { path: `/products/category/${category?.slug}`, pages: ["0", "abc", "9"] },
  { path: `/departments/${department?.slug}/${category?.slug}`, pages: ["0", "abc"] },
  { path: "/medical-equipment", pages: ["-1", "abc"] },
  { path: "/news", pages: ["0", "-1", "abc", "99"] },
];

/** Other 404 pages: an unknown path, product, article, department, category. */
const NOT_FOUND = [
  "/no-such-page",
  "/products/no-such-product",
  "/news/no-such-article",
  "/departments/no-such-department",
  "/products/category/no-such-category",
  `/departments/${department?.slug}/no-such-category`,
];

function expectNoAddress(html: string, address: string) {
  expect(html, `${address}: canonical`).not.toContain('rel="canonical"');
  expect(html, `${address}: hreflang`).not.toMatch(/rel="alternate" hrefLang=/i);
  expect(html, `${address}: og:url`).not.toContain('property="og:url"');
  expect(html, `${address}: noindex`).toContain('<meta name="robots" content="noindex"/>');
}

for (const l of LANGS) {
  test(`a page number that is not a page of the list is the site's 404 (${l.lang})`, async ({ request }) => {
    for (const list of LISTS) {
      for (const page of list.pages) {
        const address = `${l.prefix}${list.path}?page=${page}`;
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
        const html = await response.text();
        expect(html, address).toContain(`>${l.t.notFound.title}</h1>`);
        expectNoAddress(html, address);
      }
      // The list's own pages still answer.
      const first = `${l.prefix}${list.path}?page=1`;
      expect((await request.get(first, { maxRedirects: 0 })).status(), first).toBe(200);
    }
    const second = await request.get(`${l.prefix}/products?page=2`);
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain('rel="canonical"');
  });

  test(`no 404 page names a canonical, hreflang or og:url (${l.lang})`, async ({ request }) => {
    for (const path of NOT_FOUND) {
      const address = `${l.prefix}${path}`;
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      expectNoAddress(await response.text(), address);
    }
  });
}
