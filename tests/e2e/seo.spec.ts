import type { APIRequestContext } from "@playwright/test";
import { en as enTexts } from "../../app/i18n/en";
import { vi as viTexts } from "../../app/i18n/vi";
import { COMPANY_SETTINGS } from "../../app/server/seed/data/settings";
import { expect, test } from "./fixtures";

/** What search engines and shared links read. The e2e server has PUBLIC_SITE_URL = its origin. */

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1] ?? "");

/** The <loc>s of a sitemap, following a sitemap index into its files (each at most 50,000 URLs). */
async function sitemapLocs(request: APIRequestContext, address: string): Promise<{ locs: string[]; xml: string }> {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locs = attr(xml, /<loc>([^<]+)<\/loc>/g);
  if (!xml.includes("<sitemapindex")) {
    expect(xml).toContain("<urlset");
    expect(locs.length).toBeLessThanOrEqual(50_000);
    return { locs, xml };
  }
  const files = await Promise.all(locs.map((loc) => sitemapLocs(request, loc)));
  return { locs: files.flatMap((f) => f.locs), xml: files.map((f) => f.xml).join("") };
}

test("every sitemap URL, and every canonical and hreflang URL of those pages, answers 200", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { locs, xml } = await sitemapLocs(request, `${baseURL}/sitemap.xml`);
  expect(locs.length).toBeGreaterThan(20);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs).toContain(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/en/about`);
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/products/`))).toBe(true);
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/news/`))).toBe(true);
  expect(locs.some((loc) => /\/documents\/\d+\/[a-z0-9-]+-datasheet\.pdf$/.test(loc))).toBe(true);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/about"/>`);
  const linked = new Set<string>();
  for (const loc of locs) {
    expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const response = await request.get(loc, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
    // A product's document (the demo's datasheets and instructions) is a file, not a page.
    if (loc.startsWith(`${baseURL}/documents/`)) {
      expect(response.headers()["content-type"], loc).toBe("application/pdf");
      continue;
    }
    const html = await response.text();
    expect(html, `${loc} is indexable`).not.toContain('name="robots" content="noindex"');
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/g);
    expect(canonical, `${loc} canonical`).toEqual([loc]);
    const hreflangs = attr(html, /<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi);
    expect(hreflangs.length, `${loc} hreflang`).toBe(3);
    for (const url of hreflangs) linked.add(url);
  }
  for (const url of linked) {
    if (locs.includes(url)) continue;
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
});

test("a sitemap file outside the index is a plain 404", async ({ request }) => {
  // Under 50,000 URLs the sitemap is one file; /sitemaps/1.xml is that file, nothing past it exists.
  expect((await request.get("/sitemaps/1.xml")).status()).toBe(200);
  for (const name of ["2.xml", "0.xml", "x.xml"]) {
    const response = await request.get(`/sitemaps/${name}`);
    expect(response.status(), name).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/plain");
  }
});

