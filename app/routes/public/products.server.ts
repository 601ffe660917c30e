/**
 * The product lists (all products, a department's, a category's, a department's category, the
 * fixed department pages): one call that returns the finished page or throws its 404 or redirect.
 */
import { data, redirect } from "react-router";
import { type Lang, localizePath, pick } from "~/i18n/lang";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import {
  EMPTY_FILTERS,
  type FilterKey,
  type ListingFilters as Filters,
  type ListingState,
  listingSearch,
  PRODUCTS_PER_PAGE,
  pageCount,
  pageParam,
  parseListingQuery,
} from "~/lib/catalog-query";
import { type ListingView, listingHref, removableFilters } from "~/lib/catalog-routes";
import {
  type FilterOption,
  type FilterOptionGroup,
  type ListingNotFound,
  type ListingPageView,
  type NamedLink,
  namedLink,
} from "~/lib/catalog-views";
import { pageSearch } from "~/lib/seo";
import { brandId } from "~/lib/slugify";
import { shorten } from "~/lib/views";
import type { CatalogDepartment, DepartmentWithCategories } from "~/server/services/departments.server";
import {
  listVisibleBrands,
  listVisibleProducts,
  type ProductFilters,
  productCardView,
} from "~/server/services/products.server";
import { findCategoryRedirect, findDepartmentRedirect } from "~/server/services/redirects.server";
import { getSiteShell } from "~/server/services/settings.server";

/** Brand names as filter options, one per brand id, in the given order. */
export function brandOptions(names: readonly string[]): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const name of names) {
    const id = brandId(name);
    if (id && !seen.has(id)) seen.set(id, { value: id, label: name.trim() });
  }
  return [...seen.values()];
}

export function departmentOptions(list: DepartmentWithCategories[], lang: Lang): FilterOption[] {
  return list.map((d) => ({ value: d.slug, label: pick(d.name, d.nameEn, lang) }));
}

/** Categories grouped by department; a slug shared by two departments is offered once. */
export function categoryOptionGroups(list: DepartmentWithCategories[], lang: Lang): FilterOptionGroup[] {
  const seen = new Set<string>();
  return list
    .map((d) => ({
      label: pick(d.name, d.nameEn, lang),
      options: d.categories
        .filter((c) => !seen.has(c.slug) && seen.add(c.slug))
        .map((c) => ({ value: c.slug, label: pick(c.name, c.nameEn, lang) })),
    }))
    .filter((group) => group.options.length > 0);
}

function notFound(missing: ListingNotFound["missing"], back: string) {
  return data({ missing, back } satisfies ListingNotFound, { status: 404 });
}

/**
 * A list's state from its query. A ?page= that is not a page number ("0", "-1", "abc") is not a
 * page of the list: the site's 404, as a page past the end is (decision 026).
 */
export function listingQuery(params: URLSearchParams, view: ListingView): ListingState {
  if (pageParam(params.get("page")) === null) throw notFound("page", view.basePath);
  return parseListingQuery(params);
}

/** An old address of a renamed department or category: 301 to today's, the query kept. */
function moved(path: string, query: ListingState, omit: FilterKey[], lang: Lang) {
  return redirect(`${localizePath(path, lang)}${listingSearch(query, omit)}`, 301);
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
  departments: CatalogDepartment[],
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
    // The layout's departments carry their categories: no statement of its own.
    const matches = departments.flatMap((d) =>
      d.categories.filter((c) => c.slug === view.categorySlug).map((c) => ({ ...c, departmentId: d.id })),
    );
    const [found] = matches;
    if (!found) {
      // Only on a miss: an old slug of a renamed category.
      const renamed = await findCategoryRedirect(view.categorySlug);
      if (renamed) throw moved(`/products/category/${renamed.categorySlug}`, query, ["department", "category"], lang);
      throw notFound("category", "/products");
    }
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

  let parent = departments.find((d) => d.slug === view.departmentSlug);
  if (!parent && view.kind === "fixed") {
    // A fixed page names its department's first slug in code: after a rename it shows the
    // department under its new slug, at its own address (decision 006).
    const renamed = await findDepartmentRedirect(view.departmentSlug);
    parent = renamed ? departments.find((d) => d.slug === renamed) : undefined;
  }
  if (!parent) {
    // Only on a miss: an old slug of a renamed department.
    const renamed = view.kind === "fixed" ? null : await findDepartmentRedirect(view.departmentSlug);
    if (renamed && view.kind === "department-category") {
      throw moved(`/departments/${renamed}/${view.categorySlug}`, query, ["department", "category"], lang);
    }
    if (renamed) throw moved(`/products/department/${renamed}`, query, ["department"], lang);
    throw notFound("department", "/departments");
  }
  const department = namedLink(parent, lang);
  const scope = { departmentSlug: parent.slug };
  if (view.kind === "department-category") {
    const found = parent.categories.find((c) => c.slug === view.categorySlug);
    if (!found) {
      // Only on a miss: an old slug of a renamed category (or one moved from this department).
      const renamed = await findCategoryRedirect(view.categorySlug, parent.id);
      if (renamed) {
        const path = `/departments/${renamed.departmentSlug}/${renamed.categorySlug}`;
        throw moved(path, query, ["department", "category"], lang);
      }
      throw notFound("category", `/departments/${parent.slug}`);
    }
    const category = namedLink(found, lang);
    return {
      filters: { ...filters, category: category.slug },
      scope,
      department,
      category,
      title: category.name,
      description: pick(found.description, found.descriptionEn, lang),
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

async function productsPage(filters: ProductFilters, page: number, back: string) {
  const result = await listVisibleProducts(filters, {
    limit: PRODUCTS_PER_PAGE,
    offset: (page - 1) * PRODUCTS_PER_PAGE,
  });
  // A page past the end (an old link, after products were hidden) is not a page: the site's 404,
  // rather than another page's content under this address.
  if (page > pageCount(result.total)) throw notFound("page", back);
  return { ...result, page };
}

/**
 * The list page of a view in a query's state. The no-JavaScript form on /departments/{d}/{c}
 * sends the chosen category as a query parameter (`moved`): that answers a redirect to the
 * category's own path (or the department's list for "all").
 */
export async function getProductListingPage(
  view: ListingView,
  query: ListingState,
  lang: Lang,
  moved = false,
): Promise<ListingPageView> {
  if (view.kind === "department-category" && moved) {
    throw redirect(localizePath(listingHref(view, query), lang));
  }

  // The layout's read (shared while both run): departments with their categories.
  const departments = (await getSiteShell())?.departments ?? [];
  const context = await listingContext(view, query, departments, lang);
  const { filters, scope } = context;
  const productFilters: ProductFilters = {
    departmentSlug: scope.departmentSlug ?? (filters.department || undefined),
    categorySlug: scope.categorySlug ?? (filters.category || undefined),
    brand: filters.brand || undefined,
    q: filters.q || undefined,
  };
  const [result, brands] = await Promise.all([
    productsPage(productFilters, query.page, view.basePath),
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
      // A filtered list's canonical is the unfiltered list (see SeoHead); its pages are not the list's.
      canonicalSearch: userFiltered ? "" : pageSearch(result.page),
    },
  };
  return listing;
}
