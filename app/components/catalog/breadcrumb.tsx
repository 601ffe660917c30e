import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";

export interface Crumb {
  label: string;
  /** Internal path without the /en prefix; the last crumb is the current page and is not a link. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useMessages(catalogMessages);
  return (
    <nav aria-label={t.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.to ?? ""}-${item.label}`} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-300">
                  /
                </span>
              )}
              {item.to && !current ? (
                <Link to={item.to} className="rounded hover:text-primary hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={current ? "page" : undefined} className="font-semibold text-slate-700">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
