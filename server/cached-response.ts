/**
 * One held response of the render cache (decision 012) and how it is answered: the key a request
 * is held under, its plain and compressed bodies made once, and the reply for a request (its best
 * encoding, a 304 when the client holds it). A page holding a CSP nonce is answered with a fresh
 * nonce each time (nonce-splice.ts): its ETag names that nonce, so that a 304 can send the policy
 * of the very bytes the client holds.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { canonicalQuery } from "./cache-key";
import {
  gzipWithNonce,
  holdWithNonce,
  type NonceSlots,
  nonceFromTag,
  nonceInTag,
  nonceLike,
  writeNonce,
} from "./nonce-splice";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The query parameters public pages read; a request with any other is rendered, never cached. */
export const CACHED_PARAMS = new Set(["q", "brand", "department", "category", "page", "part", "_routes"]);

/** Paths never cached: the admin, APIs, the health check. */
const UNCACHED_PATH = /^\/(?:admin|api|healthz)(?:[/.]|$)/;

/** Public pages: a CDN may hold them briefly and serve them stale while it revalidates; browsers revalidate. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10, stale-while-revalidate=60";

/** How an answer came: from memory ("hit"), from memory while its new version renders ("stale"), or rendered. */
export type CacheMark = "hit" | "stale" | "miss";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  /** Null for a page holding a nonce (see nonce-splice.ts). */
  br: Buffer | null;
  gzip: Buffer;
  /** Strong validator of the identity body as rendered; each answer's ETag adds its nonce and encoding. */
  tag: string;
  storedAt: number;
  /** The CSP nonce the page was rendered with. */
  nonce: string | null;
  /** Where that nonce sits, when the page holds it: each answer then bears a fresh one. */
  slots: NonceSlots | null;
  /** The content version it was rendered under (set by the cache when it stores it). */
  version: number;
  /** Answers given from it since it was stored: the most visited are rendered again first. */
  hits: number;
  /** The address it was rendered for (a background render asks it again). */
  url: string;
  /** The headers of a full answer per encoding and mark, made at the first such answer (see `cachedReply`). */
  replies?: Map<string, Readonly<Record<string, string>>>;
}

/**
 * The cache key of a request (its method and its target, absolute or path and query), or null
 * when it must not be cached: another method, a private path, or a parameter no page reads.
 */
export function cacheKey(method: string, target: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const url = new URL(target, "http://cache.invalid");
  if (UNCACHED_PATH.test(url.pathname)) return null;
  for (const name of url.searchParams.keys()) if (!CACHED_PARAMS.has(name)) return null;
  const query = canonicalQuery(url.pathname, url.searchParams);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Encodings a client accepts, best first among those the cache holds (no brotli: gzip is best). */
export function chooseEncoding(acceptEncoding: string | null | undefined, brotliHeld = true): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  let known = acceptedEncodings.get(acceptEncoding);
  if (known === undefined) {
    known = parseEncoding(acceptEncoding);
    // Browsers send a handful of distinct values: remember them (bounded, as any client may send any).
    if (acceptedEncodings.size >= 64) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, known);
  }
  if (known.br && brotliHeld) return "br";
  return known.gzip ? "gzip" : null;
}

const acceptedEncodings = new Map<string, { br: boolean; gzip: boolean }>();

function parseEncoding(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  return { br: accepted.includes("br"), gzip: accepted.includes("gzip") };
}

function etagFor(entry: CachedResponse, encoding: "br" | "gzip" | null, nonce: string | null): string {
  return `"${entry.tag}${nonce ? `-${nonceInTag(nonce)}` : ""}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * Whether If-None-Match names this entry (any of its encodings): false, or the nonce the client's
 * copy bears (null for a page without one). A page with a nonce matches only an ETag naming one.
 */
function notModified(ifNoneMatch: string | null | undefined, entry: CachedResponse): string | null | false {
  if (!ifNoneMatch) return false;
  const like = entry.slots?.nonce ?? "";
  const length = nonceInTag(like).length;
  for (const raw of ifNoneMatch.split(",")) {
    const value = raw.trim().replace(/^W\//, "");
    if (!entry.slots) {
      if (value === "*" || value === `"${entry.tag}"` || value.startsWith(`"${entry.tag}-`)) return null;
      continue;
    }
    if (!value.startsWith(`"${entry.tag}-`)) continue;
    const rest = value.slice(entry.tag.length + 2);
    // Only a well-formed nonce goes into the policy of the answer.
    const nonce = nonceFromTag(rest.slice(0, length), like);
    if (nonce && /^(?:-br|-gzip)?"$/.test(rest.slice(length))) return nonce;
  }
  return false;
}

export interface CachedReply {
  status: number;
  /** Shared between answers of one entry when `shared` (never to be changed then). */
  headers: Readonly<Record<string, string>>;
  shared: boolean;
  /** Null for 304 and HEAD. */
  body: Buffer | null;
  /** The CSP nonce the body bears (for a 304, the client's copy). */
  nonce: string | null;
}

