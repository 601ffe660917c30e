import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { db } from "../db/index.server";
import { productCategories, productItems } from "../db/schema";
import type { ProductListScope } from "./products-admin.server";

/**
 * The order of a category's products as the admin sets it. Every move works on the whole
 * category (not on the page the admin sees): its rows are locked, put in their list order, the
 * product is placed, and the category is renumbered 1..n in one statement, in one transaction.
 */

export type MoveResult = { ok: true } | { ok: false; error: "edge" | "cross-category" | "not-found" };
export type PlaceResult = { ok: true; position: number } | { ok: false; error: "not-found" };

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Placed = { id: number; displayOrder: number };

/** The product's category and that category's place, if the product is in `scope`'s list. */
async function findInScope(tx: Transaction, id: number, scope: ProductListScope) {
  const [row] = await tx
    .select({
      categoryId: productItems.categoryId,
      categoryOrder: productCategories.displayOrder,
    })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .where(and(eq(productItems.id, id), eq(productCategories.departmentId, scope.departmentId)))
    .limit(1);
  if (!row || (scope.categoryId && scope.categoryId !== row.categoryId)) return null;
  return row;
}

/**
 * The category's products in list order (display order, then newest), locked until the
 * transaction ends. The lock comes first and the order is read after it: a concurrent move that
 * held the lock has committed by then, and its renumbering is what this one starts from.
 */
async function lockedCategory(tx: Transaction, categoryId: number): Promise<Placed[]> {
  // Locked in id order: two moves locking the rows in the order each scan met them deadlocked
  // on PostgreSQL (40P01); with one order the second waits for the first.
  await tx
    .select({ id: productItems.id })
    .from(productItems)
    .where(eq(productItems.categoryId, categoryId))
    .orderBy(asc(productItems.id))
    .for("update");
  return tx
    .select({ id: productItems.id, displayOrder: productItems.displayOrder })
    .from(productItems)
    .where(eq(productItems.categoryId, categoryId))
    .orderBy(asc(productItems.displayOrder), desc(productItems.createdAt), desc(productItems.id));
}

/** Writes display orders 1..n in the given order: one UPDATE, of the rows whose number changes. */
async function renumber(tx: Transaction, ordered: Placed[]) {
  const changed = ordered.flatMap((p, index) => (p.displayOrder === index + 1 ? [] : [[p.id, index + 1] as const]));
  if (changed.length === 0) return;
  // Arrays as one text parameter each: a category of any size stays one statement.
  const ids = `{${changed.map(([id]) => id).join(",")}}`;
  const positions = `{${changed.map(([, position]) => position).join(",")}}`;
  await tx.execute(sql`
    UPDATE ${productItems} SET display_order = v.position
    FROM unnest(${ids}::int[], ${positions}::int[]) AS v(id, position)
    WHERE ${productItems.id} = v.id`);
}

/** Whether the department lists a product in a category before (up) or after (down) this one. */
async function hasProductBeyond(
  tx: Transaction,
  departmentId: number,
  category: { categoryId: number; categoryOrder: number },
  direction: "up" | "down",
) {
  const here = sql`(${category.categoryOrder}::int, ${category.categoryId}::int)`;
  const place = sql`(${productCategories.displayOrder}, ${productCategories.id})`;
  const beyond: SQL = direction === "up" ? sql`${place} < ${here}` : sql`${place} > ${here}`;
  const [row] = await tx
    .select({ id: productItems.id })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .where(and(eq(productCategories.departmentId, departmentId), beyond))
    .limit(1);
  return Boolean(row);
}

/**
 * Moves a product one place up or down in its list, across the page it is shown on if need be.
 * In 'all' mode (`categoryId` absent) a product at its category's edge would pass into the next
 * category: refused (cross-category), as at the list's own edge (edge).
 */
export function moveProduct(id: number, direction: "up" | "down", scope: ProductListScope): Promise<MoveResult> {
  return db().transaction(async (tx): Promise<MoveResult> => {
    const moving = await findInScope(tx, id, scope);
    if (!moving) return { ok: false, error: "not-found" };
    const list = await lockedCategory(tx, moving.categoryId);
    const index = list.findIndex((p) => p.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (index < 0) return { ok: false, error: "not-found" };
    const product = list[index] as Placed;
    const neighbour = list[target];
    if (!neighbour) {
      const crosses = !scope.categoryId && (await hasProductBeyond(tx, scope.departmentId, moving, direction));
      return { ok: false, error: crosses ? "cross-category" : "edge" };
    }
    list[index] = neighbour;
    list[target] = product;
    await renumber(tx, list);
    return { ok: true };
  });
}

/**
 * Puts a product at `position` (1-based, clamped to the category's size) in its category's list:
 * how a product reaches another page. Answers the position it got.
 */
export function moveProductTo(id: number, position: number, scope: ProductListScope): Promise<PlaceResult> {
  return db().transaction(async (tx): Promise<PlaceResult> => {
    const moving = await findInScope(tx, id, scope);
    if (!moving) return { ok: false, error: "not-found" };
    const list = await lockedCategory(tx, moving.categoryId);
    const index = list.findIndex((p) => p.id === id);
    if (index < 0) return { ok: false, error: "not-found" };
    const [product] = list.splice(index, 1) as [Placed];
    const at = Math.min(Math.max(Math.trunc(position), 1), list.length + 1);
    list.splice(at - 1, 0, product);
    await renumber(tx, list);
    return { ok: true, position: at };
  });
}
