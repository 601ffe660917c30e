/**
 * The account screen: change one's own password. The current password is checked within the
 * sign-in limits (a wrong one counts as a failed sign-in of that username from that address), and
 * every other session of the administrator ends; the one that made the change stays.
 */

import { vi } from "~/i18n/messages/admin-accounts";
import { vi as sessionTexts } from "~/i18n/messages/admin-sessions";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import { formatAdminDateTime } from "~/lib/admin-date";
import { describeUserAgent, type SessionsCardView } from "~/lib/admin-sessions";
import { changePasswordSchema } from "~/lib/validation/accounts";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { beginLoginAttempt, clearFailedLogins, clientAddress } from "~/server/auth.server";
import { deviceFor, readDeviceTokens } from "~/server/device-cookie.server";
import { changePassword } from "~/server/services/admin-users.server";
import { type AdminIdentity, endOtherSessions, endSession, listSessions } from "~/server/services/sessions.server";

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
  deviceTokens: readonly string[] = [],
): Promise<AccountActionAnswer> {
  const values = Object.fromEntries(form);
  const sessions = sessionIntent.safeParse(values);
  if (sessions.success) return handleSessionIntent(sessions.data, admin, sessionToken);
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
    // The account's known device is not held back by a guesser's attack on its sign-in.
    const device = await deviceFor(deviceTokens, admin.username);
    const { throttle, device: knownDevice } = await beginLoginAttempt(admin.username, address, undefined, device);
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
    await clearFailedLogins(admin.username, address, undefined, knownDevice);
    audit({ action: "password", entityKind: "user", entityId: admin.id, summary: admin.username, intent: "password" });
    return { result: { ok: true, intent: "password", message: t.changed(changed.endedSessions) }, status: 200 };
  } catch (error) {
    console.error("Password change failed:", error);
    return { result: { ok: false, intent: "password", message: t.failed }, status: 500 };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The sessions card: see and end this account's other sessions

const sessionIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end-session"), handle: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("end-other-sessions") }),
]);

/** This account's live sessions, the request's own first (`sessionToken`: its cookie's token). */
export async function getSessionsCard(admin: AdminIdentity, sessionToken: string | null): Promise<SessionsCardView> {
  const rows = await listSessions(admin.id, sessionToken);
  return {
    sessions: rows.map((row) => ({
      handle: row.handle,
      ...describeUserAgent(row.userAgent),
      address: row.address,
      created: formatAdminDateTime(row.createdAt),
      lastSeen: formatAdminDateTime(row.lastSeenAt),
      current: row.current,
    })),
  };
}

/** Ends one other session, or every other one; the request's own stays (signing out ends that). */
async function handleSessionIntent(
  intent: z.infer<typeof sessionIntent>,
  admin: AdminIdentity,
  sessionToken: string | null,
): Promise<AccountActionAnswer> {
  const s = sessionTexts;
  try {
    if (intent.intent === "end-other-sessions") {
      const ended = await endOtherSessions(admin.id, sessionToken);
      if (ended > 0)
        audit({ action: "delete", entityKind: "session", summary: s.auditEndedOthers(ended), intent: "remove" });
      return { result: { ok: true, intent: intent.intent, message: s.endedOthers(ended) }, status: 200 };
    }
    const ended = await endSession(admin.id, intent.handle, sessionToken);
    if (!ended) return { result: { ok: false, intent: intent.intent, message: s.notFound }, status: 200 };
    const { browser, os } = describeUserAgent(ended.userAgent);
    const summary = s.auditEnded(s.device(browser, os), ended.address || s.unknownAddress);
    audit({ action: "delete", entityKind: "session", summary, intent: "remove" });
    return { result: { ok: true, intent: intent.intent, message: s.ended }, status: 200 };
  } catch (error) {
    console.error("Ending a session failed:", error);
    return { result: { ok: false, intent: intent.intent, message: s.failed }, status: 500 };
  }
}

/** The action as the route calls it: who asks, from where, on which device, with the form. */
export async function runAccountAction(
  request: Request,
  form: FormData,
  admin: AdminIdentity,
  sessionToken: string | null,
) {
  return handleAccountAction(form, admin, sessionToken, clientAddress(request), sleep, await readDeviceTokens(request));
}
