import { Link } from "react-router";
import { AdminRecordList } from "~/components/admin/admin-table";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { InquiryMailRowView } from "~/lib/quotes/mail-state";
import { OverdueFlag } from "./inquiry-delivery";
import { InquiryStatusBadge } from "./status-badge";

const c = t.columns;
const NOWRAP_CELL = "whitespace-nowrap px-4 py-3 text-slate-700";

/**
 * The inbox's requests: a table on wide screens, one card per request on phones. A request whose
 * notification is overdue says so under its status, with the reason.
 */
export function InquiryList({ rows }: { rows: InquiryMailRowView[] }) {
  return (
    <AdminRecordList
      caption={t.caption}
      columns={[c.reference, c.at, c.sender, c.contact, c.products, c.status]}
      rows={rows}
      entry={(row) => ({
        rowHeader: true,
        head: (
          <Link
            to={`/admin/inquiries/${row.id}`}
            aria-label={t.open(row.reference)}
            className="whitespace-nowrap font-semibold text-primary hover:underline"
          >
            {row.reference}
          </Link>
        ),
        fields: [
          {
            label: c.at,
            value: <time dateTime={row.atIso}>{row.at}</time>,
            cellClassName: NOWRAP_CELL,
          },
          {
            label: c.sender,
            value: (
              <>
                <span className="block font-medium text-slate-900">{row.name}</span>
                {row.organisation ? <span className="block text-slate-600">{row.organisation}</span> : null}
              </>
            ),
            cellClassName: "min-w-[12rem] break-words px-4 py-3",
          },
          {
            label: c.contact,
            value: (
              <>
                <span className="block whitespace-nowrap">{row.phone}</span>
                <span className="block break-all text-slate-600">{row.email}</span>
              </>
            ),
          },
          {
            label: c.products,
            value: row.products.length ? row.products.join(", ") : <span className="text-slate-500">{t.general}</span>,
            cellClassName: "min-w-[12rem] break-words px-4 py-3 text-slate-700",
          },
          {
            label: c.status,
            value: (
              <>
                <InquiryStatusBadge status={row.status} />
                {row.overdue ? (
                  <OverdueFlag notice={row.overdue} />
                ) : row.undelivered > 0 ? (
                  <span className="mt-1 block text-xs text-red-700">{t.undelivered(row.undelivered)}</span>
                ) : null}
              </>
            ),
          },
        ],
      })}
    />
  );
}
