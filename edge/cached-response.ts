/**
 * One held response of the render cache (decision 012) and how it is answered: the key a request
 * is held under, its compressed bodies made once, and the reply for a request (its best
 * encoding, a 304 when the client holds it). A held page bears no nonce: its rendered one is taken
 * out of the bytes, and its policy names the hashes of its inline scripts (inline-scripts.ts), so
 * every answer of it is the same bytes and headers, shared.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { canonicalQuery } from "./cache-key";
import { scriptHashes } from "./inline-scripts";
import type { ScriptSources } from "./security-headers";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The query parameters public pages read; a request with any other is rendered, never cached. */
export const CACHED_PARAMS = new Set(["q", "brand", "department", "category", "page", "part", "_routes"]);

/** Paths never cached: the admin, APIs, the health check, the metrics (its 404 is the allowed addresses' 200). */
const UNCACHED_PATH = /^\/(?:admin|api|healthz|metrics)(?:[/.]|$)/;

/** How an answer came: from memory ("hit"), from memory while its new version renders ("stale"), or rendered. */
export type CacheMark = "hit" | "stale" | "miss";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /**
   * Brotli and gzip only: the plain body of a rare client that accepts neither is unzipped for it
   * (about 0.1 ms a page). Holding it too made an entry three to four times larger (a page: 130
   * to 190 KB plain, its style sheet inlined, against 24–28 KB of brotli and 27–34 KB of gzip).
   */
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the identity body; each answer's ETag adds its encoding. */
  tag: string;
  storedAt: number;
  /** What lets its inline scripts run: the hashes of their texts (none for a response that is not a page). */
  scripts: { hashes: readonly string[] };
  /**
   * The content version it stands for (set by the cache when it stores it): the one it was rendered
   * under, or a later one whose changes did not touch what it read.
   */
  version: number;
  /**
   * The content topics its render read (db/content-reads.server.ts), or null when not recorded:
   * then any change makes it stale.
   */
  reads: ReadonlySet<string> | null;
  /** Answers given from it since it was stored: the most visited are rendered again first. */
  hits: number;
  /**
   * Of a version since replaced, and not asked for before the change: never answered as it is,
   * nor rendered again for nobody; kept only to be answered should its page fail to render (stale
   * if error: the database away).
   */
  retired?: boolean;
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
  // Each answer from memory asks for its key: parsing the address, matching the list routes and
  // normalising the query were 5 to 6 % of a busy server's CPU (the mix, `npm run bench:mix`).
  // The same targets come again and again; the key depends on nothing else.
  const known = knownKeys.get(target);
  if (known !== undefined) return known;
  const key = keyOf(target);
  // Bounded (any client may send any target): 8,192 targets of at most 512 characters.
  if (target.length <= 512) {
    if (knownKeys.size >= KNOWN_KEYS) knownKeys.clear();
    knownKeys.set(target, key);
  }
  return key;
}

const KNOWN_KEYS = 8192;
const knownKeys = new Map<string, string | null>();

function keyOf(target: string): string | null {
  // A request target is a path: "//about" is not the host "about" (resolved against a base it
  // would be, and key the home page), and a path with an empty segment is no page's own address.
  const url = new URL(target.startsWith("/") ? `http://cache.invalid${target}` : target);
  if (url.pathname.includes("//")) return null;
  if (UNCACHED_PATH.test(url.pathname)) return null;
  for (const name of url.searchParams.keys()) if (!CACHED_PARAMS.has(name)) return null;
  const query = canonicalQuery(url.pathname, url.searchParams);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Encodings a client accepts, best first. */
export function chooseEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  let known = acceptedEncodings.get(acceptEncoding);
  if (known === undefined) {
    known = parseEncoding(acceptEncoding);
    // Browsers send a handful of distinct values: remember them (bounded, as any client may send any).
    if (acceptedEncodings.size >= 64) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, known);
  }
  if (known.br) return "br";
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

function etagFor(entry: CachedResponse, encoding: "br" | "gzip" | null): string {
  return `"${entry.tag}${encoding ? `-${encoding}` : ""}"`;
}

