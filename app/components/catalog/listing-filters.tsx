import { type FormEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { siteInputClass } from "~/components/ui/field";
import { FilterSelect } from "~/components/ui/filter-select";
import { useLang, useMessages } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { changeFilter, type FilterKey, type ListingFilters as Filters, type ListingState } from "~/lib/catalog-query";
import type { ListingView } from "~/lib/catalog-routes";
import { listingHref } from "~/lib/catalog-routes";
import type { FilterOption, FilterOptionGroup } from "~/lib/catalog-views";
import { scrollToTop } from "./scroll";

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Search box and filter selects. Without JavaScript this is a plain GET form. With it, a select
 * applies on change, and the search applies on submit and shortly after typing stops; every
 * change lands in the URL query, which the server reads. What a visitor typed or chose before the
 * scripts arrived is kept when they do.
 */
const ALL_LABEL = { department: "allDepartments", category: "allCategories", brand: "allBrands" } as const;
const SELECTS = ["department", "category", "brand"] as const;

export function ListingFilters({
  view,
  filters,
  options,
}: {
  view: ListingView;
  filters: Filters;
  options: {
    departments: FilterOption[] | null;
    categories: FilterOptionGroup[] | null;
    brands: FilterOption[];
  };
}) {
  const t = useMessages(catalogMessages);
  const lang = useLang();
  const navigate = useNavigate();
  const [q, setQ] = useState(filters.q);
  const [selected, setSelected] = useState(filters);
  /** The search text of the last URL this form asked for. */
  const sentQ = useRef(filters.q);
  const timer = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  // The scripts arrive after the first paint (decision 008): the fields may already hold what the
  // visitor typed or chose, which hydration does not carry into the state. Taken here, before
  // the next render would put the server's values back (and a typed search then runs as typing does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const search = fields.namedItem("q");
    if (search instanceof HTMLInputElement && search.value !== q) setQ(search.value);
    const early = { ...selected };
    for (const key of SELECTS) {
      const select = fields.namedItem(key);
      if (select instanceof HTMLSelectElement) early[key] = select.value;
    }
    if (SELECTS.some((key) => early[key] !== selected[key])) setSelected(early);
  }, []);

  // New loader data (not the first: the state starts from it, and the fields may be newer):
  // show its filters, but keep what the visitor is still typing unless the search changed
  // elsewhere (a removed chip, clear all, history).
  const shownFilters = useRef(filters);
  useEffect(() => {
    if (shownFilters.current === filters) return;
    shownFilters.current = filters;
    setSelected(filters);
    if (filters.q !== sentQ.current) {
      sentQ.current = filters.q;
      setQ(filters.q);
    }
  }, [filters]);

  const go = useCallback(
    (next: ListingState, replace: boolean) => {
      window.clearTimeout(timer.current);
      sentQ.current = next.q;
      navigate(localizePath(listingHref(view, next), lang), { replace, preventScrollReset: true });
      scrollToTop();
    },
    [navigate, view, lang],
  );

  useEffect(() => {
    const value = q.trim();
    if (value === sentQ.current) return;
    timer.current = window.setTimeout(() => go(changeFilter(selected, "q", value), true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [q, selected, go]);

  const onSelect = (key: FilterKey) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = changeFilter({ ...selected, q: q.trim() }, key, event.target.value);
    setSelected(next);
    go(next, false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(changeFilter(selected, "q", q.trim()), true);
  };

  /** A select of one filter, its first choice "all". */
  const filter = (key: "department" | "category" | "brand", children: ReactNode) => (
    <FilterSelect
      look="site"
      id={`catalog-${key}`}
      name={key}
      label={t.filters[key]}
      allLabel={t.filters[ALL_LABEL[key]]}
      value={selected[key]}
      onChange={onSelect(key)}
    >
      {children}
    </FilterSelect>
  );

  const categories = options.categories;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom)
    <form
      ref={formRef}
      role="search"
      method="get"
      action={localizePath(view.basePath, lang)}
      onSubmit={onSubmit}
      aria-label={t.filters.label}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <label htmlFor="catalog-search" className="mb-1.5 block text-sm font-semibold text-slate-700">
          {t.search.label}
        </label>
        {/* Stacked on phones, and the placeholder a size smaller there, so it is read whole (the typed
            text keeps 16 px: phones zoom into smaller inputs). */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="catalog-search"
            type="search"
            name="q"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t.search.placeholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={`${siteInputClass} max-sm:placeholder:text-sm`}
          />
          <button type="submit" className={buttonClass({ className: "shrink-0" })}>
            {t.search.submit}
          </button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {options.departments && filter("department", <Options options={options.departments} />)}
        {categories &&
          filter(
            "category",
            categories.length === 1 ? (
              <Options options={categories[0]?.options ?? []} />
            ) : (
              categories.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  <Options options={group.options} />
                </optgroup>
              ))
            ),
          )}
        {filter("brand", <Options options={options.brands} />)}
      </div>
    </form>
  );
}

function Options({ options }: { options: FilterOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
