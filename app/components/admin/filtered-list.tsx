import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { FilterSelect } from "~/components/ui/filter-select";
import { Pagination } from "~/components/ui/pagination";
import { StateMessage } from "~/components/ui/state-message";

/** The texts a filtered list takes from its screen's catalogue. */
export interface FilteredListTexts {
  /** The filter form's name. */
  filters: string;
  from: string;
  to: string;
  apply: string;
  clear: string;
  count: (n: number) => string;
  empty: string;
  noMatch: string;
}

/** A select of the filter form: its choices besides "all" as [value, text]. */
export interface FilterChoice<Name extends string = string> {
  name: Name;
  label: string;
  all: string;
  options: readonly (readonly [value: string, text: string])[];
}

/**
 * A back-office list's filters: a GET form, so the address holds them (a filtered list can be
 * reloaded, bookmarked and sent). A search box when `search` is given, the selects, then the date
 * range. A choice applies at once; text and dates apply with Lọc, since a date typed digit by
 * digit passes through values nobody meant.
 */
export function ListFilters<Query extends { from: string; to: string; q?: string }>({
  texts,
  values,
  search,
  selects,
  filtered,
  clearHref,
}: {
  texts: FilteredListTexts;
  /** The filters as the loader read them: each field shows its own. */
  values: Query;
  search?: { label: string; hint: string };
  selects: FilterChoice<Extract<keyof Query, string>>[];
  filtered: boolean;
  /** The list without filters. */
  clearHref: string;
}) {
  const submit = useSubmit();
  const value = (name: keyof Query) => String(values[name] ?? "");
  return (
    <Form
      method="get"
      aria-label={texts.filters}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) submit(event.currentTarget);
      }}
    >
      {search ? (
        <label className="block min-w-0 sm:col-span-2">
          <span className="block text-sm font-medium text-slate-700">{search.label}</span>
          <input
            type="search"
            name="q"
            defaultValue={value("q")}
            key={`q-${value("q")}`}
            maxLength={100}
            placeholder={search.hint}
            className={`mt-1 ${inputClass}`}
          />
        </label>
      ) : null}
      {selects.map(({ name, label, all, options }) => (
        <FilterSelect
          key={name}
          name={name}
          label={label}
          allLabel={all}
          defaultValue={value(name)}
          options={options}
        />
      ))}
      <DateFilter name="from" label={texts.from} value={value("from")} />
      <DateFilter name="to" label={texts.to} value={value("to")} />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          {texts.apply}
        </button>
        {filtered && (
          <Link to={clearHref} className={buttonClass({ variant: "ghost" })}>
            {texts.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** Keyed by the address's value, so that after a navigation it shows that value, not the one typed. */
function DateFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="block min-w-0">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <input type="date" name={name} defaultValue={value} key={`${name}-${value}`} className={`mt-1 ${inputClass}`} />
    </label>
  );
}

/**
 * A filtered list's body: its count, its rows (`children`) and its pages, or the empty state (no
 * match when filtered). While another page or filter of the same list loads, the rows shown stay,
 * dimmed and marked busy.
 */
export function FilteredList({
  texts,
  list: { rows, total, page, pages },
  filtered,
  hrefFor,
  children,
}: {
  texts: FilteredListTexts;
  /** The loader's page of the list: its rows, how many match on every page, which page of how many. */
  list: { rows: readonly unknown[]; total: number; page: number; pages: number };
  filtered: boolean;
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <div aria-busy={loading} className={loading ? "space-y-4 opacity-60" : "space-y-4"}>
      {rows.length === 0 ? (
        <StateMessage title={filtered ? texts.noMatch : texts.empty} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {texts.count(total)}
          </p>
          {children}
          <Pagination page={page} pageCount={pages} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
