/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies",
 * decision 042): a browser where an account signed in before carries a token signed for that
 * account, and is not held back by the account's or the address's sign-in limits. A token is
 * `<nonce>.<HMAC(secret, account, nonce)>`: it names the account only through its signature (the
 * cookie does not show the username), cannot be made without the database's secret, and is
 * replaced by a new one at every successful sign-in. Its own failures are counted per nonce
 * (RATE_LIMITS.loginDevice, in auth.server.ts): after a few the token is no longer trusted.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { limitsSecret } from "./services/rate-limits.server";

export const DEVICE_COOKIE = "admin_device";
/** Kept a year: a device cookie is worth most on the day the account is under attack. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Accounts remembered per browser (an office computer shared by a few colleagues). */
export const MAX_DEVICE_ACCOUNTS = 5;

// Path /admin: sent to the sign-in (and its .data requests) and the account page, never to the
// public pages (the render cache and the shared caches in front never see it).
const deviceCookieJar = createCookie(DEVICE_COOKIE, { path: "/admin", httpOnly: true, sameSite: "lax" });

const TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

function macOf(secret: string, account: string, nonce: string): string {
  return createHmac("sha256", secret).update(`admin-device\n${account}\n${nonce}`).digest("base64url");
}

/** The tokens a request's device cookie holds (well-formed ones only, at most MAX_DEVICE_ACCOUNTS). */
export async function readDeviceTokens(request: Request): Promise<string[]> {
  let value: unknown;
  try {
    value = await deviceCookieJar.parse(request.headers.get("Cookie"));
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((token): token is string => typeof token === "string" && TOKEN.test(token))
    .slice(0, MAX_DEVICE_ACCOUNTS);
}

/** The device id (the token's nonce) when one of `tokens` was signed for `account`, else null. */
export async function deviceFor(tokens: readonly string[], account: string): Promise<string | null> {
  if (tokens.length === 0) return null;
  const secret = await limitsSecret();
  for (const token of tokens) {
    const [nonce = "", mac = ""] = token.split(".");
    const expected = Buffer.from(macOf(secret, account, nonce));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}

/**
 * The Set-Cookie value after `account` signed in on this device: a new token for it first (the
 * old one, trusted or not, goes), then the other accounts' tokens this browser holds.
 */
export async function rememberDevice(tokens: readonly string[], account: string, secure: boolean): Promise<string> {
  const secret = await limitsSecret();
  const nonce = randomBytes(16).toString("base64url");
  const others: string[] = [];
  for (const token of tokens) if ((await deviceFor([token], account)) === null) others.push(token);
  const kept = [`${nonce}.${macOf(secret, account, nonce)}`, ...others].slice(0, MAX_DEVICE_ACCOUNTS);
  return deviceCookieJar.serialize(kept, { maxAge: DEVICE_COOKIE_MAX_AGE_S, secure });
}
