import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { paginationItems } from "~/lib/catalog-query";

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";

/** Crawlable page links: every page is a plain link that keeps the other query parameters. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  /** The path of a page number, without the /en prefix. */
  hrefFor: (page: number) => string;
}) {
  const t = useMessages(catalogMessages).pagination;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${itemClass} border border-slate-300 hover:bg-slate-50`}>
          ← {t.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border border-slate-200 text-slate-400`}>
          ← {t.previous}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {paginationItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in a fixed place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t.page(item)}
                aria-current={item === page ? "page" : undefined}
                className={`${itemClass} ${
                  item === page ? "bg-primary text-white" : "border border-slate-300 text-slate-700 hover:bg-slate-50"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${itemClass} border border-slate-300 hover:bg-slate-50`}>
          {t.next} →
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} border border-slate-200 text-slate-400`}>
          {t.next} →
        </span>
      )}
    </nav>
  );
}
