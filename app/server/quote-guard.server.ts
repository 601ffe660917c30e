/**
 * The quote form's guard against bots (issue 30.2, decision 028), no outside CAPTCHA service:
 * - a honeypot field people never see and bots fill;
 * - a signed timestamp: a post less than MIN_FILL_MS after the form was made is a script's, one
 *   without a valid signature is forged, one older than MAX_AGE_MS is answered with a fresh form;
 * - names never hold links; the body has a size limit (checked before it is read).
 * The rate limits and the refusal counters are in services/quote-requests.server.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const MIN_FILL_MS = 3_000;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The honeypot's name: a field browsers' autofill leaves alone, bots fill. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";

function signature(key: string, issuedAt: number): string {
  return createHmac("sha256", key).update(`quote-form:${issuedAt}`).digest("base64url");
}

/** A token of the moment the form was made: `<ms>.<signature>`. */
export function issueFormToken(key: string, now = Date.now()): string {
  return `${now}.${signature(key, now)}`;
}

export type TokenCheck = "ok" | "too_fast" | "expired" | "bad_token";

/** What a posted token says of the post: in time, too fast, too old, or forged. */
export function checkFormToken(key: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token.length > 100) return "bad_token";
  const [at, sig] = token.split(".");
  const issuedAt = Number(at);
  if (!Number.isSafeInteger(issuedAt) || !sig) return "bad_token";
  const expected = Buffer.from(signature(key, issuedAt));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bad_token";
  if (issuedAt > now + 60_000) return "bad_token";
  if (now - issuedAt < MIN_FILL_MS) return "too_fast";
  if (now - issuedAt > MAX_AGE_MS) return "expired";
  return "ok";
}
