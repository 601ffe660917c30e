/**
 * Admin authentication: the session cookie, sign-in and sign-out, and the guard that every
 * admin route runs through (the admin layout's middleware, see app/routes/admin/layout.tsx).
 */
import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { vi as adminTexts } from "~/i18n/messages/admin";
import { type AccessKind, accessKindOf, may } from "~/lib/access";
import type { ForbiddenBody } from "~/lib/forbidden";
import { safeLocalPath } from "~/lib/safe-path";
import { audit, recordAudit, runAudited } from "./audit.server";
import { now } from "./clock.server";
import { deviceFor, readDeviceTokens } from "./device-cookie.server";
import { consume, forget, RATE_LIMITS, type RateLimit, reduce } from "./rate-limit.server";
import { CLIENT_ADDRESS_HEADER } from "./request-headers.server";
import { authenticateAdmin, recordSuccessfulLogin } from "./services/admin-users.server";
import { createChallenge, secondStepKind } from "./services/second-factor.server";
import {
  type AdminIdentity,
  createSession,
  deleteSession,
  getSession,
  pruneExpiredSessions,
} from "./services/sessions.server";
import { answeringUnavailable } from "./unavailable.server";

export type { AdminIdentity } from "./services/sessions.server";

export const SESSION_COOKIE = "admin_session";
export const LOGIN_PATH = "/admin/login";
export const DEFAULT_ADMIN_PATH = "/admin/dashboard";
// "/" rather than "/admin": the data of /admin itself is fetched from /admin.data, which a
// cookie scoped to /admin would not reach.
const COOKIE_PATH = "/";

// ---------------------------------------------------------------------------------------------
// The cookie

// Unsigned: there is no server secret to sign with, and none is needed. The cookie carries a
// random 256-bit token that means nothing until admin_sessions holds its SHA-256, so a forged or
// altered value opens no session. createCookie encodes the token (base64 JSON).
const sessionCookieJar = createCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax" });

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookieJar.parse(request.headers.get("Cookie"));
  // A hand-made value decodes to something other than a string (or to nothing).
  return typeof value === "string" && value !== "" ? value : null;
}

/** Whether the request sends a non-empty session cookie at all, valid or not. */
async function carriesSessionCookie(request: Request): Promise<boolean> {
  const value: unknown = await sessionCookieJar.parse(request.headers.get("Cookie"));
  return value !== null && value !== "";
}

/** HTTPS as the client sees it (Express reports X-Forwarded-Proto from a proxy named in TRUST_PROXY). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): Promise<string> {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return sessionCookieJar.serialize(token, { maxAge, expires: expiresAt, secure });
}

export function clearedSessionCookie(secure: boolean): Promise<string> {
  return sessionCookieJar.serialize("", { maxAge: 0, expires: new Date(0), secure });
}

/** The signed-in administrator of a request, or null (an expired session is deleted on the way). */
export async function getAdmin(request: Request): Promise<AdminIdentity | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  return (await getSession(token))?.admin ?? null;
}

// ---------------------------------------------------------------------------------------------
// Where to go after signing in

/**
 * A same-site admin path from ?redirectTo=, or the dashboard. Anything else (another site,
 * "//host", backslashes, encoded forms: see safe-path.ts; the login page itself) falls back to the dashboard.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  const target = safeLocalPath(value);
  if (!target) return DEFAULT_ADMIN_PATH;
  const url = new URL(target, "http://admin.invalid");
  const isAdmin = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (!isAdmin || url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return DEFAULT_ADMIN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, asked to come back to this request's page afterwards. */
