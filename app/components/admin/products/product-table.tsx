import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ProductListActionResult, ProductListRow } from "~/lib/admin-product";
import { AdminListEntry, type AdminListLayout, AdminThumbnail, ResponsiveAdminList } from "../admin-table";

/**
 * The fetcher every row deletes through, read by the page for the answer: a deleted row is gone
 * once the list reloads, possibly before an effect of its own could hand the answer up.
 */
export const PRODUCT_DELETE_FETCHER = "product-delete";

/**
 * The product list: a table on wide screens, one card per product on phones. Visibility toggled
 * at once, reorder up/down, edit, delete after confirmation.
 */
export function ProductTable({
  rows,
  scope,
  onResult,
}: {
  rows: ProductListRow[];
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
            first={index === 0}
            last={index === rows.length - 1}
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
  first,
  last,
}: {
  layout: AdminListLayout;
  row: ProductListRow;
  scope: { departmentId: number; categoryId: number | null };
  onResult: (result: ProductListActionResult) => void;
  showCategory: boolean;
  first: boolean;
  last: boolean;
}) {
  const location = useLocation();
  const t = useMessages(adminProductsMessages);
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
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-amber-800">
              {t.featured}
            </span>
          )}
        </p>
        <p className="truncate font-mono text-xs text-slate-500">{row.slug}</p>
      </div>
    </div>
  );
  const status = (
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
  const moves = [
    { direction: "up", symbol: "▲", label: t.moveUp(row.name), edge: first },
    { direction: "down", symbol: "▼", label: t.moveDown(row.name), edge: last },
  ] as const;
  const order = (
    <div className="flex items-center gap-1">
      <span className="w-8 tabular-nums text-slate-700">{row.displayOrder}</span>
      {moves.map((move) => (
        <button
          key={move.direction}
          type="button"
          disabled={move.edge || busy}
          aria-label={move.label}
          onClick={() => send({ intent: "move", direction: move.direction })}
          className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
        >
          {move.symbol}
        </button>
      ))}
    </div>
  );
  const actions = (
    <div className="flex justify-end gap-2">
      <Link
        to={`/admin/products/${row.id}/edit`}
        state={{ listSearch: location.search }}
        aria-label={t.editLabel(row.name)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-medium hover:bg-slate-50"
      >
        {t.edit}
      </Link>
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
