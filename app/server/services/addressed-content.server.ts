/**
 * The writes the two edited entities with an address and a version share, articles and products:
 * the editor's save over the version it loaded, and the deletion that keeps a restorable copy.
 * Each entity's service builds its own row values and turns its own constraint errors into answers.
 */
import { and, eq, ne } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db, type Executor } from "../db/index.server";
import { atVersion } from "../db/row-version.server";
import { news, productItems } from "../db/schema";
import { recordDeletion } from "./deleted-items.server";
import { recordGone, recordSlugChange } from "./redirects.server";

const TABLES = { article: news, product: productItems };
type AddressedKind = keyof typeof TABLES;
type AddressedTable = (typeof TABLES)[AddressedKind];

export type VersionedUpdateResult =
  | { ok: true; id: number }
  | { ok: false; error: "not-found" }
  /** Someone saved the row after the editor loaded it (at `updatedAt`); nothing was written. */
  | { ok: false; error: "stale"; updatedAt: Date };

/** A save of one row: the entity, its id and the values its service built from the form. */
export type AddressedUpdate =
  | { kind: "article"; id: number; set: PgUpdateSetSource<typeof news> }
  | { kind: "product"; id: number; set: PgUpdateSetSource<typeof productItems> };

/** The UPDATE itself, only over the version the editor loaded: a newer one is never silently overwritten. */
function updateRow(tx: Executor, update: AddressedUpdate, version: string | undefined) {
  const where = (table: AddressedTable) =>
    and(eq(table.id, update.id), version ? atVersion(table.updatedAt, version) : undefined);
  switch (update.kind) {
    case "article":
      return tx.update(news).set(update.set).where(where(news)).returning({ id: news.id });
    case "product":
      return tx.update(productItems).set(update.set).where(where(productItems)).returning({ id: productItems.id });
  }
}

/**
 * Saves an editor's form (`update`), whose address is now `slug`. With `version` (the row's
 * `rowVersion` as the editor loaded it) a save over someone else's newer version is refused
 * ("stale"). updated_at is set by the trigger; the old address leads to the row from then on.
 */
export async function updateAtVersion(
  update: AddressedUpdate,
  slug: string,
  version: string | undefined,
  /** More writes of the same save, in its transaction (a product's documents). */
  alsoWrite?: (tx: Executor, id: number) => Promise<void>,
): Promise<VersionedUpdateResult> {
  const table = TABLES[update.kind];
  const { kind, id } = update;
  return db().transaction(async (tx): Promise<VersionedUpdateResult> => {
    const [before] = await tx
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!before) return { ok: false, error: "not-found" };
    const saved = await updateRow(tx, update, version);
    if (!saved.length) return { ok: false, error: "stale", updatedAt: before.updatedAt };
    // The old address leads here from now on (in both languages).
    await recordSlugChange(tx, { kind, id }, { slug: before.slug }, slug);
    await alsoWrite?.(tx, id);
    return { ok: true, id };
  });
}

/**
 * Moves an item's address from `from` to `to` (a restored revision's slug), the old
 * address leading to it from then on; "taken" when another item of the kind has `to`, "changed"
 * when the item's slug is no longer `from` (or there is no such item). Nothing is written then.
 */
export async function moveAddress(
  kind: AddressedKind,
  id: number,
  from: string,
  to: string,
): Promise<"moved" | "taken" | "changed"> {
  const table = TABLES[kind];
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ slug: table.slug }).from(table).where(eq(table.id, id)).for("update");
    if (!row || row.slug !== from) return "changed";
    const [other] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, to), ne(table.id, id)));
    if (other) return "taken";
    if (kind === "article") await tx.update(news).set({ slug: to }).where(eq(news.id, id));
    else await tx.update(productItems).set({ slug: to }).where(eq(productItems.id, id));
    await recordSlugChange(tx, { kind, id }, { slug: from }, to);
    return "moved";
  });
}

/**
 * Deletes row `id`; its address (and its old ones) answer 410 Gone from then on. Its whole row is
 * kept as a "deleted" revision first, for the recently deleted list (`deletedBy`: who).
 */
export async function deleteAddressed(kind: AddressedKind, id: number, deletedBy: number | null): Promise<boolean> {
  const table = TABLES[kind];
  return db().transaction(async (tx) => {
    await recordDeletion(tx, kind, id, deletedBy);
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id, slug: table.slug });
    if (!row) return false;
    await recordGone(tx, kind, row.slug);
    return true;
  });
}
