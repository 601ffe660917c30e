/**
 * The account screen: change one's own password. The current password is checked within the
 * sign-in limits (a wrong one counts as a failed sign-in of that username from that address), and
 * every other session of the administrator ends; the one that made the change stays.
 */

import { vi } from "~/i18n/messages/admin-accounts";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { changePasswordSchema } from "~/lib/validation/accounts";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { beginLoginAttempt, clearFailedLogins } from "~/server/auth.server";
import { changePassword } from "~/server/services/admin-users.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

const t = vi.account;

export const accountIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("password") })]);

export interface AccountActionAnswer {
  result: AccountsActionResult;
  status: number;
}

export function getAccountPage(admin: AdminIdentity) {
  return { username: admin.username };
}

/** The request's session stays signed in: `sessionToken` is its cookie's token. */
export async function handleAccountAction(
  form: FormData,
  admin: AdminIdentity,
  sessionToken: string | null,
  address: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<AccountActionAnswer> {
  const values = Object.fromEntries(form);
  if (!accountIntent.safeParse(values).success) {
    return { result: { ok: false, intent: "unknown", message: t.failed }, status: 400 };
  }
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const message = Object.values(errors)[0] ?? t.failed;
    return { result: { ok: false, intent: "password", message, errors }, status: 400 };
  }
  try {
    const { throttle } = await beginLoginAttempt(admin.username, address);
    if (throttle.blocked) {
      const message = t.rateLimited(Math.ceil(throttle.retryAfterSeconds / 60));
      return { result: { ok: false, intent: "password", message }, status: 429 };
    }
    if (throttle.delayMs > 0) await wait(throttle.delayMs);
    const { currentPassword, newPassword } = parsed.data;
    const changed = await changePassword(admin.id, currentPassword, newPassword, sessionToken);
    if (!changed.ok) {
      // An expected refusal, answered as the form with its message (200), like the sign-in page.
      const errors = { currentPassword: t.wrongCurrent };
      return { result: { ok: false, intent: "password", message: t.wrongCurrent, errors }, status: 200 };
    }
    await clearFailedLogins(admin.username, address);
    audit({ action: "password", entityKind: "user", entityId: admin.id, summary: admin.username, intent: "password" });
    return { result: { ok: true, intent: "password", message: t.changed(changed.endedSessions) }, status: 200 };
  } catch (error) {
    console.error("Password change failed:", error);
    return { result: { ok: false, intent: "password", message: t.failed }, status: 500 };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
