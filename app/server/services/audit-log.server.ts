import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { db } from "../db/index.server";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditLog } from "../db/schema";

/** The audit log: every admin write and sign-in (decision 016). */

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export { AUDIT_ACTIONS, AUDIT_ENTITIES };

export interface AuditRecord {
  userId: number | null;
  username: string;
  action: AuditAction;
  entityKind: AuditEntity;
  entityId?: string | number | null;
  summary?: string;
  intent?: string;
  address: string;
  at?: Date;
}

export interface AuditRow {
  id: number;
  at: Date;
  userId: number | null;
  username: string;
  action: AuditAction;
  entityKind: AuditEntity;
  entityId: string | null;
  summary: string;
  intent: string;
  address: string;
}

export interface AuditFilter {
  username?: string | null;
  action?: AuditAction | null;
  entityKind?: AuditEntity | null;
  /** From this moment (inclusive) to that one (exclusive). */
  from?: Date | null;
  to?: Date | null;
  limit: number;
  offset: number;
}

const cut = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text);

/** Stores entries (one statement). */
export async function recordAuditEntries(entries: AuditRecord[]): Promise<void> {
  if (!entries.length) return;
  await db()
    .insert(auditLog)
    .values(
      entries.map((e) => ({
        userId: e.userId,
        username: cut(e.username, 100),
        action: e.action,
        entityKind: e.entityKind,
        entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
        summary: cut((e.summary ?? "").replace(/\s+/g, " ").trim(), 500),
        intent: cut(e.intent ?? "", 50),
        address: cut(e.address, 100),
        ...(e.at ? { at: e.at } : {}),
      })),
    );
}

function conditions(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.username) where.push(eq(auditLog.username, filter.username));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entityKind) where.push(eq(auditLog.entityKind, filter.entityKind));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  return where.length ? and(...where) : undefined;
}

/** One page of entries, newest first, with the filtered total. */
export async function listAuditEntries(filter: AuditFilter): Promise<{ items: AuditRow[]; total: number }> {
  const where = conditions(filter);
  const [items, [total]] = await Promise.all([
    db()
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db().select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The names that appear in the log (the user filter's choices), in alphabetical order. */
export async function auditUsernames(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ username: auditLog.username })
    .from(auditLog)
    .where(sql`${auditLog.username} <> ''`)
    .orderBy(auditLog.username)
    .limit(500);
  return rows.map((r) => r.username);
}

/** Deletes entries older than `before`; answers how many went. */
export async function pruneAuditLog(before: Date): Promise<number> {
  const rows = await db().delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return rows.length;
}
