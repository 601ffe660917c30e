import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import type { DeliveryState, InquiryDeliveryView } from "~/lib/quotes/inbox-views";

const d = t.detail;

function stateText(delivery: DeliveryState): string {
  if (delivery.state === "sent") return d.sent(delivery.at);
  if (delivery.state === "failed") return d.failed(delivery.attempts, delivery.nextAttempt);
  return d.waiting(delivery.nextAttempt);
}

const TONES: Record<DeliveryState["state"], string> = {
  sent: "text-green-800",
  waiting: "text-slate-700",
  failed: "text-red-700",
};

/** The request's notifications as the outbox holds them: waiting, sent, or failed N times with the last error. */
export function InquiryDelivery({ deliveries }: { deliveries: InquiryDeliveryView[] }) {
  return (
    <Section id="inquiry-delivery" title={d.delivery}>
      {deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{d.noDelivery}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {deliveries.map((row) => (
            <li key={row.id}>
              <p className="font-medium text-slate-900">
                {d.kinds[row.kind]} <span className="break-all font-normal text-slate-600">({row.recipients})</span>
              </p>
              <p className={TONES[row.delivery.state]}>{stateText(row.delivery)}</p>
              {row.delivery.state === "failed" ? (
                <p className="mt-1 break-words text-xs text-slate-600">
                  {d.lastError}: <span className="font-mono">{row.delivery.lastError}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
