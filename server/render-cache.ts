/**
 * The render cache for public responses (issue 13, decision 012): HTML documents and React
 * Router `.data` responses held in memory with their brotli and gzip bodies made once, keyed by
 * path and the query parameters pages read, bounded in bytes (least recently used goes first).
 * An entry belongs to one content version (see services/content-version.server.ts): when the
 * version moves, every entry is dropped.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { canonicalQuery } from "./cache-key";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The query parameters public pages read; a request with any other is rendered, never cached. */
export const CACHED_PARAMS = new Set(["q", "brand", "department", "category", "page", "part", "_routes"]);

/** Paths never cached: the admin, APIs, the health check. */
const UNCACHED_PATH = /^\/(?:admin|api|healthz)(?:[/.]|$)/;

/** Public pages: a CDN may hold them briefly and serve them stale while it revalidates; browsers revalidate. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10, stale-while-revalidate=60";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the identity body; each encoding's ETag adds its suffix. */
  tag: string;
  storedAt: number;
  /**
   * The CSP nonce the page was rendered with: a copy served later must carry the policy of this
   * nonce, which server/response-headers.ts writes (the cache writes no security header).
   */
  nonce: string | null;
  /** The headers of a full answer per encoding and hit, made at the first such answer (see `cachedReply`). */
  replies?: Map<string, Readonly<Record<string, string>>>;
}

export interface RenderCacheOptions {
  /** Bytes held at most (the three bodies of every entry); default 64 MB. */
  maxBytes?: number;
  /**
   * An entry's life; bounds what no version bump covers (view counts shown). Default 60 s. Past it
   * (and before twice it) the entry is still answered while one render replaces it.
   */
  maxAgeMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** The current content version (one statement at most once a second). */
  version: () => Promise<number>;
  /** The request header carrying the CSP nonce a render uses (the app's CSP_NONCE_HEADER). */
  nonceHeader?: string;
  /** Whether XML (the sitemap, feeds) may be held: only when its links do not come from the Host. */
  cacheXml?: boolean;
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

/** Encodings a client accepts, best first among those the cache holds. */
export function chooseEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const known = chosenEncodings.get(acceptEncoding);
  if (known !== undefined) return known;
  const chosen = parseEncoding(acceptEncoding);
  // Browsers send a handful of distinct values: remember them (bounded, as any client may send any).
  if (chosenEncodings.size >= 64) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

const chosenEncodings = new Map<string, "br" | "gzip" | null>();

function parseEncoding(acceptEncoding: string): "br" | "gzip" | null {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

function etagFor(tag: string, encoding: "br" | "gzip" | null): string {
  return `"${tag}${encoding ? `-${encoding}` : ""}"`;
}

/** True when If-None-Match names this entry (any of its encodings) or is "*". */
function notModified(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === "*" || value === `"${tag}"` || value.startsWith(`"${tag}-`));
}

export interface CachedReply {
  status: number;
  /** Shared between answers of one entry: never to be changed. */
  headers: Readonly<Record<string, string>>;
  /** Null for 304 and HEAD. */
  body: Buffer | null;
}

function replyHeaders(entry: CachedResponse, encoding: "br" | "gzip" | null, hit: boolean): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  headers.etag = etagFor(entry.tag, encoding);
  headers["cache-control"] = PUBLIC_CACHE_CONTROL;
  headers.vary = "Accept-Encoding";
  headers["x-render-cache"] = hit ? "hit" : "miss";
  return headers;
}

/** What to send for a held entry: 304 when the client holds it, else its best encoding. */
export function cachedReply(
  entry: CachedResponse,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
  hit: boolean,
): CachedReply {
  const encoding = chooseEncoding(request.acceptEncoding);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (notModified(request.ifNoneMatch, entry.tag)) {
    const headers = replyHeaders(entry, encoding, hit);
    delete headers["content-type"];
    return { status: 304, headers, body: null };
  }
  // The same for every full answer of this entry in this encoding: made once, then shared (frozen).
  entry.replies ??= new Map();
  const which = `${encoding} ${hit}`;
  let headers = entry.replies.get(which);
  if (!headers) {
    const made = replyHeaders(entry, encoding, hit);
    if (encoding) made["content-encoding"] = encoding;
    made["content-length"] = String(body.length);
    headers = Object.freeze(made);
    entry.replies.set(which, headers);
  }
  return { status: entry.status, headers, body: request.method === "HEAD" ? null : body };
}

/** The nonce each held answer's page was rendered with (see `renderedNonce`). */
const nonces = new WeakMap<Response, string | null>();

/**
 * The CSP nonce a response from `handle` was rendered with, when it was rendered for another
 * request (a held page); undefined when it was rendered for this one.
 */
export function renderedNonce(response: Response): string | null | undefined {
  return nonces.get(response);
}

