import { Form, Link, useSubmit } from "react-router";
import { AdminListEntry, ResponsiveAdminList } from "~/components/admin/admin-table";
import { buttonClass } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { ScreenHeader } from "~/components/ui/screen-header";
import { StateMessage } from "~/components/ui/state-message";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as auditMessages, vi } from "~/i18n/messages/admin-audit";
import { AUDIT_ACTION_KEYS, AUDIT_ENTITY_KEYS, auditHref } from "~/lib/audit-views";
import type { Route } from "./+types/audit";
import { loadAuditLog } from "./audit.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.title) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAuditLog(new URL(request.url));
}

const NOWRAP_CELL = "whitespace-nowrap px-4 py-3 text-slate-700";
const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** One of the filters' choices; a new value re-keys it so that it shows the address's value. */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: [value: string, label: string][];
}) {
  return (
    <label className="block min-w-0">
      <span className="block text-sm font-medium text-slate-700">{label}</span>
      <select name={name} defaultValue={value} key={value} className={field}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /admin/audit: who did what, when and from where; filter by user, action, object and dates. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useMessages(auditMessages);
  const { rows, total, page, pages, query, users, retentionDays } = loaderData;
  const submit = useSubmit();
  const filtered = Boolean(query.user || query.action || query.entity || query.from || query.to);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro(retentionDays)} />

      <Form
        method="get"
        aria-label={t.filters}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onChange={(event) => {
          // Choices apply at once; dates too (each change is a whole value).
          if (event.target instanceof HTMLSelectElement) submit(event.currentTarget);
        }}
      >
        <FilterSelect
          label={t.user}
          name="user"
          value={query.user}
          options={[["", t.allUsers], ...users.map((name): [string, string] => [name, name])]}
        />
        <FilterSelect
          label={t.action}
          name="action"
          value={query.action ?? ""}
          options={[["", t.allActions], ...AUDIT_ACTION_KEYS.map((key): [string, string] => [key, t.actions[key]])]}
        />
        <FilterSelect
          label={t.entity}
          name="entity"
          value={query.entity ?? ""}
          options={[["", t.allEntities], ...AUDIT_ENTITY_KEYS.map((key): [string, string] => [key, t.entities[key]])]}
        />
        <label className="block min-w-0">
          <span className="block text-sm font-medium text-slate-700">{t.from}</span>
          <input type="date" name="from" defaultValue={query.from} key={`f-${query.from}`} className={field} />
        </label>
        <label className="block min-w-0">
          <span className="block text-sm font-medium text-slate-700">{t.to}</span>
          <input type="date" name="to" defaultValue={query.to} key={`t-${query.to}`} className={field} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            {t.apply}
          </button>
          {filtered && (
            <Link to="/admin/audit" className={buttonClass({ variant: "ghost" })}>
              {t.clear}
            </Link>
          )}
        </div>
      </Form>

      {rows.length === 0 ? (
        <StateMessage title={t.empty} text={filtered ? t.noMatch : undefined} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t.count(total)}
          </p>
          <ResponsiveAdminList
            caption={t.caption}
            label={t.caption}
            columns={[
              { label: t.columns.at },
              { label: t.columns.user },
              { label: t.columns.action },
              { label: t.columns.entity },
              { label: t.columns.summary },
              { label: t.columns.address },
            ]}
          >
            {(layout) =>
              rows.map((row) => (
                <AdminListEntry
                  key={row.id}
                  layout={layout}
                  className="align-top"
                  head={
                    <time dateTime={row.atIso} className="whitespace-nowrap text-slate-700">
                      {row.at}
                    </time>
                  }
                  fields={[
                    {
                      label: t.columns.user,
                      value: <span className="font-medium text-slate-900">{row.username || t.nobody}</span>,
                    },
                    { label: t.columns.action, value: t.actions[row.action], cellClassName: NOWRAP_CELL },
                    {
                      label: t.columns.entity,
                      value: `${t.entities[row.entity]}${row.entityId ? ` #${row.entityId}` : ""}`,
                      cellClassName: NOWRAP_CELL,
                    },
                    {
                      label: t.columns.summary,
                      value: (
                        <>
                          {row.summary}
                          {row.intent ? (
                            <span className="ml-2 text-xs text-slate-400">({t.intents[row.intent]})</span>
                          ) : null}
                        </>
                      ),
                      cellClassName: "min-w-[14rem] break-words px-4 py-3 text-slate-700",
                    },
                    {
                      label: t.columns.address,
                      value: <span className="break-all font-mono text-xs text-slate-600">{row.address}</span>,
                      cellClassName: "whitespace-nowrap px-4 py-3",
                    },
                  ]}
                />
              ))
            }
          </ResponsiveAdminList>
          <Pagination page={page} pageCount={pages} hrefFor={(n) => auditHref({ ...query, page: n })} />
        </>
      )}
    </div>
  );
}
