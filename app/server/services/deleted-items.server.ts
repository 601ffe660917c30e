/**
 * Recently deleted products and articles (decision 017). A delete records the
 * whole row as a revision noted "deleted" in its transaction; for 30 days the item can be brought
 * back from it, after which the periodic pruning removes the item's revisions.
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { DAY_MS } from "../clock.server";
import { db, type Executor, queryRows } from "../db/index.server";
import { news, productItems } from "../db/schema";
import { storedUrlPrefix } from "../storage/index.server";
import { releaseSlug } from "./redirects.server";
import { REVISION_TABLE, type RevisionKind, recordRevision } from "./revisions.server";

/** Days a deleted item can be restored; its revisions are purged after that. */
export const DELETED_RETENTION_DAYS = 30;
export const DELETED_NOTE = "deleted";
/** The note of the revision a restore from the deleted list records. */
export const UNDELETED_NOTE = "restore:deleted";

const SLUG_MAX = 200;

/** The moment before which a deletion is past restoring (and its revisions are due for purging). */
export const deletedCutoff = (now: Date) => new Date(now.getTime() - DELETED_RETENTION_DAYS * DAY_MS);

/** The redirect column naming an item of each kind. */
const REDIRECT_COLUMN = { product: sql.raw("product_id"), article: sql.raw("article_id") } as const;

/**
 * Records the item's whole row as a revision noted "deleted", with its old addresses
 * (`old_slugs`), inside the deleting transaction and before the row goes (its redirect rows lose
 * their target with it). The view count is kept too, so that a restore brings back everything.
 */
