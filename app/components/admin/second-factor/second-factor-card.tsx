import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-second-factor";
import { PASSKEY_NAME_MAX, type SecondFactorActionResult, type SecondFactorCardView } from "~/lib/second-factor";
import { IntentButton } from "./intent-button";
import { createPasskey, passkeysSupported } from "./passkey-client";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrolment } from "./totp-enrolment";

const SUB_HEADING = "text-base font-semibold text-slate-900";

/** /admin/account's 'Xác thực hai bước' card: every form posts to the account route's action. */
export function SecondFactorCard({ view }: { view: SecondFactorCardView }) {
  const t = useMessages(messages);
  const fetcher = useFetcher<SecondFactorActionResult>({ key: "second-factor" });
  const options = useFetcher<SecondFactorActionResult>({ key: "second-factor-passkey-options" });
  const busy = fetcher.state !== "idle" || options.state !== "idle";
  const [problem, setProblem] = useState<string | null>(null);
  const passkeyName = useRef("");
  const answer = problem ? { ok: false, message: problem } : fetcher.data?.message ? fetcher.data : null;

  // Registration options arrived: the browser makes the passkey, the action checks and keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer of the options' fetcher
  useEffect(() => {
    const offered = options.data;
    if (!offered?.ok || !offered.passkeyOptions) return;
    let cancelled = false;
    createPasskey(offered.passkeyOptions).then((response) => {
      if (cancelled) return;
      if (!response) return setProblem(t.account.passkeyFailed);
      fetcher.submit({ intent: "passkey-add", name: passkeyName.current, response }, { method: "post" });
    });
    return () => {
      cancelled = true;
    };
  }, [options.data]);

  function addPasskey(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (!name || name.length > PASSKEY_NAME_MAX) return setProblem(t.account.passkeyNameRequired);
    if (!passkeysSupported()) return setProblem(t.step.passkeyUnsupported);
    setProblem(null);
    passkeyName.current = name;
    options.submit({ intent: "passkey-options" }, { method: "post" });
  }

  const clearProblem = () => setProblem(null);
  /** A button of this card that posts `fields`; posting clears the last problem shown. */
  const intent = (
    fields: Record<string, string | number>,
    text: string,
    more: Pick<ComponentProps<typeof IntentButton>, "label" | "variant" | "small"> = {},
  ) => <IntentButton fetcher={fetcher} fields={fields} text={text} disabled={busy} onSubmit={clearProblem} {...more} />;

  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${view.enabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
        >
          {view.enabled ? t.account.on : t.account.off}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.account.intro}</p>
      {view.required ? <p className="mt-1 text-sm font-medium text-slate-700">{t.account.required}</p> : null}

      <div className="mt-5 space-y-6">
        {answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}
        {fetcher.data?.ok && fetcher.data.recoveryCodes ? <RecoveryCodes codes={fetcher.data.recoveryCodes} /> : null}

        <section aria-labelledby="totp-heading" className="space-y-3">
          <h3 id="totp-heading" className={SUB_HEADING}>
            {t.account.totpHeading}
          </h3>
          {view.totpSince ? (
            <p className="text-sm text-slate-700">{t.account.totpOn(view.totpSince)}</p>
          ) : view.enrolment ? (
            <>
              <TotpEnrolment enrolment={view.enrolment} />
              <fetcher.Form method="post" onSubmit={clearProblem} className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="totp-confirm" />
                <Field id="totp-confirm-code" label={t.enrol.codeLabel} className="w-48">
                  {(control) => (
                    <input
                      {...control}
                      name="code"
                      required
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      className={`${inputClass} font-mono tracking-widest`}
                    />
                  )}
                </Field>
                <button type="submit" disabled={busy} className={buttonClass({})}>
                  {t.enrol.confirm}
                </button>
              </fetcher.Form>
              {intent({ intent: "totp-cancel" }, t.account.totpCancel, { variant: "ghost" })}
            </>
          ) : (
            intent({ intent: "totp-start" }, t.account.totpStart)
          )}
        </section>

        <section aria-labelledby="passkeys-heading" className="space-y-3">
          <h3 id="passkeys-heading" className={SUB_HEADING}>
            {t.account.passkeysHeading}
          </h3>
          {view.passkeys.length === 0 ? (
            <p className="text-sm text-slate-600">{t.account.passkeysNone}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {view.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                  <div>
                    <p className="font-medium text-slate-900">{passkey.name}</p>
                    <p className="text-slate-600">
                      {t.account.passkeyCreated(passkey.created)}
                      {passkey.lastUsed ? `, ${t.account.passkeyLastUsed(passkey.lastUsed)}` : ""}
                    </p>
                  </div>
                  {intent({ intent: "passkey-remove", id: passkey.id }, t.account.passkeyRemove, {
                    label: t.account.passkeyRemoveLabel(passkey.name),
                    small: true,
                  })}
                </li>
              ))}
            </ul>
          )}
          <form method="post" onSubmit={addPasskey} className="flex flex-wrap items-end gap-3">
            <Field id="passkey-name" label={t.account.passkeyName} hint={t.account.passkeyNameHint} className="w-64">
              {(control) => (
                <input
                  {...control}
                  name="name"
                  maxLength={PASSKEY_NAME_MAX}
                  autoComplete="off"
                  className={inputClass}
                />
              )}
            </Field>
            <button type="submit" disabled={busy} className={buttonClass({ variant: "outline" })}>
              {t.account.passkeyAdd}
            </button>
          </form>
        </section>

        {view.enabled ? (
          <section aria-labelledby="recovery-heading" className="space-y-3">
            <h3 id="recovery-heading" className={SUB_HEADING}>
              {t.recovery.heading}
            </h3>
            <p className="text-sm text-slate-700">
              {t.recovery.remaining(view.recoveryCodes)} {t.recovery.regenerateHelp}
            </p>
            {intent({ intent: "recovery-regenerate" }, t.recovery.regenerate)}
          </section>
        ) : null}

        {view.enabled && !view.required ? (
          <section aria-labelledby="second-factor-off-heading" className="space-y-3">
            <h3 id="second-factor-off-heading" className={SUB_HEADING}>
              {t.account.offHeading}
            </h3>
            <p className="text-sm text-slate-600">{t.account.offHelp}</p>
            <fetcher.Form method="post" onSubmit={clearProblem} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="second-factor-off" />
              <Field
                id="second-factor-off-proof"
                label={t.account.offProof}
                hint={t.account.offProofHint}
                className="w-72"
              >
                {(control) => (
                  <input {...control} name="proof" type="password" required autoComplete="off" className={inputClass} />
                )}
              </Field>
              <button type="submit" disabled={busy} className={buttonClass({ variant: "danger" })}>
                {t.account.offSubmit}
              </button>
            </fetcher.Form>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
