import { Form, Link, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { type InquiryOption, type InquiryQuery, isFiltered, QUOTE_STATUSES } from "~/lib/quotes/inbox-views";

/** One of the filters' choices; a new value re-keys it so that it shows the address's value. */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: [value: string, label: string][];
}) {
  return (
    <label className="block min-w-0">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <select name={name} defaultValue={value} key={value} className={`mt-1 ${inputClass}`}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

const choices = (all: string, list: InquiryOption[]): [string, string][] => [
  ["", all],
  ...list.map((item): [string, string] => [String(item.id), item.name]),
];

/** The inbox's filters, kept in the address (a GET form): choices apply at once, text and dates with Lọc. */
export function InquiryFilters({
  query,
  products,
  departments,
}: {
  query: InquiryQuery;
  products: InquiryOption[];
  departments: InquiryOption[];
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      aria-label={t.filters}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) submit(event.currentTarget);
      }}
    >
      <label className="block min-w-0 sm:col-span-2">
        <span className="block text-sm font-medium text-slate-700">{t.search}</span>
        <input
          type="search"
          name="q"
          defaultValue={query.q}
          key={`q-${query.q}`}
          maxLength={100}
          placeholder={t.searchHint}
          className={`mt-1 ${inputClass}`}
        />
      </label>
      <FilterSelect
        label={t.status}
        name="status"
        value={query.status ?? ""}
        options={[["", t.allStatuses], ...QUOTE_STATUSES.map((s): [string, string] => [s, t.statuses[s]])]}
      />
      <FilterSelect
        label={t.product}
        name="product"
        value={String(query.product ?? "")}
        options={choices(t.allProducts, products)}
      />
      <FilterSelect
        label={t.department}
        name="department"
        value={String(query.department ?? "")}
        options={choices(t.allDepartments, departments)}
      />
      <label className="block min-w-0">
        <span className="block text-sm font-medium text-slate-700">{t.from}</span>
        <input
          type="date"
          name="from"
          defaultValue={query.from}
          key={`f-${query.from}`}
          className={`mt-1 ${inputClass}`}
        />
      </label>
      <label className="block min-w-0">
        <span className="block text-sm font-medium text-slate-700">{t.to}</span>
        <input type="date" name="to" defaultValue={query.to} key={`t-${query.to}`} className={`mt-1 ${inputClass}`} />
      </label>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          {t.apply}
        </button>
        {isFiltered(query) && (
          <Link to="/admin/inquiries" className={buttonClass({ variant: "ghost" })}>
            {t.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
