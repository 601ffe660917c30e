import type { FilterKey, ListingFilters } from "./catalog-query";
import type { ListingView } from "./catalog-routes";
import type { FilterOption, ListingPageView, NamedLink } from "./catalog-views";

/** What a product list can still show around a failed load: its header and its filters. */
export type ListingShell = Pick<
  ListingPageView,
  "view" | "department" | "category" | "title" | "description" | "filters" | "options"
>;

/** A filter value's name, when it is known (the lists the browser has shown). */
export type FilterLabel = (key: FilterKey, value: string) => string | undefined;

/**
 * A chosen value keeps its place in its select even when the list of choices is not known, under
 * its name when known (else its value: a brand id, a category slug).
 */
function chosen(key: FilterKey, value: string, labelOf: FilterLabel): FilterOption[] {
  return value ? [{ value, label: labelOf(key, value) ?? value }] : [];
}

/**
 * The header and filters of a product list whose data failed to load (the error
 * shows inside the page). The last data of the same list (a filter change that failed) is
 * reused as it is; otherwise the shell is made from the URL and the navigation's departments.
 */
export function listingShell(
  view: ListingView,
  filters: ListingFilters,
  departments: readonly NamedLink[],
  last: ListingPageView | undefined,
  labelOf: FilterLabel = () => undefined,
): ListingShell {
  if (last && last.view.basePath === view.basePath) return { ...last, filters };
  const slug = "departmentSlug" in view ? view.departmentSlug : null;
  const department = departments.find((d) => d.slug === slug) ?? null;
  return {
    view,
    department,
    category: null,
    title: department?.name ?? null,
    description: null,
    filters,
    options: {
      departments: view.kind === "all" ? departments.map((d) => ({ value: d.slug, label: d.name })) : null,
      categories:
        view.kind === "category" || !filters.category
          ? null
          : [{ label: "", options: chosen("category", filters.category, labelOf) }],
      brands: chosen("brand", filters.brand, labelOf),
    },
  };
}
