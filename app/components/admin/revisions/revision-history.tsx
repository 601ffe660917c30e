import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { messages as revisionMessages } from "~/i18n/messages/admin-revisions";
import type { RevisionsActionResult, RevisionsView, RevisionView } from "~/lib/revisions";
import { WordDiff } from "./word-diff";

function RevisionItem({ revision, oldest }: { revision: RevisionView; oldest: boolean }) {
  const t = useMessages(revisionMessages);
  const fetcher = useFetcher<RevisionsActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const restore = () => {
    if (window.confirm(t.restoreConfirm)) {
      fetcher.submit({ intent: "restore", revision: String(revision.id) }, { method: "post" });
    }
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            {t.revision(revision.id)} · <time dateTime={revision.atIso}>{revision.at}</time>
          </h2>
          <p className="text-sm text-slate-600">
            {revision.kind === "baseline" ? t.baseline : revision.username ? t.by(revision.username) : t.unknownUser}
            {revision.restoredFrom ? ` · ${t.restoredFrom(revision.restoredFrom)}` : ""}
            {revision.kind === "deleted" ? ` · ${t.deleted}` : revision.kind === "undeleted" ? ` · ${t.undeleted}` : ""}
          </p>
        </div>
        {revision.current ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
            {t.current}
          </span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={restore}
            disabled={busy}
            aria-label={t.restoreLabel(revision.id)}
          >
            {t.restore}
          </Button>
        )}
      </div>
      {answer && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mt-2 text-sm ${answer.ok ? "text-emerald-700" : "text-red-700"}`}
        >
          {answer.message}
        </p>
      )}
      {revision.changes.length > 0 ? (
        <dl className="mt-3 space-y-3">
          {revision.changes.map((change) => (
            <div key={change.field}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{change.label}</dt>
              <dd className="mt-1">
                <WordDiff parts={change.parts} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{oldest ? t.first : t.noChanges}</p>
      )}
    </li>
  );
}

/** The history of a product or an article: every saved version, newest first, each with its changes and a restore. */
export function RevisionHistory({ view }: { view: RevisionsView }) {
  const t = useMessages(revisionMessages);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            {t.title}: {view.title}
          </h1>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
        <Link to={view.editHref} className={buttonClass({ variant: "outline" })}>
          {t.backToEditor}
        </Link>
      </div>
      {view.revisions.length === 0 ? (
        <StateMessage title={t.empty} text={t.emptyText} />
      ) : (
        <ol className="space-y-4">
          {view.revisions.map((revision, index) => (
            <RevisionItem key={revision.id} revision={revision} oldest={index === view.revisions.length - 1} />
          ))}
        </ol>
      )}
    </div>
  );
}
