/**
 * The sign-in's second step (decision 041). After a correct password, an account with
 * a factor (or without one, when the site requires it) is not signed in: it gets a half-signed
 * state, a row in second_factor_challenges named by a random token in its own short-lived
 * cookie (path /admin/login, 5 minutes). No session guard reads that cookie, so it opens nothing
 * but this step. Each code checked counts as a sign-in attempt within the sign-in's limits (a
 * right one clears them, as a right password does), and five wrong ones drop the state.
 */

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { createCookie } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { recordAudit } from "./audit.server";
import {
  beginLoginAttempt,
  clearFailedLogins,
  clientAddress,
  completeSignIn,
  DEFAULT_ADMIN_PATH,
  type SignInResult,
  signInClient,
} from "./auth.server";
import { deviceFor } from "./device-cookie.server";
import { authenticationOptions, type RelyingParty, verifyPasskey } from "./services/passkeys.server";
import { spendRecoveryCode } from "./services/recovery-codes.server";
import {
  countChallengeFailure,
  deleteChallenge,
  type PendingSignIn,
  readChallenge,
  setWebauthnChallenge,
} from "./services/second-factor.server";
import { spendTotpCode } from "./services/totp.server";

export const SECOND_STEP_PATH = "/admin/login/second-factor";
const SECOND_STEP_COOKIE = "admin_second_step";

const challengeCookieJar = createCookie(SECOND_STEP_COOKIE, { path: "/admin/login", httpOnly: true, sameSite: "lax" });

/** The second step's page, asked to go on to `redirectTo` (already a safe admin path). */
export function secondStepPath(redirectTo: string): string {
  return redirectTo === DEFAULT_ADMIN_PATH
    ? SECOND_STEP_PATH
    : `${SECOND_STEP_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export function secondStepCookie(token: string, expiresAt: Date, secure: boolean): Promise<string> {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return challengeCookieJar.serialize(token, { maxAge, expires: expiresAt, secure });
}

export function clearedSecondStepCookie(secure: boolean): Promise<string> {
  return challengeCookieJar.serialize("", { maxAge: 0, expires: new Date(0), secure });
}

/** The request's half-signed state, or null (none, expired, or a forged cookie). */
export async function readSecondStep(request: Request): Promise<PendingSignIn | null> {
  const token: unknown = await challengeCookieJar.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token !== "" ? readChallenge(token) : null;
}

/**
 * The relying party of a passkey: the site as this request reached it (Express builds the address
 * from the Host, or from X-Forwarded-Host behind a trusted proxy). A forged Host cannot help a
 * phishing page: the browser puts its own origin in what the passkey signs, and refuses an RP ID
 * that is not its own host.
 */
export function relyingPartyOf(request: Request): RelyingParty {
  const url = new URL(request.url);
  return { id: url.hostname, origin: url.origin, name: vi.siteTitle };
}

/** Options for a passkey to sign, kept with the half-signed state; null without passkeys. */
export async function passkeyOptionsFor(request: Request, pending: PendingSignIn) {
  const options = await authenticationOptions(relyingPartyOf(request), pending.userId);
  if (options) await setWebauthnChallenge(pending.id, options.challenge);
  return options;
}

export type SecondStepProof =
  | { method: "totp"; code: string }
  | { method: "recovery"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON };

export type SecondStepResult =
  | Extract<SignInResult, { ok: true }>
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

async function proves(request: Request, pending: PendingSignIn, proof: SecondStepProof, now: Date) {
  switch (proof.method) {
    case "totp":
      return spendTotpCode(pending.userId, proof.code, now);
    case "recovery":
      return spendRecoveryCode(pending.userId, proof.code, now);
    case "passkey":
      return pending.webauthnChallenge !== null
        ? verifyPasskey(relyingPartyOf(request), pending.userId, proof.response, pending.webauthnChallenge, now)
        : false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks the second step of the request's half-signed state; a right one ends that state and
 * opens a session (the caller sets its cookie and clears the step's).
 */
export async function completeSecondStep(
  request: Request,
  proof: SecondStepProof,
  now = new Date(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<SecondStepResult> {
  const pending = await readSecondStep(request);
  if (pending?.kind !== "sign-in") return { ok: false, reason: "expired" };
  const address = clientAddress(request);
  const client = await signInClient(request);
  const device = await deviceFor(client.deviceTokens ?? [], pending.username);
  const { throttle, device: knownDevice } = await beginLoginAttempt(pending.username, address, now, device);
  if (throttle.blocked) return { ok: false, reason: "rate-limited", retryAfterSeconds: throttle.retryAfterSeconds };
  if (throttle.delayMs > 0) await wait(throttle.delayMs);
  if (!(await proves(request, pending, proof, now))) {
    const { userId, username } = pending;
    await recordAudit([{ userId, username, action: "login_failed", entityKind: "session", address, at: now }]);
    const alive = await countChallengeFailure(pending.id);
    return { ok: false, reason: alive ? "invalid" : "expired" };
  }
  // Only one request completes a state (two right codes at once open one session).
  if (!(await deleteChallenge(pending.id))) return { ok: false, reason: "expired" };
  await clearFailedLogins(pending.username, address, now, knownDevice);
  return completeSignIn({ id: pending.userId, username: pending.username }, address, now, client);
}

/** Ends an enrolment's half-signed state once the factor is confirmed, and signs the account in. */
export async function completeEnrolment(request: Request, pending: PendingSignIn, now = new Date()) {
  if (!(await deleteChallenge(pending.id))) return null;
  const address = clientAddress(request);
  const client = await signInClient(request);
  const device = await deviceFor(client.deviceTokens ?? [], pending.username);
  await clearFailedLogins(pending.username, address, now, device);
  return completeSignIn({ id: pending.userId, username: pending.username }, address, now, client);
}
