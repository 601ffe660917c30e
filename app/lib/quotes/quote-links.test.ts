import { describe, expect, it } from "vitest";
import { quoteFormHref } from "./quote-links";
import { sourcePageOf } from "./quote-requests";

describe("the links that open the quote form", () => {
  it("name the product, the topic and course, and the page they are on, and land on the form", () => {
    expect(quoteFormHref({ product: "may-noi-soi", from: "/en/products/may-noi-soi" })).toBe(
      "/contact?product=may-noi-soi&from=%2Fen%2Fproducts%2Fmay-noi-soi#quote",
    );
    expect(quoteFormHref({ topic: "training", course: "a&b", from: "/training" })).toBe(
      "/contact?topic=training&course=a%26b&from=%2Ftraining#quote",
    );
    expect(quoteFormHref({})).toBe("/contact#quote");
  });

  it("a page's path survives the round trip through the address as a source page", () => {
    const href = quoteFormHref({ from: "/products/máy-nội-soi" });
    const from = new URL(href, "http://site.test").searchParams.get("from");
    expect(sourcePageOf(from)).toBe("/products/máy-nội-soi");
  });
});
