import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { DashboardInquiries } from "~/lib/quotes/inbox-views";

/** The dashboard's panel of new quote requests: how many, and the latest few with links. */
export function NewInquiries({ inquiries }: { inquiries: DashboardInquiries }) {
  return (
    <Section id="new-inquiries" title={t.dashboard.title}>
      <p className="mt-2 text-2xl font-bold text-slate-900">{t.dashboard.count(inquiries.newCount)}</p>
      {inquiries.latest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.dashboard.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {inquiries.latest.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={`/admin/inquiries/${row.id}`} className="font-medium text-primary hover:underline">
                {row.reference} · {row.name}
                {row.organisation ? <span className="font-normal text-slate-600"> · {row.organisation}</span> : null}
              </Link>
              <time dateTime={row.atIso} className="text-xs text-slate-500">
                {row.at}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/admin/inquiries?status=new"
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t.dashboard.all}
      </Link>
    </Section>
  );
}
