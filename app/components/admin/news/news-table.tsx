import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { formatNumber } from "~/i18n/lang";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import type { NewsListResult, NewsListRow } from "~/lib/news-admin";
import { AdminListEntry, type AdminListLayout, AdminThumbnail, ResponsiveAdminList } from "../admin-table";

/**
 * The fetcher every row deletes through, read by the page for the answer: a deleted row is gone
 * once the list reloads, so it cannot show the answer itself.
 */
export const NEWS_DELETE_FETCHER = "news-delete";

/**
 * The articles of one page: a table on wide screens, one card per article on phones. Each row
 * toggles its status, opens the editor, or deletes after 'Are you sure...'.
 */
export function NewsTable({ rows }: { rows: NewsListRow[] }) {
  const t = useMessages(newsAdminMessages);
  return (
    <ResponsiveAdminList
      label={t.listTitle}
      columns={[
        { label: t.columns.article },
        { label: t.columns.category },
        { label: t.columns.status },
        { label: t.columns.published },
        { label: t.columns.views, end: true },
        { label: t.columns.actions, end: true },
      ]}
    >
      {(layout) => rows.map((row) => <NewsRow key={row.id} row={row} layout={layout} />)}
    </ResponsiveAdminList>
  );
}

function NewsRow({ row, layout }: { row: NewsListRow; layout: AdminListLayout }) {
  const t = useMessages(newsAdminMessages);
  const fetcher = useFetcher<NewsListResult>();
  const deletion = useFetcher<NewsListResult>({ key: NEWS_DELETE_FETCHER });
  const deleting = deletion.state !== "idle" && deletion.formData?.get("id") === String(row.id);
  const busy = fetcher.state !== "idle" || deleting;
  // While the toggle is on its way, show the state it asked for.
  const pending = fetcher.formData?.get("intent") === "publish" ? fetcher.formData.get("published") === "true" : null;
  const published = pending ?? row.isPublished;
  const scheduled = published && pending === null && row.scheduledFor !== null;
  // A status change's failure (the row stays); a deletion's answer is shown by the page.
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  const toggle = () =>
    fetcher.submit({ intent: "publish", id: String(row.id), published: String(!row.isPublished) }, { method: "post" });
  const remove = () => {
    if (window.confirm(t.deleteConfirm)) {
      deletion.submit({ intent: "delete", id: String(row.id) }, { method: "post" });
    }
  };

  const statusButton = (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={published}
      className={`rounded-full px-3 py-1 text-xs font-semibold transition disabled:opacity-60 ${
        scheduled
          ? "bg-amber-100 text-amber-900 hover:bg-amber-200"
          : published
            ? "bg-emerald-100 text-emerald-800 hover:bg-emerald-200"
            : "bg-slate-200 text-slate-700 hover:bg-slate-300"
      }`}
    >
      {scheduled ? t.scheduled : published ? t.published : t.draft}
    </button>
  );
  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={busy}
        aria-label={t.toggleLabel(row.title, published)}
      >
        {published ? t.unpublish : t.publish}
      </Button>
      <Link
        to={`/admin/news/${row.id}/edit`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={t.editLabel(row.title)}
      >
        {t.edit}
      </Link>
      <Button variant="danger" size="sm" onClick={remove} disabled={busy} aria-label={t.deleteLabel(row.title)}>
        {t.delete}
      </Button>
    </div>
  );
  const error = failed ? (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {failed}
    </p>
  ) : null;
  const category = row.category ?? t.uncategorized;
  const date = row.scheduledFor ? t.scheduledFor(row.scheduledFor) : (row.publishedDate ?? t.notPublished);

  return (
    <AdminListEntry
      layout={layout}
      className="align-top"
      head={
        <div className="flex min-w-0 gap-3 md:min-w-[16rem] md:max-w-md">
          <AdminThumbnail src={row.thumbnailUrl} noImage={t.noImage} size="md" />
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold text-slate-900">{row.title}</p>
            <p className="mt-1 break-words text-sm text-slate-600">{row.excerpt}</p>
          </div>
        </div>
      }
      fields={[
        { label: t.columns.category, value: category },
        { label: t.columns.status, value: statusButton },
        { label: t.columns.published, value: date, cellClassName: "whitespace-nowrap px-4 py-3 text-slate-700" },
        { label: t.columns.views, value: formatNumber(row.viewCount, "vi"), end: true },
      ]}
      actions={actions}
      note={error}
    />
  );
}
