import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { columnOf } from "~/lib/validation/form-fields";
import { newsFormSchema } from "~/lib/validation/news";
import { productFormSchema } from "~/lib/validation/product";
import { db, type Executor, queryRows } from "../db/index.server";
import { contentRevisions, type REVISION_KINDS } from "../db/schema";

/** Revisions of products and articles (decision 016). */

export type RevisionKind = (typeof REVISION_KINDS)[number];

export interface Revision {
  id: number;
  entityId: number;
  userId: number | null;
  username: string;
  note: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * An editor's unsaved form kept on the server: one row per item and admin, replaced
 * every 30 s while the form changes, removed by that admin's save. Its data is the editor's form
 * values, not the row: it is never a version (history, baseline and restore skip it).
 */
export const DRAFT_NOTE = "draft";

/** The rows that are versions of an item: its saves, baseline and restores, never a draft. */
function versionsOf(kind: RevisionKind, entityId: number) {
  return and(
    eq(contentRevisions.entityKind, kind),
    eq(contentRevisions.entityId, entityId),
    ne(contentRevisions.note, DRAFT_NOTE),
  );
}

export const REVISION_TABLE = { article: sql.raw("news"), product: sql.raw("product_items") } as const;

/**
 * The columns a restore brings back: the content in both languages. The place in the catalogue,
 * publication and counters stay as they are now; the address (slug) comes back under the
 * editors' slug rule, decided by the revisions screen's action (`moveAddress`).
 */
export const RESTORED_COLUMNS = {
  // The article form's fields but its address and publication, and what a save counts of its body.
  article: [...formColumnsBut(newsFormSchema, ["slug", "isPublished", "publishAt"]), "reading_time", "word_count"],
  // The product form's fields but its address, its place in the catalogue and its publication.
  product: formColumnsBut(productFormSchema, ["slug", "categoryId", "displayOrder", "isActive", "isFeatured"]),
} satisfies Record<RevisionKind, readonly string[]>;

function formColumnsBut(schema: { shape: object }, kept: string[]): string[] {
  return Object.keys(schema.shape)
    .filter((field) => !kept.includes(field))
    .map(columnOf);
}

/** Restored columns a revision older than them lacks, with the value such a version had: the gallery came later than the other columns. */
const MISSING_FROM_OLDER: Record<string, string> = { gallery: "'[]'::jsonb" };

/** Records the item's content as it is now (one statement); false when there is no such item. */
export async function recordRevision(
  kind: RevisionKind,
  entityId: number,
  userId: number | null,
  note = "",
  executor: Executor = db(),
): Promise<boolean> {
  const result = (await executor.execute(sql`
    INSERT INTO content_revisions (entity_kind, entity_id, user_id, username, note, data)
    SELECT ${kind}, t.id, ${userId}, coalesce((SELECT username FROM admin_users WHERE id = ${userId}), ''), ${note},
           to_jsonb(t) - 'search_text' - 'view_count'
    FROM ${REVISION_TABLE[kind]} t WHERE t.id = ${entityId}
    RETURNING id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The item's content now, in the form revisions keep it, or null when there is no such item. */
export async function currentContent(kind: RevisionKind, entityId: number): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<{ data: Record<string, unknown> }>(
    sql`SELECT to_jsonb(t) - 'search_text' - 'view_count' AS data FROM ${REVISION_TABLE[kind]} t WHERE t.id = ${entityId}`,
  );
  return row?.data ?? null;
}

/** Before the first save of an item with no history: its content as found (who and when unknown). */
export async function recordBaselineRevision(kind: RevisionKind, entityId: number): Promise<void> {
  const [row] = await db().select({ n: count() }).from(contentRevisions).where(versionsOf(kind, entityId));
  if (Number(row?.n ?? 0) === 0) await recordRevision(kind, entityId, null, "baseline");
}

/** An item's revisions, newest first. */
export async function listRevisions(kind: RevisionKind, entityId: number, limit = 100): Promise<Revision[]> {
  return db()
    .select({
      id: contentRevisions.id,
      entityId: contentRevisions.entityId,
      userId: contentRevisions.userId,
      username: contentRevisions.username,
      note: contentRevisions.note,
      data: contentRevisions.data,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(versionsOf(kind, entityId))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(limit);
}

/** A version's stored data (never a draft's), or null when the item has no such revision. */
export async function revisionData(
  kind: RevisionKind,
  entityId: number,
  revisionId: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db()
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(versionsOf(kind, entityId), eq(contentRevisions.id, revisionId)));
  return row?.data ?? null;
}

/**
 * Brings an item's content back to a revision's (RESTORED columns) in one statement; false when
 * the item or the revision (of that item) is not there.
 */
export async function restoreRevision(kind: RevisionKind, entityId: number, revisionId: number): Promise<boolean> {
  const columns = RESTORED_COLUMNS[kind].map((c) => sql.raw(`"${c}"`));
  const values = RESTORED_COLUMNS[kind].map((c) =>
    c in MISSING_FROM_OLDER ? sql.raw(`coalesce(r."${c}", ${MISSING_FROM_OLDER[c]})`) : sql.raw(`r."${c}"`),
  );
  const rows = await queryRows<{ id: number }>(sql`
    UPDATE ${REVISION_TABLE[kind]} AS t SET (${sql.join(columns, sql`, `)}) = (
      SELECT ${sql.join(values, sql`, `)}
      FROM content_revisions v, jsonb_populate_record(NULL::${REVISION_TABLE[kind]}, v.data) r
      WHERE v.id = ${revisionId} AND v.entity_kind = ${kind} AND v.entity_id = ${entityId} AND v.note <> ${DRAFT_NOTE}
    )
    WHERE t.id = ${entityId}
      AND EXISTS (SELECT 1 FROM content_revisions v WHERE v.id = ${revisionId} AND v.entity_kind = ${kind}
                  AND v.entity_id = ${entityId} AND v.note <> ${DRAFT_NOTE})
    RETURNING t.id`);
  return rows.length > 0;
}

/** A kept draft: the editor's form values, when the server received them, and the item's version they were typed over. */
export interface StoredDraft {
  savedAt: Date;
  values: Record<string, unknown>;
  /** The item's version (`rowVersion`) the editor had loaded, or null when the draft did not say (older drafts). */
  baseVersion: string | null;
  /** The form's values as loaded from that version (the base of a merge), or null when not said. */
  base: Record<string, unknown> | null;
}

/** Where a draft's base version sits inside its data (the values never have a key of this name). */
const BASE_VERSION_KEY = "$baseVersion";
/** Where the form's values as loaded from that version sit. */
export const DRAFT_BASE_KEY = "$base";

/**
 * Keeps an admin's unsaved form of an existing item, replacing the one kept before (one statement:
 * the old draft goes and the new one comes only if the item exists); false when there is no such item.
 * `baseVersion` is the item's version the form was typed over (a draft older than the
 * item's current version is offered as such, never as a plain restore); `base` the form's values
 * as loaded from it (an older draft is merged with the current version over them).
 */
export async function saveDraft(
  kind: RevisionKind,
  entityId: number,
  userId: number,
  values: Record<string, unknown>,
  baseVersion?: string,
  base?: Record<string, unknown>,
): Promise<boolean> {
  const data = {
    ...values,
    ...(baseVersion ? { [BASE_VERSION_KEY]: baseVersion } : {}),
    ...(base ? { [DRAFT_BASE_KEY]: base } : {}),
  };
  const rows = await queryRows<{ id: number }>(sql`
    WITH item AS (SELECT t.id FROM ${REVISION_TABLE[kind]} t WHERE t.id = ${entityId}),
    replaced AS (
      DELETE FROM content_revisions
      WHERE entity_kind = ${kind} AND entity_id = ${entityId} AND user_id = ${userId} AND note = ${DRAFT_NOTE}
        AND EXISTS (SELECT 1 FROM item)
    )
    INSERT INTO content_revisions (entity_kind, entity_id, user_id, username, note, data)
    SELECT ${kind}, item.id, ${userId}, coalesce((SELECT username FROM admin_users WHERE id = ${userId}), ''),
           ${DRAFT_NOTE}, ${JSON.stringify(data)}::jsonb
    FROM item
    RETURNING id`);
  return rows.length > 0;
}

/**
 * The admin's draft of an item, or null. By default only one kept after the item's last save;
 * with `olderToo`, also one kept before it (the editors offer that one as older than the save,
 * so that nothing typed is lost and nothing newer is silently replaced).
 */
export async function findDraft(
  kind: RevisionKind,
  entityId: number,
  userId: number,
  { olderToo = false }: { olderToo?: boolean } = {},
): Promise<StoredDraft | null> {
  const [row] = await queryRows<{
    data: Record<string, unknown>;
    base_version: string | null;
    base: Record<string, unknown> | null;
    created_at: Date | string;
  }>(sql`
    SELECT v.data - ${BASE_VERSION_KEY} - ${DRAFT_BASE_KEY} AS data, v.data ->> ${BASE_VERSION_KEY} AS base_version,
           v.data -> ${DRAFT_BASE_KEY} AS base, v.created_at
    FROM content_revisions v JOIN ${REVISION_TABLE[kind]} t ON t.id = v.entity_id
    WHERE v.entity_kind = ${kind} AND v.entity_id = ${entityId} AND v.user_id = ${userId} AND v.note = ${DRAFT_NOTE}
      AND (${olderToo}::boolean OR v.created_at > t.updated_at)
    ORDER BY v.created_at DESC, v.id DESC LIMIT 1`);
  return row
    ? { savedAt: new Date(row.created_at), values: row.data, baseVersion: row.base_version, base: row.base ?? null }
    : null;
}

/** Who saved the item's current version (its newest revision's admin), or "" when unknown. */
export async function lastSavedBy(kind: RevisionKind, entityId: number): Promise<string> {
  const [row] = await db()
    .select({ username: contentRevisions.username })
    .from(contentRevisions)
    .where(versionsOf(kind, entityId))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(1);
  return row?.username ?? "";
}

/** Forgets the admin's draft of an item (saved, dismissed, or back to the saved values). */
export async function deleteDraft(kind: RevisionKind, entityId: number, userId: number): Promise<void> {
  await db()
    .delete(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entityKind, kind),
        eq(contentRevisions.entityId, entityId),
        eq(contentRevisions.userId, userId),
        eq(contentRevisions.note, DRAFT_NOTE),
      ),
    );
}
