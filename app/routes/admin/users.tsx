import { useEffect, useRef } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { FormField, FormMessage, useClientCheck } from "~/components/admin/accounts/form-field";
import { RemoveButton } from "~/components/admin/accounts/remove-button";
import { AdminTable } from "~/components/admin/admin-table";
import { Icon } from "~/components/admin/icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { newAdminSchema } from "~/lib/validation/accounts";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/users";
import { getAdministrators, handleUsersAction } from "./users.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.users.title) }];
}

export function loader({ context }: Route.LoaderArgs) {
  return getAdministrators(requireAdmin(context));
}

/** Add or remove an administrator (see users.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const self = requireAdmin(context);
  const { result, status } = await handleUsersAction(await readForm(request), self);
  return data(result, { status });
}

const REMOVE_FETCHER = "users-remove";

export default function AdministratorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).users;
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formAction === "/admin/users";
  const addForm = useRef<HTMLFormElement>(null);
  // A removal's answer, read from the rows' shared fetcher: the removed row is gone by then.
  const removal = useFetcher<AccountsActionResult>({ key: REMOVE_FETCHER }).data;
  const { clientErrors, onSubmit } = useClientCheck(newAdminSchema);
  const addErrors = clientErrors ?? (actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {});
  const addAnswer = clientErrors ? null : actionData;

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) {
      addForm.current?.reset();
      return;
    }
    const first = Object.keys(actionData.fieldErrors ?? {})[0];
    if (first) addForm.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro} />

      <div>{removal ? <FormMessage ok={removal.ok} message={removal.message} /> : null}</div>

      <AdminTable
        caption={t.caption}
        columns={[
          { label: t.columnUsername },
          { label: t.columnCreated },
          { label: t.columnLastLogin },
          { label: t.columnActions, end: true },
        ]}
      >
        {loaderData.rows.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-3 font-medium text-slate-900">
              {row.username} {row.isSelf ? <span className="font-normal text-slate-500">{t.you}</span> : null}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{row.created}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{row.lastLogin ?? t.never}</td>
            <td className="px-4 py-3 text-right">
              <RemoveButton
                id={row.id}
                intent="remove"
                confirm={t.confirmRemove(row.username)}
                text={t.remove}
                label={t.removeLabel(row.username)}
                fetcherKey={REMOVE_FETCHER}
              />
            </td>
          </tr>
        ))}
      </AdminTable>

      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t.addHeading}</h2>
        <Form method="post" ref={addForm} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add" />
          {addAnswer ? (
            <div className="sm:col-span-2">
              <FormMessage ok={addAnswer.ok} message={addAnswer.message} />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <FormField
              name="username"
              label={t.username}
              autoComplete="off"
              help={t.usernameHelp}
              error={addErrors.username}
            />
          </div>
          {(
            [
              ["password", t.password, t.passwordHelp],
              ["confirmPassword", t.confirmPassword, undefined],
            ] as const
          ).map(([name, label, help]) => (
            <FormField
              key={name}
              name={name}
              type="password"
              label={label}
              autoComplete="new-password"
              help={help}
              error={addErrors[name]}
            />
          ))}
          <div className="sm:col-span-2">
            <button type="submit" disabled={adding} className={buttonClass({ className: "disabled:cursor-wait" })}>
              <Icon name="plus" className="h-4 w-4" />
              {adding ? t.adding : t.add}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
