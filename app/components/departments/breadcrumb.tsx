import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Home / ... / current page, on a dark page header. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useMessages(newsMessages);
  const all: Crumb[] = [{ label: t.home, to: "/" }, ...items];
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-primary-100">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((item, index) => (
          <li key={`${item.label}-${item.to ?? ""}`} className="flex min-w-0 items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-white hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
