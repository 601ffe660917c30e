import type { FilterKey } from "~/lib/catalog-query";
import type { ListingPageView } from "~/lib/catalog-views";

/**
 * The product lists this tab has shown, kept in the browser only (written from an effect, so the
 * server never holds any). When a list's next load fails, the router has dropped the list's
 * data, but the error still shows the list's header and filters: from the last list
 * shown, and with the chosen filters named as the lists named them ("Beneeon", not the brand id
 * "beneeon"). A change of language is a full page load, so the names are always the page's.
 */
let last: ListingPageView | undefined;
const labels = new Map<string, string>();

export function rememberListing(listing: ListingPageView): void {
  last = listing;
  const { brands, departments, categories } = listing.options;
  for (const option of brands) labels.set(`brand:${option.value}`, option.label);
  for (const option of departments ?? []) labels.set(`department:${option.value}`, option.label);
  for (const group of categories ?? []) {
    for (const option of group.options) labels.set(`category:${option.value}`, option.label);
  }
}

/** The last list shown in this tab, if any. */
export function rememberedListing(): ListingPageView | undefined {
  return last;
}

/** A filter value's name as a list shown in this tab offered it. */
export function rememberedLabel(key: FilterKey, value: string): string | undefined {
  return labels.get(`${key}:${value}`);
}
