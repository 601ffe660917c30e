/**
 * The one place that decides the headers the server puts on a response (issue 25): the static
 * headers, the Content-Security-Policy naming the nonce a page was rendered with (or, for a page
 * held by the render cache, the hashes of its inline scripts), HSTS over HTTPS, and
 * `private, no-store` for the back office, the APIs and any answer to a staff member's request.
 *
 * A response leaves by one of two paths, and both ask `responseHeaders`:
 * - the Express chain: `edgeHeaders` runs before any handler can answer (static files,
 *   redirects, refusals, errors), and app-handler.ts applies the decision again over React
 *   Router's own headers, so a route cannot undo it and a held page's policy names its hashes;
 * - the render cache's fast path (app-handler.ts `cachedFastPath`), which answers before Express.
 * A header every response needs is therefore added HERE, never as an Express middleware of its
 * own: a middleware is skipped by every cache hit (decision 012). The only refinements made after
 * it are the file handlers' own Cache-Control and an uploaded SVG's stricter policy (a product
 * document's sandbox is decided here, by its path).
 * Requests refused by bad-request.ts (a malformed request line) are answered before this runs.
 */
import type { RequestHandler } from "express";
import { freshNonce } from "./nonce";
import { policyMaker, type ScriptSources, type SourcesConfig } from "./security-headers";

/** What the headers depend on; nothing else about a request may change them. */
export interface HeaderRequest {
  /** The path, without the query. */
  path: string;
  /** Whether the request came over HTTPS (Express's reading of TRUST_PROXY). */
  secure: boolean;
  /**
   * What lets the page's inline scripts run: the nonce it was rendered with for this request, or
   * a held page's script hashes; null when there is no policy (dev).
   */
  scripts: ScriptSources | null;
  /**
   * The request carries a staff session cookie (issue 52.5): its answer is for that person only,
   * whatever the page, and no cache may keep it.
   */
  staff?: boolean;
}

export type ResponseHeaders = (request: HeaderRequest) => Record<string, string>;

/** Features denied to every page (issue 27.9): only names Chromium, Firefox and Safari know. */
export const PERMISSIONS_POLICY = [
  ...["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"],
  ...["display-capture", "magnetometer", "gyroscope", "accelerometer"],
]
  .map((feature) => `${feature}=()`)
  .concat("clipboard-write=(self)")
  .join(", ");

/** Names in lower case: the fast path merges them with the cache's own in one object. */
const STATIC_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  // What the site never uses is denied to it and to any frame it embeds (the maps); copying a
  // link (share buttons, the image library) writes the clipboard from our own pages only.
  "permissions-policy": PERMISSIONS_POLICY,
};

/** Strict-Transport-Security, over HTTPS only. */
export const HSTS = "max-age=31536000";

/** The back office and the APIs answer one person: no shared cache, no browser copy. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
const PRIVATE_PATH = /^\/(?:admin|api)(?:[/.]|$)/;

/**
 * A product document's download (issue 31): opened inline, a PDF is a document of its own that
 * could run script if a reader ever honoured it; it may do nothing, in a sandbox.
 */
export const DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A document's download: a product's (/documents/{link}/{name}) or the site's brochure. */
export const DOCUMENT_PATH = /^\/documents\/(?:\d+|brochure)\/[^/]+$/;

/**
 * The decision for a configuration. In dev there is neither policy nor HSTS: Vite injects its
 * own scripts, and the dev server is never the public site.
 */
export function createResponseHeaders(config: SourcesConfig, { dev = false }: { dev?: boolean } = {}): ResponseHeaders {
  const policy = dev ? null : policyMaker(config);
  return ({ path, secure, scripts, staff = false }) => {
    const headers: Record<string, string> = { ...STATIC_HEADERS };
    if (policy && scripts) {
      headers["content-security-policy"] = DOCUMENT_PATH.test(path) ? DOCUMENT_POLICY : policy(scripts);
    }
    if (secure && !dev) headers["strict-transport-security"] = HSTS;
    if (staff || PRIVATE_PATH.test(path)) headers["cache-control"] = PRIVATE_CACHE_CONTROL;
    return headers;
  };
}

/**
 * Whether a Cookie header carries a non-empty `name` cookie (the staff session's): such a request
 * is answered privately and never from, or into, the render cache. Its validity is not checked
 * here (no database at the edge): a stale cookie only costs a render.
 */
export function carriesCookie(name: string | undefined): (cookie: string | null | undefined) => boolean {
  if (!name) return () => false;
  const pattern = new RegExp(`(?:^|;)\\s*${name}=[^;\\s]`);
  return (cookie) => Boolean(cookie && pattern.test(cookie));
}

/** The nonce `edgeHeaders` chose for a response of the Express chain (null in dev). */
export function requestNonce(res: { locals: Record<string, unknown> }): string | null {
  const nonce = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : null;
}

/**
 * The Express side: a fresh nonce per request, handed to React Router in `nonceHeader` (the
 * client's own value under that name is dropped), and the decided headers set before any
 * handler answers.
 */
export function edgeHeaders(
  decide: ResponseHeaders,
  options: { nonceHeader: string; nonces: boolean; staff?: (cookie: string | undefined) => boolean },
): RequestHandler {
  return (req, res, next) => {
    const nonce = options.nonces ? freshNonce() : null;
    if (nonce) req.headers[options.nonceHeader] = nonce;
    else delete req.headers[options.nonceHeader];
    res.locals.cspNonce = nonce;
    const scripts = nonce ? { nonce } : null;
    const staff = options.staff?.(req.headers.cookie) ?? false;
    for (const [name, value] of Object.entries(decide({ path: req.path, secure: req.secure, scripts, staff }))) {
      res.setHeader(name, value);
    }
    next();
  };
}
