import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { vi as t } from "~/i18n/messages/admin-mail";
import { MAIL_SETTING, type MailStateView } from "~/lib/quotes/mail-state";

const TONES: Record<MailStateView["state"], { text: string; dot: string }> = {
  "not-configured": { text: "text-amber-900", dot: "bg-amber-500" },
  idle: { text: "text-slate-700", dot: "bg-slate-400" },
  sent: { text: "text-green-800", dot: "bg-green-500" },
  failing: { text: "text-red-700", dot: "bg-red-500" },
};

function headline(mail: MailStateView): string {
  switch (mail.state) {
    case "not-configured":
      return t.state.notConfigured(MAIL_SETTING);
    case "idle":
      return t.state.idle;
    case "sent":
      return t.state.sent(mail.at);
    case "failing":
      return t.state.failing(mail.since, mail.reason);
  }
}

/**
 * The quote requests' mail in words: not configured, sent last at…, or failing since… with the
 * mail server's reason; and a warning when the form is on with no one to notify.
 */
export function MailStateText({ mail, notifiesNoOne }: { mail: MailStateView; notifiesNoOne: boolean }) {
  const tone = TONES[mail.state];
  return (
    <div className="space-y-1 text-sm" data-mail-state={mail.state}>
      <p className={`flex items-start gap-2 font-medium ${tone.text}`}>
        <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${tone.dot}`} aria-hidden="true" />
        <span className="min-w-0 break-words">{headline(mail)}</span>
      </p>
      {mail.state === "failing" ? (
        <p className="pl-4 text-slate-600">{mail.lastSent ? t.state.lastSent(mail.lastSent) : t.state.neverSent}</p>
      ) : null}
      {mail.waiting > 0 ? <p className="pl-4 text-slate-600">{t.state.waiting(mail.waiting)}</p> : null}
      {notifiesNoOne ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t.noRecipients}</p> : null}
    </div>
  );
}

/** The dashboard's panel of the mail state, with the way to the settings where it is checked. */
export function MailStatePanel({ mail, notifiesNoOne }: { mail: MailStateView; notifiesNoOne: boolean }) {
  return (
    <Section id="mail-state" title={t.title}>
      <div className="mt-3">
        <MailStateText mail={mail} notifiesNoOne={notifiesNoOne} />
      </div>
      <Link
        to="/admin/settings/quotes"
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t.settingsLink}
      </Link>
    </Section>
  );
}