function replyHeaders(entry: CachedResponse, encoding: "br" | "gzip" | null, mark: CacheMark, nonce: string | null) {
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers.etag = etagFor(entry, encoding, nonce);
  headers["cache-control"] = PUBLIC_CACHE_CONTROL;
  headers.vary = "Accept-Encoding";
  headers["x-render-cache"] = mark;
  return headers;
}

/**
 * What to send for a held entry: 304 when the client holds it, else its best encoding; a page
 * holding a nonce bears `nonce` (when of the rendered one's length) or a fresh one.
 */
export function cachedReply(
  entry: CachedResponse,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
  mark: CacheMark,
  nonce?: string | null,
): CachedReply {
  const encoding = chooseEncoding(request.acceptEncoding, entry.br !== null);
  const held = notModified(request.ifNoneMatch, entry);
  if (held !== false) {
    const headers = replyHeaders(entry, encoding, mark, held);
    delete headers["content-type"];
    return { status: 304, headers, shared: false, body: null, nonce: held ?? entry.nonce };
  }
  const { slots } = entry;
  if (slots) {
    const fresh = nonce && nonce.length === slots.nonce.length ? nonce : nonceLike(slots.nonce);
    const length = encoding === "gzip" ? slots.gzip.length : entry.identity.length;
    const headers = { ...sharedHeaders(entry, encoding, mark, length), etag: etagFor(entry, encoding, fresh) };
    let body: Buffer | null = null;
    if (request.method !== "HEAD") {
      body = encoding === "gzip" ? gzipWithNonce(slots, fresh) : writeNonce(entry.identity, slots.identityAt, fresh);
    }
    return { status: entry.status, headers, shared: false, body, nonce: fresh };
  }
  const body = encoding === "br" ? (entry.br as Buffer) : encoding === "gzip" ? entry.gzip : entry.identity;
  const headers = sharedHeaders(entry, encoding, mark, body.length);
  return {
    status: entry.status,
    headers,
    shared: true,
    body: request.method === "HEAD" ? null : body,
    nonce: entry.nonce,
  };
}

/** The same for every full answer of this entry in this encoding (the ETag aside when it names a nonce): made once, then shared (frozen). */
function sharedHeaders(entry: CachedResponse, encoding: "br" | "gzip" | null, mark: CacheMark, length: number) {
  entry.replies ??= new Map();
  const which = `${encoding} ${mark}`;
  let headers = entry.replies.get(which);
  if (!headers) {
    const made = replyHeaders(entry, encoding, mark, null);
    if (encoding) made["content-encoding"] = encoding;
    made["content-length"] = String(length);
    headers = Object.freeze(made);
    entry.replies.set(which, headers);
  }
  return headers;
}

/** The nonce each held answer's body bears (see `renderedNonce`). */
const nonces = new WeakMap<Response, string | null>();

/**
 * The CSP nonce a response from the cache bears when it is not the one the edge chose for this
 * request (a held page without a slot for it); undefined for a response rendered for this request.
 */
export function renderedNonce(response: Response): string | null | undefined {
  return nonces.get(response);
}

/** The Fetch response for a held entry, bearing `nonce` (the request's own) where the page holds one. */
export function responseFor(request: Request, entry: CachedResponse, mark: CacheMark, nonce: string | null): Response {
  const reply = cachedReply(
    entry,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
    },
    mark,
    nonce,
  );
  const response = new Response(reply.body ? new Uint8Array(reply.body) : null, {
    status: reply.status,
    headers: reply.headers,
  });
  nonces.set(response, reply.nonce);
  return response;
}

/** Makes the cached form of a rendered response, or null when it must not be cached. */
export async function toCached(
  response: Response,
  {
    now = Date.now(),
    nonce = null,
    cacheXml = false,
    url = "",
  }: { now?: number; nonce?: string | null; cacheXml?: boolean; url?: string } = {},
): Promise<CachedResponse | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const type = response.headers.get("content-type") ?? "";
  const xml = /^application\/(?:[a-z+]*\+)?xml|^text\/xml/.test(type);
  if (!/^text\/html|^text\/x-script|^application\/json/.test(type) && !(cacheXml && xml)) return null;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return null;
  const identity = Buffer.from(await response.arrayBuffer());
  const slots = nonce && /^text\/html/.test(type) ? await holdWithNonce(identity, nonce) : null;
  const [br, gz] = slots
    ? [null, slots.gzip]
    : await Promise.all([
        // Quality 5: within a few percent of 11's size at a small fraction of its time.
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip(identity, { level: 6 }),
      ]);
  const headers = [...response.headers].filter(
    ([name]) => !/^(content-length|content-encoding|etag|cache-control|vary|transfer-encoding)$/i.test(name),
  );
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    status: response.status,
    headers,
    identity,
    br,
    gzip: gz,
    tag,
    storedAt: now,
    nonce,
    slots,
    version: 0,
    hits: 0,
    url,
  };
}

/** The bytes an entry takes. */
export const sizeOf = (entry: CachedResponse) =>
  entry.identity.length + (entry.br?.length ?? 0) + entry.gzip.length + 512 + 8 * (entry.slots?.identityAt.length ?? 0);
