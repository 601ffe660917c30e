import { data, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/catalog/breadcrumb";
import { CatalogMessage, outlineButtonClass, primaryButtonClass } from "~/components/catalog/catalog-message";
import { type FilterChip, FilterChips } from "~/components/catalog/filter-chips";
import { ListingFilters } from "~/components/catalog/listing-filters";
import { Pagination } from "~/components/catalog/pagination";
import { ProductGridSkeleton } from "~/components/catalog/product-grid-skeleton";
import { ProductCard } from "~/components/site/product-card";
import { catalogues, type Lang, useMessages } from "~/i18n";
import { langFromPath, localizePath, pick } from "~/i18n/lang";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import {
  changeFilter,
  EMPTY_FILTERS,
  type FilterKey,
  type ListingFilters as Filters,
  type ListingState,
  PRODUCTS_PER_PAGE,
  pageCount,
  parseListingQuery,
} from "~/lib/catalog-query";
import {
  isListingPath,
  type ListingView,
  listingHref,
  removableFilters,
  resolveListingView,
} from "~/lib/catalog-routes";
import type { FilterOption, ListingNotFound, ListingPageView, NamedLink } from "~/lib/catalog-views";
import { brandId } from "~/lib/slugify";
import { getActiveCategory, listActiveCategoriesBySlug } from "~/server/services/categories.server";
import {
  type DepartmentWithCategories,
  listActiveDepartmentsWithCategories,
} from "~/server/services/departments.server";
import { listVisibleBrands, listVisibleProducts, type ProductFilters } from "~/server/services/products.server";
import { productCardView, shorten } from "~/server/views.server";
import { brandOptions, categoryOptionGroups, departmentOptions, namedLink } from "~/server/views-catalog.server";
import type { Route } from "./+types/products";

function notFound(missing: ListingNotFound["missing"], back: string) {
  return data({ missing, back } satisfies ListingNotFound, { status: 404 });
}

interface ListingContext {
  /** Filters in effect: the query's, less any that matches nothing on this view. */
  filters: Filters;
  /** What the path fixes, whatever the filters say. */
  scope: Pick<ProductFilters, "departmentSlug" | "categorySlug">;
  department: NamedLink | null;
  category: NamedLink | null;
  title: string | null;
  description: string | null;
  metaTitle: string;
}

/** The department and category a listing path is about; 404 when either is unknown or hidden. */
async function listingContext(
  view: ListingView,
  query: ListingState,
  departments: DepartmentWithCategories[],
  lang: Lang,
): Promise<ListingContext> {
  const t = catalogMessages[lang];
  const filters: Filters = { ...EMPTY_FILTERS, q: query.q, brand: query.brand };
  const keepCategory = (list: { slug: string }[]) =>
    list.some((c) => c.slug === query.category) ? query.category : "";

  if (view.kind === "all") {
    const chosen = departments.find((d) => d.slug === query.department);
    filters.department = chosen?.slug ?? "";
    filters.category = keepCategory(chosen ? chosen.categories : departments.flatMap((d) => d.categories));
    const none = { department: null, category: null, title: null, description: null };
    return { filters, scope: {}, ...none, metaTitle: t.allProducts };
  }

  if (view.kind === "category") {
    const matches = await listActiveCategoriesBySlug(view.categorySlug);
    const [found] = matches;
    if (!found) throw notFound("category", "/products");
    // A slug is unique only within a department: name the department when there is just one.
    const parent = matches.length === 1 ? departments.find((d) => d.id === found.departmentId) : undefined;
    const category = namedLink(found, lang);
    return {
      filters,
      scope: { categorySlug: found.slug },
      department: parent ? namedLink(parent, lang) : null,
      category,
      title: category.name,
      description: pick(found.description, found.descriptionEn, lang),
      metaTitle: category.name,
    };
  }

  const parent = departments.find((d) => d.slug === view.departmentSlug);
  if (!parent) throw notFound("department", "/departments");
  const department = namedLink(parent, lang);
  const scope = { departmentSlug: parent.slug };
  if (view.kind === "department-category") {
    const found = await getActiveCategory(parent.slug, view.categorySlug);
    if (!found) throw notFound("category", `/departments/${parent.slug}`);
    const category = namedLink(found.category, lang);
    return {
      filters: { ...filters, category: category.slug },
      scope,
      department,
      category,
      title: category.name,
      description: pick(found.category.description, found.category.descriptionEn, lang),
      metaTitle: t.categoryInDepartmentTitle(category.name, department.name),
    };
  }
  return {
    filters: { ...filters, category: keepCategory(parent.categories) },
    scope,
    department,
    category: null,
    title: department.name,
    description: pick(parent.description, parent.descriptionEn, lang),
    metaTitle: t.departmentProductsTitle(department.name),
  };
}

/** Brands of the products in scope; a chosen brand outside it (or a partial id) is offered too. */
async function brandFilterOptions(scope: ListingContext["scope"], chosen: string): Promise<FilterOption[]> {
  const options = brandOptions(await listVisibleBrands(scope));
  if (chosen && !options.some((o) => o.value === chosen)) {
    const known = (await listVisibleBrands()).find((name) => brandId(name) === chosen);
    options.unshift({ value: chosen, label: known?.trim() ?? chosen });
  }
  return options;
}

async function productsPage(filters: ProductFilters, requested: number) {
  const load = (page: number) =>
    listVisibleProducts(filters, { limit: PRODUCTS_PER_PAGE, offset: (page - 1) * PRODUCTS_PER_PAGE });
  const result = await load(requested);
  const last = pageCount(result.total);
  // A page past the end (an old link, after products were hidden) shows the last page.
  if (requested > last) return { ...(await load(last)), page: last };
  return { ...result, page: requested };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const view = resolveListingView(url.pathname, params);
  if (!view) throw notFound("department", "/departments");
  const query = parseListingQuery(url.searchParams);

  // The no-JavaScript form on /departments/{d}/{c} sends the chosen category as a query
  // parameter: move to that category's own path (or the department's list for "all").
  if (view.kind === "department-category" && (url.searchParams.has("category") || url.searchParams.has("department"))) {
    throw redirect(localizePath(listingHref(view, query), lang));
  }

  const departments = await listActiveDepartmentsWithCategories();
  const context = await listingContext(view, query, departments, lang);
  const { filters, scope } = context;
  const productFilters: ProductFilters = {
    departmentSlug: scope.departmentSlug ?? (filters.department || undefined),
    categorySlug: scope.categorySlug ?? (filters.category || undefined),
    brand: filters.brand || undefined,
    q: filters.q || undefined,
  };
  const [result, brands] = await Promise.all([
    productsPage(productFilters, query.page),
    brandFilterOptions(
      { departmentSlug: productFilters.departmentSlug, categorySlug: productFilters.categorySlug },
      filters.brand,
    ),
  ]);

  // Categories on offer: none on the category-only view; else those of the department in play.
  const inPlay =
    view.kind === "all" ? departments.filter((d) => !filters.department || d.slug === filters.department) : [];
  const categories =
    view.kind === "category"
      ? null
      : categoryOptionGroups(
          view.kind === "all" ? inPlay : departments.filter((d) => d.slug === scope.departmentSlug),
          lang,
        );

  // The category of /departments/{d}/{c} is the page itself, not a filter the visitor set.
  const userFiltered = removableFilters(view).some(
    (key) => filters[key] && !(view.kind === "department-category" && key === "category"),
  );
  const t = catalogMessages[lang];
  const listing: ListingPageView = {
    view,
    department: context.department,
    category: context.category,
    title: context.title,
    description: context.description,
    filters,
    options: { departments: view.kind === "all" ? departmentOptions(departments, lang) : null, categories, brands },
    products: result.items.map((product) => productCardView(product, lang)),
    total: result.total,
    page: result.page,
    pageCount: pageCount(result.total),
    catalogueEmpty: result.total === 0 && !userFiltered,
    meta: {
      title: `${context.metaTitle}${result.page > 1 ? t.pageSuffix(result.page) : ""}`,
      description: shorten(context.description || t.allProductsIntro, 160),
    },
  };
  return data({ listing });
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const messages = catalogues[langFromPath(location.pathname)];
  const catalogTexts = catalogMessages[langFromPath(location.pathname)];
  if (!loaderData) {
    const missing = isRouteErrorResponse(error) ? (error.data as ListingNotFound | null)?.missing : undefined;
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

function breadcrumb(listing: ListingPageView, t: typeof catalogMessages.vi): Crumb[] {
  const crumbs: Crumb[] = [
    { label: t.home, to: "/" },
    { label: t.productsCrumb, to: "/departments" },
  ];
  const { view, department, category } = listing;
  if (view.kind === "all") return [...crumbs, { label: t.allProducts }];
  if (department) {
    crumbs.push({ label: department.name, to: `/departments/${department.slug}` });
    if (view.kind === "department") crumbs.push({ label: t.allProducts });
  }
  if (category) crumbs.push({ label: category.name });
  return crumbs;
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
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location != null && isListingPath(navigation.location.pathname);
  const { view, filters } = listing;
  const chips = chipsOf(listing, t.chips.search);
  const clearHref = clearAllHref(view);

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
          <Breadcrumb items={breadcrumb(listing, t)} />
          <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{listing.title ?? t.allProducts}</h1>
          {listing.category && listing.department && view.kind === "department-category" && (
            <p className="mt-1 font-semibold text-primary">{listing.department.name}</p>
          )}
          <p className="mt-3 max-w-3xl text-lg text-slate-600">{listing.description || t.allProductsIntro}</p>
        </div>
      </section>

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
              <CatalogMessage title={t.empty.title} text={t.empty.text}>
                <Link to="/contact" className={primaryButtonClass}>
                  {t.empty.contact}
                </Link>
              </CatalogMessage>
            ) : (
              <CatalogMessage title={t.noMatch.title} text={t.noMatch.text}>
                <Link to={clearHref} className={outlineButtonClass}>
                  {t.chips.clearAll}
                </Link>
              </CatalogMessage>
            )
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {listing.products.map((product) => (
                <li key={product.slug} className="grid">
                  <ProductCard product={product} />
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
