import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ProductListActionResult, ProductListRow } from "~/lib/admin-product";
import { AdminListEntry, type AdminListLayout, AdminThumbnail, ResponsiveAdminList } from "../admin-table";
import { useMay } from "../use-access";
import { ProductOrderControls } from "./product-order-controls";

/**
 * The fetcher every row deletes through, read by the page for the answer: a deleted row is gone
 * once the list reloads, possibly before an effect of its own could hand the answer up.
 */
export const PRODUCT_DELETE_FETCHER = "product-delete";

/**
 * The product list: a table on wide screens, one card per product on phones. Visibility toggled
 * at once, reorder up/down or to a position (across pages), edit, delete after confirmation.
 */
export function ProductTable({
  rows,
  offset,
  total,
  scope,
  onResult,
}: {
  /** One page of the list: `offset` rows before it, `total` in the whole list. */
  rows: ProductListRow[];
  offset: number;
  total: number;
  /** A toggle's or a move's outcome, for the page's message (a deletion's: PRODUCT_DELETE_FETCHER). */
  onResult: (result: ProductListActionResult) => void;
  /** The list shown: a department, and a category or all of them ('all' mode). */
  scope: { departmentId: number; categoryId: number | null };
}) {
  const showCategory = scope.categoryId === null;
  const t = useMessages(adminProductsMessages);
  return (
    <ResponsiveAdminList
      label={t.listTitle}
      columns={[
        { label: t.columns.product },
        showCategory && { label: t.columns.category },
        { label: t.columns.brand },
        { label: t.columns.status },
        { label: t.columns.order },
        { label: t.columns.actions, end: true },
      ]}
    >
      {(layout) =>
        rows.map((row, index) => (
          <ProductRow
            key={row.id}
            layout={layout}
            row={row}
            scope={scope}
            onResult={onResult}
            showCategory={showCategory}
            position={offset + index + 1}
            total={total}
          />
        ))
      }
    </ResponsiveAdminList>
  );
}

function ProductRow({
  layout,
  row,
  scope,
  onResult,
  showCategory,
  position,
  total,
}: {
  layout: AdminListLayout;
  row: ProductListRow;
  scope: { departmentId: number; categoryId: number | null };
  onResult: (result: ProductListActionResult) => void;
  showCategory: boolean;
  /** The row's place in the whole list (1-based), of `total`. */
  position: number;
  total: number;
}) {
  const location = useLocation();
  const t = useMessages(adminProductsMessages);
  // A Kinh doanh account sees the list as it is: no toggle, no reordering, no deletion.
  const editable = useMay("/admin/products");
  const fetcher = useFetcher<ProductListActionResult>();
  const deletion = useFetcher<ProductListActionResult>({ key: PRODUCT_DELETE_FETCHER });
  // Optimistic: the pill shows the new state while it is being saved.
  const pendingActive =
    fetcher.formData?.get("intent") === "toggle" ? fetcher.formData.get("isActive") === "true" : null;
  const active = pendingActive ?? row.isActive;
  const deleting = deletion.state !== "idle" && deletion.formData?.get("id") === String(row.id);
  const busy = fetcher.state !== "idle" || deleting;

  // A toggle's or a move's answer (the row stays); a deletion's is read by the page.
  useEffect(() => {
    if (fetcher.data) onResult(fetcher.data);
  }, [fetcher.data, onResult]);

  const send = (fields: Record<string, string>, through = fetcher) =>
    through.submit(
      {
        id: String(row.id),
        department: String(scope.departmentId),
        ...(scope.categoryId ? { category: String(scope.categoryId) } : {}),
        ...fields,
      },
      { method: "post", action: "/admin/products" },
    );

  const head = (
    <div className="flex min-w-0 items-center gap-3">
      <AdminThumbnail src={row.thumbnailUrl} noImage={t.noImage} />
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {row.name}
          {row.isFeatured && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold uppercase text-amber-800">
              {t.featured}
            </span>
          )}
        </p>
        <p className="truncate font-mono text-xs text-slate-500">{row.slug}</p>
      </div>
    </div>
  );
  const status = !editable ? (
    <span
      className={`rounded-full px-3 py-1 text-xs font-semibold ${
        active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-600"
      }`}
    >
      {active ? t.active : t.inactive}
    </span>
  ) : (
    <button
      type="button"
      disabled={busy}
      aria-label={t.toggleTo(row.name, active)}
      onClick={() => send({ intent: "toggle", isActive: String(!active) })}
      className={`rounded-full px-3 py-1 text-xs font-semibold ${
        active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-600"
      }`}
    >
      {active ? t.active : t.inactive}
    </button>
  );
  const order = !editable ? (
    <span className="tabular-nums">{row.displayOrder}</span>
  ) : (
    <ProductOrderControls
      name={row.name}
      displayOrder={row.displayOrder}
      first={position === 1}
      last={position === total}
      busy={busy}
      onMove={(direction) => send({ intent: "move", direction })}
      // One category's list is that category's order: a place in it is a position to move to.
      place={
        scope.categoryId
          ? { position, count: total, onPlace: (to) => send({ intent: "place", position: String(to) }) }
          : undefined
      }
    />
  );
  const actions = (
    <div className="flex justify-end gap-2">
      <Link
        to={`/admin/products/${row.id}/edit`}
        state={{ listSearch: location.search }}
        aria-label={editable ? t.editLabel(row.name) : t.viewLabel(row.name)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-medium hover:bg-slate-50"
      >
        {editable ? t.edit : t.view}
      </Link>
      {editable ? (
        <button
          type="button"
          disabled={busy}
          aria-label={t.deleteLabel(row.name)}
          onClick={() => {
            if (window.confirm(t.deleteConfirm(row.name))) send({ intent: "delete" }, deletion);
          }}
          className="rounded-lg border border-red-200 px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
        >
          {t.delete}
        </button>
      ) : null}
    </div>
  );

  return (
    <AdminListEntry
      layout={layout}
      className={deleting ? "opacity-40" : ""}
      head={head}
      fields={[
        showCategory && { label: t.columns.category, value: row.categoryName },
        { label: t.columns.brand, value: row.brands.join(", ") },
        { label: t.columns.status, value: status },
        { label: t.columns.order, value: order },
      ]}
      actions={actions}
    />
  );
}