/** The Fetch response for a held entry. */
export function responseFor(request: Request, entry: CachedResponse, hit: boolean): Response {
  const reply = cachedReply(
    entry,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
    },
    hit,
  );
  const response = new Response(reply.body ? new Uint8Array(reply.body) : null, {
    status: reply.status,
    headers: reply.headers,
  });
  nonces.set(response, entry.nonce);
  return response;
}

/** Makes the cached form of a rendered response, or null when it must not be cached. */
export async function toCached(
  response: Response,
  {
    now = Date.now(),
    nonce = null,
    cacheXml = false,
  }: { now?: number; nonce?: string | null; cacheXml?: boolean } = {},
): Promise<CachedResponse | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const type = response.headers.get("content-type") ?? "";
  const xml = /^application\/(?:[a-z+]*\+)?xml|^text\/xml/.test(type);
  if (!/^text\/html|^text\/x-script|^application\/json/.test(type) && !(cacheXml && xml)) return null;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return null;
  const identity = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    // Quality 5: within a few percent of 11's size at a small fraction of its time.
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(identity, { level: 6 }),
  ]);
  const headers = [...response.headers].filter(
    ([name]) => !/^(content-length|content-encoding|etag|cache-control|vary|transfer-encoding)$/i.test(name),
  );
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { status: response.status, headers, identity, br, gzip: gz, tag, storedAt: now, nonce };
}

const sizeOf = (entry: CachedResponse) => entry.identity.length + entry.br.length + entry.gzip.length + 512;

export interface RenderCache {
  /** Answers from the cache, or renders (and stores when it may); null key means render only. */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /**
   * The entry held for a key if it belongs to `version` and is young enough; no statement, no
   * promise (the server's fast path, taken only while the version it knows is fresh).
   */
  peek(key: string, version: number): CachedResponse | null;
  stats(): { entries: number; bytes: number; version: number };
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const clock = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  let version = -1;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };

  const store = (key: string, entry: CachedResponse) => {
    const size = sizeOf(entry);
    if (size > maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  // One render per page and version at a time: requests that miss while it runs wait for it
  // (a cold or just-changed site under load would otherwise render one page once per request).
  const pending = new Map<string, Promise<{ rendered: Response; cached: CachedResponse | null }>>();

  const fill = (key: string, request: Request, render: (request: Request) => Promise<Response>) => {
    const job = `${version} ${key}`;
    const running = pending.get(job);
    if (running) return { leader: false, result: running };
    const rendering = version;
    const result = (async () => {
      const now = clock();
      // Render as a GET with identity encoding: the cache makes the encodings itself.
      const rendered = await render(new Request(request.url, { method: "GET", headers: request.headers }));
      const nonce = options.nonceHeader ? request.headers.get(options.nonceHeader) : null;
      const cached = await toCached(rendered, { now, nonce, cacheXml: options.cacheXml });
      // Stored only when no write moved the version while it rendered.
      if (cached && (await options.version()) === rendering && version === rendering) store(key, cached);
      return { rendered, cached };
    })().finally(() => pending.delete(job));
    pending.set(job, result);
    return { leader: true, result };
  };

  return {
    async handle(request, render) {
      const key = cacheKey(request.method, request.url);
      if (key === null) return render(request);
      const current = await options.version();
      if (current !== version) {
        // New content: everything held is stale.
        entries.clear();
        bytes = 0;
        version = current;
      }
      const held = entries.get(key);
      const age = held ? clock() - held.storedAt : Number.POSITIVE_INFINITY;
      if (held && age < 2 * maxAgeMs) {
        entries.delete(key);
        entries.set(key, held);
        // Older than its life but of this content version: answered as it is while one render
        // (shared by every request meanwhile) replaces it, so that no visitor waits for it.
        if (age >= maxAgeMs) {
          fill(key, request, render)
            .result.then(({ rendered, cached }) => (cached ? undefined : rendered.body?.cancel()))
            .catch(() => undefined);
        }
        return responseFor(request, held, true);
      }
      const { leader, result } = fill(key, request, render);
      const { rendered, cached } = await result;
      if (cached) return responseFor(request, cached, !leader);
      // Not kept (an error page, a cookie): the one who rendered it has it; the others render their own.
      return leader ? rendered : render(request);
    },
    peek(key, current) {
      if (current !== version) return null;
      const held = entries.get(key);
      if (!held) return null;
      const age = clock() - held.storedAt;
      // Past its life, only while a render replacing it runs (the first request after starts it).
      if (age >= maxAgeMs && !(age < 2 * maxAgeMs && pending.has(`${version} ${key}`))) return null;
      entries.delete(key);
      entries.set(key, held);
      return held;
    },
    stats: () => ({ entries: entries.size, bytes, version }),
  };
}
