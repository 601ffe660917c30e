/**
 * The marks behind "once per visitor and window" for every kind of page whose views are counted
 * (articles, products): who was counted for which item lately, under a hash of the address. Every
 * server shares them; the periodic pruning forgets the ones whose window has passed.
 */
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "../db/index.server";
import { articleViewMarks, productViewMarks } from "../db/schema";

/** A visitor is counted once per item in this many minutes. */
export const VIEW_WINDOW_MINUTES = 30;
const VIEW_WINDOW_MS = VIEW_WINDOW_MINUTES * 60_000;

/** Each kind's marks: the table and its item column (the others are `visitor` and `seen_at`). */
const VIEW_MARKS = {
  article: { table: articleViewMarks, item: articleViewMarks.articleId },
  product: { table: productViewMarks, item: productViewMarks.productId },
} satisfies Record<string, { table: PgTable; item: PgColumn }>;

export type ViewKind = keyof typeof VIEW_MARKS;

const windowStart = (at: Date) => new Date(at.getTime() - VIEW_WINDOW_MS).toISOString();

/**
 * Marks `visitor` as counted for the item at `at` unless they were within the window: one upsert
 * that only moves a mark whose window has passed, so two servers cannot both count a visit.
 * True when this view counts. Runs in the caller's transaction, beside its count.
 */
export async function markView(tx: Executor, kind: ViewKind, id: number, visitor: string, at: Date): Promise<boolean> {
  const { table, item } = VIEW_MARKS[kind];
  const column = sql.identifier(item.name);
  const result = (await tx.execute(sql`
    INSERT INTO ${table} (${column}, visitor, seen_at) VALUES (${id}, ${visitor}, ${at.toISOString()}::timestamptz)
    ON CONFLICT (${column}, visitor) DO UPDATE SET seen_at = EXCLUDED.seen_at
      WHERE ${table}.seen_at < ${windowStart(at)}::timestamptz
    RETURNING 1 AS counted`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Forgets the marks of every kind whose window has passed (the periodic pruning); answers how many went. */
export async function pruneViewMarks(at: Date): Promise<number> {
  let gone = 0;
  for (const { table } of Object.values(VIEW_MARKS)) {
    const result = (await db().execute(
      sql`DELETE FROM ${table} WHERE seen_at < ${windowStart(at)}::timestamptz RETURNING 1`,
    )) as unknown as { rows: unknown[] };
    gone += result.rows.length;
  }
  return gone;
}
