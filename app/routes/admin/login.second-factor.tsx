import { useState } from "react";
import { Form, type ShouldRevalidateFunctionArgs, useNavigation, useSubmit } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { passkeysSupported, signWithPasskey } from "~/components/admin/second-factor/passkey-client";
import { RecoveryCodes } from "~/components/admin/second-factor/recovery-codes";
import { TotpEnrolment } from "~/components/admin/second-factor/totp-enrolment";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages, vi } from "~/i18n/messages/admin-second-factor";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/login.second-factor";
import { getSecondStepPage, handleSecondStep } from "./login.second-factor.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.step.title) }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function loader({ request }: Route.LoaderArgs) {
  return getSecondStepPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleSecondStep(request, await readForm(request));
}

/** A state that ended keeps its message on screen (reloading would only lead back to the sign-in). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { expired?: boolean } | undefined)?.expired) return false;
  return defaultShouldRevalidate;
}

function CodeForm({
  intent,
  redirectTo,
  busy,
}: {
  intent: "totp" | "recovery" | "enrol";
  redirectTo: string;
  busy: boolean;
}) {
  const t = useMessages(messages);
  const label =
    intent === "recovery" ? t.step.recoveryLabel : intent === "enrol" ? t.enrol.codeLabel : t.step.codeLabel;
  const hint = intent === "recovery" ? t.step.recoveryHint : intent === "totp" ? t.step.codeHint : undefined;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field id={`${intent}-code`} label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            name="code"
            required
            autoComplete={intent === "recovery" ? "off" : "one-time-code"}
            inputMode={intent === "recovery" ? "text" : "numeric"}
            autoCapitalize="characters"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the one field of the step the user came here for
            autoFocus
            className={`${inputClass} font-mono text-base tracking-widest`}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={busy}
        className={buttonClass({ fullWidth: true, className: "disabled:cursor-wait" })}
      >
        {busy ? t.step.submitting : intent === "enrol" ? t.enrol.confirm : t.step.submit}
      </button>
    </Form>
  );
}

function PasskeyButton({ options, redirectTo, busy }: { options: unknown; redirectTo: string; busy: boolean }) {
  const t = useMessages(messages).step;
  const submit = useSubmit();
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function use() {
    if (!passkeysSupported()) return setProblem(t.passkeyUnsupported);
    setProblem(null);
    setWaiting(true);
    const response = await signWithPasskey(options);
    setWaiting(false);
    if (!response) return setProblem(t.passkeyCancelled);
    submit({ intent: "passkey", response, redirectTo }, { method: "post" });
  }
  return (
    <div className="space-y-3">
      {problem ? <FormMessage ok={false} message={problem} /> : null}
      <button
        type="button"
        onClick={use}
        disabled={waiting || busy}
        className={buttonClass({ variant: "outline", fullWidth: true, className: "disabled:cursor-wait" })}
      >
        {waiting ? t.passkeyWaiting : t.passkey}
      </button>
    </div>
  );
}

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages).step;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [recovery, setRecovery] = useState(false);
  const page = loaderData;
  const answer = actionData && !("recoveryCodes" in actionData && actionData.ok) ? actionData : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-50 to-slate-100 px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-primary">{admin.siteTitle}</p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">
          {page.state === "verify" ? t.title : t.enrolTitle}
        </h1>
        <div className="mt-6 space-y-5">
          {answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}
          {answer?.expired ? (
            <a href="/admin/login" className={buttonClass({ fullWidth: true })}>
              {t.startOver}
            </a>
          ) : page.state === "verify" ? (
            <>
              <p className="text-center text-sm text-slate-600">{t.intro(page.username)}</p>
              {recovery || !page.totp ? null : <CodeForm intent="totp" redirectTo={page.redirectTo} busy={busy} />}
              {recovery ? <CodeForm intent="recovery" redirectTo={page.redirectTo} busy={busy} /> : null}
              {page.passkeyOptions ? (
                <>
                  {page.totp || recovery ? <p className="text-center text-sm text-slate-500">{t.or}</p> : null}
                  <PasskeyButton options={page.passkeyOptions} redirectTo={page.redirectTo} busy={busy} />
                </>
              ) : null}
              {page.recovery || recovery ? (
                <p className="text-center text-sm">
                  <button
                    type="button"
                    onClick={() => setRecovery((shown) => !shown)}
                    className="font-medium text-primary hover:underline"
                  >
                    {recovery ? t.useCode : t.useRecovery}
                  </button>
                </p>
              ) : null}
            </>
          ) : page.state === "enrol" ? (
            <>
              <p className="text-sm text-slate-600">{t.enrolIntro}</p>
              <TotpEnrolment enrolment={page.enrolment} />
              <CodeForm intent="enrol" redirectTo={page.redirectTo} busy={busy} />
            </>
          ) : (
            <>
              {actionData?.ok && actionData.recoveryCodes ? (
                <>
                  <FormMessage ok message={actionData.message} />
                  <RecoveryCodes codes={actionData.recoveryCodes} />
                </>
              ) : null}
              <a href={page.redirectTo} className={buttonClass({ fullWidth: true })}>
                {t.continue}
              </a>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