export async function recordDeletion(
  tx: Executor,
  kind: RevisionKind,
  entityId: number,
  userId: number | null,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO content_revisions (entity_kind, entity_id, user_id, username, note, data)
    SELECT ${kind}, t.id, ${userId}, coalesce((SELECT username FROM admin_users WHERE id = ${userId}), ''),
           ${DELETED_NOTE},
           (to_jsonb(t) - 'search_text') || jsonb_build_object('old_slugs', coalesce(
             (SELECT jsonb_agg(s.from_slug ORDER BY s.id) FROM slug_redirects s
              WHERE s.kind = ${kind} AND s.${REDIRECT_COLUMN[kind]} = t.id), '[]'::jsonb))
    FROM ${REVISION_TABLE[kind]} t WHERE t.id = ${entityId}`);
}

export interface DeletedItem {
  /** The "deleted" revision: what a restore names. */
  revisionId: number;
  kind: RevisionKind;
  entityId: number;
  title: string;
  slug: string;
  username: string;
  deletedAt: Date;
}

/**
 * A "deleted" revision that is still the item's last word: no revision came after it (a restore
 * records one) and no row holds the id.
 */
const stillDeleted = sql`r.note = ${DELETED_NOTE}
  AND NOT EXISTS (SELECT 1 FROM content_revisions l
                  WHERE l.entity_kind = r.entity_kind AND l.entity_id = r.entity_id AND l.id > r.id)
  AND NOT EXISTS (SELECT 1 FROM product_items p WHERE r.entity_kind = 'product' AND p.id = r.entity_id)
  AND NOT EXISTS (SELECT 1 FROM news n WHERE r.entity_kind = 'article' AND n.id = r.entity_id)`;

/** Products and articles deleted since `deletedCutoff(now)` and not restored, newest first. */
export async function listDeletedItems(now: Date): Promise<DeletedItem[]> {
  const rows = await queryRows<{
    id: number;
    entity_kind: RevisionKind;
    entity_id: number;
    title: string | null;
    slug: string | null;
    username: string;
    created_at: Date | string;
  }>(sql`
    SELECT r.id, r.entity_kind, r.entity_id, coalesce(r.data->>'name', r.data->>'title') AS title,
           r.data->>'slug' AS slug, r.username, r.created_at
    FROM content_revisions r
    WHERE r.created_at >= ${deletedCutoff(now).toISOString()}::timestamptz AND ${stillDeleted}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT 500`);
  return rows.map((row) => ({
    revisionId: Number(row.id),
    kind: row.entity_kind,
    entityId: Number(row.entity_id),
    title: row.title ?? "",
    slug: row.slug ?? "",
    username: row.username,
    deletedAt: new Date(row.created_at),
  }));
}

/**
 * Removes every revision of the items deleted before `deletedCutoff(now)` and not restored since;
 * answers how many revisions went. Run by the periodic pruning (pruning.server.ts).
 */
export async function purgeDeletedItems(now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(sql`
    DELETE FROM content_revisions v
    USING content_revisions r
    WHERE r.created_at < ${deletedCutoff(now).toISOString()}::timestamptz AND ${stillDeleted}
      AND v.entity_kind = r.entity_kind AND v.entity_id = r.entity_id
    RETURNING v.id`);
  return rows.length;
}

export type RestoreDeletedResult =
  | {
      ok: true;
      kind: RevisionKind;
      id: number;
      title: string;
      slug: string;
      /** The old slug was taken meanwhile: the item came back under `slug`, a free variant of it. */
      slugChanged: boolean;
      /** Active (products) or published (articles), as it was when deleted. */
      visible: boolean;
      /** Its image (product image, featured image) had been deleted from the library: it came back without. */
      imageDropped: boolean;
    }
  | { ok: false; error: "not-found" | "already-restored" | "expired"; title?: string }
  | { ok: false; error: "category-missing"; title: string };

/** The columns a restore writes: all but the generated ones and updated_at (now, by default). */
function restoredColumns(kind: RevisionKind): string[] {
  const table = kind === "product" ? productItems : news;
  return Object.values(getTableColumns(table))
    .filter((column) => !column.generated && column.name !== "updated_at")
    .map((column) => column.name);
}

/** `slug`, or the first of slug-2, slug-3… that no item of the kind holds (the slug rule kept: kebab-case, 200 at most). */
async function freeSlug(tx: Executor, kind: RevisionKind, slug: string): Promise<string> {
  const result = (await tx.execute(
    sql`SELECT slug FROM ${REVISION_TABLE[kind]} WHERE slug = ${slug} OR slug LIKE ${`${slug.replace(/[\\%_]/g, "\\$&")}-%`}`,
  )) as unknown as { rows: { slug: string }[] };
  const taken = new Set(result.rows.map((row) => row.slug));
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The column of an item's one image. */
const IMAGE_COLUMN = { product: "image_url", article: "featured_image" } as const;

/**
 * Whether `url` names an image of our storage that is no longer in the library (deleted after
 * the item: decision 011 lets an image go once nothing live uses it). Addresses elsewhere are
 * not ours to judge and count as present.
 */
async function isMissingStoredImage(tx: Executor, url: string, prefix: string): Promise<boolean> {
  // An address of our local uploads may have been saved with the site's origin in front.
  const path = prefix.startsWith("/") ? url.replace(/^https?:\/\/[^/]+(?=\/)/i, "") : url;
  if (!path.startsWith(prefix)) return false;
  const found = (await tx.execute(sql`
    SELECT 1 FROM media m
    WHERE m.url = ${path} OR m.variants @> jsonb_build_array(jsonb_build_object('url', ${path}::text))
    LIMIT 1`)) as unknown as { rows: unknown[] };
  return found.rows.length === 0;
}

/**
 * Brings a deleted item back from its "deleted" revision, in one transaction: the same id when
 * free, its slug when free (else slug-2…), its state as it was; its 410 rows become its addresses
 * again (the slug's row removed, the old slugs' rows pointing at it: 301 once more); the restore
 * is recorded as a revision ("restore:deleted"). The insert's trigger bumps the content version.
 * A product whose category has gone meanwhile is not restored (nothing written). An image deleted
 * from the library since is left out (the public page shows none rather than a broken one).
 * `imagePrefix`: where our stored images live (the configured storage's).
 */
export async function restoreDeletedItem(
  revisionId: number,
  userId: number | null,
  now: Date,
  imagePrefix = storedUrlPrefix(),
): Promise<RestoreDeletedResult> {
  return db().transaction(async (tx): Promise<RestoreDeletedResult> => {
    const found = (await tx.execute(sql`
      SELECT r.id, r.entity_kind, r.entity_id, r.data, r.created_at, (${stillDeleted}) AS open
      FROM content_revisions r WHERE r.id = ${revisionId} AND r.note = ${DELETED_NOTE}
      FOR UPDATE`)) as unknown as {
      rows: {
        entity_kind: RevisionKind;
        entity_id: number;
        data: Record<string, unknown>;
        created_at: Date | string;
        open: boolean;
      }[];
    };
    const revision = found.rows[0];
    if (!revision) return { ok: false, error: "not-found" };
    const kind = revision.entity_kind;
    const oldId = Number(revision.entity_id);
    const data = revision.data;
    const title = String(data.name ?? data.title ?? "");
    if (!revision.open) return { ok: false, error: "already-restored", title };
    if (new Date(revision.created_at) < deletedCutoff(now)) return { ok: false, error: "expired", title };

    if (kind === "product") {
      const category = (await tx.execute(
        sql`SELECT 1 FROM product_categories WHERE id = ${Number(data.category_id)} FOR SHARE`,
      )) as unknown as { rows: unknown[] };
      if (category.rows.length === 0) return { ok: false, error: "category-missing", title };
    }

    const table = REVISION_TABLE[kind];
    const idTaken = (await tx.execute(sql`SELECT 1 FROM ${table} WHERE id = ${oldId}`)) as unknown as {
      rows: unknown[];
    };
    const keepId = idTaken.rows.length === 0;
    const originalSlug = String(data.slug ?? "");
    const slug = await freeSlug(tx, kind, originalSlug);

    const image = data[IMAGE_COLUMN[kind]];
    const imageDropped = typeof image === "string" && (await isMissingStoredImage(tx, image, imagePrefix));
    // A product's gallery likewise, photo by photo; one deleted before galleries existed has none.
    const gallery: unknown[] = [];
    for (const photo of Array.isArray(data.gallery) ? data.gallery : []) {
      const url = (photo as { url?: unknown } | null)?.url;
      if (typeof url === "string" && !(await isMissingStoredImage(tx, url, imagePrefix))) gallery.push(photo);
    }

    const columns = restoredColumns(kind).filter((name) => keepId || name !== "id");
    const values: SQL[] = columns.map((name) => {
      if (name === "slug") return sql`${slug}`;
      if (name === IMAGE_COLUMN[kind] && imageDropped) return sql`NULL`;
      if (name === "gallery") return sql`${JSON.stringify(gallery)}::jsonb`;
      // The author may have been removed since: the row keeps no dangling reference.
      if (name === "created_by") return sql`(SELECT a.id FROM admin_users a WHERE a.id = r.created_by)`;
      // A revision without a view count (none of today's) starts again from zero.
      if (name === "view_count") return sql`coalesce(r.view_count, 0)`;
      return sql.raw(`r."${name}"`);
    });
    const inserted = (await tx.execute(sql`
      INSERT INTO ${table} (${sql.raw(columns.map((name) => `"${name}"`).join(", "))}) OVERRIDING SYSTEM VALUE
      SELECT ${sql.join(values, sql`, `)}
      FROM jsonb_populate_record(NULL::${table}, ${JSON.stringify(data)}::jsonb) r
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    const id = Number(inserted.rows[0]?.id);
    if (!id) throw new Error("The restored item was not inserted");

    // Its history follows it when it had to take a new id (the id is never reused in practice).
    if (id !== oldId) {
      await tx.execute(sql`UPDATE content_revisions SET entity_id = ${id}
        WHERE entity_kind = ${kind} AND entity_id = ${oldId} AND id <= ${revisionId}`);
    }
    // The address answers again: its 410 goes; the old addresses that turned 410 lead here again.
    await releaseSlug(tx, { kind, id }, slug);
    const oldSlugs = Array.isArray(data.old_slugs) ? data.old_slugs.map(String).filter((s) => s !== slug) : [];
    if (oldSlugs.length) {
      await tx.execute(sql`UPDATE slug_redirects SET ${REDIRECT_COLUMN[kind]} = ${id}
        WHERE kind = ${kind} AND ${REDIRECT_COLUMN[kind]} IS NULL
          AND from_slug IN (${sql.join(
            oldSlugs.map((s) => sql`${s}`),
            sql`, `,
          )})`);
    }
    await recordRevision(kind, id, userId, UNDELETED_NOTE, tx);
    const visible = kind === "product" ? data.is_active === true : data.is_published === true;
    return { ok: true, kind, id, title, slug, slugChanged: slug !== originalSlug, visible, imageDropped };
  });
}
