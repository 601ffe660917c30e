import { brandId } from "./slugify";

/**
 * The product list's state lives in the URL query (q, department, category, brand, page) so a
 * result can be shared, reloaded and crawled. These helpers read and write that query.
 */

export const PRODUCTS_PER_PAGE = 24;
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 100_000;

export interface ListingFilters {
  /** Free text as the visitor typed it (trimmed). */
  q: string;
  /** Department slug; only a filter on the general list. */
  department: string;
  /** Category slug. */
  category: string;
  /** Brand id ("pentax-medical"). */
  brand: string;
}

export type FilterKey = keyof ListingFilters;

export interface ListingState extends ListingFilters {
  /** 1-based. */
  page: number;
}

export const EMPTY_FILTERS: ListingFilters = { q: "", department: "", category: "", brand: "" };

const SLUGISH = /^[a-z0-9-]{1,120}$/;

function slugParam(params: URLSearchParams, key: string): string {
  const value = (params.get(key) ?? "").trim().toLowerCase();
  return SLUGISH.test(value) ? value : "";
}

/**
 * A list's ?page= as its server reads it: absent is page 1; a whole number from 1 (no sign, no
 * leading zero) is that page; anything else ("0", "-1", "abc", "") is no page at all (null),
 * which the list answers with its 404 like a page past the end (decision 026).
 */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** A page number from the query, leniently (for the list's shell in the browser): anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function parseListingQuery(params: URLSearchParams): ListingState {
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH),
    department: slugParam(params, "department"),
    category: slugParam(params, "category"),
    brand: brandId(params.get("brand") ?? "").slice(0, MAX_QUERY_LENGTH),
    page: parsePage(params.get("page")),
  };
}

const QUERY_ORDER = ["q", "department", "category", "brand"] as const;

/** "?q=...&brand=..." in a fixed order, empty values and page 1 left out; "" when nothing is set. */
export function listingSearch(state: Partial<ListingState>, omit: readonly FilterKey[] = []): string {
  const params = new URLSearchParams();
  for (const key of QUERY_ORDER) {
    const value = state[key]?.trim();
    if (value && !omit.includes(key)) params.set(key, value);
  }
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A filter changed: back to page 1; a new department resets the category to all. */
export function changeFilter(state: ListingFilters, key: FilterKey, value: string): ListingState {
  const next: ListingState = { ...state, [key]: value.trim(), page: 1 };
  if (key === "department" && value !== state.department) next.category = "";
  return next;
}

/** Number of pages for a total (at least 1, so an empty list still has a page 1). */
export function pageCount(total: number, perPage = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export type PaginationItem = number | "gap";

/**
 * Page links to show: the first and last page, the current one with `around` neighbours on each
 * side, and a gap marker where pages are left out (a gap of one page shows the page instead).
 */
export function paginationItems(current: number, count: number, around = 1): PaginationItem[] {
  if (count <= 1) return [1];
  const pages = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}
