import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { STATIC_PAGES } from "~/lib/seo";
import { countSitemapContent, listSitemapContent } from "~/server/services/sitemap.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { getSitemap, getSitemapFile, SITEMAP_LIMIT } from "./sitemap.server";

setupTestDatabase();

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const origin = "http://site.test";
const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/** Parses an XML answer strictly (a parse error fails) and returns its root element. */
async function xmlRoot(response: Response): Promise<Element> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const text = await response.text();
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = new new JSDOM("").window.DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc.documentElement;
}

const children = (element: Element, ns: string, name: string) =>
  [...element.children].filter((c) => c.namespaceURI === ns && c.localName === name);

/** A <urlset> checked against the sitemap protocol; returns its locs. */
function urlsetLocs(root: Element): string[] {
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe("urlset");
  return [...root.children].map((entry) => {
    expect(entry.namespaceURI).toBe(SITEMAP_NS);
    expect(entry.localName).toBe("url");
    const [loc, ...more] = children(entry, SITEMAP_NS, "loc");
    expect(more).toHaveLength(0);
    const href = loc?.textContent ?? "";
    expect(href.startsWith(`${origin}/`)).toBe(true);
    expect(href.length).toBeLessThan(2048);
    for (const lastmod of children(entry, SITEMAP_NS, "lastmod")) expect(lastmod.textContent).toMatch(W3C_DATETIME);
    const links = children(entry, XHTML_NS, "link").map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]);
    expect(links.map(([lang]) => lang)).toEqual(["vi", "en", "x-default"]);
    expect(links.map(([, href]) => href)).toContain(href);
    return href;
  });
}

let expectedContent: string[] = [];
const expectedUrls = () =>
  [...STATIC_PAGES, ...expectedContent].flatMap((path) => [
    `${origin}${path}`,
    `${origin}${path === "/" ? "/en" : `/en${path}`}`,
  ]);

beforeAll(async () => {
  // What the sitemap lists, and around it what it must leave out: hidden departments, categories
  // and products (and those under a hidden parent), unpublished articles.
  const shown = await createDepartment({ slug: "khoa-hien" });
  const hidden = await createDepartment({ slug: "khoa-an", isActive: false });
  const category = await createCategory(shown.id, { slug: "muc-hien" });
  const hiddenCategory = await createCategory(shown.id, { slug: "muc-an", isActive: false });
  const orphanCategory = await createCategory(hidden.id, { slug: "muc-khoa-an" });
  const products = [];
  for (let i = 1; i <= 7; i++) products.push(await createProduct(category.id, { slug: `may-${i}` }));
  await createProduct(category.id, { slug: "may-an", isActive: false });
  await createProduct(hiddenCategory.id, { slug: "may-muc-an" });
  await createProduct(orphanCategory.id, { slug: "may-khoa-an" });
  const articles = [];
  for (let i = 1; i <= 3; i++) articles.push(await createArticle({ slug: `tin-${i}` }));
  await createArticle({ slug: "tin-nhap", isPublished: false });
  expectedContent = [
    "/departments/khoa-hien",
    "/departments/khoa-hien/muc-hien",
    ...products.map((p) => `/products/${p.slug}`),
    ...articles.map((a) => `/news/${a.slug}`),
  ];
});

describe("sitemap content (service)", () => {
  it("lists active departments, categories, visible products and published articles, once each, in a fixed order", async () => {
    expect(await countSitemapContent()).toBe(expectedContent.length);
    const all = await listSitemapContent();
    expect(all.map((e) => e.path)).toEqual(expectedContent);
    for (const entry of all) expect(entry.lastmod).toBeInstanceOf(Date);
    const windows = [];
    for (let offset = 0; offset < all.length; offset += 3)
      windows.push(...(await listSitemapContent({ offset, limit: 3 })));
    expect(windows).toEqual(all);
  });
});

describe("/sitemap.xml", () => {
  it("is one valid urlset of every public URL in both languages while under the limit", async () => {
    const locs = urlsetLocs(await xmlRoot(await getSitemap(origin)));
    expect(locs).toEqual(expectedUrls());
    expect(locs.length).toBeLessThan(SITEMAP_LIMIT);
  });

  for (const perFile of [2, 3, 4, 7, 20]) {
    it(`past ${perFile} URLs a file, is a valid index whose files hold every URL exactly once`, async () => {
      const expected = expectedUrls();
      const index = await xmlRoot(await getSitemap(origin, perFile));
      expect(index.namespaceURI).toBe(SITEMAP_NS);
      expect(index.localName).toBe("sitemapindex");
      const files = [...index.children].map((entry) => {
        expect(entry.localName).toBe("sitemap");
        return children(entry, SITEMAP_NS, "loc")[0]?.textContent ?? "";
      });
      const perFilePages = Math.max(1, Math.floor(perFile / 2));
      expect(files).toHaveLength(Math.ceil(expected.length / 2 / perFilePages));
      expect(files).toEqual(files.map((_, i) => `${origin}/sitemaps/${i + 1}.xml`));
      const listed: string[] = [];
      for (const file of files) {
        const name = file.slice(`${origin}/sitemaps/`.length);
        const locs = urlsetLocs(await xmlRoot(await getSitemapFile(name, origin, perFile)));
        expect(locs.length).toBeGreaterThan(0);
        expect(locs.length).toBeLessThanOrEqual(perFile);
        listed.push(...locs);
      }
      expect(listed).toEqual(expected);
    });
  }

  it("answers 404 for a file that is not part of the index", async () => {
    const files = Math.ceil(expectedUrls().length / 4);
    for (const name of ["0.xml", `${files + 1}.xml`, "01.xml", "1.xml.gz", "1", "abc.xml", "-1.xml"]) {
      expect((await getSitemapFile(name, origin, 4)).status, name).toBe(404);
    }
    expect((await getSitemapFile(`${files}.xml`, origin, 4)).status).toBe(200);
    // Unsplit, the one file is the sitemap itself.
    expect((await getSitemapFile("1.xml", origin)).status).toBe(200);
    expect((await getSitemapFile("2.xml", origin)).status).toBe(404);
  });
});

describe("without PUBLIC_SITE_URL", () => {
  it("answers a plain 404 that no cache keeps, for the sitemap and its files alike", async () => {
    for (const response of [await getSitemap(null), await getSitemapFile("1.xml", null)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("PUBLIC_SITE_URL is not configured");
    }
  });
});
