import { type FilterKey, type ListingState, listingSearch } from "./catalog-query";

/**
 * The fixed department pages and the department they show (see
 * docs/decisions/006-fixed-department-pages.md).
 */
export const FIXED_DEPARTMENT_PAGES = {
  "/medical-equipment": "khoa-noi-soi",
  "/consumables": "khoa-kiem-soat-nhiem-khuan",
  "/laboratory-equipment": "phong-xet-nghiem",
} as const satisfies Record<string, string>;

type FixedPath = keyof typeof FIXED_DEPARTMENT_PAGES;

/** Which of the product-listing screens a URL is; paths are without the /en prefix. */
export type ListingView =
  | { kind: "all"; basePath: string }
  | { kind: "department"; basePath: string; departmentSlug: string }
  | { kind: "fixed"; basePath: string; departmentSlug: string }
  | { kind: "category"; basePath: string; categorySlug: string }
  | { kind: "department-category"; basePath: string; departmentSlug: string; categorySlug: string };

function withoutLang(pathname: string): string {
  const path = pathname === "/en" || pathname.startsWith("/en/") ? pathname.slice(3) || "/" : pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The listing view of a path and its route params, or null when the path is not a listing. */
export function resolveListingView(
  pathname: string,
  params: { departmentSlug?: string; categorySlug?: string },
): ListingView | null {
  const path = withoutLang(pathname);
  const { departmentSlug, categorySlug } = params;
  if (departmentSlug && categorySlug && path.startsWith("/departments/")) {
    return {
      kind: "department-category",
      basePath: `/departments/${departmentSlug}/${categorySlug}`,
      departmentSlug,
      categorySlug,
    };
  }
  if (departmentSlug && path.startsWith("/products/department/")) {
    return { kind: "department", basePath: `/products/department/${departmentSlug}`, departmentSlug };
  }
  if (categorySlug && path.startsWith("/products/category/")) {
    return { kind: "category", basePath: `/products/category/${categorySlug}`, categorySlug };
  }
  if (path === "/products" || path === "/products/all") return { kind: "all", basePath: path };
  if (Object.hasOwn(FIXED_DEPARTMENT_PAGES, path)) {
    return { kind: "fixed", basePath: path, departmentSlug: FIXED_DEPARTMENT_PAGES[path as FixedPath] };
  }
  return null;
}

/** Filters a visitor can set (and remove) on this view; the others are fixed by its path. */
export function removableFilters(view: ListingView): FilterKey[] {
  switch (view.kind) {
    case "all":
      return ["q", "department", "category", "brand"];
    case "category":
      return ["q", "brand"];
    default:
      return ["q", "category", "brand"];
  }
}

/**
 * The URL (without the /en prefix) of a view in a given state. On /departments/{d}/{c} the
 * category is part of the path: choosing another category moves to its path, and choosing all
 * categories moves to the department's list.
 */
export function listingHref(view: ListingView, state: Partial<ListingState>): string {
  if (view.kind === "department-category") {
    const category = state.category ?? view.categorySlug;
    const path = !category
      ? `/products/department/${view.departmentSlug}`
      : `/departments/${view.departmentSlug}/${category}`;
    return `${path}${listingSearch(state, ["department", "category"])}`;
  }
  const omit: FilterKey[] =
    view.kind === "all" ? [] : view.kind === "category" ? ["department", "category"] : ["department"];
  return `${view.basePath}${listingSearch(state, omit)}`;
}

const LISTING_PATTERNS = [
  /^\/products(\/all)?$/,
  /^\/products\/(department|category)\/[^/]+$/,
  /^\/departments\/[^/]+\/[^/]+$/,
  /^\/(medical-equipment|consumables|laboratory-equipment)$/,
];

/** Whether a path (with or without /en) shows a product list: used to show the loading skeleton. */
export function isListingPath(pathname: string): boolean {
  const path = withoutLang(pathname);
  return LISTING_PATTERNS.some((pattern) => pattern.test(path));
}
