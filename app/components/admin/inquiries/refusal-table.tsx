import { AdminTable } from "~/components/admin/admin-table";
import { Section } from "~/components/ui/section";
import { formatNumber } from "~/i18n/lang";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { RefusalCountView } from "~/lib/quotes/inbox-views";

/** The spam guard's refusals of the last 30 days, by reason: staff see the measures work. */
export function RefusalTable({ refusals }: { refusals: RefusalCountView[] }) {
  const total = refusals.reduce((sum, row) => sum + row.count, 0);
  return (
    <Section id="quote-refusals" title={t.refusals.title}>
      <p className="mt-1 text-sm text-slate-600">{t.refusals.intro}</p>
      <AdminTable
        className={`mt-4 ${AdminTable.frame}`}
        caption={t.refusals.title}
        columns={[{ label: t.refusals.reason }, { label: t.refusals.count, end: true }]}
      >
        {refusals.map((row) => (
          <tr key={row.reason}>
            <th scope="row" className="px-4 py-2 text-left font-normal text-slate-700">
              {t.refusals.reasons[row.reason]}
            </th>
            <td className="px-4 py-2 text-right tabular-nums text-slate-900">{formatNumber(row.count, "vi")}</td>
          </tr>
        ))}
        <tr className="bg-slate-50 font-semibold">
          <th scope="row" className="px-4 py-2 text-left text-slate-900">
            {t.refusals.total}
          </th>
          <td className="px-4 py-2 text-right tabular-nums text-slate-900">{formatNumber(total, "vi")}</td>
        </tr>
      </AdminTable>
    </Section>
  );
}