test("robots.txt keeps crawlers out of the admin and names the sitemap", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const l of [
  { lang: "vi", prefix: "", locale: "vi_VN" },
  { lang: "en", prefix: "/en", locale: "en_US" },
]) {
  test(`news has an RSS 2.0 feed with absolute links, linked from the news pages (${l.lang})`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${l.prefix}/news/rss.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = attr(xml, /<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${baseURL}${l.prefix}/news/`)).toBe(true);
    const html = await (await request.get(`${l.prefix}/news`)).text();
    expect(html).toContain(`type="application/rss+xml"`);
    expect(html).toContain(`href="${l.prefix}/news/rss.xml"`);
  });

  test(`pages carry og:locale, share tags and canonicalise filtered lists (${l.lang})`, async ({
    request,
    baseURL,
  }) => {
    const about = await (await request.get(`${l.prefix}/about`)).text();
    expect(about).toContain(`<meta property="og:locale" content="${l.locale}"/>`);
    expect(about).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    expect(about).toContain(`<meta property="og:image" content="${baseURL}/og-default.png"/>`);
    expect(about).toContain(`hrefLang="x-default" href="${baseURL}/about"`);
    const filtered = await (await request.get(`${l.prefix}/products?brand=steris&page=1`)).text();
    expect(attr(filtered, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${baseURL}${l.prefix}/products`]);
    expect(filtered).not.toContain('name="robots" content="noindex"');
    const search = await (await request.get(`${l.prefix}/products?q=pentax`)).text();
    expect(search).toContain('<meta name="robots" content="noindex"/>');
  });

  test(`a list's page 2 canonicalises to itself; past the last page is the site's 404 (${l.lang})`, async ({
    request,
    baseURL,
  }) => {
    const second = await (await request.get(`${l.prefix}/products?page=2`)).text();
    expect(attr(second, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${baseURL}${l.prefix}/products?page=2`]);
    expect(second).toContain(`<meta property="og:url" content="${baseURL}${l.prefix}/products?page=2"/>`);
    expect(second).toContain(`hrefLang="en" href="${baseURL}/en/products?page=2"`);
    expect(second).toContain(`hrefLang="vi" href="${baseURL}/products?page=2"`);
    const first = await (await request.get(`${l.prefix}/products?page=1`)).text();
    expect(attr(first, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${baseURL}${l.prefix}/products`]);

    const texts = l.lang === "en" ? enTexts : viTexts;
    for (const address of [`${l.prefix}/products?page=99`, `${l.prefix}/products/department/khoa-noi-soi?page=9`]) {
      const past = await request.get(address);
      expect(past.status(), address).toBe(404);
      const html = await past.text();
      expect(html).toContain(`>${texts.notFound.title}</h1>`);
      expect(html).toContain(`<title>${texts.meta.pageTitle(texts.notFound.title)}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });
}

test("favicon, apple-touch icon, share image and web manifest in the brand colour", async ({ request }) => {
  for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/og-default.png", "/icon-512.png"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.theme_color).toBe("#0433c8");
  expect(manifest.icons.length).toBe(2);
});

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return attr(html, /<script type="application\/ld\+json">([^<]*)<\/script>/g).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
}

test("structured data: Organization, BreadcrumbList, Product (no offers) and NewsArticle", async ({
  request,
  baseURL,
}) => {
  const product = structuredData(
    await (await request.get("/en/products/he-thong-noi-soi-video-pentax-epk-i7010")).text(),
  );
  const byType = (items: Record<string, unknown>[], type: string) => items.find((i) => i["@type"] === type);
  for (const item of product) expect(item["@context"]).toBe("https://schema.org");
  const org = byType(product, "Organization") as { address: unknown[]; email: string; contactPoint: unknown[] };
  expect(org.address).toHaveLength(2);
  expect(org.email).toContain("@");
  expect(org.contactPoint.length).toBeGreaterThan(0);
  // Absolute from PUBLIC_SITE_URL, and the settings' profiles (Zalo) as sameAs.
  expect(org).toMatchObject({
    name: COMPANY_SETTINGS.companyNameEn,
    url: `${baseURL}/`,
    logo: `${baseURL}/icon-512.png`,
    sameAs: [COMPANY_SETTINGS.zaloNationwide, COMPANY_SETTINGS.zaloNorth, COMPANY_SETTINGS.zaloSouth],
  });
  const item = byType(product, "Product") as Record<string, unknown>;
  expect(item.url).toBe(`${baseURL}/en/products/he-thong-noi-soi-video-pentax-epk-i7010`);
  // Every photo, the main image first.
  expect((item.image as string[])[0]).toMatch(new RegExp(`^${baseURL}/uploads/`));
  expect(item.name).toBeTruthy();
  expect(item.category).toBeTruthy();
  expect((item.brand as { name: string }).name).toBeTruthy();
  expect(item).not.toHaveProperty("offers");
  const crumbs = byType(product, "BreadcrumbList") as { itemListElement: { position: number; item: string }[] };
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${baseURL}/en` });
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${baseURL}/en/products/he-thong-noi-soi-video-pentax-epk-i7010`);

  const article = structuredData(
    await (
      await request.get("/news/chinh-thuc-tro-thanh-nha-phan-phoi-uy-quyen-cua-pentax-medical-tai-viet-nam")
    ).text(),
  );
  const news = byType(article, "NewsArticle") as { headline: string; datePublished: string; dateModified: string };
  expect(news.headline).toBeTruthy();
  expect(Date.parse(news.datePublished)).not.toBeNaN();
  expect(Date.parse(news.dateModified)).not.toBeNaN();
  expect(news).toMatchObject({
    mainEntityOfPage: `${baseURL}/news/chinh-thuc-tro-thanh-nha-phan-phoi-uy-quyen-cua-pentax-medical-tai-viet-nam`,
    image: [expect.stringMatching(new RegExp(`^${baseURL}/uploads/`))],
    publisher: {
      "@type": "Organization",
      name: COMPANY_SETTINGS.companyName,
      url: `${baseURL}/`,
      logo: { "@type": "ImageObject", url: `${baseURL}/icon-512.png` },
    },
  });
  // Nothing in any block is null (a property without a value is left out).
  expect(JSON.stringify([...product, ...article])).not.toContain("null");
});
