/**
 * The quote form's guard against bots and floods (decision 028; limits:
 * decision 039), no outside CAPTCHA service:
 * - a honeypot field people never see and bots fill;
 * - a signed token of the moment the form was made: a post less than MIN_FILL_MS after it is a
 *   script's, one without a valid signature is forged, one older than MAX_AGE_MS is answered with
 *   a fresh form; a token stores one request (its digest is kept until it would have expired);
 * - names never hold links; the body has a size limit (checked before it is read);
 * - per address and per email limits, and at most 3 acknowledgements a day to one recipient
 *   (rate-limit.server.ts). The refusal counters are in services/quote-requests.server.ts.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { now } from "./clock.server";
import { consume, RATE_LIMITS } from "./rate-limit.server";
import { isFormTokenUsed } from "./services/quote-requests.server";

export const MIN_FILL_MS = 3_000;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The honeypot's name: a field browsers' autofill leaves alone, bots fill. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";

function signature(key: string, issuedAt: number, nonce: string): string {
  const signed = nonce ? `quote-form:${issuedAt}:${nonce}` : `quote-form:${issuedAt}`;
  return createHmac("sha256", key).update(signed).digest("base64url");
}

/**
 * A token of the moment the form was made: `<ms>.<nonce>.<signature>`. The random nonce makes
 * two forms made in the same millisecond two tokens (each stores one request).
 */
export function issueFormToken(key: string, at = Date.now()): string {
  const nonce = randomBytes(9).toString("base64url");
  return `${at}.${nonce}.${signature(key, at, nonce)}`;
}

export type TokenCheck = "ok" | "too_fast" | "expired" | "bad_token";

/** The parts of a well-formed token (`<ms>.<signature>`, made before tokens were single-use, has no nonce). */
function partsOf(token: unknown): { issuedAt: number; nonce: string; sig: string } | null {
  if (typeof token !== "string" || token.length > 120) return null;
  const parts = token.split(".");
  const [at, nonce, sig] = parts.length === 2 ? [parts[0], undefined, parts[1]] : parts;
  const issuedAt = Number(at);
  if (parts.length > 3 || nonce === "" || !Number.isSafeInteger(issuedAt) || !sig) return null;
  return { issuedAt, nonce: nonce ?? "", sig };
}

/** What a posted token says of the post: in time, too fast, too old, or forged. */
export function checkFormToken(key: string, token: unknown, at = Date.now()): TokenCheck {
  const parts = partsOf(token);
  if (!parts) return "bad_token";
  const expected = Buffer.from(signature(key, parts.issuedAt, parts.nonce));
  const given = Buffer.from(parts.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bad_token";
  if (parts.issuedAt > at + 60_000) return "bad_token";
  if (at - parts.issuedAt < MIN_FILL_MS) return "too_fast";
  if (at - parts.issuedAt > MAX_AGE_MS) return "expired";
  return "ok";
}

/** How a used token is kept: its digest (never the token) until it would have expired anyway. */
export interface FormTokenUse {
  digest: string;
  expiresAt: Date;
}

/** The use a token makes when it stores a request (for a token checkFormToken found "ok"). */
export function formTokenUse(token: string): FormTokenUse {
  const issuedAt = partsOf(token)?.issuedAt ?? 0;
  return {
    digest: createHash("sha256").update(`quote-form-token:${token}`).digest("base64url"),
    expiresAt: new Date(issuedAt + MAX_AGE_MS),
  };
}

/** checkFormToken, and "used" for a valid token that has stored a request already (a replay). */
export async function checkFormTokenUse(
  key: string,
  token: unknown,
  at = now().getTime(),
): Promise<TokenCheck | "used"> {
  const check = checkFormToken(key, token, at);
  if (check !== "ok") return check;
  return (await isFormTokenUsed(formTokenUse(String(token)).digest)) ? "used" : "ok";
}

export type Admission =
  | { ok: true; acknowledge: boolean; takeBack: () => Promise<void> }
  | { ok: false; reason: "rate_address" | "rate_email" };

/**
 * The limits of a request that passed every other check: per client address (a hospital's
 * buyers share one) and per email, counted together; then, when the acknowledgement is on,
 * whether this recipient may still get one today (past the cap the request is stored and staff
 * told all the same). `takeBack` returns the tries of a request that could not be stored.
 */
export async function admitQuoteRequest(
  address: string,
  email: string,
  acknowledgement: boolean,
  at = now(),
): Promise<Admission> {
  const recipient = email.trim().toLowerCase();
  const limits = await consume(
    [
      { limit: RATE_LIMITS.quoteAddress, subject: address },
      { limit: RATE_LIMITS.quoteEmail, subject: recipient },
    ],
    at,
  );
  if (!limits.ok) {
    const byAddress = limits.refused.some((r) => r.limit === RATE_LIMITS.quoteAddress);
    return { ok: false, reason: byAddress ? "rate_address" : "rate_email" };
  }
  const acknowledged = acknowledgement
    ? await consume({ limit: RATE_LIMITS.quoteAcknowledgement, subject: recipient }, at)
    : null;
  return {
    ok: true,
    acknowledge: acknowledged?.ok ?? false,
    takeBack: async () => {
      await limits.takeBack();
      await acknowledged?.takeBack();
    },
  };
}