export function loginPathFor(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === DEFAULT_ADMIN_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

// ---------------------------------------------------------------------------------------------
// The guard

export const adminContext = createContext<AdminIdentity | null>(null);

function unauthorized(): Response {
  return Response.json({ error: "Unauthorized" }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

/**
 * Inner guard: without a live session nothing below runs; the request is answered 401.
 * React Router turns that into a 401 single-fetch answer for `.data` requests, hands it through
 * as is for resource routes, and renders the admin error page for documents (which the outer
 * guard replaces with a redirect).
 */
const requireSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const admin = await getAdmin(request);
  if (!admin) throw unauthorized();
  context.set(adminContext, admin);
  return markPrivate(await next());
};

/** Admin pages and data are private: never stored by the browser or a proxy, never indexed. */
function markPrivate(response: Response): Response {
  const mark = (target: Response) => {
    target.headers.set("Cache-Control", "private, no-store");
    target.headers.set("X-Robots-Tag", "noindex, nofollow");
    return target;
  };
  try {
    return mark(response);
  } catch {
    // Some responses (Response.redirect(), a fetch() answer) have read-only headers.
    return mark(new Response(response.body, response));
  }
}

/**
 * Outer guard: a page (an HTML answer) refused for lack of a session becomes a redirect to the
 * login page, which comes back here afterwards. `.data` requests and resource routes keep their
 * 401 (in the browser, the admin layout's client middleware turns a 401 into the same trip to the
 * login page). React Router alone knows which kind of request this is, so the guard decides on
 * the answer it produced.
 */
const redirectPagesToLogin: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (response.status !== 401 || !isPage) return response;
  await response.body?.cancel();
  const headers = new Headers({ "Cache-Control": "no-store" });
  // A cookie that no longer opens a session is removed.
  if (await carriesSessionCookie(request))
    headers.append("Set-Cookie", await clearedSessionCookie(isSecureRequest(request)));
  return redirect(loginPathFor(new URL(request.url)), { headers });
};

/**
 * Every admin write is recorded in the audit log with who, what and from where (audit.server.ts).
 * It wraps the session check, and reads the administrator that check admitted once the action ran.
 */
const auditWrites: MiddlewareFunction<Response> = ({ request, context }, next) =>
  runAudited(request, () => context.get(adminContext), clientAddress, next);

/** A refusal by role: 403, with the texts a page shows (ForbiddenNotice) and a fetch reads. */
export function forbidden(kind: AccessKind): Response {
  const t = adminTexts.session;
  const body: ForbiddenBody = {
    error: "Forbidden",
    title: t.forbiddenTitle,
    message: kind === "load" ? t.forbiddenText : t.forbiddenAction,
    back: { href: DEFAULT_ADMIN_PATH, label: t.backToDashboard },
  };
  return Response.json(body, { status: 403, headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The roles' table (lib/access.ts, decision 040), for every loader and action below the layout:
 * a role the route's rule does not name is answered 403 before anything runs. A route missing from
 * the table is refused to everyone. React Router renders the 403 as the page's error for a page,
 * encodes it for a `.data` request and hands it through as is for a resource route.
 */
const enforceAccess: MiddlewareFunction<Response> = ({ request, context, pattern }, next) => {
  const kind = accessKindOf(request.method);
  if (!may(requireAdmin(context).role, pattern, kind)) throw forbidden(kind);
  return next();
};

/**
 * The admin layout's middleware: every route inside it requires a session and the role its rule
 * names; its writes are audited (a refused one is not: nothing was done). A step failing for want
 * of the database or the storage answers 503 rather than an error page (unavailable.server.ts).
 */
export const adminGuard: MiddlewareFunction<Response>[] = [
  redirectPagesToLogin,
  auditWrites,
  requireSession,
  enforceAccess,
].map(answeringUnavailable);

/**
 * The administrator the guard admitted. Actions call it for the user id, and as a second lock:
 * a route that ended up outside the guarded layout answers 401 instead of acting.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminIdentity {
  const admin = context.get(adminContext);
  if (!admin) throw unauthorized();
  return admin;
}

// ---------------------------------------------------------------------------------------------
// The sign-in's limits (decision 007), counted by the rate-limit module (decision 039)

/**
 * Guessing is stopped per account and per address, and nobody can lock the owner out (decision
 * 042):
 * - a device where the account signed in before (its device cookie, device-cookie.server.ts) is
 *   held back by none of the limits below: its own failures count per device cookie, and 5 of them
 *   without a success make it an unknown device again;
 * - from any other device, per username: at most 50 failed checks in an hour's window (so never
 *   more than 100 in any 60 minutes, ASVS 2.2.1), from all addresses together; once the username
 *   has failed 3 times in that window, every further attempt waits 250 ms, doubling with each
 *   failure up to 4 s, before its password is checked;
 * - per (username, address): 5 failures in 15 minutes block that address for that username;
 * - per address: 20 failures (an office shares one address) block the address.
 * The password change (/admin/account) counts its wrong current passwords the same way.
 */
export const LOGIN_WINDOW_MS = RATE_LIMITS.loginAddress.windows[0].ms;
export const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = RATE_LIMITS.loginUsernameAddress.windows[0].points;
export const MAX_FAILURES_PER_ADDRESS = RATE_LIMITS.loginAddress.windows[0].points;
export const MAX_FAILURES_PER_USERNAME = RATE_LIMITS.loginUsername.windows[0].points;
export const USERNAME_WINDOW_MS = RATE_LIMITS.loginUsername.windows[0].ms;
export const MAX_FAILURES_PER_DEVICE = RATE_LIMITS.loginDevice.windows[0].points;
export const SLOW_DOWN_AFTER_USERNAME_FAILURES = 3;
export const SLOW_DOWN_BASE_MS = 250;
export const SLOW_DOWN_MAX_MS = 4_000;

export type LoginThrottle =
  | { blocked: false; delayMs: number }
  | { blocked: true; scope: LoginScope; retryAfterSeconds: number };

type LoginScope = "username-address" | "address" | "username";

/** What a sign-in attempt from a device the account has not signed in on counts, in this order. */
const LOGIN_COUNTERS: readonly { limit: RateLimit; scope: LoginScope; subject: (u: string, a: string) => string }[] = [
  { limit: RATE_LIMITS.loginUsernameAddress, scope: "username-address", subject: (u, a) => `${u}\n${a}` },
  { limit: RATE_LIMITS.loginAddress, scope: "address", subject: (_, a) => a },
  { limit: RATE_LIMITS.loginUsername, scope: "username", subject: (u) => u },
];

/** The slow-down for a username that has failed `failures` times (0 below the threshold). */
export function slowDownMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER_USERNAME_FAILURES) return 0;
  const steps = failures - SLOW_DOWN_AFTER_USERNAME_FAILURES;
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_BASE_MS * 2 ** Math.min(steps, 16));
}

/** How an attempt was let through: by its device cookie (`device`: its id), or by the limits. */
export interface LoginAttempt {
  throttle: LoginThrottle;
  device: string | null;
}

/**
 * Counts a sign-in attempt as a failure before the password is checked, then answers whether
 * it may go ahead (and after what delay). Counting first means a burst of parallel guesses
 * cannot all pass before any of them is counted. A refused attempt is not kept; a block lifts
 * when the window that filled it ends. `device`: the id of a device cookie signed for this
 * username (deviceFor), which exempts the attempt while its own failures stay few.
 */
export async function beginLoginAttempt(
  username: string,
  address: string,
  at: Date = now(),
  device: string | null = null,
): Promise<LoginAttempt> {
  if (device) {
    const known = await consume({ limit: RATE_LIMITS.loginDevice, subject: device }, at);
    if (known.ok) return { throttle: { blocked: false, delayMs: 0 }, device };
    // Too many failures through this cookie: the device is treated as unknown.
  }
  const verdict = await consume(
    LOGIN_COUNTERS.map(({ limit, subject }) => ({ limit, subject: subject(username, address) })),
    at,
  );
  if (!verdict.ok) {
    // When several are full the caller waits for the last of them.
    const longest = [...verdict.refused].sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0];
    const scope = LOGIN_COUNTERS.find((counter) => counter.limit === longest?.limit)?.scope ?? "address";
    const retryAfterSeconds = Math.max(1, Math.ceil((longest?.retryAfterMs ?? 0) / 1000));
    return { throttle: { blocked: true, scope, retryAfterSeconds }, device: null };
  }
  // The username's failures before this attempt, from every address.
  const before = (verdict.counts[LOGIN_COUNTERS.findIndex((c) => c.scope === "username")]?.[0] ?? 1) - 1;
  return { throttle: { blocked: false, delayMs: slowDownMs(before) }, device: null };
}

