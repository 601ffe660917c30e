/**
 * The administrators screen: the list, adding one (the unique constraint decides a taken
 * username) and removing one (never oneself, never the last: see removeAdmin).
 */

import { vi as adminTexts } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult, AdminUserRow } from "~/lib/admin-accounts";
import { formatAdminDateTime } from "~/lib/admin-date";
import { idField } from "~/lib/ids";
import type { Role } from "~/lib/roles";
import { newAdminSchema, roleSchema } from "~/lib/validation/accounts";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import {
  type AccountRefusal,
  createAdmin,
  listAdmins,
  removeAdmin,
  setRole,
} from "~/server/services/admin-users.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

const t = vi.users;
const roleNames = adminTexts.roles;

export async function getAdministrators(self: AdminIdentity): Promise<{ rows: AdminUserRow[] }> {
  const admins = await listAdmins();
  return {
    rows: admins.map((a) => ({
      id: a.id,
      username: a.username,
      role: a.role,
      created: formatAdminDateTime(a.createdAt),
      lastLogin: a.lastLoginAt ? formatAdminDateTime(a.lastLoginAt) : null,
      isSelf: a.id === self.id,
    })),
  };
}

export const usersIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  z.object({ intent: z.literal("remove"), id: idField }),
  z.object({ intent: z.literal("role"), id: idField, role: roleSchema }),
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
  const { username, password, role } = parsed.data;
  const created = await createAdmin(username, password, role);
  if (!created.ok) {
    const message =
      created.existing === username ? t.duplicate(username) : t.duplicateOtherCase(username, created.existing);
    return answer({ ok: false, intent: "add", message, errors: { username: message } });
  }
  const roleName = roleNames[role];
  audit({
    action: "user_add",
    entityKind: "user",
    entityId: created.id,
    summary: `${username} (${roleName})`,
    intent: "add",
  });
  return answer({
    ok: true,
    intent: "add",
    message: role === "admin" ? t.added(username) : t.addedAs(username, roleName),
  });
}

const refusals = {
  self: t.cannotRemoveSelf,
  last: t.cannotRemoveLast,
  "not-found": t.notFound,
  "actor-gone": t.actorGone,
  "actor-not-admin": t.actorNotAdmin,
} as const satisfies Record<AccountRefusal, string>;

const roleRefusals = { ...refusals, self: t.cannotDemoteSelf, last: t.cannotDemoteLast } as const;

/** Gives an account another role; a change is recorded in the audit log as "from → to". */
async function changeRole(self: AdminIdentity, id: number, role: Role): Promise<UsersActionAnswer> {
  const changed = await setRole(self.id, id, role);
  if (!changed.ok) return answer({ ok: false, intent: "role", message: roleRefusals[changed.error] });
  const [from, to] = [roleNames[changed.from], roleNames[changed.to]];
  if (changed.from === changed.to)
    return answer({ ok: true, intent: "role", message: t.roleUnchanged(changed.username, to) });
  audit({
    action: "update",
    entityKind: "user",
    entityId: id,
    summary: `${changed.username}: ${from} → ${to}`,
    intent: "role",
  });
  return answer({ ok: true, intent: "role", message: t.roleChanged(changed.username, to) });
}

/** Fields: intent (add | remove); add: username, password, confirmPassword; remove: id. */
export async function handleUsersAction(form: FormData, self: AdminIdentity): Promise<UsersActionAnswer> {
  const parsed = usersIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ ok: false, intent: "unknown", message: t.failed }, 400);
  const request = parsed.data;
  try {
    if (request.intent === "add") return await add(form);
    if (!request.id) return answer({ ok: false, intent: request.intent, message: t.failed }, 400);
    if (request.intent === "role") return await changeRole(self, request.id, request.role);
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
