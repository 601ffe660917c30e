import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { type InquiryStatusChangeView, QUOTE_STATUSES, type QuoteStatus } from "~/lib/quotes/inbox-views";
import { InquiryStatusBadge } from "./status-badge";

const d = t.detail;

/**
 * The status control and the history of changes. The form names the status shown (`from`): the
 * action refuses a change when someone else changed it first.
 */
export function InquiryStatus({ status, history }: { status: QuoteStatus; history: InquiryStatusChangeView[] }) {
  const busy = useNavigation().formData?.get("intent") === "status";
  return (
    <Section id="inquiry-status" title={d.statusControl}>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        {d.current}: <InquiryStatusBadge status={status} />
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" key={status}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="from" value={status} />
        <label className="block min-w-0 flex-1">
          <span className="sr-only">{d.statusControl}</span>
          <select name="to" defaultValue={status} className={inputClass}>
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass()} disabled={busy}>
          {d.change}
        </button>
      </Form>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{d.history}</h3>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{d.noHistory}</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm" aria-label={d.history}>
          {history.map((change) => (
            <li key={change.id} className="text-slate-700">
              <span className="font-medium text-slate-900">
                {d.changed(t.statuses[change.from], t.statuses[change.to])}
              </span>{" "}
              · {change.username} · <time dateTime={change.atIso}>{change.at}</time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
