import { describe, expect, it } from "vitest";
import {
  breadcrumbLd,
  newsArticleLd,
  type OrganizationFacts,
  organizationLd,
  productLd,
  regulatoryProperties,
  sameAs,
  siteAddress,
} from "./structured-data";

const ORIGIN = "https://anviet.example";

const company: OrganizationFacts = {
  name: "Công ty TNHH Thiết bị Y tế An Việt",
  email: "info@anviet.example",
  hotline: "1900 6868 15",
  phones: ["1900 6868 15", "0912 345 678"],
  addresses: ["Hà Nội", "TP. HCM"],
  workingHours: "8:00 – 17:30",
  profiles: [
    "https://zalo.me/1900686815",
    "",
    "https://zalo.me/1900686815",
    "javascript:alert(1)",
    " https://zalo.me/2 ",
  ],
};

const article = {
  headline: "Tin",
  description: "Mô tả",
  published: "2026-11-12T03:00:00.000Z",
  modified: "2026-11-13T03:00:00.000Z",
  author: "Ban biên tập",
  image: "/uploads/news/a.webp",
  path: "/news/tin",
  publisher: "An Việt",
};

const product = {
  name: "Máy nội soi",
  description: "Mô tả",
  category: "Hệ thống nội soi",
  images: ["/uploads/products/p.webp", "/uploads/products/p-2.webp", "/uploads/products/p-3.webp"],
  brand: "Pentax",
  path: "/en/products/may-noi-soi",
};

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("siteAddress", () => {
  it("makes a path absolute with the configured origin, trailing slashes or not", () => {
    expect(siteAddress(ORIGIN, "/icon-512.png")).toBe(`${ORIGIN}/icon-512.png`);
    expect(siteAddress(`${ORIGIN}//`, "/en")).toBe(`${ORIGIN}/en`);
  });
  it("leaves a path relative without one, and an outside address as it is", () => {
    expect(siteAddress(null, "/icon-512.png")).toBe("/icon-512.png");
    expect(siteAddress(ORIGIN, "https://cdn.example/a.webp")).toBe("https://cdn.example/a.webp");
  });
});

