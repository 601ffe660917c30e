import { describe, expect, it } from "vitest";
import { PRODUCT_LISTS_TOPIC, productSearchTopic, productTopic, touches } from "./content-topics";

describe("touches", () => {
  const productPage = new Set([productTopic(7)]);
  const search = new Set([PRODUCT_LISTS_TOPIC, productTopic(7), productSearchTopic("may tho")]);

  it("matches a page's reads to a change's topics, everything touching every page", () => {
    expect(touches(productPage, new Set(["products", productTopic(7)]))).toBe(true);
    expect(touches(productPage, new Set(["products", productTopic(8)]))).toBe(false);
    expect(touches(productPage, new Set(["*"]))).toBe(true);
    expect(touches(new Set(), new Set(["products", "news"]))).toBe(false);
  });

  it("touches a search when a product's text change makes it match, or no longer match, every one of its words", () => {
    const renamed = (before: string, after: string) =>
      new Set(["products", productTopic(9), `product-text:${JSON.stringify([before, after])}`]);
    expect(touches(search, renamed("may do huyet ap", "may tho oxy"))).toBe(true);
    expect(touches(search, renamed("may tho oxy", "may do huyet ap"))).toBe(true);
    // Matching before and after: the same results (had it been shown, its own topic would be read).
    expect(touches(search, renamed("may tho oxy", "may tho oxy 2 lit"))).toBe(false);
    // Neither: not this search's result.
    expect(touches(search, renamed("may do huyet ap", "may sieu am"))).toBe(false);
    expect(touches(search, renamed("tho", "may"))).toBe(false);
  });
});
