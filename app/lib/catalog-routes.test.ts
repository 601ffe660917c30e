import { describe, expect, it } from "vitest";
import {
  FIXED_DEPARTMENT_PAGES,
  isListingPath,
  listingHref,
  listingViewOfRoute,
  removableFilters,
  resolveListingView,
} from "./catalog-routes";

describe("resolveListingView", () => {
  it("tells the five listing screens apart, in both languages", () => {
    expect(resolveListingView("/products", {})).toEqual({ kind: "all", basePath: "/products" });
    expect(resolveListingView("/en/products/all", {})).toEqual({ kind: "all", basePath: "/products/all" });
    expect(resolveListingView("/products/department/phong-mo", { departmentSlug: "phong-mo" })).toEqual({
      kind: "department",
      basePath: "/products/department/phong-mo",
      departmentSlug: "phong-mo",
    });
    expect(resolveListingView("/en/products/category/den-mo", { categorySlug: "den-mo" })).toEqual({
      kind: "category",
      basePath: "/products/category/den-mo",
      categorySlug: "den-mo",
    });
    expect(
      resolveListingView("/departments/phong-mo/den-mo", { departmentSlug: "phong-mo", categorySlug: "den-mo" }),
    ).toEqual({
      kind: "department-category",
      basePath: "/departments/phong-mo/den-mo",
      departmentSlug: "phong-mo",
      categorySlug: "den-mo",
    });
  });

  it("maps the fixed pages to their departments", () => {
    expect(resolveListingView("/medical-equipment", {})).toEqual({
      kind: "fixed",
      basePath: "/medical-equipment",
      departmentSlug: "khoa-noi-soi",
    });
    expect(resolveListingView("/en/consumables", {})).toMatchObject({ departmentSlug: "khoa-kiem-soat-nhiem-khuan" });
    expect(resolveListingView("/laboratory-equipment/", {})).toMatchObject({ departmentSlug: "phong-xet-nghiem" });
    expect(Object.keys(FIXED_DEPARTMENT_PAGES)).toHaveLength(3);
  });

  it("answers null for other paths", () => {
    expect(resolveListingView("/news", {})).toBeNull();
    expect(resolveListingView("/toString", {})).toBeNull();
  });
});

describe("listingHref", () => {
  const all = resolveListingView("/products", {});
  const department = resolveListingView("/medical-equipment", {});
  const category = resolveListingView("/products/category/den-mo", { categorySlug: "den-mo" });
  const both = resolveListingView("/departments/phong-mo/den-mo", {
    departmentSlug: "phong-mo",
    categorySlug: "den-mo",
  });
  if (!all || !department || !category || !both) throw new Error("views");

  it("keeps every filter in the query of the general list", () => {
    expect(
      listingHref(all, { q: "led", department: "phong-mo", category: "den-mo", brand: "ackermann", page: 2 }),
    ).toBe("/products?q=led&department=phong-mo&category=den-mo&brand=ackermann&page=2");
  });

  it("leaves out what the path fixes", () => {
    expect(listingHref(department, { department: "x", category: "ong-soi-mem", brand: "" })).toBe(
      "/medical-equipment?category=ong-soi-mem",
    );
    expect(listingHref(category, { category: "x", brand: "ackermann" })).toBe(
      "/products/category/den-mo?brand=ackermann",
    );
  });

  it("moves between category paths on /departments/{d}/{c}", () => {
    expect(listingHref(both, { category: "den-mo", q: "led" })).toBe("/departments/phong-mo/den-mo?q=led");
    expect(listingHref(both, { category: "ban-mo" })).toBe("/departments/phong-mo/ban-mo");
    expect(listingHref(both, { category: "", brand: "ackermann" })).toBe(
      "/products/department/phong-mo?brand=ackermann",
    );
  });

  it("lists the filters a visitor can remove on each view", () => {
    expect(removableFilters(all)).toEqual(["q", "department", "category", "brand"]);
    expect(removableFilters(department)).toEqual(["q", "category", "brand"]);
    expect(removableFilters(category)).toEqual(["q", "brand"]);
  });
});

describe("isListingPath", () => {
  it("recognises product lists but not product pages", () => {
    for (const path of [
      "/products",
      "/en/products/all",
      "/products/department/phong-mo",
      "/products/category/den-mo",
      "/departments/phong-mo/den-mo",
      "/en/consumables",
    ]) {
      expect(isListingPath(path), path).toBe(true);
    }
    for (const path of ["/products/den-mo-led", "/departments", "/departments/phong-mo", "/en", "/news"]) {
      expect(isListingPath(path), path).toBe(false);
    }
  });
});

describe("listingViewOfRoute", () => {
  it("reads the variant from the route table's line, in both languages", () => {
    expect(listingViewOfRoute("products/category/:categorySlug", { categorySlug: "den-mo" })).toEqual({
      kind: "category",
      basePath: "/products/category/den-mo",
      categorySlug: "den-mo",
    });
    expect(listingViewOfRoute("en/consumables", {})).toMatchObject({ kind: "fixed", basePath: "/consumables" });
    expect(listingViewOfRoute("/en/products", {})).toEqual({ kind: "all", basePath: "/products" });
    expect(listingViewOfRoute("news", {})).toBeNull();
  });
});
