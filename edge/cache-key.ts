/**
 * The canonical query of a product list's cache key (decision 012): the listing loader reads its
 * query through parseListingQuery, so two queries it reads alike render the same list and may
 * share one entry. Crawlers and visitors reach one search many ways (`?q=máy%20%20nội` and
 * `?q=+máy+nội+`, `brand=&page=1`, `page=01`, a repeated parameter): one render serves them all.
 *
 * What stays apart: a search's case and diacritics (the search box and the chips show the words as
 * typed, so "Máy" and "may" are different pages), whether `q`, `department` or `category` is
 * present at all (`?q=` marks the page noindex; `category=` on /departments/{d}/{c} redirects),
 * and a `page` that is not a page number (`page=0`, `page=abc`, `page=01`: the list's 404, never
 * page 1's entry), kept as it was written.
 * The language switch echoes the address it was rendered for: a shared entry carries the first
 * one's, an equivalent address (as sorting the parameters, which the key always did, already had).
 */
import { pageParam, parseListingQuery } from "../app/lib/catalog-query";
import { isListingPath } from "../app/lib/catalog-routes";

/** What parseListingQuery reads; any other accepted parameter (`_routes`, `part`) is kept as it is. */
const LISTING_PARAMS = new Set(["q", "department", "category", "brand", "page"]);

/**
 * The sorted query string of a key: normalised for a product list's path (with or without
 * `.data`), else only sorted. `params` holds only parameters the cache accepts.
 */
export function canonicalQuery(pathname: string, params: URLSearchParams): string {
  // Most requests carry no list parameter: no route matching for them (the held-page step's cost).
  const reads = [...LISTING_PARAMS].some((name) => params.has(name));
  if (!reads || !isListingPath(pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/"))) {
    const sorted = new URLSearchParams(params);
    sorted.sort();
    return sorted.toString();
  }
  const state = parseListingQuery(params);
  const canonical = new URLSearchParams();
  // Presence matters for these three (see above); their values as the loader reads them.
  if (params.has("q")) canonical.set("q", state.q);
  if (params.has("department")) canonical.set("department", state.department);
  if (params.has("category")) canonical.set("category", state.category);
  if (state.brand) canonical.set("brand", state.brand);
  // The page as the loader reads it (lib/catalog-query `pageParam`), not parseListingQuery's page 1.
  const page = params.get("page");
  const number = pageParam(page);
  if (number === null) canonical.set("page", page ?? "");
  else if (number > 1) canonical.set("page", String(number));
  for (const [name, value] of params) if (!LISTING_PARAMS.has(name)) canonical.append(name, value);
  canonical.sort();
  return canonical.toString();
}
