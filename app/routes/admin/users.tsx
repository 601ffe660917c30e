import { data } from "react-router";
import { NewAdminForm } from "~/components/admin/accounts/new-admin-form";
import { RemovalMessage, RemoveButton } from "~/components/admin/accounts/remove-row";
import { AdminListEntry, ResponsiveAdminList } from "~/components/admin/admin-table";
import { Card } from "~/components/ui/card";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as accountMessages, vi } from "~/i18n/messages/admin-accounts";
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
const DATE_CELL = "whitespace-nowrap px-4 py-3 text-slate-600";

export default function AdministratorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(accountMessages).users;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro} />

      <RemovalMessage fetcherKey={REMOVE_FETCHER} />

      <ResponsiveAdminList
        caption={t.caption}
        label={t.caption}
        columns={[
          { label: t.columnUsername },
          { label: t.columnCreated },
          { label: t.columnLastLogin },
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
                { label: t.columnCreated, value: row.created, cellClassName: DATE_CELL },
                { label: t.columnLastLogin, value: row.lastLogin ?? t.never, cellClassName: DATE_CELL },
              ]}
              actions={
                <RemoveButton
                  id={row.id}
                  intent="remove"
                  confirm={t.confirmRemove(row.username)}
                  text={t.remove}
                  label={t.removeLabel(row.username)}
                  fetcherKey={REMOVE_FETCHER}
                />
              }
            />
          ))
        }
      </ResponsiveAdminList>

      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t.addHeading}</h2>
        <NewAdminForm actionData={actionData} />
      </Card>
    </div>
  );
}
