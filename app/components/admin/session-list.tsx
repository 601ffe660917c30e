import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-sessions";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import type { SessionsCardView } from "~/lib/admin-sessions";
import { FormMessage } from "./accounts/form-field";
import { ConfirmSubmitButton } from "./confirm-submit-button";

const FETCHER = "account-sessions";

/**
 * The account's sessions on /admin/account: each browser signed in, where from and
 * when it was last used, this one marked; any other can be ended (asked first), or all of them.
 */
export function SessionList({ view }: { view: SessionsCardView }) {
  const t = useMessages(messages);
  const answer = useFetcher<AccountsActionResult>({ key: FETCHER }).data;
  const others = view.sessions.filter((session) => !session.current).length;
  return (
    <Card className="p-6">
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.help}</p>
      <div className="mt-4">{answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}</div>
      <ul aria-labelledby="sessions-heading" className="mt-2 divide-y divide-slate-100">
        {view.sessions.map((session) => {
          const device = t.device(session.browser, session.os);
          const address = session.address || t.unknownAddress;
          return (
            <li key={session.handle} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary">
                      {t.current}
                    </span>
                  ) : null}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
                  <dt>{t.columnAddress}</dt>
                  <dd className="break-all">{address}</dd>
                  <dt>{t.columnCreated}</dt>
                  <dd>{session.created}</dd>
                  <dt>{t.columnLastSeen}</dt>
                  <dd>{session.lastSeen}</dd>
                </dl>
              </div>
              {session.current ? null : (
                <ConfirmSubmitButton
                  fields={{ intent: "end-session", handle: session.handle }}
                  confirm={t.confirmEnd(device)}
                  text={t.end}
                  label={t.endLabel(device, address)}
                  icon="logout"
                  className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600 hover:bg-red-50" })}
                  fetcherKey={FETCHER}
                />
              )}
            </li>
          );
        })}
      </ul>
      {others > 1 ? (
        <div className="mt-4">
          <ConfirmSubmitButton
            fields={{ intent: "end-other-sessions" }}
            confirm={t.confirmEndOthers}
            text={t.endOthers}
            label={t.endOthers}
            icon="logout"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            fetcherKey={FETCHER}
          />
        </div>
      ) : null}
    </Card>
  );
}
