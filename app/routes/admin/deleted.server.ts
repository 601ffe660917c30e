/** The recently deleted screen: products and articles deleted in the last 30 days, and restoring one. */

import { vi } from "~/i18n/messages/admin-deleted";
import { formatAdminDateTime } from "~/lib/admin-date";
import type { DeletedActionResult, DeletedItemRow, DeletedListView } from "~/lib/deleted-items";
import { idField } from "~/lib/ids";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { DAY_MS, now } from "~/server/clock.server";
import {
  DELETED_RETENTION_DAYS,
  type DeletedItem,
  deletedCutoff,
  listDeletedItems,
  type RestoreDeletedResult,
  restoreDeletedItem,
} from "~/server/services/deleted-items.server";

const t = vi;

export function deletedRow(item: DeletedItem, at: Date): DeletedItemRow {
  const left = item.deletedAt.getTime() - deletedCutoff(at).getTime();
  return {
    revisionId: item.revisionId,
    kind: item.kind,
    title: item.title,
    slug: item.slug,
    deletedBy: item.username,
    deletedAt: formatAdminDateTime(item.deletedAt),
    deletedAtIso: item.deletedAt.toISOString(),
    daysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
  };
}

/** Every item deleted within the retention, newest first. */
export async function loadDeletedList(): Promise<DeletedListView> {
  const at = now();
  const items = await listDeletedItems(at);
  return { rows: items.map((item) => deletedRow(item, at)), retentionDays: DELETED_RETENTION_DAYS };
}

export const deletedIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("restore"), revision: idField }),
]);

/** The message for a refused restore. */
function refusal(result: Exclude<RestoreDeletedResult, { ok: true }>): string {
  switch (result.error) {
    case "category-missing":
      return t.categoryMissing(result.title);
    case "already-restored":
      return t.alreadyRestored(result.title ?? "");
    case "expired":
      return t.expired(result.title ?? "");
    default:
      return t.notFound;
  }
}

/** Restores one deleted item (`adminId`: who, for its revision); recorded in the audit log. */
export async function runDeletedAction(
  form: FormData,
  adminId: number | null,
): Promise<{ result: DeletedActionResult; status: number }> {
  const parsed = deletedIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.revision) return { result: { ok: false, message: t.failed }, status: 400 };
  try {
    const restored = await restoreDeletedItem(parsed.data.revision, adminId, now());
    // A refusal is an answer, not an error: the list reloads and shows where things stand.
    if (!restored.ok) return { result: { ok: false, message: refusal(restored) }, status: 200 };
    audit({
      action: "create",
      entityKind: restored.kind,
      entityId: restored.id,
      summary: t.auditSummary(restored.title),
      intent: "restore",
    });
    const message =
      t.restored(restored.kind, restored.title, restored.visible) +
      (restored.slugChanged ? t.slugChanged(restored.slug) : "") +
      (restored.imageDropped ? t.imageDropped : "");
    return { result: { ok: true, message }, status: 200 };
  } catch (error) {
    console.error("Restoring a deleted item failed:", error);
    return { result: { ok: false, message: t.failed }, status: 500 };
  }
}
