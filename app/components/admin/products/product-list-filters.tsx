import { Form, useSubmit } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { IdOptions } from "../id-options";

type Option = { id: number; name: string };

/**
 * The list's department and category (a GET form: the choice is the address). A new choice
 * starts at page 1; the count is of the whole list, with the page's range when there are pages.
 */
export function ProductListFilters({
  departments,
  department,
  categories,
  category,
  total,
  range,
}: {
  departments: Option[];
  department: Option;
  categories: Option[];
  category: Option | null;
  total: number;
  /** The page's first and last row (1-based) when the list has several pages. */
  range: { from: number; to: number } | null;
}) {
  const t = useMessages(adminProductsMessages);
  const submit = useSubmit();
  const select = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t.department}
        <select
          name="department"
          className={select}
          defaultValue={department.id}
          key={`d-${department.id}`}
          onChange={(event) => submit({ department: event.currentTarget.value })}
        >
          <IdOptions items={departments} />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t.category}
        <select
          name="category"
          className={select}
          defaultValue={category?.id ?? ""}
          key={`c-${department.id}-${category?.id ?? "all"}`}
          onChange={(event) =>
            submit(
              event.currentTarget.value
                ? { department: String(department.id), category: event.currentTarget.value }
                : { department: String(department.id) },
            )
          }
        >
          <option value="">{t.allCategories}</option>
          <IdOptions items={categories} />
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
          OK
        </button>
      </noscript>
      <p className="ml-auto text-sm text-slate-500" aria-live="polite">
        {t.count(total)}
        {range ? ` · ${t.showing(range.from, range.to)}` : null}
      </p>
    </Form>
  );
}
