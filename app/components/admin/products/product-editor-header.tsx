import { Link } from "react-router";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import { useMay } from "../use-access";

/** The editor's title and its tools: the preview switch, the product's history, close. */
export function ProductEditorHeader({
  productId,
  showPreview,
  onTogglePreview,
  listHref,
}: {
  productId: number | null;
  showPreview: boolean;
  onTogglePreview: () => void;
  listHref: string;
}) {
  const t = useMessages(adminProductsMessages);
  const mayHistory = useMay("/admin/products/:id/revisions", "load");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{productId ? t.editTitle : t.newTitle}</h1>
      <div className="flex gap-2">
        <button
          type="button"
          aria-pressed={showPreview}
          onClick={onTogglePreview}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
        >
          {showPreview ? t.hidePreview : t.previewToggle}
        </button>
        {productId && mayHistory && (
          <Link
            to={`/admin/products/${productId}/revisions`}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
          >
            {revisionTexts.history}
          </Link>
        )}
        <Link to={listHref} aria-label={t.close} className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
          ✕ <span className="sr-only">{t.close}</span>
        </Link>
      </div>
    </div>
  );
}
