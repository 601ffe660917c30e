/**
 * The render cache for public responses (decision 012): HTML documents and React
 * Router `.data` responses held in memory with their compressed bodies made once
 * (cached-response.ts), keyed by path and the query parameters pages read, bounded in bytes
 * (least recently used goes first). An entry belongs to one content version (see
 * services/content-version.server.ts). When the version moves, the entries visited since they
 * were stored become stale: each is still answered, for a bounded time, while one background
 * render per page (most visited first, one or two at a time) replaces it.
 */

import { touches } from "../app/lib/content-topics";
import { type CachedResponse, type CacheMark, cacheKey, responseFor, sizeOf, toCached } from "./cached-response";
import { freshNonce } from "./nonce";
import { carriesCookie } from "./response-headers";

export {
  CACHED_PARAMS,
  type CachedReply,
  type CachedResponse,
  cachedReply,
  cacheKey,
  chooseEncoding,
  heldScripts,
  responseFor,
  toCached,
} from "./cached-response";

export interface RenderCacheOptions {
  /** Bytes held at most (the bodies of every entry); default 64 MB. */
  maxBytes?: number;
  /**
   * An entry's life; bounds what no version bump covers (the footer's year; every content table
   * bumps the version, scheduled articles too, and view counts are fetched by the page). Default
   * 10 minutes (it was 60 s: every page of a large catalogue was then rendered again each minute,
   * and a tail page asked less than once in two minutes was always cold). Past it (and before
   * twice it) the entry is still answered while one render replaces it.
   */
  maxAgeMs?: number;
  /**
   * How long after the version moved an entry of an older version may still be answered while its
   * new version renders (default 10 s); 0 drops every entry when the version moves.
   */
  staleMs?: number;
  /**
   * 404 and 410 answers held at most (default 256), the oldest going first: addresses that do not
   * exist are as many as anyone asks for, and they must not push the site's pages out.
   */
  maxNotFound?: number;
  /** Background renders at a time (default 2: part of a render waits on the database thread). */
  refreshes?: number;
  /** The clock (tests). */
  now?: () => number;
  /** The current content version (one statement at most once a second). */
  version: () => Promise<number>;
  /**
   * What the versions after `from` up to `to` changed (content topics), or null when unknown: an
   * entry of `from` whose reads they do not touch is carried to `to` without a render. Without it
   * (or without `recordReads`), every change makes every entry stale.
   */
  changes?: (from: number, to: number) => Promise<ReadonlySet<string> | null>;
  /** Runs a render while recording the content topics it reads into `topics`. */
  recordReads?: <T>(topics: Set<string>, render: () => T) => T;
  /**
   * How a render nobody waits for (a stale or aging page's) is made: by default as a visitor's,
   * with `onMain`; the server gives it to its render thread (render-thread.ts), for `version`,
   * with what the held form is made with (`hold`: the render's nonce, whether XML is held), so
   * that the thread can make it there.
   */
  background?: (
    request: Request,
    version: number,
    onMain: Render,
    hold: { nonce: string | null; cacheXml: boolean },
  ) => Promise<Response>;
  /** The request header carrying the CSP nonce a render uses (the app's CSP_NONCE_HEADER). */
  nonceHeader?: string;
  /** Whether XML (the sitemap, feeds) may be held: only when its links do not come from the Host. */
  cacheXml?: boolean;
  /** The admin's session cookie: a request carrying it is always rendered, never answered from memory. */
  sessionCookie?: string;
  /** Each answer's decision and each cold and background render, for edge/metrics.ts. */
  onEvent?: (event: RenderCacheEvent) => void;
  /** How many held pages a version move carried without a render (edge/metrics.ts). */
  onCarried?: (count: number) => void;
}

type Render = (request: Request) => Promise<Response>;

/**
 * How `handle` answered (hit, stale, miss, bypass), a render a visitor waits for (cold), a
 * render in the background (refresh).
 */
export type RenderCacheEvent = "hit" | "miss" | "stale" | "bypass" | "cold" | "refresh";

