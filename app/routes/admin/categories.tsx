import { useMemo, useState } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { CatalogFormModal } from "~/components/admin/catalog/catalog-form-modal";
import { categoryRows, departmentRows } from "~/components/admin/catalog/catalog-rows";
import { CatalogTable } from "~/components/admin/catalog/catalog-table";
import { Icon } from "~/components/admin/icons";
import { useMay } from "~/components/admin/use-access";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages, vi } from "~/i18n/messages/admin";
import type { CatalogActionResult, CatalogKind, CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/categories";
import { getCatalogManager, handleCatalogAction } from "./categories.server";

export function meta() {
  return [{ title: vi.pageTitle(vi.catalog.title) }];
}

/** The department list, or with ?department=<id> that department's categories. */
export async function loader({ request }: Route.LoaderArgs) {
  return getCatalogManager(new URL(request.url));
}

/** Add, edit, toggle and delete departments and categories (see categories.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleCatalogAction(await readForm(request));
  return data(result, { status });
}

// The row being edited is kept as it was when the modal opened: a save refreshes the list at once
// (the modal's success message shows once the list is read again), and a category moved to
// another department leaves this list while its modal still says "updated".
type ModalState = { kind: CatalogKind; editing?: DepartmentRow | CategoryRow } | null;

export default function CategoriesManager({ loaderData }: Route.ComponentProps) {
  const tt = useMessages(adminMessages).catalog;
  const { departments, selected, categories, missing } = loaderData;
  const navigate = useNavigate();
  // A Kinh doanh account reads the catalogue only (decision 040).
  const editable = useMay("/admin/categories");
  // One per list, so that a refusal shown on one list does not follow to the next.
  const deleter = useFetcher<CatalogActionResult>({ key: `catalog-delete-${selected?.id ?? "all"}` });
  const [query, setQuery] = useState("");
  const [modal, setModal] = useState<ModalState>(null);
  // The search belongs to the list on screen: switching lists starts afresh.
  const [queryFor, setQueryFor] = useState(selected?.id ?? null);
  if (queryFor !== (selected?.id ?? null)) {
    setQueryFor(selected?.id ?? null);
    setQuery("");
  }

  const inCategories = selected !== null;
  const rows = useMemo(
    () =>
      inCategories
        ? categoryRows(categories, query, tt.productCount)
        : departmentRows(departments, query, tt.categoryCount),
    [inCategories, categories, departments, query, tt],
  );

  function confirmDelete(kind: CatalogKind, id: number) {
    if (!window.confirm(tt.confirmDelete)) return;
    deleter.submit({ intent: "delete", kind, id: String(id) }, { method: "post" });
  }
  const deleteResult = deleter.state === "idle" ? deleter.data : undefined;
  const deleteError = deleteResult && !deleteResult.ok ? deleteResult.message : null;

  const editingCategory = modal?.editing && "departmentId" in modal.editing ? modal.editing : undefined;
  const departmentOptions = departments
    .filter((d) => d.isActive || d.id === editingCategory?.departmentId || d.id === selected?.id)
    .map((d) => ({ id: d.id, name: d.name }));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{tt.title}</h1>
          <h2 className="mt-1 text-lg text-slate-600">
            {inCategories ? tt.categoriesHeading(selected.name) : tt.departmentsHeading}
          </h2>
        </div>
        {missing || !editable ? null : (
          <button
            type="button"
            onClick={() => setModal({ kind: inCategories ? "category" : "department" })}
            className={buttonClass()}
          >
            <Icon name="plus" />
            {inCategories ? tt.addCategory : tt.addDepartment}
          </button>
        )}
      </div>

      {inCategories || missing ? (
        <Link
          to="/admin/categories"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <Icon name="back" className="h-4 w-4" />
          {tt.back}
        </Link>
      ) : null}

      {missing ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          {tt.departmentNotFound}
        </p>
      ) : (
        <>
          <div className="relative max-w-md">
            <label htmlFor="catalog-search" className="sr-only">
              {tt.search}
            </label>
            <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 h-5 w-5 text-slate-400" />
            <input
              id="catalog-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={inCategories ? tt.searchCategories : tt.searchDepartments}
              className="block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-10 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
            />
          </div>

          {deleteError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
              {deleteError}
            </p>
          ) : null}

          {rows.length > 0 ? (
            <CatalogTable
              kind={inCategories ? "category" : "department"}
              caption={inCategories ? tt.categoriesHeading(selected.name) : tt.departmentsHeading}
              rows={rows}
              editable={editable}
              onOpen={(row) => row.href && navigate(row.href)}
              onEdit={(id) =>
                setModal(
                  inCategories
                    ? { kind: "category", editing: categories.find((c) => c.id === id) }
                    : { kind: "department", editing: departments.find((d) => d.id === id) },
                )
              }
              onDelete={(id) => confirmDelete(inCategories ? "category" : "department", id)}
            />
          ) : (
            <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <p className="font-medium text-slate-700">{inCategories ? tt.noCategories : tt.noDepartments}</p>
              {inCategories && categories.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{tt.departmentEmpty}</p>
              ) : null}
            </div>
          )}
        </>
      )}

      {modal ? (
        <CatalogFormModal
          key={`${modal.kind}-${modal.editing?.id ?? "new"}`}
          kind={modal.kind}
          editing={modal.editing}
          departmentOptions={departmentOptions}
          lockedDepartmentId={modal.kind === "category" && !modal.editing ? selected?.id : undefined}
          onClose={() => setModal(null)}
          onSaved={() => setModal(null)}
        />
      ) : null}
    </div>
  );
}