describe("organizationLd", () => {
  it("has an absolute url and logo, and the profiles as sameAs (http(s), each once)", () => {
    const org = organizationLd(company, ORIGIN);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: company.name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icon-512.png`,
      sameAs: ["https://zalo.me/1900686815", "https://zalo.me/2"],
    });
    expect(org.address).toHaveLength(2);
    expect(org.contactPoint).toHaveLength(2);
  });
  it("without an origin: relative url and logo; no sameAs when no profile is set", () => {
    const org = organizationLd({ ...company, profiles: ["", ""] }, null);
    expect(org).toMatchObject({ url: "/", logo: "/icon-512.png" });
    expect(org).not.toHaveProperty("sameAs");
  });
  it("sameAs keeps only web addresses", () => {
    expect(sameAs(["ftp://x", "zalo.me/1", "https://zalo.me/1"])).toEqual(["https://zalo.me/1"]);
  });
});

describe("newsArticleLd", () => {
  it("names its publisher with a logo, and its page and image absolutely", () => {
    expect(newsArticleLd(article, ORIGIN)).toEqual({
      "@type": "NewsArticle",
      headline: "Tin",
      description: "Mô tả",
      datePublished: article.published,
      dateModified: article.modified,
      mainEntityOfPage: `${ORIGIN}/news/tin`,
      image: [`${ORIGIN}/uploads/news/a.webp`],
      author: { "@type": "Person", name: "Ban biên tập" },
      publisher: {
        "@type": "Organization",
        name: "An Việt",
        url: `${ORIGIN}/`,
        logo: { "@type": "ImageObject", url: `${ORIGIN}/icon-512.png` },
      },
    });
  });
  it("without an origin: no mainEntityOfPage, a relative image, no null and no absolute address", () => {
    const ld = newsArticleLd(article, null);
    expect(ld).not.toHaveProperty("mainEntityOfPage");
    expect(ld.image).toEqual(["/uploads/news/a.webp"]);
    expect(JSON.stringify(ld)).not.toContain("null");
    expect(strings(ld).filter((s) => /^https?:/.test(s))).toEqual([]);
  });
  it("leaves out the image and author it does not have", () => {
    const ld = newsArticleLd({ ...article, image: null, author: null }, ORIGIN);
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("author");
  });
  it("names the company, in English, as the author of the English page (the byline is Vietnamese)", () => {
    const english = { ...article, path: "/en/news/tin", publisher: "An Viet Medical" };
    expect(newsArticleLd(english, ORIGIN).author).toEqual({
      "@type": "Organization",
      name: "An Viet Medical",
      url: `${ORIGIN}/`,
    });
    expect(newsArticleLd({ ...english, author: null }, null).author).toEqual({
      "@type": "Organization",
      name: "An Viet Medical",
      url: "/",
    });
  });
});

describe("productLd", () => {
  it("has its address and every photo absolute with an origin, the main image first", () => {
    expect(productLd(product, ORIGIN)).toMatchObject({
      "@type": "Product",
      url: `${ORIGIN}/en/products/may-noi-soi`,
      image: [
        `${ORIGIN}/uploads/products/p.webp`,
        `${ORIGIN}/uploads/products/p-2.webp`,
        `${ORIGIN}/uploads/products/p-3.webp`,
      ],
      brand: { "@type": "Brand", name: "Pentax" },
    });
  });
  it("keeps its image (relative) without one, and never says null", () => {
    const ld = productLd({ ...product, brand: null }, null);
    expect(ld).toMatchObject({ url: "/en/products/may-noi-soi", image: product.images });
    expect(ld).not.toHaveProperty("brand");
    expect(JSON.stringify(ld)).not.toContain("null");
    expect(productLd({ ...product, images: [] }, null)).not.toHaveProperty("image");
    expect(productLd({ ...product, countryOfOrigin: null }, null)).not.toHaveProperty("countryOfOrigin");
  });
  it("names where it is made as schema.org's Country", () => {
    expect(productLd({ ...product, countryOfOrigin: "Japan" }, ORIGIN)).toMatchObject({
      countryOfOrigin: { "@type": "Country", name: "Japan" },
    });
  });
  it("gives the risk class and circulation number as PropertyValue entries, and none when unset", () => {
    const labels = { riskClass: "Risk class", circulationNumber: "Registration no." };
    const properties = regulatoryProperties({ riskClass: "B", circulationNumber: "2300123ĐKLH/BYT-HTTB" }, labels);
    expect(productLd({ ...product, properties }, ORIGIN).additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Risk class", value: "B" },
      { "@type": "PropertyValue", name: "Registration no.", value: "2300123ĐKLH/BYT-HTTB" },
    ]);
    const onlyNumber = regulatoryProperties({ riskClass: null, circulationNumber: "12/BYT-TB-CT" }, labels);
    expect(onlyNumber).toEqual([{ name: "Registration no.", value: "12/BYT-TB-CT" }]);
    const none = regulatoryProperties({ riskClass: null, circulationNumber: null }, labels);
    expect(productLd({ ...product, properties: none }, ORIGIN)).not.toHaveProperty("additionalProperty");
  });
});

describe("breadcrumbLd", () => {
  const items = [
    { name: "Trang chủ", path: "/" },
    { name: "Sản phẩm", path: "/departments" },
  ];
  it("numbers the items from 1, absolute with an origin", () => {
    expect(breadcrumbLd(items, ORIGIN).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Sản phẩm", item: `${ORIGIN}/departments` },
    ]);
  });
  it("relative without one", () => {
    expect(strings(breadcrumbLd(items, null)).filter((s) => s.startsWith("/"))).toEqual(["/", "/departments"]);
  });
});
