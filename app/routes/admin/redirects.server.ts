/** The redirects screen: every old address with where it leads today, and removing one. */
import { z } from "zod";
import { vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult, RedirectRow } from "~/lib/admin-accounts";
import { formatAdminDateTime } from "~/lib/admin-date";
import { idField } from "~/lib/ids";
import { audit } from "~/server/audit.server";
import { type AdminRedirect, deleteRedirect, listRedirectsForAdmin } from "~/server/services/redirects.server";

const t = vi.redirects;

/** The public address (without /en) of a slug of this kind. */
function pathOf(kind: AdminRedirect["kind"], slug: string, departmentSlug: string | null): string {
  switch (kind) {
    case "product":
      return `/products/${slug}`;
    case "article":
      return `/news/${slug}`;
    case "department":
      return `/departments/${slug}`;
    case "category":
      return `/departments/${departmentSlug ?? "?"}/${slug}`;
  }
}

export function redirectRow(r: AdminRedirect): RedirectRow {
  return {
    id: r.id,
    kind: r.kind,
    fromPath: pathOf(r.kind, r.fromSlug, r.fromDepartmentSlug),
    toPath: r.toSlug === null ? null : pathOf(r.kind, r.toSlug, r.toDepartmentSlug),
    created: formatAdminDateTime(r.createdAt),
  };
}

export async function getRedirectList(): Promise<{ rows: RedirectRow[] }> {
  return { rows: (await listRedirectsForAdmin()).map(redirectRow) };
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