/**
 * A successful sign-in forgets the failures it was counted under: a known device's own, or the
 * username's from that address (taken off the address's and the username's counts too). Failures
 * from elsewhere stay counted: signing in must not hand a guesser a fresh quota.
 */
export async function clearFailedLogins(
  username: string,
  address: string,
  at: Date = now(),
  device: string | null = null,
): Promise<void> {
  if (device) {
    await forget(RATE_LIMITS.loginDevice, device, at);
    return;
  }
  const [pair, ...others] = LOGIN_COUNTERS;
  if (!pair) return;
  const failures = await forget(pair.limit, pair.subject(username, address), at);
  for (const { limit, subject } of others) await reduce(limit, subject(username, address), failures, at);
}

// ---------------------------------------------------------------------------------------------
// Signing in and out

/** The client's address as Express saw it (the edge stamps it, edge/request-guard.ts; clients cannot set it). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  /** The password was right; the account's second step comes next (second-step.server.ts). */
  | { ok: false; reason: "second-factor"; token: string; expiresAt: Date };

/** What the sign-in knows of the browser: its device cookie's tokens and its User-Agent. */
export interface SignInClient {
  deviceTokens?: readonly string[];
  userAgent?: string;
}

/** The sign-in's view of a request: its device cookie and User-Agent. */
export async function signInClient(request: Request): Promise<SignInClient> {
  return { deviceTokens: await readDeviceTokens(request), userAgent: request.headers.get("User-Agent") ?? "" };
}

