import { data } from "react-router";
import { NewAdminForm } from "~/components/admin/accounts/new-admin-form";
import { RemovalMessage, RemoveButton } from "~/components/admin/accounts/remove-row";
import { RoleForm } from "~/components/admin/accounts/role-form";
import { AdminListEntry, ResponsiveAdminList } from "~/components/admin/admin-table";
import { SecondFactorUsersCard } from "~/components/admin/second-factor/second-factor-users-card";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin, messages as adminMessages } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import { getSecondFactorUsers, handleSecondFactorUsersAction } from "./__second-factor-users.server";
import type { Route } from "./+types/users";
import { getAdministrators, handleUsersAction } from "./users.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.users.title) }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const self = requireAdmin(context);
  return { ...(await getAdministrators(self)), secondFactor: await getSecondFactorUsers(self) };
}

/** Add or remove an administrator (see users.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const self = requireAdmin(context);
  const form = await readForm(request);
  // The 'Xác thực hai bước' card's intents (see __second-factor-users.server.ts).
  const factor = await handleSecondFactorUsersAction(form, self);
  if (factor) return data(factor.result, { status: factor.status });
  const { result, status } = await handleUsersAction(form, self);
  return data(result, { status });
}

const REMOVE_FETCHER = "users-remove";
const ROLE_FETCHER = "users-role";
const DATE_CELL = "whitespace-nowrap px-4 py-3 text-slate-600";

export default function AdministratorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).users;
  const roleNames = useMessages(adminMessages).roles;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro} />

      <RemovalMessage fetcherKey={REMOVE_FETCHER} />
      <RemovalMessage fetcherKey={ROLE_FETCHER} />

      <ResponsiveAdminList
        caption={t.caption}
        columns={[
          t.columnUsername,
          t.columnRole,
          t.columnCreated,
          t.columnLastLogin,
          { label: t.columnActions, end: true },
        ]}
      >
        {(layout) =>
          loaderData.rows.map((row) => (
            <AdminListEntry
              key={row.id}
              layout={layout}
              head={
                <span className="font-medium text-slate-900">
                  {row.username} {row.isSelf ? <span className="font-normal text-slate-500">{t.you}</span> : null}
                </span>
              }
              fields={[
                {
                  label: t.columnRole,
                  // One's own role is not changed here: an administrator cannot demote itself.
                  value: row.isSelf ? (
                    roleNames[row.role]
                  ) : (
                    <RoleForm id={row.id} username={row.username} role={row.role} fetcherKey={ROLE_FETCHER} />
                  ),
                },
                { label: t.columnCreated, value: row.created, cellClassName: DATE_CELL },
                { label: t.columnLastLogin, value: row.lastLogin ?? t.never, cellClassName: DATE_CELL },
              ]}
              actions={
                <RemoveButton id={row.id} name={row.username} intent="remove" texts={t} fetcherKey={REMOVE_FETCHER} />
              }
            />
          ))
        }
      </ResponsiveAdminList>

      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t.addHeading}</h2>
        <NewAdminForm actionData={actionData} />
      </Card>

      <SecondFactorUsersCard view={loaderData.secondFactor} />
    </div>
  );
}
