/**
 * The administrators screen: the list, adding one (the unique constraint decides a taken
 * username) and removing one (never oneself, never the last: see removeAdmin).
 */

import { vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult, AdminUserRow } from "~/lib/admin-accounts";
import { formatAdminDateTime } from "~/lib/admin-date";
import { idField } from "~/lib/ids";
import { newAdminSchema } from "~/lib/validation/accounts";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { createAdmin, listAdmins, removeAdmin } from "~/server/services/admin-users.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

const t = vi.users;

export async function getAdministrators(self: AdminIdentity): Promise<{ rows: AdminUserRow[] }> {
  const admins = await listAdmins();
  return {
    rows: admins.map((a) => ({
      id: a.id,
      username: a.username,
      created: formatAdminDateTime(a.createdAt),
      lastLogin: a.lastLoginAt ? formatAdminDateTime(a.lastLoginAt) : null,
      isSelf: a.id === self.id,
    })),
  };
}

export const usersIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  z.object({ intent: z.literal("remove"), id: idField }),
]);

export interface UsersActionAnswer {
  result: AccountsActionResult;
  status: number;
}

const answer = (result: AccountsActionResult, status = 200): UsersActionAnswer => ({ result, status });

async function add(form: FormData): Promise<UsersActionAnswer> {
  const parsed = newAdminSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return answer({ ok: false, intent: "add", message: Object.values(errors)[0] ?? t.failed, errors }, 400);
  }
  const { username, password } = parsed.data;
  const created = await createAdmin(username, password);
  if (!created.ok) {
    const message =
      created.existing === username ? t.duplicate(username) : t.duplicateOtherCase(username, created.existing);
    return answer({ ok: false, intent: "add", message, errors: { username: message } });
  }
  audit({ action: "user_add", entityKind: "user", entityId: created.id, summary: username, intent: "add" });
  return answer({ ok: true, intent: "add", message: t.added(username) });
}

const refusals = {
  self: t.cannotRemoveSelf,
  last: t.cannotRemoveLast,
  "not-found": t.notFound,
  "actor-gone": t.actorGone,
} as const;

/** Fields: intent (add | remove); add: username, password, confirmPassword; remove: id. */
export async function handleUsersAction(form: FormData, self: AdminIdentity): Promise<UsersActionAnswer> {
  const parsed = usersIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ ok: false, intent: "unknown", message: t.failed }, 400);
  const request = parsed.data;
  try {
    if (request.intent === "add") return await add(form);
    if (!request.id) return answer({ ok: false, intent: "remove", message: t.failed }, 400);
    const removed = await removeAdmin(self.id, request.id);
    if (!removed.ok) return answer({ ok: false, intent: "remove", message: refusals[removed.error] });
    audit({
      action: "user_remove",
      entityKind: "user",
      entityId: request.id,
      summary: removed.username,
      intent: "remove",
    });
    return answer({ ok: true, intent: "remove", message: t.removed(removed.username) });
  } catch (error) {
    console.error(`Administrators: ${request.intent} failed:`, error);
    return answer({ ok: false, intent: request.intent, message: t.failed }, 500);
  }
}
