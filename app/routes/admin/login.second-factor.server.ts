/**
 * The sign-in's second step, 'Xác thực hai bước' (decision 041): a code from the
 * authenticator app, a passkey or a recovery code; or, when the site requires a factor the account
 * lacks, its enrolment (the account can do nothing else first: it has no session until then).
 */
import { data, redirect } from "react-router";
import { vi as admin } from "~/i18n/messages/admin";
import { vi } from "~/i18n/messages/admin-second-factor";
import type { SecondFactorActionResult, TotpEnrolmentView } from "~/lib/second-factor";
import { z } from "~/lib/zod";
import {
  getAdmin,
  isSecureRequest,
  LOGIN_PATH,
  safeRedirectPath,
  sessionCookie,
  signInClient,
} from "~/server/auth.server";
import { rememberDevice } from "~/server/device-cookie.server";
import { qrCodeOf } from "~/server/qr-code.server";
import {
  clearedSecondStepCookie,
  completeEnrolment,
  completeSecondStep,
  passkeyOptionsFor,
  readSecondStep,
  type SecondStepProof,
} from "~/server/second-step.server";
import { enrolTotp, secondFactorStatus } from "~/server/services/second-factor.server";
import { pendingTotpSecret, provisioningUri } from "~/server/services/totp.server";

const t = vi.step;

export type SecondStepView =
  | { state: "verify"; username: string; totp: boolean; recovery: boolean; passkeyOptions: unknown; redirectTo: string }
  | { state: "enrol"; username: string; enrolment: TotpEnrolmentView; redirectTo: string }
  | { state: "done"; redirectTo: string };

/** The enrolment's QR code and secret for an account (the site's name as the app shows it). */
export async function totpEnrolmentView(userId: number, username: string): Promise<TotpEnrolmentView | null> {
  const secret = await pendingTotpSecret(userId);
  if (!secret) return null;
  return {
    qr: qrCodeOf(provisioningUri(secret, admin.siteTitle, username)),
    secret: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
  };
}

export async function getSecondStepPage(request: Request): Promise<SecondStepView> {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  const pending = await readSecondStep(request);
  if (!pending) {
    // Signed in (the enrolment just completed, its codes on screen): the page offers to go on.
    if (await getAdmin(request)) return { state: "done", redirectTo: safeRedirectPath(redirectTo) };
    throw redirect(redirectTo ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}` : LOGIN_PATH);
  }
  if (pending.kind === "enrol") {
    const enrolment = await totpEnrolmentView(pending.userId, pending.username);
    if (!enrolment) throw redirect(LOGIN_PATH);
    return { state: "enrol", username: pending.username, enrolment, redirectTo };
  }
  const status = await secondFactorStatus(pending.userId);
  return {
    state: "verify",
    username: pending.username,
    totp: status.totp,
    recovery: status.recoveryCodes > 0,
    passkeyOptions: status.passkeys > 0 ? await passkeyOptionsFor(request, pending) : null,
    redirectTo,
  };
}

const codeField = z.string().trim().min(1).max(64);
const stepIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("totp"), code: codeField }),
  z.object({ intent: z.literal("recovery"), code: codeField }),
  z.object({ intent: z.literal("passkey"), response: z.string().min(2).max(20_000) }),
  z.object({ intent: z.literal("enrol"), code: codeField }),
]);

type Answer = SecondFactorActionResult & { expired?: boolean };

const refusal = (intent: string, message: string, init?: number | ResponseInit) =>
  data<Answer>({ ok: false, intent, message }, init);

/** The Set-Cookie values of a completed sign-in: its session, the step's cookie gone, the device known. */
async function signedIn(request: Request, username: string, session: { token: string; expiresAt: Date }) {
  const secure = isSecureRequest(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await sessionCookie(session.token, session.expiresAt, secure));
  headers.append("Set-Cookie", await clearedSecondStepCookie(secure));
  headers.append(
    "Set-Cookie",
    await rememberDevice((await signInClient(request)).deviceTokens ?? [], username, secure),
  );
  return headers;
}

function proofOf(request: z.infer<typeof stepIntent>): SecondStepProof | null {
  if (request.intent === "totp" || request.intent === "recovery") return { method: request.intent, code: request.code };
  if (request.intent !== "passkey") return null;
  try {
    return { method: "passkey", response: JSON.parse(request.response) };
  } catch {
    return null;
  }
}

export async function handleSecondStep(request: Request, form: FormData) {
  const parsed = stepIntent.safeParse(Object.fromEntries(form));
  const intent = String(form.get("intent") ?? "unknown");
  const invalid = intent === "recovery" ? t.invalidRecovery : intent === "passkey" ? t.invalidPasskey : t.invalidCode;
  if (!parsed.success) return refusal(intent, invalid, 400);
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const pending = await readSecondStep(request);
  if (!pending) return data<Answer>({ ok: false, intent, message: t.expired, expired: true });

  if (parsed.data.intent === "enrol") {
    if (pending.kind !== "enrol") return refusal(intent, t.failed, 400);
    const change = await enrolTotp(pending.userId, parsed.data.code, null);
    if (!change.ok) return refusal(intent, vi.enrol.wrongCode);
    const session = await completeEnrolment(request, pending);
    if (!session) return data<Answer>({ ok: false, intent, message: t.expired, expired: true });
    const headers = await signedIn(request, pending.username, session);
    return data<Answer>({ ok: true, intent, message: t.enrolled, recoveryCodes: change.recoveryCodes }, { headers });
  }

  const proof = proofOf(parsed.data);
  if (!proof) return refusal(intent, invalid, 400);
  const result = await completeSecondStep(request, proof);
  if (result.ok)
    return redirect(redirectTo, { status: 303, headers: await signedIn(request, pending.username, result) });
  if (result.reason === "rate-limited") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return refusal(intent, t.rateLimited(minutes), {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  if (result.reason === "expired") {
    const headers = { "Set-Cookie": await clearedSecondStepCookie(isSecureRequest(request)) };
    return data<Answer>({ ok: false, intent, message: t.expired, expired: true }, { headers });
  }
  // An expected refusal, answered as the form with its message (200), as the sign-in page does.
  return refusal(intent, invalid);
}
