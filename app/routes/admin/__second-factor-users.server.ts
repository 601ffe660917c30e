/**
 * The administrators screen's 'Xác thực hai bước' card (decision 041): the site's
 * rule that every account must have a second factor, and resetting another account's factor
 * (its code, passkeys and recovery codes go, and its sessions end). Only a Quản trị viên: the
 * route's rule (lib/access.ts) admits no other role, and each action checks again.
 */
import { vi } from "~/i18n/messages/admin-second-factor";
import { idField } from "~/lib/ids";
import type { SecondFactorActionResult, SecondFactorUsersView } from "~/lib/second-factor";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { listAdmins } from "~/server/services/admin-users.server";
import {
  isSecondFactorRequired,
  removeSecondFactor,
  setSecondFactorRequired,
  usersWithSecondFactor,
} from "~/server/services/second-factor.server";
import type { AdminIdentity } from "~/server/services/sessions.server";

const t = vi.users;

export async function getSecondFactorUsers(self: AdminIdentity): Promise<SecondFactorUsersView> {
  const admins = await listAdmins();
  const [enabled, required] = await Promise.all([
    usersWithSecondFactor(admins.map((a) => a.id)),
    isSecondFactorRequired(),
  ]);
  return {
    required,
    accounts: admins.map((a) => ({
      id: a.id,
      username: a.username,
      enabled: enabled.has(a.id),
      isSelf: a.id === self.id,
    })),
  };
}

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("second-factor-reset"), id: idField }),
  z.object({ intent: z.literal("second-factor-policy"), required: z.enum(["on"]).optional() }),
]);

const INTENTS: readonly string[] = ["second-factor-reset", "second-factor-policy"];

export interface SecondFactorUsersAnswer {
  result: SecondFactorActionResult;
  status: number;
}

const answer = (ok: boolean, intent: string, message: string, status = 200): SecondFactorUsersAnswer => ({
  result: ok ? { ok, intent, message } : { ok, intent, message, errors: {} },
  status,
});

/** The card's intents; null for any other (the administrators screen's own). */
export async function handleSecondFactorUsersAction(
  form: FormData,
  self: AdminIdentity,
): Promise<SecondFactorUsersAnswer | null> {
  const intent = String(form.get("intent") ?? "");
  if (!INTENTS.includes(intent)) return null;
  if (self.role !== "admin") return answer(false, intent, t.failed, 403);
  const parsed = intents.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer(false, intent, t.failed, 400);
  const input = parsed.data;
  try {
    if (input.intent === "second-factor-policy") {
      const required = input.required === "on";
      // Whoever requires it has it: no one locks the site's only administrator out by a click.
      if (required && !(await usersWithSecondFactor([self.id])).has(self.id)) {
        return answer(false, intent, t.policyNeedsOwn);
      }
      const ended = await setSecondFactorRequired(required);
      audit({ action: "settings", entityKind: "settings", summary: t.auditPolicy(required), intent: "save" });
      return answer(true, intent, required ? t.policyOn(ended) : t.policyOff);
    }
    if (input.id === self.id) return answer(false, intent, t.resetSelf);
    const target = (await listAdmins()).find((a) => a.id === input.id);
    if (!target) return answer(false, intent, t.notFound);
    await removeSecondFactor(target.id, null);
    audit({
      action: "update",
      entityKind: "user",
      entityId: target.id,
      summary: t.audit(target.username),
      intent: "save",
    });
    return answer(true, intent, t.resetDone(target.username));
  } catch (error) {
    console.error(`Second factor: ${intent} failed:`, error);
    return answer(false, intent, t.failed, 500);
  }
}
