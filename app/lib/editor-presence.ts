/** The editors' "someone else is editing" heartbeat, shared by the browser and the server. */

export const EDITING_ENDPOINT = "/admin/api/editing";

/** How often an open editor says so; the server counts an editor for 2 minutes after. */
export const EDITING_HEARTBEAT_MS = 30_000;

export type EditingKind = "article" | "product";

/** The heartbeat's answer: the names of the others who have the item open. */
export type EditingAnswer = { ok: true; others: string[] } | { ok: false };
