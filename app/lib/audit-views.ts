import { parseVietnamDateTime } from "./admin-date";
import {
  AUDIT_ACTION_KEYS,
  AUDIT_ENTITY_KEYS,
  AUDIT_INTENT_KEYS,
  type AuditActionKey,
  type AuditEntityKey,
  type AuditIntentKey,
} from "./audit-keys";

/** Views of the admin's audit log screen (/admin/audit): what its loader answers. */

export const AUDIT_PAGE_SIZE = 50;

/** A stored intent as one the screen can name, or null (empty, or written by an older version). */
export function auditIntentOf(value: string): AuditIntentKey | null {
  return oneOf(AUDIT_INTENT_KEYS, value);
}

export interface AuditQuery {
  user: string;
  action: AuditActionKey | null;
  entity: AuditEntityKey | null;
  /** yyyy-mm-dd in Vietnam's calendar, or "" (the date inputs' values). */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The filters from the address; anything unknown reads as no filter. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return DATE.test(value) && parseVietnamDateTime(`${value}T00:00`) ? value : "";
  };
  const page = Number(params.get("page"));
  return {
    user: (params.get("user") ?? "").trim().slice(0, 100),
    action: oneOf(AUDIT_ACTION_KEYS, params.get("action")),
    entity: oneOf(AUDIT_ENTITY_KEYS, params.get("entity")),
    from: date("from"),
    to: date("to"),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The moments a day range covers in Vietnam's time: from the start of `from` to the end of `to`. */
export function auditDateRange(query: Pick<AuditQuery, "from" | "to">): { from: Date | null; to: Date | null } {
  const from = query.from ? parseVietnamDateTime(`${query.from}T00:00`) : null;
  const end = query.to ? parseVietnamDateTime(`${query.to}T00:00`) : null;
  return { from, to: end ? new Date(end.getTime() + 24 * 60 * 60 * 1000) : null };
}

/** The screen's address with these filters (defaults left out). */
export function auditHref(query: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (query.user) params.set("user", query.user);
  if (query.action) params.set("action", query.action);
  if (query.entity) params.set("entity", query.entity);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

export interface AuditRowView {
  id: number;
  /** "08:30 22/11/2026", Vietnam's time. */
  at: string;
  atIso: string;
  username: string;
  action: AuditActionKey;
  entity: AuditEntityKey;
  entityId: string | null;
  summary: string;
  intent: AuditIntentKey | null;
  address: string;
}

export interface AuditView {
  rows: AuditRowView[];
  total: number;
  page: number;
  pages: number;
  query: AuditQuery;
  /** The user filter's choices: every name in the log. */
  users: string[];
  retentionDays: number;
}
