import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { useMessages } from "~/i18n";
import { formatDate } from "~/i18n/lang";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { DashboardActivity } from "~/lib/dashboard";
import { Icon } from "../icons";
import { useMay } from "../use-access";

export function RecentActivity({ items }: { items: DashboardActivity[] }) {
  const t = useMessages(adminMessages).dashboard;
  // An editor's link only where the account's role may open it (Kinh doanh: no news).
  const mayOpen = {
    product: useMay("/admin/products/:id/edit", "load"),
    article: useMay("/admin/news/:id/edit", "load"),
  };
  return (
    <Section id="recent-activity" title={t.recentActivity}>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t.noActivity}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {items.map((item) => {
            const status =
              item.kind === "product" ? (item.live ? t.active : t.inactive) : item.live ? t.published : t.draft;
            return (
              <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 py-3">
                <span
                  className={`mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${
                    item.kind === "product" ? "bg-primary-50 text-primary" : "bg-amber-50 text-amber-700"
                  }`}
                >
                  <Icon name={item.kind === "product" ? "products" : "news"} className="h-4 w-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                    {item.kind === "product" ? t.productCreated : t.articleCreated}
                  </p>
                  <p className="truncate text-sm font-medium text-slate-900">
                    {mayOpen[item.kind] ? (
                      <Link
                        to={item.kind === "product" ? `/admin/products/${item.id}/edit` : `/admin/news/${item.id}/edit`}
                        className="hover:text-primary hover:underline"
                      >
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                </div>
                <div className="shrink-0 text-right text-xs">
                  <p className={item.live ? "font-semibold text-green-700" : "font-semibold text-slate-500"}>
                    {status}
                  </p>
                  <time dateTime={item.createdAt} className="text-slate-500">
                    {formatDate(item.createdAt)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