/**
 * Checks a username and password within the rate limits. An unknown user and a wrong password
 * get the same answer after the same work (authenticateAdmin hashes either way).
 */
export async function signIn(
  username: string,
  password: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<void> = sleep,
  client: SignInClient = {},
): Promise<SignInResult> {
  await pruneExpiredSessions(now);
  const device = await deviceFor(client.deviceTokens ?? [], username);
  const { throttle, device: knownDevice } = await beginLoginAttempt(username, address, now, device);
  if (throttle.blocked) return { ok: false, reason: "rate-limited", retryAfterSeconds: throttle.retryAfterSeconds };
  // A username under attack slows down unknown devices (a few seconds at most) until its cap.
  if (throttle.delayMs > 0) await wait(throttle.delayMs);
  const user = await authenticateAdmin(username, password);
  // On failure the attempt stays recorded as a failure.
  if (!user) {
    await recordAudit([{ userId: null, username, action: "login_failed", entityKind: "session", address, at: now }]);
    return { ok: false, reason: "invalid" };
  }
  // With a second step to come the attempt stays counted: the step clears it (second-step.server.ts),
  // so that a known password does not refill the quota for guessing codes.
  const secondStep = await secondStepKind(user.id);
  if (secondStep) return { ok: false, reason: "second-factor", ...(await createChallenge(user.id, secondStep, now)) };
  await clearFailedLogins(username, address, now, knownDevice);
  return completeSignIn({ id: user.id, username }, address, now, client);
}

/** The end of a sign-in, after the password or after the second step: noted, audited, a session. */
export async function completeSignIn(
  user: { id: number; username: string },
  address: string,
  now: Date,
  client: SignInClient = {},
): Promise<Extract<SignInResult, { ok: true }>> {
  await recordSuccessfulLogin(user.id, now);
  await recordAudit([
    {
      userId: user.id,
      username: user.username,
      action: "login",
      entityKind: "session",
      entityId: user.id,
      address,
      at: now,
    },
  ]);
  const session = await createSession(user.id, now, { userAgent: client.userAgent ?? "", address });
  return { ok: true, ...session };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Ends the request's session, if any; answers the Set-Cookie value that clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) await deleteSession(token);
  audit({ action: "logout", entityKind: "session" });
  return clearedSessionCookie(isSecureRequest(request));
}
