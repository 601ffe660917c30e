import { data, useFetcher } from "react-router";
import { FormMessage } from "~/components/admin/accounts/form-field";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmSubmitButton } from "~/components/admin/confirm-submit-button";
import { buttonClass } from "~/components/ui/button";
import { ScreenHeader } from "~/components/ui/screen-header";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as deletedMessages, vi } from "~/i18n/messages/admin-deleted";
import type { DeletedActionResult } from "~/lib/deleted-items";
import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/deleted";
import { loadDeletedList, runDeletedAction } from "./deleted.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.title) }];
}

export function loader() {
  return loadDeletedList();
}

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireAdmin(context).id;
  const { result, status } = await runDeletedAction(await readForm(request), adminId);
  return data(result, { status });
}

const RESTORE_FETCHER = "deleted-restore";

/** /admin/deleted: products and articles deleted in the last 30 days, each with "Khôi phục". */
export default function DeletedPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(deletedMessages);
  // The restore's answer, read from the rows' shared fetcher: the restored row is gone by then.
  const answer = useFetcher<DeletedActionResult>({ key: RESTORE_FETCHER }).data;
  const { rows, retentionDays } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro(retentionDays)} />
      <div>{answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}</div>
      {rows.length === 0 ? (
        <StateMessage title={t.empty} text={t.emptyText(retentionDays)} />
      ) : (
        <AdminTable
          caption={t.caption}
          columns={[
            { label: t.columnKind },
            { label: t.columnTitle },
            { label: t.columnSlug },
            { label: t.columnDeletedBy },
            { label: t.columnDeletedAt },
            { label: t.columnDaysLeft, end: true },
            { label: t.columnActions, end: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.revisionId}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{t.kinds[row.kind]}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{row.title}</td>
              <td className="px-4 py-3">
                <code className="break-all text-slate-700">{row.slug}</code>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{row.deletedBy || t.unknownUser}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <time dateTime={row.deletedAtIso}>{row.deletedAt}</time>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-slate-600">{t.daysLeft(row.daysLeft)}</td>
              <td className="px-4 py-3 text-right">
                <ConfirmSubmitButton
                  fields={{ intent: "restore", revision: String(row.revisionId) }}
                  confirm={t.restoreConfirm(t.kinds[row.kind], row.title)}
                  text={t.restore}
                  label={t.restoreLabel(row.title)}
                  icon="history"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                  fetcherKey={RESTORE_FETCHER}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
