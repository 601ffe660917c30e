/**
 * The account screen's 'Xác thực hai bước' card (decision 041): enrol the
 * authenticator app, add and remove passkeys, make new recovery codes, turn the factor off (with
 * the current password or a code). Every change ends the account's other sessions.
 */
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { vi } from "~/i18n/messages/admin-second-factor";
import { formatAdminDateTime } from "~/lib/admin-date";
import { idField } from "~/lib/ids";
import { PASSKEY_NAME_MAX, type SecondFactorActionResult, type SecondFactorCardView } from "~/lib/second-factor";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { beginLoginAttempt, clearFailedLogins, clientAddress } from "~/server/auth.server";
import { deviceFor, readDeviceTokens } from "~/server/device-cookie.server";
import { relyingPartyOf } from "~/server/second-step.server";
import { verifyAdminPassword } from "~/server/services/admin-users.server";
import { listPasskeys, registrationOptions } from "~/server/services/passkeys.server";
import { spendRecoveryCode } from "~/server/services/recovery-codes.server";
import {
  deletePasskey,
  enrolPasskey,
  enrolTotp,
  isSecondFactorRequired,
  regenerateRecoveryCodes,
  removeSecondFactor,
  saveRegistrationChallenge,
  secondFactorStatus,
} from "~/server/services/second-factor.server";
import type { AdminIdentity } from "~/server/services/sessions.server";
import { cancelTotpEnrolment, pendingTotpSecret, spendTotpCode } from "~/server/services/totp.server";
import { totpEnrolmentView } from "./login.second-factor.server";

const t = vi.account;

export async function getSecondFactorCard(admin: AdminIdentity): Promise<SecondFactorCardView> {
  const [status, passkeys, required] = await Promise.all([
    secondFactorStatus(admin.id),
    listPasskeys(admin.id),
    isSecondFactorRequired(),
  ]);
  return {
    enabled: status.enabled,
    required,
    totpSince: status.totpSince ? formatAdminDateTime(status.totpSince) : null,
    // Shown only once asked for ('totp-start'), and while it lasts.
    enrolment: status.totpPending ? await totpEnrolmentView(admin.id, admin.username) : null,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      created: formatAdminDateTime(p.createdAt),
      lastUsed: p.lastUsedAt ? formatAdminDateTime(p.lastUsedAt) : null,
    })),
    recoveryCodes: status.recoveryCodes,
  };
}

const code = z.string().trim().min(1).max(200);
export const secondFactorIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("totp-start") }),
  z.object({ intent: z.literal("totp-cancel") }),
  z.object({ intent: z.literal("totp-confirm"), code }),
  z.object({ intent: z.literal("passkey-options") }),
  z.object({
    intent: z.literal("passkey-add"),
    name: z.string().trim().min(1, t.passkeyNameRequired).max(PASSKEY_NAME_MAX, t.passkeyNameRequired),
    response: z.string().min(2).max(20_000),
  }),
  z.object({ intent: z.literal("passkey-remove"), id: idField }),
  z.object({ intent: z.literal("recovery-regenerate") }),
  z.object({ intent: z.literal("second-factor-off"), proof: code }),
]);

export interface SecondFactorAnswer {
  result: SecondFactorActionResult;
  status: number;
}

const ok = (intent: string, message: string, extra: Partial<SecondFactorActionResult> = {}): SecondFactorAnswer => ({
  result: { ok: true, intent, message, ...extra },
  status: 200,
});
const refused = (intent: string, message: string, status = 200): SecondFactorAnswer => ({
  result: { ok: false, intent, message, errors: {} },
  status,
});

function recordChange(admin: AdminIdentity, what: string) {
  audit({
    action: "update",
    entityKind: "user",
    entityId: admin.id,
    summary: `${admin.username}: ${what}`,
    intent: "save",
  });
}

/**
 * The password, a code or a recovery code, within the sign-in's limits (a wrong one counts as a
 * failed sign-in of the account from that address).
 */
