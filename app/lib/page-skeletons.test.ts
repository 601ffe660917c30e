import { describe, expect, it } from "vitest";
import { isListingPath, LISTING_ROUTES } from "./catalog-routes";
import { skeletonPageOf } from "./page-skeletons";

describe("skeletonPageOf", () => {
  it("knows the product lists, the news list and an article in both languages", () => {
    expect(skeletonPageOf("/products")).toBe("listing");
    expect(skeletonPageOf("/en/products/category/den-mo")).toBe("listing");
    expect(skeletonPageOf("/departments/phong-mo/den-mo")).toBe("listing");
    expect(skeletonPageOf("/medical-equipment")).toBe("listing");
    expect(skeletonPageOf("/news")).toBe("news");
    expect(skeletonPageOf("/en/news/")).toBe("news");
    expect(skeletonPageOf("/en/news/hoi-thao")).toBe("article");
  });

  it("has none for the other pages", () => {
    for (const path of ["/", "/en", "/about", "/products/may-noi-soi", "/departments", "/departments/phong-mo"]) {
      expect(skeletonPageOf(path), path).toBeNull();
    }
  });
});

describe("the product lists' paths", () => {
  it("are LISTING_ROUTES' paths, no more and no fewer", () => {
    const paths = [
      ...LISTING_ROUTES.map((route) => route.path.replace(/:[a-zA-Z]+/g, "x")),
      "/products/x",
      "/products/department",
      "/products/category/x/y",
      "/departments/x",
      "/departments/x/y/z",
      "/products/all/x",
      "/consumables/x",
    ];
    for (const path of paths) {
      expect(skeletonPageOf(path) === "listing", path).toBe(isListingPath(path));
      expect(skeletonPageOf(`/en${path}`) === "listing", `/en${path}`).toBe(isListingPath(`/en${path}`));
    }
  });
});
