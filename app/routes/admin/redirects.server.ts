/** The redirects screen: every old address with where it leads today, and removing one. */

import { vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult, RedirectListView, RedirectRow } from "~/lib/admin-accounts";
import { formatAdminDateTime } from "~/lib/admin-date";
import { idField } from "~/lib/ids";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { type AdminRedirect, deleteRedirect, listRedirectsForAdmin } from "~/server/services/redirects.server";

const t = vi.redirects;

/** Redirects shown on one page of the list. */
export const REDIRECTS_PAGE_SIZE = 50;

export function redirectRow(r: AdminRedirect): RedirectRow {
  return { id: r.id, kind: r.kind, fromPath: r.fromPath, toPath: r.toPath, created: formatAdminDateTime(r.createdAt) };
}

/**
 * What the search box asks for, as a path: a pasted address keeps its path, and an English
 * address its Vietnamese twin (the list shows those).
 */
export function redirectSearchOf(text: string): string {
  let search = text.trim().slice(0, 200);
  if (/^https?:\/\//i.test(search)) {
    try {
      search = new URL(search).pathname;
    } catch {
      // Not a URL after all: searched as typed.
    }
  }
  return search.replace(/^\/en(?=\/|$)/, "") || (search ? "/" : "");
}

/** One page of the list (?page=, 50 a page; past the end: the last page) for the search in ?q=. */
export async function getRedirectList(url: URL): Promise<RedirectListView> {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const asked = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  let page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
  const search = redirectSearchOf(q);
  const load = (n: number) =>
    listRedirectsForAdmin({ search, limit: REDIRECTS_PAGE_SIZE, offset: (n - 1) * REDIRECTS_PAGE_SIZE });
  let found = await load(page);
  const pageCount = Math.max(1, Math.ceil(found.total / REDIRECTS_PAGE_SIZE));
  if (page > pageCount) {
    page = pageCount;
    found = await load(page);
  }
  return { rows: found.rows.map(redirectRow), total: found.total, page, pageCount, q };
}

export const redirectsIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("delete"), id: idField })]);

export async function handleRedirectsAction(form: FormData): Promise<{ result: AccountsActionResult; status: number }> {
  const parsed = redirectsIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.id) {
    return { result: { ok: false, intent: "unknown", message: t.failed }, status: 400 };
  }
  try {
    const removed = await deleteRedirect(parsed.data.id);
    if (removed) audit({ action: "delete", entityKind: "redirect", entityId: parsed.data.id, intent: "delete" });
    return removed
      ? { result: { ok: true, intent: "delete", message: t.removed }, status: 200 }
      : { result: { ok: false, intent: "delete", message: t.notFound }, status: 200 };
  } catch (error) {
    console.error("Removing a redirect failed:", error);
    return { result: { ok: false, intent: "delete", message: t.failed }, status: 500 };
  }
}
