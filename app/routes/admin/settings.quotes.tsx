import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { MailStateText } from "~/components/admin/dashboard/mail-state";
import { MailTest } from "~/components/admin/dashboard/mail-test";
import { fieldId } from "~/components/admin/form/use-schema-form";
import { SettingsFieldsCard } from "~/components/admin/settings/field-list-form";
import { SaveBar } from "~/components/admin/settings/save-bar";
import type { FieldValue } from "~/components/admin/settings/settings-field";
import { useSettingsForm } from "~/components/admin/settings/settings-form";
import { SettingsHeader } from "~/components/admin/settings/settings-nav";
import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { Section } from "~/components/ui/section";
import { vi as admin } from "~/i18n/messages/admin";
import { vi as mail } from "~/i18n/messages/admin-mail";
import { vi } from "~/i18n/messages/admin-settings";
import { notifiesNoOne } from "~/lib/quotes/mail-state";
import { quoteSettingsSchema } from "~/lib/settings/schema";
import { QUOTE_FIELDS } from "~/lib/settings/sections";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/settings.quotes";
import { getQuoteSettingsPage, handleQuoteSettingsAction } from "./settings.quotes.server";

export function meta() {
  return [{ title: admin.pageTitle(`${vi.sections.quotes} – ${vi.title}`) }];
}

export function loader() {
  return getQuoteSettingsPage();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { username } = requireAdmin(context);
  const { result, status } = await handleQuoteSettingsAction(await readForm(request), username);
  return data(result, { status });
}

/**
 * The quote requests' fields. Saving them switched on with no address to notify first asks whether
 * no one should be told (the action refuses it unasked); the answer holds while that stays so.
 */
function QuoteSettingsForm({ initial }: { initial: Record<string, FieldValue> }) {
  const [accepted, setAccepted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [next, setNext] = useState<"submit" | "add-email" | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const toBody = useCallback(
    (values: Record<string, FieldValue>) => ({ ...values, acceptNoNotification: accepted }),
    [accepted],
  );
  const form = useSettingsForm<Record<string, FieldValue>>({ schema: quoteSettingsSchema, initial, toBody });
  const silent = notifiesNoOne(form.values);

  // An address added or the form switched off: the answer no longer applies.
  useEffect(() => {
    if (!silent && accepted) setAccepted(false);
  }, [silent, accepted]);

  // After the dialog has closed (and given the focus back): save, or take the editor to the addresses.
  useEffect(() => {
    if (asking || !next) return;
    setNext(null);
    if (next === "submit") formElement.current?.requestSubmit();
    else document.getElementById(fieldId("quoteNotifyEmails"))?.focus();
  }, [asking, next]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Asked once the rest is right: otherwise the form's own errors come first.
    const rest = quoteSettingsSchema.safeParse({ ...form.values, acceptNoNotification: true });
    if (silent && !accepted && rest.success) {
      event.preventDefault();
      setAsking(true);
      return;
    }
    form.submit(event);
  };

  return (
    <form ref={formElement} onSubmit={submit} noValidate aria-busy={form.saving}>
      <SettingsFieldsCard fields={QUOTE_FIELDS} form={form} />
      <SaveBar saving={form.saving} answer={form.answer} publicPath="/contact" />
      {asking ? (
        <Modal
          title={mail.ask.title}
          closeLabel={mail.ask.close}
          onClose={() => setAsking(false)}
          size="md"
          footer={
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                data-autofocus
                className={buttonClass()}
                onClick={() => {
                  setAsking(false);
                  setNext("add-email");
                }}
              >
                {mail.ask.addEmail}
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "outline" })}
                onClick={() => {
                  setAccepted(true);
                  setAsking(false);
                  setNext("submit");
                }}
              >
                {mail.ask.enableAnyway}
              </button>
            </div>
          }
        >
          <p className="text-sm text-slate-700">{mail.ask.text}</p>
        </Modal>
      ) : null}
    </form>
  );
}

export default function QuoteSettingsPage({ loaderData }: Route.ComponentProps) {
  const { values, notifyEmails } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SettingsHeader section="quotes" />
      <QuoteSettingsForm initial={values} />
      <Section id="quote-mail" title={mail.title}>
        <div className="mt-3 space-y-5">
          <MailStateText mail={loaderData.mail} notifiesNoOne={notifiesNoOne(values)} />
          <div className="border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">{mail.test.heading}</h3>
            <p className="mt-1 mb-3 text-sm text-slate-600">{mail.test.intro}</p>
            <MailTest saved={notifyEmails} />
          </div>
        </div>
      </Section>
    </div>
  );
}
