import { describe, expect, it } from "vitest";
import { localizeBodyLinks, localizedHref } from "./body-links";

const SITE = "https://thietbiyte.example";

describe("links in article bodies on English pages", () => {
  it.each([
    ["/products/may-tho", "/en/products/may-tho"],
    ["/news", "/en/news"],
    ["/about#team", "/en/about#team"],
    ["/products?department=noi-soi&amp;page=2", "/en/products?department=noi-soi&amp;page=2"],
    ["/", "/en"],
    ["/en/products/x", "/en/products/x"],
    [`${SITE}/products/may-tho`, `${SITE}/en/products/may-tho`],
    [`${SITE}`, `${SITE}/en`],
    ["HTTPS://THIETBIYTE.EXAMPLE/news", "HTTPS://THIETBIYTE.EXAMPLE/en/news"],
  ])("leads %s to %s", (href, expected) => {
    expect(localizedHref(href, "en", SITE)).toBe(expected);
  });

  it.each([
    "/uploads/news/a.pdf",
    "/admin/news",
    "/api/article-views",
    "/news/rss.xml",
    "/sitemap.xml",
    "https://who.int/products",
    "//evil.example/products",
    "mailto:info@thietbiyte.example",
    "tel:+84123",
    "#muc-2",
    "../products/x",
    "https://user@thietbiyte.example/products",
  ])("leaves %s as it is", (href) => {
    expect(localizedHref(href, "en", SITE)).toBe(href);
  });

  it("leaves absolute addresses alone without a configured site address, and Vietnamese pages alone", () => {
    expect(localizedHref(`${SITE}/news`, "en", null)).toBe(`${SITE}/news`);
    expect(localizedHref("/news", "en", null)).toBe("/en/news");
    expect(localizedHref("/news", "vi", SITE)).toBe("/news");
  });

  it("rewrites only the href of links in sanitised HTML", () => {
    const html =
      '<p>Xem <a href="/products/may-tho" rel="noopener noreferrer">máy thở</a>, <a target="_blank" href="https://who.int/x" rel="noopener noreferrer">WHO</a> và ' +
      '<img src="/uploads/a.webp" alt="/news">/news</p>';
    expect(localizeBodyLinks(html, "en", SITE)).toBe(
      '<p>Xem <a href="/en/products/may-tho" rel="noopener noreferrer">máy thở</a>, <a target="_blank" href="https://who.int/x" rel="noopener noreferrer">WHO</a> và ' +
        '<img src="/uploads/a.webp" alt="/news">/news</p>',
    );
    expect(localizeBodyLinks(html, "vi", SITE)).toBe(html);
  });
});
