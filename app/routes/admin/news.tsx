import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { NewsEditorSkeleton } from "~/components/admin/news/news-editor-skeleton";
import { NEWS_DELETE_FETCHER, NewsTable } from "~/components/admin/news/news-table";
import { useListAnswer } from "~/components/admin/use-list-answer";
import { buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { ScreenHeader } from "~/components/ui/screen-header";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as newsAdminMessages, vi } from "~/i18n/messages/admin-news";
import { NEWS_CATEGORY_OPTIONS, type NewsListResult, newsListHref } from "~/lib/news-admin";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/news";
import { loadNewsList, runNewsListAction } from "./news.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.listTitle) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadNewsList(request);
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return runNewsListAction(request, admin.id);
}

/** An editor address: the list hands over to its skeleton while the article loads. */
const EDITOR_PATH = /^\/admin\/news\/(?:new|\d+\/edit)$/;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsAdminMessages);
  const { rows, total, totalAll, page, pages, query } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  // A deletion's answer (the rows' status changes show their own failures).
  const [removal] = useListAnswer<NewsListResult>(
    NEWS_DELETE_FETCHER,
    `${query.q}|${query.status}|${query.category ?? ""}|${page}`,
  );
  if (navigation.state === "loading" && EDITOR_PATH.test(navigation.location.pathname)) {
    return <NewsEditorSkeleton label={t.loading} />;
  }
  const filtered = Boolean(query.q || query.status !== "all" || query.category);
  const select = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto";

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.listTitle} intro={t.listIntro}>
        {totalAll > 0 && (
          <Link to="/admin/news/new" className={buttonClass()}>
            + {t.addArticle}
          </Link>
        )}
      </ScreenHeader>

      {removal?.message ? <FormMessage ok={removal.ok} message={removal.message} /> : null}

      {totalAll > 0 && (
        <Form
          method="get"
          role="search"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
          onChange={(event) => {
            // Selects apply at once; the search box applies on Enter or the button.
            if (event.target instanceof HTMLSelectElement) submit(event.currentTarget);
          }}
        >
          <label className="block min-w-0 flex-1">
            <span className="block text-sm font-medium text-slate-700">{t.search}</span>
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              key={query.q}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <label className="block">
            <span className="block text-sm font-medium text-slate-700">{t.statusFilter}</span>
            <select name="status" defaultValue={query.status} key={query.status} className={`mt-1 ${select}`}>
              <option value="all">{t.allStatuses}</option>
              <option value="published">{t.published}</option>
              <option value="scheduled">{t.scheduledFilter}</option>
              <option value="draft">{t.draft}</option>
            </select>
          </label>
          <label className="block">
            <span className="block text-sm font-medium text-slate-700">{t.categoryFilter}</span>
            <select
              name="category"
              defaultValue={query.category ?? ""}
              key={query.category ?? ""}
              className={`mt-1 ${select}`}
            >
              <option value="">{t.allCategories}</option>
              {NEWS_CATEGORY_OPTIONS.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            {t.searchButton}
          </button>
        </Form>
      )}

      {totalAll === 0 ? (
        <StateMessage title={t.empty}>
          <Link to="/admin/news/new" className={buttonClass({ size: "lg" })}>
            {t.createFirst}
          </Link>
        </StateMessage>
      ) : rows.length === 0 ? (
        <StateMessage title={t.empty} text={filtered ? t.noMatch : undefined}>
          <Link to="/admin/news" className={buttonClass({ variant: "outline", size: "lg" })}>
            {t.clearFilters}
          </Link>
        </StateMessage>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t.count(total)}
            {pages > 1 ? ` · ${t.pageOf(page, pages)}` : null}
          </p>
          <NewsTable rows={rows} />
          <Pagination
            page={page}
            pageCount={pages}
            hrefFor={(n) => newsListHref({ ...query, page: n })}
            labels={{ label: t.pagination, previous: t.previous, next: t.next, page: t.page }}
          />
        </>
      )}
    </div>
  );
}
