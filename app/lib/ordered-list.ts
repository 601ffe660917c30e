/** Ordered lists of the product form (features, specifications). */

export interface Ordered {
  order: number;
}

/** Order for a new entry: one more than the largest, or 1 in an empty list. */
export function nextOrder(items: readonly Ordered[]): number {
  return items.length === 0 ? 1 : Math.max(...items.map((item) => item.order)) + 1;
}

/** Moves the entry at `from` to `to` and renumbers every entry from 1. */
export function moveAndRenumber<T extends Ordered>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(to, 0, moved);
  return next.map((item, index) => ({ ...item, order: index + 1 }));
}

/** A fresh id for a new entry (only needs to be unique within the form). */
export function newEntryId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
