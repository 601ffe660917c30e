/** The editors' unsaved forms kept as drafts, shared by the browser and the server. */

/** An unsaved form kept in the browser or on the server, and when it was kept (ISO time). */
export interface KeptDraft<T> {
  savedAt: string;
  values: T;
  /**
   * The item's version (`rowVersion`) the form was typed over; absent for a new item and for
   * drafts kept before drafts recorded it (their time is compared instead).
   */
  baseVersion?: string | null;
  /**
   * The form's values as loaded from that version: what an older draft is merged over.
   * Absent for drafts kept before; such a draft conflicts wherever it differs.
   */
  base?: T | null;
}

/**
 * Whether a draft was typed over an older version of the item than `current` (someone saved
 * since): such a draft is never a plain restore. A draft that does not say its base
 * is older when it was kept before the current version was saved.
 */
export function draftIsOlder(draft: KeptDraft<unknown>, current: string | null | undefined): boolean {
  if (!current) return false;
  if (draft.baseVersion) return draft.baseVersion !== current;
  return Date.parse(draft.savedAt) < Date.parse(current);
}

/** The draft endpoint's answer (`intent=draft|discard` on `/admin/api/editing`). */
export type DraftAnswer = { ok: boolean };

/**
 * JSON with every object's keys in order, so that two copies of one form compare equal whatever
 * order they were kept in (PostgreSQL's jsonb reorders keys).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Whether a draft holds anything the loaded item does not (fields it lacks start from the item). */
export function draftDiffers<T extends object>(loaded: T, values: Partial<T>): boolean {
  return canonicalJson({ ...loaded, ...values }) !== canonicalJson(loaded);
}
