import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./catalog-query";
import type { ListingPageView } from "./catalog-views";
import { listingShell } from "./listing-shell";

const departments = [
  { slug: "phong-mo", name: "Phòng mổ" },
  { slug: "khoa-noi-soi", name: "Khoa nội soi" },
];

describe("listingShell", () => {
  it("heads the general list with its department filter from the navigation", () => {
    const shell = listingShell({ kind: "all", basePath: "/products" }, EMPTY_FILTERS, departments, undefined);
    expect(shell.title).toBeNull();
    expect(shell.options.departments).toEqual([
      { value: "phong-mo", label: "Phòng mổ" },
      { value: "khoa-noi-soi", label: "Khoa nội soi" },
    ]);
  });

  it("names a department's list after the department and keeps the chosen filters selectable", () => {
    const filters = { ...EMPTY_FILTERS, brand: "steris", category: "den-mo" };
    const shell = listingShell(
      { kind: "department", basePath: "/products/department/phong-mo", departmentSlug: "phong-mo" },
      filters,
      departments,
      undefined,
    );
    expect(shell.title).toBe("Phòng mổ");
    expect(shell.department).toEqual({ slug: "phong-mo", name: "Phòng mổ" });
    expect(shell.options.departments).toBeNull();
    expect(shell.options.brands).toEqual([{ value: "steris", label: "steris" }]);
    expect(shell.options.categories?.[0]?.options).toEqual([{ value: "den-mo", label: "den-mo" }]);
    expect(shell.filters).toBe(filters);
  });

  it("reuses the same list's last data with the new filters", () => {
    const view = { kind: "all", basePath: "/products" } as const;
    const last = {
      view,
      title: "Tất cả",
      options: { departments: [], categories: null, brands: [] },
    } as unknown as ListingPageView;
    const filters = { ...EMPTY_FILTERS, q: "may" };
    const shell = listingShell(view, filters, departments, last);
    expect(shell.title).toBe("Tất cả");
    expect(shell.filters).toBe(filters);
    const other = listingShell({ kind: "all", basePath: "/products/all" }, filters, departments, last);
    expect(other.title).toBeNull();
  });

  it("names a chosen brand and category as a list shown before named them, else by their value", () => {
    const filters = { ...EMPTY_FILTERS, brand: "beneeon", category: "den-mo" };
    const labels: Record<string, string> = { "brand:beneeon": "Beneeon" };
    const shell = listingShell(
      { kind: "all", basePath: "/products" },
      filters,
      departments,
      undefined,
      (key, value) => labels[`${key}:${value}`],
    );
    expect(shell.options.brands).toEqual([{ value: "beneeon", label: "Beneeon" }]);
    expect(shell.options.categories?.[0]?.options).toEqual([{ value: "den-mo", label: "den-mo" }]);
  });
});