export interface RenderCache {
  /** Answers from the cache, or renders (and stores when it may); null key means render only. */
  handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /**
   * The entry held for a key if it may be answered under `version` (the version this process
   * knows is fresh); no statement, no promise (the held-page step, pages.ts).
   */
  peek(key: string, version: number): { entry: CachedResponse; mark: CacheMark } | null;
  /** A newer content version is known (read after a write): what it changed is read now, not at the next request. */
  advanceTo(version: number): void;
  /** Whether a request with this Cookie header must be rendered (an admin's session). */
  bypasses(cookie: string | null | undefined): boolean;
  /** `rendering`: renders in flight (background and on request), each page's counted once. */
  stats(): { entries: number; bytes: number; version: number; stale: number; refreshing: number; rendering: number };
  /** Starts no more background renders (the server is stopping); those running finish. */
  stopRefreshing(): void;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const staleMs = options.staleMs ?? 10_000;
  const refreshes = options.refreshes ?? 2;
  const maxNotFound = options.maxNotFound ?? 256;
  /** The keys of held 404 and 410 answers, oldest first. */
  const notFound = new Set<string>();
  const clock = options.now ?? Date.now;
  const note = options.onEvent ?? (() => undefined);
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  let version = -1;
  /** When each version this cache saw was replaced by a newer one (the start of its entries' staleness). */
  const superseded = new Map<number, number>();
  /** Keys whose entry is stale and waits for its background render. */
  const queue = new Set<string>();
  let running = 0;
  let renderer: Render | null = null;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    notFound.delete(key);
    bytes -= sizeOf(entry);
  };

  const store = (key: string, entry: CachedResponse) => {
    const size = sizeOf(entry);
    if (size > maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += size;
    if (entry.status !== 200) {
      notFound.add(key);
      for (const oldest of notFound) {
        if (notFound.size <= maxNotFound) break;
        remove(oldest);
      }
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** How an entry may be answered now: fresh, past its life (answered while it renders), stale, or not. */
  const standing = (entry: CachedResponse, now: number): "fresh" | "aging" | "stale" | null => {
    if (entry.retired) return null;
    const age = now - entry.storedAt;
    if (age >= 2 * maxAgeMs) return null;
    if (entry.version === version) return age < maxAgeMs ? "fresh" : "aging";
    const since = superseded.get(entry.version);
    return since !== undefined && now - since < staleMs ? "stale" : null;
  };

  /**
   * A new content version: an entry of the previous one whose reads `changed` does not touch is
   * carried to it; of the others, what was visited goes stale (to be rendered again), the rest goes.
   */
  const observe = (current: number, changed: ReadonlySet<string> | null) => {
    if (current === version) return;
    const now = clock();
    const previous = version;
    superseded.set(version, now);
    for (const [old, at] of superseded) if (now - at >= staleMs) superseded.delete(old);
    version = current;
    let carried = 0;
    for (const [key, entry] of entries) {
      if (entry.version === version) continue;
      if (changed && entry.version === previous && entry.reads && !touches(entry.reads, changed)) {
        entry.version = current;
        carried++;
        continue;
      }
      // Nobody asked for it since it was rendered: not worth a render before someone does (it is
      // kept, retired, for stale if error only).
      if (staleMs === 0) {
        remove(key);
        queue.delete(key);
      } else if (entry.hits === 0) {
        entry.retired = true;
        queue.delete(key);
      } else queue.add(key);
    }
    if (carried > 0) options.onCarried?.(carried);
    pump();
  };

  /** The version move under way: what it changed is being read. */
  let advancing: { to: number; done: Promise<void> } | null = null;

  /** Moves to `current` once what changed since the version held is known (a read shared by all). */
  const advance = (current: number): Promise<void> | undefined => {
    if (current === version) return;
    if (!options.changes || !options.recordReads) {
      observe(current, null);
      return;
    }
    if (advancing?.to === current) return advancing.done;
    const from = version;
    const done = options
      .changes(from, current)
      .catch(() => null)
      .then((changed) => {
        if (advancing?.done === done) advancing = null;
        // Moved meanwhile (another version read first): from there.
        if (version !== from) return advance(current);
        observe(current, changed);
      });
    advancing = { to: current, done };
    return done;
  };

  /** The CSP nonce a render of `request` uses (taken out of what is held). */
  const nonceOf = (request: Request) => (options.nonceHeader ? request.headers.get(options.nonceHeader) : null);

  // One render per page and version at a time: requests that miss while it runs wait for it
  // (a cold or just-changed site under load would otherwise render one page once per request).
  const pending = new Map<string, Promise<{ rendered: Response; cached: CachedResponse | null }>>();

  const fill = (key: string, request: Request, render: Render) => {
    const job = `${version} ${key}`;
    const running = pending.get(job);
    if (running) return { leader: false, result: running };
    const rendering = version;
    const result = (async () => {
      const now = clock();
      // Render as a GET with identity encoding: the cache makes the encodings itself.
      const get = new Request(request.url, { method: "GET", headers: request.headers });
      const reads = new Set<string>();
      const rendered = await (options.recordReads ? options.recordReads(reads, () => render(get)) : render(get));
      const cached = await toCached(rendered, {
        now,
        nonce: nonceOf(request),
        cacheXml: options.cacheXml,
        url: request.url,
      });
      await advance(await options.version());
      const held = entries.get(key);
      if (cached) {
        cached.version = rendering;
        // Read once the body is whole: what a streamed part read counts too.
        cached.reads = options.recordReads ? reads : null;
        // A render that overlapped a version change is kept only in place of an older copy, and
        // goes stale at once (what it read may predate the write).
        if (rendering === version) store(key, cached);
        else if (held && held.version !== version && held.storedAt <= now) {
          store(key, cached);
          queue.add(key);
        }
      } else if (held && held.storedAt <= now && rendered.status < 500) {
        // The page has moved (a redirect) or is gone: the copy it replaces is not answered again.
        // A failed render (5xx: the database away) leaves the held copy to be answered.
        remove(key);
        queue.delete(key);
      }
      return { rendered, cached };
    })().finally(() => pending.delete(job));
    pending.set(job, result);
    return { leader: true, result };
  };

  /** Set when the server stops: no background render starts after. */
  let stopped = false;

  /** A render whose result nobody waits for. */
  const inBackground = (key: string, request: Request, render: Render) => {
    const background = options.background;
    const rendering = version;
    const hold = { nonce: nonceOf(request), cacheXml: options.cacheXml ?? false };
    const { result } = fill(key, request, background ? (get) => background(get, rendering, render, hold) : render);
    return result.then(({ rendered, cached }) => (cached ? undefined : rendered.body?.cancel())).catch(() => undefined);
  };

  /** Starts the stale entries' renders, the most visited first, `refreshes` at a time. */
  const pump = () => {
    while (running < refreshes && renderer && queue.size > 0 && !stopped) {
      const now = clock();
      let next: string | null = null;
      let hits = -1;
      for (const key of queue) {
        const entry = entries.get(key);
        // Fresh again, gone, or past the bound (the next request renders it, and answers it only
        // should that render fail, as stale-if-error): nothing to do here.
        const state = entry ? standing(entry, now) : null;
        if (!entry || state !== "stale") {
          queue.delete(key);
          continue;
        }
        if (entry.hits > hits) {
          next = key;
          hits = entry.hits;
        }
      }
      if (next === null) return;
      queue.delete(next);
      const entry = entries.get(next) as CachedResponse;
      const headers = options.nonceHeader ? { [options.nonceHeader]: freshNonce() } : undefined;
      running++;
      note("refresh");
      void inBackground(next, new Request(entry.url, { headers }), renderer).finally(() => {
        running--;
        pump();
      });
    }
  };

  const touch = (key: string, entry: CachedResponse) => {
    entries.delete(key);
    entries.set(key, entry);
    entry.hits++;
  };

  const bypasses = carriesCookie(options.sessionCookie);

  return {
    async handle(request, render) {
      const key = cacheKey(request.method, request.url);
      // An administrator sees what the database holds now, never a copy.
      if (key === null || bypasses(request.headers.get("cookie"))) {
        note("bypass");
        return render(request);
      }
      renderer = render;
      // While what a new version changed is read, a page held is answered as this cache stands
      // (as by `peek`); a page not held waits for it.
      const moving = advance(await options.version());
      let held = entries.get(key);
      let state = held ? standing(held, clock()) : null;
      if (moving && !(held && state)) {
        await moving;
        held = entries.get(key);
        state = held ? standing(held, clock()) : null;
      }
      if (held && state) {
        touch(key, held);
        // Older than its life but of this content version: answered as it is while one render
        // (shared by every request meanwhile) replaces it, so that no visitor waits for it.
        if (state === "aging" && !stopped) void inBackground(key, request, render);
        note(state === "stale" ? "stale" : "hit");
        return responseFor(request, held, state === "stale" ? "stale" : "hit");
      }
      note("miss");
      const { leader, result } = fill(key, request, render);
      if (leader) note("cold");
      const { rendered, cached } = await result;
      if (cached) return responseFor(request, cached, leader ? "miss" : "hit");
      // Stale if error (RFC 5861): the page failed to render (5xx, the database away)
      // and a copy is held, of whatever version and age: that copy is answered meanwhile.
      const fallback = rendered.status >= 500 ? entries.get(key) : undefined;
      if (fallback) {
        if (leader) await rendered.body?.cancel();
        touch(key, fallback);
        note("stale");
        return responseFor(request, fallback, "stale");
      }
      // Not kept (an error page, a cookie): the one who rendered it has it; the others render their own.
      return leader ? rendered : render(request);
    },
    peek(key, current) {
      // The held-page step's version may be newer than the last one this cache saw (a save, a NOTIFY):
      // what it changed is read, and meanwhile the page held is answered as this cache stands,
      // the page the visitor would have got a moment before (every visitor waiting for that read
      // was the longest wait a save caused).
      if (current > version) void advance(current);
      else if (current !== version) return null;
      const held = entries.get(key);
      if (!held) return null;
      const state = standing(held, clock());
      // Past its life, only while a render replacing it runs (the first request after starts it).
      if (state === null || (state === "aging" && !pending.has(`${version} ${key}`))) return null;
      touch(key, held);
      return { entry: held, mark: state === "stale" ? "stale" : "hit" };
    },
    bypasses,
    advanceTo(current) {
      if (current > version && version !== -1) void advance(current);
    },
    stopRefreshing() {
      stopped = true;
    },
    stats: () => ({
      rendering: pending.size,
      entries: entries.size,
      bytes,
      version,
      stale: [...entries.values()].filter((entry) => entry.version !== version).length,
      refreshing: running + queue.size,
    }),
  };
}
