import { AdminRecordList } from "~/components/admin/admin-table";
import { FilteredList, ListFilters } from "~/components/admin/filtered-list";
import { ScreenHeader } from "~/components/ui/screen-header";
import { useMessages } from "~/i18n";
import { vi as admin } from "~/i18n/messages/admin";
import { messages as auditMessages, vi } from "~/i18n/messages/admin-audit";
import { AUDIT_ACTION_KEYS, AUDIT_ENTITY_KEYS } from "~/lib/audit-keys";
import { auditHref } from "~/lib/audit-views";
import type { Route } from "./+types/audit";
import { loadAuditLog } from "./audit.server";

export function meta() {
  return [{ title: admin.pageTitle(vi.title) }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAuditLog(new URL(request.url));
}

const NOWRAP_CELL = "whitespace-nowrap px-4 py-3 text-slate-700";

/** /admin/audit: who did what, when and from where; filter by user, action, object and dates. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useMessages(auditMessages);
  const { rows, query, users, retentionDays } = loaderData;
  const c = t.columns;
  const filtered = Boolean(query.user || query.action || query.entity || query.from || query.to);
  const actions = AUDIT_ACTION_KEYS.map((key) => [key, t.actions[key]] as const);
  const entities = AUDIT_ENTITY_KEYS.map((key) => [key, t.entities[key]] as const);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ScreenHeader title={t.title} intro={t.intro(retentionDays)} />

      <ListFilters
        texts={t}
        values={query}
        selects={[
          { name: "user", label: t.user, all: t.allUsers, options: users.map((name) => [name, name] as const) },
          { name: "action", label: t.action, all: t.allActions, options: actions },
          { name: "entity", label: t.entity, all: t.allEntities, options: entities },
        ]}
        filtered={filtered}
        clearHref="/admin/audit"
      />

      <FilteredList texts={t} list={loaderData} filtered={filtered} hrefFor={(n) => auditHref({ ...query, page: n })}>
        <AdminRecordList
          caption={t.caption}
          columns={[c.at, c.user, c.action, c.entity, c.summary, c.address]}
          rows={rows}
          entry={(row) => ({
            head: (
              <time dateTime={row.atIso} className="whitespace-nowrap text-slate-700">
                {row.at}
              </time>
            ),
            fields: [
              {
                label: c.user,
                value: <span className="font-medium text-slate-900">{row.username || t.nobody}</span>,
              },
              { label: c.action, value: t.actions[row.action], cellClassName: NOWRAP_CELL },
              {
                label: c.entity,
                value: `${t.entities[row.entity]}${row.entityId ? ` #${row.entityId}` : ""}`,
                cellClassName: NOWRAP_CELL,
              },
              {
                label: c.summary,
                value: (
                  <>
                    {row.summary}
                    {row.intent ? <span className="ml-2 text-xs text-slate-400">({t.intents[row.intent]})</span> : null}
                  </>
                ),
                cellClassName: "min-w-[14rem] break-words px-4 py-3 text-slate-700",
              },
              {
                label: c.address,
                value: <span className="break-all font-mono text-xs text-slate-600">{row.address}</span>,
                cellClassName: "whitespace-nowrap px-4 py-3",
              },
            ],
          })}
        />
      </FilteredList>
    </div>
  );
}
