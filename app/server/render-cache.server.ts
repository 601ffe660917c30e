/**
 * The render cache for public responses (issue 13, decision 011): HTML documents and React
 * Router `.data` responses held in memory with their brotli and gzip bodies made once, keyed by
 * path and the query parameters pages read, bounded in bytes (least recently used goes first).
 * An entry belongs to one content version (see services/content-version.server.ts): when the
 * version moves, every entry is dropped.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The query parameters public pages read; a request with any other is rendered, never cached. */
export const CACHED_PARAMS = new Set(["q", "brand", "department", "category", "page", "topic", "course", "_routes"]);

/** Paths never cached: the admin, APIs, the health check. */
const UNCACHED_PATH = /^\/(?:admin|api|healthz)(?:[/.]|$)/;

/** Public pages: a CDN may hold them briefly and serve them stale while it revalidates; browsers revalidate. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10, stale-while-revalidate=60";
export const ADMIN_CACHE_CONTROL = "private, no-store";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the identity body; each encoding's ETag adds its suffix. */
  tag: string;
  storedAt: number;
}

export interface RenderCacheOptions {
  /** Bytes held at most (the three bodies of every entry); default 64 MB. */
  maxBytes?: number;
  /** An entry's longest life; bounds what no version bump covers (view counts shown). Default 60 s. */
  maxAgeMs?: number;
  /** The current content version (one statement at most once a second). */
  version: () => Promise<number>;
}

/** The cache key of a request, or null when it must not be cached. */
export function cacheKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (UNCACHED_PATH.test(url.pathname)) return null;
  const params = [...url.searchParams.keys()];
  if (params.some((name) => !CACHED_PARAMS.has(name))) return null;
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Encodings a client accepts, best first among those the cache holds. */
function chooseEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "")
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
function notModified(request: Request, tag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === "*" || value === `"${tag}"` || value.startsWith(`"${tag}-`));
}

/** The response to send for a cached entry: 304 when the client holds it, else the best encoding. */
export function responseFor(request: Request, entry: CachedResponse, hit: boolean): Response {
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  const headers = new Headers(entry.headers);
  headers.set("ETag", etagFor(entry.tag, encoding));
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding");
  headers.set("X-Render-Cache", hit ? "hit" : "miss");
  if (notModified(request, entry.tag)) return new Response(null, { status: 304, headers });
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: entry.status, headers });
}

/** Makes the cached form of a rendered response, or null when it must not be cached. */
export async function toCached(response: Response, now = Date.now()): Promise<CachedResponse | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const type = response.headers.get("content-type") ?? "";
  if (!/^text\/html|^text\/x-script|^application\/json/.test(type)) return null;
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
  return { status: response.status, headers, identity, br, gzip: gz, tag, storedAt: now };
}

const sizeOf = (entry: CachedResponse) => entry.identity.length + entry.br.length + entry.gzip.length + 512;

export interface RenderCache {
  /** Answers from the cache, or renders (and stores when it may); null key means render only. */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  stats(): { entries: number; bytes: number; version: number };
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
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

  return {
    async handle(request, render) {
      const key = cacheKey(request);
      if (key === null) return render(request);
      const current = await options.version();
      if (current !== version) {
        // New content: everything held is stale.
        entries.clear();
        bytes = 0;
        version = current;
      }
      const now = Date.now();
      const held = entries.get(key);
      if (held && now - held.storedAt < maxAgeMs) {
        entries.delete(key);
        entries.set(key, held);
        return responseFor(request, held, true);
      }
      if (held) remove(key);
      // Render as a GET with identity encoding: the cache makes the encodings itself.
      const rendered = await render(new Request(request.url, { method: "GET", headers: request.headers }));
      const cached = await toCached(rendered.clone(), now);
      if (!cached) return rendered;
      // Stored only when no write moved the version while it rendered.
      if ((await options.version()) === version) store(key, cached);
      return responseFor(request, cached, false);
    },
    stats: () => ({ entries: entries.size, bytes, version }),
  };
}