/** Whether If-None-Match names this entry (in any of its encodings). */
function notModified(ifNoneMatch: string | null | undefined, entry: CachedResponse): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(",")) {
    const value = raw.trim().replace(/^W\//, "");
    if (value === "*" || value === `"${entry.tag}"` || value.startsWith(`"${entry.tag}-`)) return true;
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
  /** What lets the page's inline scripts run (the edge writes the policy from it). */
  scripts: ScriptSources;
}

function replyHeaders(entry: CachedResponse, encoding: "br" | "gzip" | null, mark: CacheMark) {
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers.etag = etagFor(entry, encoding);
  // Its Cache-Control, as every edge header, comes from response-headers.ts (a held page is public).
  headers.vary = "Accept-Encoding";
  headers["x-render-cache"] = mark;
  return headers;
}

/** What to send for a held entry: 304 when the client holds it, else its best encoding. */
export function cachedReply(
  entry: CachedResponse,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
  mark: CacheMark,
): CachedReply {
  const encoding = chooseEncoding(request.acceptEncoding);
  if (entry.status === 200 && notModified(request.ifNoneMatch, entry)) {
    const headers = replyHeaders(entry, encoding, mark);
    delete headers["content-type"];
    return { status: 304, headers, shared: false, body: null, scripts: entry.scripts };
  }
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : zlib.gunzipSync(entry.gzip);
  return {
    status: entry.status,
    headers: sharedHeaders(entry, encoding, mark, body.length),
    shared: true,
    body: request.method === "HEAD" ? null : body,
    scripts: entry.scripts,
  };
}

/** The same for every full answer of this entry in this encoding: made once, then shared (frozen). */
function sharedHeaders(entry: CachedResponse, encoding: "br" | "gzip" | null, mark: CacheMark, length: number) {
  entry.replies ??= new Map();
  const which = `${encoding} ${mark}`;
  let headers = entry.replies.get(which);
  if (!headers) {
    const made = replyHeaders(entry, encoding, mark);
    if (encoding) made["content-encoding"] = encoding;
    made["content-length"] = String(length);
    headers = Object.freeze(made);
    entry.replies.set(which, headers);
  }
  return headers;
}

/** What lets each held answer's scripts run (see `heldScripts`). */
const held = new WeakMap<Response, ScriptSources>();

/**
 * The script sources of a response answered from the cache (its hashes), or undefined for a
 * response rendered for this request (its scripts bear the request's nonce).
 */
export function heldScripts(response: Response): ScriptSources | undefined {
  return held.get(response);
}

/** The Fetch response for a held entry. */
export function responseFor(request: Request, entry: CachedResponse, mark: CacheMark): Response {
  const reply = cachedReply(
    entry,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
    },
    mark,
  );
  const response = new Response(reply.body ? new Uint8Array(reply.body) : null, {
    status: reply.status,
    headers: reply.headers,
  });
  held.set(response, reply.scripts);
  return response;
}

/** What `toCached` makes of a response that does not depend on when or for what address it is stored. */
export type HeldForm = Pick<CachedResponse, "status" | "headers" | "br" | "gzip" | "tag" | "scripts">;

/** Held forms made where the response was rendered (the render thread): `toCached` takes them as they are. */
const prepared = new WeakMap<Response, HeldForm>();

/**
 * A response for which the render thread has already made the held form (its nonce taken out,
 * its scripts' hashes, both compressions, its tag): the main thread stores it without doing
 * that work again (about 3–4 ms of a page, 40 pages a save in `bench:mix`).
 */
export function withHeldForm(response: Response, form: HeldForm): Response {
  prepared.set(response, form);
  return response;
}

/** The parts of a held entry that the render thread sends back (see `withHeldForm`). */
export const heldForm = (entry: CachedResponse): HeldForm => ({
  status: entry.status,
  headers: entry.headers,
  br: entry.br,
  gzip: entry.gzip,
  tag: entry.tag,
  scripts: entry.scripts,
});

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
  const form = prepared.get(response);
  if (form) return { ...form, storedAt: now, version: 0, reads: null, hits: 0, url };
  // A 404 or 410 is held too (a list page past its end, a removed product): what it says depends
  // on the content, as a page's does (render-cache.ts bounds how many are held).
  if (![200, 404, 410].includes(response.status) || response.headers.has("set-cookie")) return null;
  const type = response.headers.get("content-type") ?? "";
  const xml = /^application\/(?:[a-z+]*\+)?xml|^text\/xml/.test(type);
  if (!/^text\/html|^text\/x-script|^application\/json/.test(type) && !(cacheXml && xml)) return null;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return null;
  let identity = Buffer.from(await response.arrayBuffer());
  let hashes: string[] = [];
  if (/^text\/html/.test(type)) {
    // The nonce it was rendered with goes (no policy names it again), the scripts' hashes stand in.
    let html = identity.toString("utf8");
    if (nonce) html = html.replaceAll(` nonce="${nonce}"`, "");
    hashes = scriptHashes(html);
    identity = Buffer.from(html);
  }
  const [br, gz] = await Promise.all([
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
    br,
    gzip: gz,
    tag,
    storedAt: now,
    scripts: { hashes },
    version: 0,
    reads: null,
    hits: 0,
    url,
  };
}

/** The bytes an entry takes. */
export const sizeOf = (entry: CachedResponse) =>
  entry.br.length + entry.gzip.length + 512 + 64 * entry.scripts.hashes.length;
