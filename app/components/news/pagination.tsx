import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";

/** Page numbers to show: the first, the last and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && n - previous === 2) out.push(n - 1);
    else if (typeof previous === "number" && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}

const pageHref = (basePath: string, page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`);

const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";

/** Crawlable ?page= links. Nothing is rendered for a single page. */
export function Pagination({ page, pageCount, basePath }: { page: number; pageCount: number; basePath: string }) {
  const t = useMessages(newsMessages);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={pageHref(basePath, page - 1)}
          rel="prev"
          className={`${item} border border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          <span aria-hidden="true">←</span> {t.previousPage}
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, index) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${item} bg-primary text-white`}>
            <span className="sr-only">{t.pageLabel(n)}</span>
            <span aria-hidden="true">{n}</span>
          </span>
        ) : (
          <Link
            key={n}
            to={pageHref(basePath, n)}
            aria-label={t.pageLabel(n)}
            className={`${item} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          to={pageHref(basePath, page + 1)}
          rel="next"
          className={`${item} border border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          {t.nextPage} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
