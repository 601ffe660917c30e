import { matchPath } from "react-router";
import { stripLangPrefix } from "../i18n/lang";
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

/** Which of the product-listing screens a URL is; paths are without the /en prefix. */
export type ListingView =
  | { kind: "all"; basePath: string }
  | { kind: "department"; basePath: string; departmentSlug: string }
  | { kind: "fixed"; basePath: string; departmentSlug: string }
  | { kind: "category"; basePath: string; categorySlug: string }
  | { kind: "department-category"; basePath: string; departmentSlug: string; categorySlug: string };

type ListingParams = { departmentSlug?: string; categorySlug?: string };

/**
 * The product-listing routes: the route table (app/routes.ts) mounts one route per line, and the
 * listing's loader reads its variant from the line its route came from, never from the URL.
 */
export const LISTING_ROUTES: { id: string; path: string; view: (params: ListingParams) => ListingView }[] = [
  {
    id: "products-department-category",
    path: "/departments/:departmentSlug/:categorySlug",
    view: ({ departmentSlug = "", categorySlug = "" }) => ({
      kind: "department-category",
      basePath: `/departments/${departmentSlug}/${categorySlug}`,
      departmentSlug,
      categorySlug,
    }),
  },
  { id: "products", path: "/products", view: () => ({ kind: "all", basePath: "/products" }) },
  { id: "products-all", path: "/products/all", view: () => ({ kind: "all", basePath: "/products/all" }) },
  {
    id: "products-department",
    path: "/products/department/:departmentSlug",
    view: ({ departmentSlug = "" }) => ({
      kind: "department",
      basePath: `/products/department/${departmentSlug}`,
      departmentSlug,
    }),
  },
  {
    id: "products-category",
    path: "/products/category/:categorySlug",
    view: ({ categorySlug = "" }) => ({
      kind: "category",
      basePath: `/products/category/${categorySlug}`,
      categorySlug,
    }),
  },
  ...Object.entries(FIXED_DEPARTMENT_PAGES).map(([path, departmentSlug]) => ({
    id: path.slice(1),
    path,
    view: (): ListingView => ({ kind: "fixed", basePath: path, departmentSlug }),
  })),
];

/**
 * The listing view of a route of LISTING_ROUTES, by the pattern the route table mounted it at
 * (the loader's `pattern`: "en/products/category/:categorySlug"; the language prefix is dropped).
 */
export function listingViewOfRoute(pattern: string, params: ListingParams): ListingView | null {
  const path = stripLangPrefix(`/${pattern.replace(/^\/+/, "")}`);
  return LISTING_ROUTES.find((route) => route.path === path)?.view(params) ?? null;
}

function matchListing(pathname: string) {
  const path = stripLangPrefix(pathname);
  for (const route of LISTING_ROUTES) {
    const match = matchPath(route.path, path);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** The listing view of a URL path, or null when the path is not a listing (see LISTING_ROUTES). */
export function resolveListingView(pathname: string, _params?: ListingParams): ListingView | null {
  const found = matchListing(pathname);
  return found ? found.route.view(found.params) : null;
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

/** Whether a path (with or without /en) shows a product list: used to show the loading skeleton. */
export function isListingPath(pathname: string): boolean {
  return matchListing(pathname) !== null;
}
