import { Link } from "react-router";
import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import type { ExpiringDocument } from "~/lib/documents";

/**
 * The dashboard's warning: certificates and licences that expired or expire within 30
 * days, soonest first, each leading to its product's form. Nothing at all when there are none.
 */
export function ExpiringDocuments({ items }: { items: ExpiringDocument[] }) {
  const t = useMessages(documentMessages);
  if (items.length === 0) return null;
  const when = (days: number) =>
    days < 0 ? t.dashboard.expired(-days) : days === 0 ? t.dashboard.expiresToday : t.dashboard.expiresIn(days);
  return (
    <section
      aria-labelledby="expiring-documents-title"
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="expiring-documents-title" className="font-semibold text-amber-900">
        {t.dashboard.title} ({items.length})
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.linkId} className="flex flex-wrap items-baseline justify-between gap-2">
            <Link
              to={`/admin/products/${item.productId}/edit`}
              className="font-medium text-slate-900 underline"
              aria-label={t.dashboard.open(item.productName)}
            >
              {item.productName}: {item.title}
            </Link>
            <span className={item.daysLeft < 0 ? "font-semibold text-red-700" : "text-amber-800"}>
              {t.kinds[item.kind]} · {item.validUntil} · {when(item.daysLeft)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
