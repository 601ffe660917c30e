import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as uiMessages } from "~/i18n/messages/ui";
import { paginationItems } from "~/lib/catalog-query";

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const linkClass = `${itemClass} border border-slate-300 text-slate-700 hover:bg-slate-50`;
/** Previous and next: the arrow spaced from its word (a flex box drops a bare space), never wrapped. */
const stepClass = "gap-1.5 whitespace-nowrap";

/** ?page= links on a path: page 1 is the path itself. */
export const pageHref = (basePath: string, page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`);

/** The page window of paginationItems, with null for a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  return paginationItems(page, pageCount).map((item) => (item === "gap" ? null : item));
}

/** The pager's texts: the UI kit's by default; a screen written in another language passes its own. */
export type PaginationLabels = typeof uiMessages.vi.pagination;

/**
 * Crawlable page links: every page is a plain link (`hrefFor`, or ?page= on `basePath`).
 * Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  basePath,
  labels,
}: {
  page: number;
  pageCount: number;
  labels?: PaginationLabels;
} & ({ hrefFor: (page: number) => string; basePath?: never } | { basePath: string; hrefFor?: never })) {
  const kit = useMessages(uiMessages).pagination;
  const t = labels ?? kit;
  if (pageCount <= 1) return null;
  const href = (n: number) => (hrefFor ? hrefFor(n) : pageHref(basePath ?? "", n));
  return (
    // On phones one line: previous, "2 / 5", next; the page numbers from 640 px.
    <nav aria-label={t.label} className="mt-10 flex items-center justify-center gap-2 sm:flex-wrap">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${linkClass} ${stepClass}`}>
          <span aria-hidden="true">←</span> {t.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} ${stepClass} border border-slate-200 text-slate-400`}>
          <span aria-hidden="true">←</span> {t.previous}
        </span>
      )}
      <p className="whitespace-nowrap px-1 text-sm font-semibold text-slate-700 sm:hidden">
        {page} / {pageCount}
      </p>
      <ul className="flex flex-wrap items-center gap-1 max-sm:hidden">
        {paginationItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in a fixed place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={t.page(item)}
                aria-current={item === page ? "page" : undefined}
                className={item === page ? `${itemClass} bg-primary text-white` : linkClass}
              >
                <span className="sr-only">{t.page(item)}</span>
                <span aria-hidden="true">{item}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${linkClass} ${stepClass}`}>
          {t.next} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${itemClass} ${stepClass} border border-slate-200 text-slate-400`}>
          {t.next} <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}
