import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { type FilterChip, FilterChips } from "~/components/catalog/filter-chips";
import { useListAnchor } from "~/components/catalog/list-anchor";
import { ListingFilters } from "~/components/catalog/listing-filters";
import { ListingHeader } from "~/components/catalog/listing-header";
import { rememberListing } from "~/components/catalog/listing-memory";
import { PRODUCT_GRID, ProductGridSkeleton } from "~/components/catalog/product-grid-skeleton";
import { ProductCard } from "~/components/site/product-card";
import { useSlowNavigation } from "~/components/site/use-slow-navigation";
import { buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { StateMessage } from "~/components/ui/state-message";
import { catalogues, langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { changeFilter, EMPTY_FILTERS, type FilterKey } from "~/lib/catalog-query";
import {
  isListingPath,
  type ListingView,
  listingHref,
  listingViewOfRoute,
  removableFilters,
} from "~/lib/catalog-routes";
import type { FilterOption, ListingNotFound, ListingPageView } from "~/lib/catalog-views";
import type { Route } from "./+types/products";
import { getProductListingPage, listingQuery } from "./products.server";

export async function loader({ request, params, pattern, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = listingViewOfRoute(pattern, params);
  if (!view) throw new Error(`${pattern} is not a product-listing route`);
  const moved = url.searchParams.has("category") || url.searchParams.has("department");
  const listing = await getProductListingPage(
    view,
    listingQuery(url.searchParams, view),
    context.get(langContext),
    moved,
  );
  return data({ listing, canonicalSearch: listing.meta.canonicalSearch });
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const messages = catalogues[langOfMatches(matches)];
  const catalogTexts = catalogMessages[langOfMatches(matches)];
  if (!loaderData) {
    const missing = isRouteErrorResponse(error) ? (error.data as ListingNotFound | null)?.missing : undefined;
    if (missing === "page") {
      return [
        { title: messages.meta.pageTitle(messages.notFound.title) },
        { name: "description", content: messages.notFound.text },
        { name: "robots", content: "noindex" },
      ];
    }
    const title = !missing
      ? catalogTexts.error.title
      : missing === "category"
        ? catalogTexts.categoryNotFound.title
        : catalogTexts.departmentNotFound.title;
    return [{ title: messages.meta.pageTitle(title) }, { name: "robots", content: "noindex" }];
  }
  const { title, description } = loaderData.listing.meta;
  return [
    { title: messages.meta.pageTitle(title) },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

function chipsOf(listing: ListingPageView, searchLabel: (q: string) => string): FilterChip[] {
  const { view, filters, options } = listing;
  const labelOf = (list: FilterOption[] | undefined, value: string) =>
    list?.find((option) => option.value === value)?.label ?? value;
  const labels: Record<FilterKey, string> = {
    q: searchLabel(filters.q),
    department: labelOf(options.departments ?? undefined, filters.department),
    category: labelOf(
      options.categories?.flatMap((group) => group.options),
      filters.category,
    ),
    brand: labelOf(options.brands, filters.brand),
  };
  return removableFilters(view)
    .filter((key) => filters[key])
    .map((key) => ({ key, label: labels[key], href: listingHref(view, changeFilter(filters, key, "")) }));
}

function clearAllHref(view: ListingView): string {
  return listingHref(view, { ...EMPTY_FILTERS, page: 1 });
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const t = useMessages(catalogMessages);
  // A slow move to another listing state (filters, page) gives the cards' place to skeletons.
  const slow = useSlowNavigation();
  const loading = slow !== null && isListingPath(slow.pathname);
  const { view, filters } = listing;
  const chips = chipsOf(listing, t.chips.search);
  const clearHref = clearAllHref(view);
  const grid = useRef<HTMLUListElement>(null);
  useListAnchor(grid);
  // What a failed load of the next list state shows around its error (catalog-errors.tsx).
  useEffect(() => rememberListing(listing), [listing]);

  return (
    <>
      <ListingHeader listing={listing} />

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <ListingFilters view={view} filters={filters} options={listing.options} />
        <FilterChips chips={chips} clearHref={clearHref} />

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <h2 id="results-heading" className="sr-only">
            {t.resultsHeading}
          </h2>
          <p className="mb-5 text-sm font-semibold text-slate-600" aria-live="polite">
            {loading ? t.loading : t.count(listing.total)}
          </p>
          {loading ? (
            <ProductGridSkeleton />
          ) : listing.total === 0 ? (
            listing.catalogueEmpty ? (
              <StateMessage title={t.empty.title} text={t.empty.text}>
                <Link to="/contact" className={buttonClass({ size: "lg" })}>
                  {t.empty.contact}
                </Link>
              </StateMessage>
            ) : (
              <StateMessage title={t.noMatch.title} text={t.noMatch.text}>
                <Link to={clearHref} className={buttonClass({ variant: "outline", size: "lg" })}>
                  {t.chips.clearAll}
                </Link>
              </StateMessage>
            )
          ) : (
            <ul ref={grid} className={PRODUCT_GRID}>
              {listing.products.map((product) => (
                <li key={product.slug} className="grid" data-card={product.slug}>
                  <ProductCard product={product} compactOnPhones />
                </li>
              ))}
            </ul>
          )}
          {!loading && (
            <Pagination
              page={listing.page}
              pageCount={listing.pageCount}
              hrefFor={(page) => listingHref(view, { ...filters, page })}
            />
          )}
        </section>
      </div>
    </>
  );
}

export { ListingErrorBoundary as ErrorBoundary } from "~/components/catalog/catalog-errors";
