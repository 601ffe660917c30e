import { useFetcher } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-second-factor";
import type { SecondFactorActionResult, SecondFactorUsersView } from "~/lib/second-factor";
import { IntentButton } from "./intent-button";

/** /admin/users' 'Xác thực hai bước' card: the site's rule, and each account's factor with its reset. */
export function SecondFactorUsersCard({ view }: { view: SecondFactorUsersView }) {
  const t = useMessages(messages);
  const fetcher = useFetcher<SecondFactorActionResult>({ key: "second-factor-users" });
  const busy = fetcher.state !== "idle";
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
      <div className="mt-4 space-y-5">
        {fetcher.data ? <FormMessage ok={fetcher.data.ok} message={fetcher.data.message} /> : null}
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="second-factor-policy" />
          <h3 className="text-base font-semibold text-slate-900">{t.users.policyHeading}</h3>
          <p className="text-sm text-slate-600">{t.users.policyHelp}</p>
          <div className="flex flex-wrap items-center gap-4">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name="required"
                defaultChecked={view.required}
                key={String(view.required)}
                className="h-6 w-6 rounded border-slate-300 text-primary focus:ring-primary"
              />
              {t.users.policyLabel}
            </label>
            <button type="submit" disabled={busy} className={buttonClass({ variant: "outline", size: "sm" })}>
              {t.users.policySave}
            </button>
          </div>
        </fetcher.Form>
        <ul
          aria-label={t.users.column}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm"
        >
          {view.accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
              <span>
                <span className="font-medium text-slate-900">{account.username}</span>
                <span className="text-slate-600">: {account.enabled ? t.users.on : t.users.off}</span>
              </span>
              {account.enabled && !account.isSelf ? (
                <IntentButton
                  fetcher={fetcher}
                  fields={{ intent: "second-factor-reset", id: account.id }}
                  text={t.users.reset}
                  label={t.users.resetLabel(account.username)}
                  small
                  disabled={busy}
                  confirm={t.users.confirmReset(account.username)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
