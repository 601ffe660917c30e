/** The quote requests' section of the site settings, its mail state and test message. */
import { vi as mail } from "~/i18n/messages/admin-mail";
import { vi as settingsVi } from "~/i18n/messages/admin-settings";
import { formatAdminDateTime } from "~/lib/admin-date";
import { MAIL_SETTING, type MailStateView, type TestMailResult, testMailSchema } from "~/lib/quotes/mail-state";
import { quoteSettingsSchema } from "~/lib/settings/schema";
import { entryKeys, QUOTE_FIELDS } from "~/lib/settings/sections";
import { audit } from "~/server/audit.server";
import { sendTestMessage } from "~/server/mail/test-message.server";
import { readMailStateView } from "~/server/services/mail-state.server";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "~/server/services/settings.server";
import { type SettingsAnswer, saveSettings } from "./__settings.server";

export type QuoteSettingsValues = Record<string, string | number | boolean | string[]>;

async function settingsRow(): Promise<SiteSettings> {
  const settings = await getSiteSettings();
  if (!settings) throw new Error("Site settings are missing: start the server once to create them");
  return settings;
}

export async function getQuoteSettingsPage(): Promise<{
  values: QuoteSettingsValues;
  mail: MailStateView;
  /** The saved addresses the test message goes to when none is typed. */
  notifyEmails: string[];
}> {
  const [settings, state] = await Promise.all([settingsRow(), readMailStateView()]);
  const row = settings as unknown as QuoteSettingsValues;
  return {
    values: Object.fromEntries(entryKeys(QUOTE_FIELDS).map((key) => [key, row[key] ?? ""])),
    mail: state,
    notifyEmails: settings.quoteNotifyEmails,
  };
}

export interface TestMailAnswer {
  result: TestMailResult;
  status: number;
}

/** 'Gửi email thử': to the address typed, else the saved notified addresses; audited whatever the outcome. */
export async function handleTestMail(form: FormData, sentBy: string): Promise<TestMailAnswer> {
  const parsed = testMailSchema(mail.test).safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return {
      result: { ok: false, outcome: "refused", message: mail.test.badAddress, errors: { to: mail.test.badAddress } },
      status: 400,
    };
  }
  const to = parsed.data.to ? [parsed.data.to] : (await settingsRow()).quoteNotifyEmails;
  if (to.length === 0) {
    return {
      result: { ok: false, outcome: "refused", message: mail.test.noRecipient, errors: { to: mail.test.noRecipient } },
      status: 400,
    };
  }
  const sent = await sendTestMessage(to, sentBy);
  const outcome =
    sent.outcome === "sent"
      ? mail.test.outcomes.sent
      : sent.outcome === "failed"
        ? mail.test.outcomes.failed(sent.reason)
        : mail.test.outcomes.notConfigured;
  audit({
    action: "settings",
    entityKind: "settings",
    summary: `${settingsVi.sections.quotes}: ${mail.test.audit(to.join(", "), outcome)}`,
  });
  switch (sent.outcome) {
    case "sent":
      return {
        result: { ok: true, outcome: "sent", message: mail.test.sent(to.join(", "), formatAdminDateTime(sent.at)) },
        status: 200,
      };
    case "failed":
      return { result: { ok: false, outcome: "failed", message: mail.test.failed(sent.reason) }, status: 200 };
    default:
      return {
        result: { ok: false, outcome: "not-configured", message: mail.test.notConfigured(MAIL_SETTING) },
        status: 200,
      };
  }
}

export function handleQuoteSettingsAction(form: FormData, sentBy: string): Promise<SettingsAnswer | TestMailAnswer> {
  if (form.get("intent") === "test-mail") return handleTestMail(form, sentBy);
  // The editor's answer to "no one will be told" is checked by the schema, never stored.
  return saveSettings(form, "quotes", quoteSettingsSchema, ({ acceptNoNotification: _, ...values }) =>
    updateSiteSettings(values as Partial<SiteSettings>),
  );
}
