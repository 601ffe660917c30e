import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { vi as mail } from "~/i18n/messages/admin-mail";
import type { DeliveryState, InquiryDeliveryView } from "~/lib/quotes/inbox-views";
import { MAIL_SETTING, type OverdueNoticeView } from "~/lib/quotes/mail-state";

const d = t.detail;

function stateText(delivery: DeliveryState): string {
  switch (delivery.state) {
    case "sent":
      return d.sent(delivery.at);
    case "sending":
      return d.sending;
    case "retrying":
      return d.retrying(delivery.attempts, delivery.nextAttempt);
    case "failed":
      return d.failed(delivery.attempts, delivery.at);
    default:
      return delivery.configured ? d.waiting(delivery.nextAttempt) : d.waitingUnconfigured(MAIL_SETTING);
  }
}

const TONES: Record<DeliveryState["state"], string> = {
  sent: "text-green-800",
  waiting: "text-slate-700",
  sending: "text-slate-700",
  retrying: "text-red-700",
  failed: "text-red-700",
};

/** Send again a notification the sender gave up on (the outbox's row back in the queue). */
function ResendButton({ id }: { id: number }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "resend" && navigation.formData.get("message") === String(id);
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="message" value={id} />
      <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })} disabled={busy}>
        {d.resend}
      </button>
    </Form>
  );
}

/** The request's notifications as the outbox holds them: waiting, sending, sent, retrying or given up (sent again on demand). */
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
              {row.delivery.state === "failed" || row.delivery.state === "retrying" ? (
                <p className="mt-1 break-words text-xs text-slate-600">
                  {d.lastError}: <span className="font-mono">{row.delivery.lastError}</span>
                </p>
              ) : null}
              {row.delivery.state === "failed" ? <ResendButton id={row.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function overdueReasonText(notice: OverdueNoticeView): string {
  const r = mail.overdue.reasons;
  switch (notice.reason) {
    case "not-configured":
      return r.notConfigured(MAIL_SETTING);
    case "failing":
      return r.failing(notice.attempts, notice.error ?? "");
    case "given-up":
      return r.givenUp(notice.attempts, notice.error ?? "");
    case "sending":
      return r.sending;
    default:
      return r.notTried;
  }
}

/** A request whose notification has not gone out in time (the inbox's list): how long, and why. */
export function OverdueFlag({ notice }: { notice: OverdueNoticeView }) {
  return (
    <span className="mt-1 block max-w-xs break-words text-xs font-medium text-red-700" data-overdue={notice.reason}>
      {mail.overdue.flags[notice.kind](notice.waitedMinutes)}: {overdueReasonText(notice)}
    </span>
  );
}
