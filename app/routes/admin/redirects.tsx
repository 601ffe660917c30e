import { useState } from "react";
import { data } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { RemoveButton } from "~/components/admin/accounts/remove-button";
import { AdminTable } from "~/components/admin/admin-table";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/redirects";
import { getRedirectList, handleRedirectsAction } from "./redirects.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.redirects.title) }];
}

export function loader() {
  return getRedirectList();
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { result, status } = await handleRedirectsAction(await request.formData());
  return data(result, { status });
}

export default function RedirectsPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).redirects;
  const [answer, setAnswer] = useState<AccountsActionResult | null>(null);
  const { rows } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t.intro}</p>
      </div>
      <div>{answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}</div>
      {rows.length === 0 ? (
        <StateMessage title={t.empty} text={t.emptyText} />
      ) : (
        <AdminTable
          caption={t.caption}
          columns={[
            { label: t.columnKind },
            { label: t.columnFrom },
            { label: t.columnTo },
            { label: t.columnCreated },
            { label: t.columnActions, end: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{t.kinds[row.kind]}</td>
              <td className="px-4 py-3">
                <code className="break-all text-slate-900">{row.fromPath}</code>
              </td>
              <td className="px-4 py-3">
                {row.toPath ? (
                  <a href={row.toPath} className="break-all font-mono text-primary hover:underline">
                    {row.toPath}
                  </a>
                ) : (
                  <span className="text-slate-500">{t.gone}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{row.created}</td>
              <td className="px-4 py-3 text-right">
                <RemoveButton
                  id={row.id}
                  intent="delete"
                  confirm={t.confirmRemove(row.fromPath)}
                  text={t.remove}
                  label={t.removeLabel(row.fromPath)}
                  onAnswer={setAnswer}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
