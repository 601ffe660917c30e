import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { vi as t } from "~/i18n/messages/admin-mail";
import { type TestMailResult, testMailSchema } from "~/lib/quotes/mail-state";

const schema = testMailSchema(t.test);

/**
 * 'Gửi email thử': a message through the sender the notifications use, to the address typed or
 * the saved notified addresses; the answer says it went, or the mail server's reason, or that
 * mail is not configured.
 */
export function MailTest({ saved }: { saved: string[] }) {
  const fetcher = useFetcher<TestMailResult>({ key: "test-mail" });
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = fetcher.state !== "idle";
  const answer = sending ? undefined : fetcher.data;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    const error = !parsed.success
      ? (parsed.error.issues[0]?.message ?? t.test.badAddress)
      : parsed.data.to === "" && saved.length === 0
        ? t.test.noRecipient
        : null;
    setInvalid(error);
    if (error) event.preventDefault();
  };

  return (
    <fetcher.Form method="post" onSubmit={check} noValidate className="space-y-3" aria-busy={sending}>
      <input type="hidden" name="intent" value="test-mail" />
      <Field
        label={t.test.to}
        hint={saved.length ? t.test.toSaved(saved.join(", ")) : t.test.toNone}
        error={invalid ?? (answer?.ok === false ? answer.errors?.to : undefined)}
      >
        {(control) => (
          <input
            {...control}
            name="to"
            type="email"
            autoComplete="email"
            spellCheck={false}
            className={`${inputClass} max-w-md`}
            onChange={() => setInvalid(null)}
          />
        )}
      </Field>
      <button type="submit" disabled={sending} className={buttonClass({ variant: "outline" })}>
        {sending ? t.test.sending : t.test.send}
      </button>
      {answer && (answer.ok || !answer.errors) ? <FormMessage ok={answer.ok} message={answer.message} /> : null}
    </fetcher.Form>
  );
}
