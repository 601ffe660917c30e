import { formatAdminDateTime } from "~/lib/admin-date";
import { AUDIT_PAGE_SIZE, type AuditView, auditDateRange, auditIntentOf, parseAuditQuery } from "~/lib/audit-views";
import { getConfig } from "~/server/config.server";
import { auditUsernames, listAuditEntries } from "~/server/services/audit-log.server";

/** The audit log screen: one page of entries, newest first, for the filters in the address. */
export async function loadAuditLog(url: URL): Promise<AuditView> {
  const query = parseAuditQuery(url.searchParams);
  const range = auditDateRange(query);
  const filter = {
    username: query.user || null,
    action: query.action,
    entityKind: query.entity,
    from: range.from,
    to: range.to,
  };
  const load = (page: number) =>
    listAuditEntries({ ...filter, limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
  const [first, users] = await Promise.all([load(query.page), auditUsernames()]);
  let result = first;
  const pages = Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE));
  // A page past the end shows the last page instead.
  if (query.page > pages) {
    query.page = pages;
    result = await load(pages);
  }
  return {
    rows: result.items.map((row) => ({
      id: row.id,
      at: formatAdminDateTime(row.at),
      atIso: row.at.toISOString(),
      username: row.username,
      action: row.action,
      entity: row.entityKind,
      entityId: row.entityId,
      summary: row.summary,
      intent: auditIntentOf(row.intent),
      address: row.address,
    })),
    total: result.total,
    page: query.page,
    pages,
    query,
    users,
    retentionDays: getConfig().AUDIT_RETENTION_DAYS,
  };
}
