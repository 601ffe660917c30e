/** Views of the revision history screens (/admin/products/{id}/revisions, /admin/news/{id}/revisions). */

export type RevisionKindView = "product" | "article";

/** The revision history screens: one route module (routes/admin/revisions.tsx), mounted once per kind. */
export const REVISION_ROUTES = [
  { path: "products/:id/revisions", kind: "product" },
  { path: "news/:id/revisions", kind: "article" },
] as const satisfies readonly { path: string; kind: RevisionKindView }[];

/** The kind of a revision history route, by the pattern the route table mounted it at ("/admin/news/:id/revisions"). */
export function revisionKindOfRoute(pattern: string): RevisionKindView | null {
  const path = pattern.replace(/^\/*admin\//, "");
  return REVISION_ROUTES.find((route) => route.path === path)?.kind ?? null;
}

/** A piece of a word diff: unchanged, added or removed text. */
export interface DiffPart {
  text: string;
  added?: boolean;
  removed?: boolean;
}

export interface RevisionChange {
  field: string;
  label: string;
  parts: DiffPart[];
}

export interface RevisionView {
  id: number;
  /** "08:30 22/11/2026", Vietnam's time. */
  at: string;
  atIso: string;
  username: string;
  /**
   * A save, the content found before the first save, a restore of another revision, the content
   * as it was deleted, or its restore from the recently deleted list.
   */
  kind: "save" | "baseline" | "restore" | "deleted" | "undeleted";
  restoredFrom: number | null;
  /** What this version changed against the one before it (empty for the oldest). */
  changes: RevisionChange[];
  /** The item's content today is this version's. */
  current: boolean;
}

export interface RevisionsView {
  kind: RevisionKindView;
  entityId: number;
  title: string;
  editHref: string;
  revisions: RevisionView[];
}

export type RevisionsActionResult = { ok: true; message: string } | { ok: false; message: string };