async function proves(
  request: Request,
  admin: AdminIdentity,
  proof: string,
): Promise<boolean | { retryAfterSeconds: number }> {
  const address = clientAddress(request);
  const device = await deviceFor(await readDeviceTokens(request), admin.username);
  const { throttle, device: known } = await beginLoginAttempt(admin.username, address, undefined, device);
  if (throttle.blocked) return { retryAfterSeconds: throttle.retryAfterSeconds };
  const right =
    (await verifyAdminPassword(admin.id, proof)) ||
    (await spendTotpCode(admin.id, proof)) ||
    (await spendRecoveryCode(admin.id, proof));
  if (right) await clearFailedLogins(admin.username, address, undefined, known);
  return right;
}

/** The card's intents; null for any other (the account screen's own). */
export async function handleSecondFactorAction(
  form: FormData,
  admin: AdminIdentity,
  request: Request,
  sessionToken: string | null,
): Promise<SecondFactorAnswer | null> {
  const values = Object.fromEntries(form);
  const intent = String(values.intent ?? "");
  if (!secondFactorIntent.options.some((option) => option.shape.intent.value === intent)) return null;
  const parsed = secondFactorIntent.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return refused(intent, intent === "passkey-add" && message ? message : t.failed, 400);
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "totp-start":
        await pendingTotpSecret(admin.id);
        return ok(intent, "");
      case "totp-cancel":
        await cancelTotpEnrolment(admin.id);
        return ok(intent, "");
      case "totp-confirm": {
        const change = await enrolTotp(admin.id, input.code, sessionToken);
        if (!change.ok) return refused(intent, vi.enrol.wrongCode);
        recordChange(admin, vi.account.totpHeading);
        return ok(intent, t.totpEnrolled(change.endedSessions), { recoveryCodes: change.recoveryCodes });
      }
      case "passkey-options": {
        if (!sessionToken) return refused(intent, t.failed, 401);
        const options = await registrationOptions(relyingPartyOf(request), admin.id, admin.username);
        await saveRegistrationChallenge(sessionToken, admin.id, options.challenge);
        return ok(intent, "", { passkeyOptions: options });
      }
      case "passkey-add": {
        if (!sessionToken) return refused(intent, t.failed, 401);
        let response: RegistrationResponseJSON;
        try {
          response = JSON.parse(input.response);
        } catch {
          return refused(intent, t.passkeyFailed, 400);
        }
        const user = { id: admin.id, sessionToken };
        const change = await enrolPasskey(relyingPartyOf(request), user, input.name, response);
        if (!change.ok) return refused(intent, t.passkeyFailed);
        recordChange(admin, `${t.passkeysHeading} ${input.name}`);
        const recoveryCodes = change.recoveryCodes.length > 0 ? change.recoveryCodes : undefined;
        return ok(intent, t.passkeyAdded(change.endedSessions), { recoveryCodes });
      }
      case "passkey-remove": {
        const status = await secondFactorStatus(admin.id);
        if (!status.totp && status.passkeys <= 1) return refused(intent, t.passkeyLast);
        const change = await deletePasskey(admin.id, input.id ?? 0, sessionToken);
        if (!change.ok) return refused(intent, t.failed);
        recordChange(admin, `${t.passkeyRemove} ${change.name}`);
        return ok(intent, t.passkeyRemoved(change.name, change.endedSessions));
      }
      case "recovery-regenerate": {
        if (!(await secondFactorStatus(admin.id)).enabled) return refused(intent, t.failed);
        const change = await regenerateRecoveryCodes(admin.id, sessionToken);
        if (!change.ok) return refused(intent, t.failed);
        recordChange(admin, vi.recovery.regenerate);
        return ok(intent, vi.recovery.regenerated(change.endedSessions), { recoveryCodes: change.recoveryCodes });
      }
      case "second-factor-off": {
        if (await isSecondFactorRequired()) return refused(intent, t.offRequired);
        const proven = await proves(request, admin, input.proof);
        if (typeof proven === "object")
          return refused(intent, t.rateLimited(Math.ceil(proven.retryAfterSeconds / 60)), 429);
        if (!proven)
          return { result: { ok: false, intent, message: t.offWrong, errors: { proof: t.offWrong } }, status: 200 };
        const change = await removeSecondFactor(admin.id, sessionToken);
        if (!change.ok) return refused(intent, t.failed);
        recordChange(admin, t.offHeading);
        return ok(intent, t.offDone(change.endedSessions));
      }
    }
  } catch (error) {
    console.error(`Second factor: ${intent} failed:`, error);
    return refused(intent, t.failed, 500);
  }
}
