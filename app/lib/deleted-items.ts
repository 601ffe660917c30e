/** Views of the recently deleted screen (/admin/deleted). */

export type DeletedKindView = "product" | "article";

export interface DeletedItemRow {
  /** The "deleted" revision a restore names. */
  revisionId: number;
  kind: DeletedKindView;
  title: string;
  slug: string;
  /** Who deleted it ("" when unknown). */
  deletedBy: string;
  /** "08:30 22/11/2026", Vietnam's time. */
  deletedAt: string;
  deletedAtIso: string;
  /** Whole days before it is gone for good (0: within the day). */
  daysLeft: number;
}

export interface DeletedListView {
  rows: DeletedItemRow[];
  retentionDays: number;
}

export type DeletedActionResult = { ok: boolean; message: string };
