/**
 * The one place that decides and sets the headers the edge puts on a response: the static
 * headers, the Content-Security-Policy naming the nonce a page was rendered with (or, for a page
 * held by the render cache, the hashes of its inline scripts), HSTS over HTTPS, `public` caching
 * for a held page, and `private, no-store` for the back office, the APIs and any answer to a staff
 * member's request.
 *
 * Every response of the edge's one Express app (edge/app.ts) leaves through `edgeHeaders`, mounted
 * before anything can answer: it applies the decision when the response's head is written, once
 * everything it depends on is known (the page handler's and the render cache step's `markPage`
 * says whether a page was rendered for this request or held). On a page the decision has the last
 * word (a route cannot weaken it); on anything else (a file, a redirect, a refusal, an endpoint)
 * a header the handler set itself stands: the file handlers' own Cache-Control and an uploaded
 * SVG's stricter policy. Requests refused for a malformed request line (bad-request.ts) and the
 * 503s of a stopped server (drain.ts) are answered before it runs.
 */
import http, { type ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
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
   * The request carries a staff session cookie: its answer is for that person only,
   * whatever the page, and no cache may keep it.
   */
  staff?: boolean;
  /** A page answered from the render cache: the same bytes for everyone, which a CDN may hold briefly. */
  held?: boolean;
}

export type ResponseHeaders = (request: HeaderRequest) => Record<string, string>;

/** Features denied to every page: only names Chromium, Firefox and Safari know. */
export const PERMISSIONS_POLICY = [
  ...["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"],
  ...["display-capture", "magnetometer", "gyroscope", "accelerometer"],
]
  .map((feature) => `${feature}=()`)
  .concat("clipboard-write=(self)")
  .join(", ");

/** Names in lower case: a held page's answer merges them with the cache's own in one object. */
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
/** A held page: a CDN may hold it briefly and serve it stale while it revalidates; browsers revalidate. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10, stale-while-revalidate=60";
const PRIVATE_PATH = /^\/(?:admin|api)(?:[/.]|$)/;

/**
 * A product document's download: opened inline, a PDF is a document of its own that
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
  return ({ path, secure, scripts, staff = false, held = false }) => {
    const headers: Record<string, string> = { ...STATIC_HEADERS };
    if (policy && scripts) {
      headers["content-security-policy"] = DOCUMENT_PATH.test(path) ? DOCUMENT_POLICY : policy(scripts);
    }
    if (secure && !dev) headers["strict-transport-security"] = HSTS;
    if (staff || PRIVATE_PATH.test(path)) headers["cache-control"] = PRIVATE_CACHE_CONTROL;
    else if (held) headers["cache-control"] = PUBLIC_CACHE_CONTROL;
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

/** What a page's answer is: its scripts' sources, and whether it comes from the render cache. */
export interface PageMark {
  /** The nonce it was rendered with for this request, or a held page's script hashes (null in dev). */
  scripts: ScriptSources | null;
  held: boolean;
  /**
   * A held answer whose headers object is shared by every answer of its entry (cached-response.ts):
   * its merge with the decision is made once per scheme and shared too.
   */
  shared?: boolean;
}

const PAGE = Symbol("page");
type Marked = ServerResponse & { [PAGE]?: PageMark };

/** Says that `res` answers a page (rendered now or held): the decision then has the last word. */
export function markPage(res: ServerResponse, mark: PageMark): void {
  (res as Marked)[PAGE] = mark;
}

/** The nonce `pageNonces` chose for this request (null in dev, or before it ran). */
export function requestNonce(res: { locals: Record<string, unknown> }): string | null {
  const nonce = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : null;
}

/**
 * A fresh nonce per request for React Router to render with, in `nonceHeader` (the client's own
 * value under that name is dropped); `edgeHeaders` names it in the policy. Mounted after the held
 * pages' step: a held page bears none.
 */
export function pageNonces(options: { nonceHeader: string; nonces: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = options.nonces ? freshNonce() : null;
    if (nonce) req.headers[options.nonceHeader] = nonce;
    else delete req.headers[options.nonceHeader];
    res.locals.cspNonce = nonce;
    next();
  };
}

type WriteHead = ServerResponse["writeHead"];
type HeaderObject = Record<string, string | number | string[]>;

/**
 * The Express side, the only code that sets the decided headers: mounted before anything can
 * answer, it applies the decision when the head is written (see the module's comment).
 */
export function edgeHeaders(
  decide: ResponseHeaders,
  options: { nonces: boolean; staff?: (cookie: string | undefined) => boolean },
): RequestHandler {
  type Request = Parameters<RequestHandler>[0];
  const decision = (req: Request, res: ServerResponse, page: PageMark | undefined, secure: boolean) => {
    // Answered before `pageNonces` ran (nothing but a held page should be): a nonce of its own.
    const nonce = page ? null : (requestNonce(res as Response) ?? (options.nonces ? freshNonce() : null));
    return decide({
      path: req.path,
      secure,
      scripts: page ? page.scripts : nonce ? { nonce } : null,
      // A held page is never answered to a staff member (the render cache passes them by).
      staff: page?.held ? false : (options.staff?.(req.headers.cookie) ?? false),
      held: page?.held ?? false,
    });
  };
  // A held answer's headers, merged with the decision once per shared object and scheme: they
  // depend only on the scheme and the entry's script hashes, both fixed for that object.
  const merged = new WeakMap<object, { http?: HeaderObject; https?: HeaderObject }>();
  const heldHeaders = (own: HeaderObject, req: Request, res: ServerResponse, page: PageMark, secure: boolean) => {
    if (!page.shared) return { ...own, ...decision(req, res, page, secure) };
    let pair = merged.get(own);
    if (!pair) {
      pair = {};
      merged.set(own, pair);
    }
    const scheme = secure ? "https" : "http";
    pair[scheme] ??= { ...own, ...decision(req, res, page, secure) };
    return pair[scheme];
  };

  /**
   * The head of a response being written: the decision applied, then the response's own
   * `writeHead`. One function for every response (its request is `res.req`, set by Express).
   */
  function applyDecision(this: ServerResponse, status: number, a?: unknown, b?: unknown): ServerResponse {
    const res = this as Marked & { [ORIGINAL]?: OwnWriteHead };
    const writeHead = res[ORIGINAL] ?? protoWriteHead;
    (res as ServerResponse).writeHead = writeHead as WriteHead;
    const req = res.req as Request;
    const page = res[PAGE];
    const secure = req.secure;
    const messageFirst = typeof a === "string";
    const own = messageFirst ? b : a;
    if (own && typeof own === "object" && !Array.isArray(own)) {
      // Headers handed to writeHead itself (a held answer): one object, the decision last on a page.
      const given = own as HeaderObject;
      const headers = page
        ? heldHeaders(given, req, res, page, secure)
        : { ...fillIn(decision(req, res, page, secure), (name) => res.hasHeader(name) || name in given), ...given };
      return messageFirst ? writeHead.call(res, status, a, headers) : writeHead.call(res, status, headers);
    }
    const headers = decision(req, res, page, secure);
    for (const name in headers) {
      // On a page the decision wins over the route's own headers; elsewhere the handler's stand.
      if (page || !res.hasHeader(name)) res.setHeader(name, headers[name] as string);
    }
    return writeHead.call(res, status, a, b);
  }

  return (_req, res, next) => {
    const out = res as ServerResponse & { [ORIGINAL]?: OwnWriteHead };
    // Something before it wrapped writeHead (a test's, a tool's): that one runs after the decision.
    if (out.writeHead !== protoWriteHead) out[ORIGINAL] = out.writeHead as OwnWriteHead;
    out.writeHead = applyDecision as WriteHead;
    next();
  };
}

type OwnWriteHead = (this: ServerResponse, status: number, a?: unknown, b?: unknown) => ServerResponse;
const protoWriteHead = http.ServerResponse.prototype.writeHead as OwnWriteHead;
const ORIGINAL = Symbol("writeHead");

/** The decided headers a handler has not set itself. */
function fillIn(decided: Record<string, string>, set: (name: string) => boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name in decided) if (!set(name)) headers[name] = decided[name] as string;
  return headers;
}
