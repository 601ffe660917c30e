/**
 * What operators scrape: one prom-client registry per server with Node's default
 * metrics (memory, event-loop delay, GC) and the site's own: requests and latency by kind of page,
 * render-cache answers, cold renders, renders under way, the cache's size and database time.
 * `GET /metrics` answers it in Prometheus' text format, only to the addresses METRICS_ALLOW names.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import type { RequestHandler } from "express";
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from "prom-client";
import type { AvailabilityEvent } from "../app/server/db/availability.server";

/** A small fixed set, never the raw path: each label value is a time series of its own. */
export const PAGE_KINDS = [
  "home",
  "product_list",
  "product",
  "article",
  "news_list",
  "page",
  "search",
  "data",
  "asset",
  "admin",
  "api",
  "other",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export type CacheAnswer = "hit" | "miss" | "stale" | "bypass";

/** Files and feeds: anything with an extension React Router does not own, and the build's folders. */
const FILE = /\.[a-z0-9]{2,5}$/i;

/** The kind of a request target (path and query, as `req.url` has it). */
export function pageKind(target: string): PageKind {
  // Asked for every request: the same targets come again and again (bounded, as any client may
  // send any).
  let kind = knownKinds.get(target);
  if (kind === undefined) {
    kind = kindOf(target);
    if (target.length <= 512) {
      if (knownKinds.size >= 8192) knownKinds.clear();
      knownKinds.set(target, kind);
    }
  }
  return kind;
}

const knownKinds = new Map<string, PageKind>();

function kindOf(target: string): PageKind {
  const queryAt = target.indexOf("?");
  let path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.endsWith(".data")) return "data";
  if (path.startsWith("/assets/") || path.startsWith("/uploads/")) return "asset";
  if (path === "/admin" || path.startsWith("/admin/")) {
    return path.startsWith("/admin/api/") ? "api" : "admin";
  }
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path === "/healthz" || path === "/metrics") return "other";
  if (FILE.test(path)) return /\.(xml|txt)$/.test(path) ? "other" : "asset";
  // The English site is the same pages under /en.
  if (path === "/en" || path.startsWith("/en/")) path = path.slice(3) || "/";
  if (path === "/" || path === "") return "home";
  const [first = "", second, third] = path.slice(1).split("/");
  if (first === "search") return "search";
  if (first === "news") return second ? "article" : "news_list";
  if (first === "departments") return "product_list";
  if (first === "products") {
    if (!second || second === "all" || ((second === "department" || second === "category") && third)) {
      return "product_list";
    }
    return "product";
  }
  return "page";
}

/**
 * METRICS_ALLOW as a matcher: addresses and CIDR ranges, IPv4 and IPv6. An IPv4 client seen on a
 * dual-stack socket (`::ffff:127.0.0.1`) is matched as the IPv4 address it is.
 */
export function addressAllowList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = net.isIPv6(address) ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    const type = net.isIPv4(plain) ? "ipv4" : net.isIPv6(plain) ? "ipv6" : null;
    return type !== null && list.check(plain, type);
  };
}

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

/**
 * Counts that every request moves, kept in plain arrays and read by the registry only when it is
 * scraped. prom-client's labelled children hash their labels at each `inc` and `observe`; for the
 * render cache's answers from memory that was about 5 % of the server's CPU (`npm run bench`).
 * Each series' label sets are fixed: `values(counts)` answers them in prom-client's own form.
 */
class PlainSeries {
  readonly counts: Float64Array;
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: "counter" | "histogram",
    size: number,
    private readonly values: (counts: Float64Array) => MetricValue<string>[],
  ) {
    this.counts = new Float64Array(size);
  }
  add(index: number, by = 1): void {
    this.counts[index] = (this.counts[index] ?? 0) + by;
  }
  get(): Omit<MetricObjectWithValues<MetricValue<string>>, "collect"> {
    return {
      name: this.name,
      help: this.help,
      type: this.type as never,
      values: this.values(this.counts),
      aggregator: "sum",
    };
  }
  reset(): void {
    this.counts.fill(0);
  }
}

/** What the render cache, the database and the edge report, and what the registry answers. */
export interface Metrics {
  registry: Registry;
  /** Counts a request and its latency when its answer finishes (or the client goes away). */
  observeRequest(req: IncomingMessage, res: ServerResponse, started: number): void;
  /** Counts a request answered synchronously (a held page, answered at once), now. */
  answered(req: IncomingMessage, status: number, started: number): void;
  cacheAnswer(result: CacheAnswer): void;
  /** A render a visitor waited for (a miss), as opposed to one behind a stale answer. */
  coldRender(): void;
  /** A held page's render in the background after a content change (or past its life). */
  backgroundRender(): void;
  /** Held pages a content change did not touch, kept for the new version without a render. */
  carried(count: number): void;
  /** A background render given to the render thread (the others ran on the main thread). */
  threadRender(): void;
  queryTime(seconds: number): void;
  /** A database connection lost or made again, a save refused for want of a part. */
  availability(event: AvailabilityEvent): void;
  /** Reads the render cache's size and renders under way at each scrape. */
  watchRenderCache(stats: () => { entries: number; bytes: number; rendering?: number }): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // http_requests_total: one count per kind and status class.
  const requests = new PlainSeries(
    "http_requests_total",
    "HTTP requests answered, by kind of page and status class",
    "counter",
    PAGE_KINDS.length * STATUS_CLASSES.length,
    (counts) =>
      PAGE_KINDS.flatMap((kind, k) =>
        STATUS_CLASSES.map((status_class, c) => ({
          labels: { kind, status_class },
          value: counts[k * STATUS_CLASSES.length + c] ?? 0,
        })),
      ).filter((value) => value.value > 0),
  );
  registry.registerMetric(requests as never);
  // http_request_duration_seconds: per kind, one count per bucket (not cumulative), then the sum.
  const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const perKind = BUCKETS.length + 2;
  const duration = new PlainSeries(
    "http_request_duration_seconds",
    "From a request's arrival to its last byte handed to the socket, by kind of page",
    "histogram",
    PAGE_KINDS.length * perKind,
    (counts) =>
      PAGE_KINDS.flatMap((kind, k) => {
        const at = k * perKind;
        let count = 0;
        for (let b = 0; b <= BUCKETS.length; b++) count += counts[at + b] ?? 0;
        if (count === 0) return [];
        let cumulative = 0;
        const buckets = [...BUCKETS, Number.POSITIVE_INFINITY].map((bound, b) => {
          cumulative += counts[at + b] ?? 0;
          return {
            metricName: "http_request_duration_seconds_bucket",
            labels: { le: bound === Number.POSITIVE_INFINITY ? "+Inf" : bound, kind },
            value: cumulative,
          };
        });
        return [
          ...buckets,
          { metricName: "http_request_duration_seconds_sum", labels: { kind }, value: counts[at + perKind - 1] ?? 0 },
          { metricName: "http_request_duration_seconds_count", labels: { kind }, value: count },
        ];
      }),
  );
  registry.registerMetric(duration as never);
  const CACHE_ANSWERS = ["hit", "miss", "stale", "bypass"] as const satisfies readonly CacheAnswer[];
  const cacheAnswers = new PlainSeries(
    "render_cache_answers_total",
    "Render-cache decisions for GET/HEAD pages: hit, miss (rendered), stale (answered while a render replaces it), bypass (never cached)",
    "counter",
    CACHE_ANSWERS.length,
    (counts) =>
      CACHE_ANSWERS.map((result, r) => ({ labels: { result }, value: counts[r] ?? 0 })).filter(
        (value) => value.value > 0,
      ),
  );
  registry.registerMetric(cacheAnswers as never);
  const coldRenders = new Counter({
    name: "render_cache_cold_renders_total",
    help: "Renders a visitor waited for because the page was not held",
    registers: [registry],
  });
  const backgroundRenders = new Counter({
    name: "render_cache_background_renders_total",
    help: "Renders of held pages behind stale answers, after a content change that touched them",
    registers: [registry],
  });
  const carried = new Counter({
    name: "render_cache_carried_total",
    help: "Held pages kept through a content change that did not touch what they read, without a render",
    registers: [registry],
  });
  const threadRenders = new Counter({
    name: "render_thread_renders_total",
    help: "Background renders made in the render thread rather than on the main thread (RENDER_THREAD)",
    registers: [registry],
  });
  const queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Database statements, from sending to the answer (PGlite and PostgreSQL alike)",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const connectionLosses = new Counter({
    name: "db_connection_losses_total",
    help: "Times a pool of this server (the main thread's, the render thread's) lost its database (a connection dropped or could not be made after working)",
    registers: [registry],
  });
  const reconnections = new Counter({
    name: "db_reconnections_total",
    help: "Times a pool of this server (the main thread's, the render thread's) connected to its database again after losing it (no restart needed)",
    registers: [registry],
  });
  const saveFailures = new Counter({
    name: "save_failures_total",
    help: "Saves (POST and other writes) answered 5xx, by the part that failed: database, storage, disk, other",
    labelNames: ["cause"],
    registers: [registry],
  });
  // Every cause shows from the start (0), so that an alert on a rate has a series to read.
  for (const cause of ["database", "storage", "disk", "other"]) saveFailures.inc({ cause }, 0);

  const answerIndex = new Map(CACHE_ANSWERS.map((result, r) => [result, r]));

  const kindIndex = new Map(PAGE_KINDS.map((kind, k) => [kind, k]));
  const record = (req: IncomingMessage, status: number, started: number) => {
    const k = kindIndex.get(pageKind(req.url ?? "/")) ?? 0;
    const statusClass = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    requests.add(k * STATUS_CLASSES.length + statusClass);
    const seconds = (performance.now() - started) / 1000;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] ?? 0)) bucket++;
    duration.add(k * perKind + bucket);
    duration.add(k * perKind + perKind - 1, seconds);
  };

  return {
    registry,
    observeRequest(req, res, started) {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        record(req, res.statusCode, started);
      };
      res.once("finish", finish);
      res.once("close", finish);
    },
    answered: record,
    cacheAnswer: (result) => {
      const r = answerIndex.get(result);
      if (r !== undefined) cacheAnswers.add(r);
    },
    coldRender: () => coldRenders.inc(),
    backgroundRender: () => backgroundRenders.inc(),
    carried: (count) => carried.inc(count),
    threadRender: () => threadRenders.inc(),
    queryTime: (seconds) => queries.observe(seconds),
    availability(event) {
      if (event.kind === "connection-lost") connectionLosses.inc();
      else if (event.kind === "reconnected") reconnections.inc();
      else saveFailures.inc({ cause: event.cause });
    },
    watchRenderCache(stats) {
      new Gauge({
        name: "render_cache_entries",
        help: "Pages held by the render cache",
        registers: [registry],
        collect() {
          this.set(stats().entries);
        },
      });
      new Gauge({
        name: "render_cache_bytes",
        help: "Bytes the render cache holds (plain, brotli and gzip bodies)",
        registers: [registry],
        collect() {
          this.set(stats().bytes);
        },
      });
      new Gauge({
        name: "render_cache_renders_in_progress",
        help: "Renders under way for the cache: cold ones visitors wait for and background ones behind stale answers",
        registers: [registry],
        collect() {
          this.set(stats().rendering ?? 0);
        },
      });
    },
  };
}

/**
 * `GET /metrics` for the allowed addresses; anyone else goes on to the site, which answers its
 * own 404 page (nothing says the endpoint exists). The address is Express's `req.ip`: the socket's
 * peer, or, when that peer is a proxy TRUST_PROXY names, the client the proxy reports. A request
 * forwarded by a proxy nobody named (it carries X-Forwarded-For) is refused: its socket address is
 * the proxy's, which may well be allowed, while the client behind it is unknown.
 */
export function metricsEndpoint(
  metrics: Metrics,
  allowed: (address: string | undefined) => boolean,
  trustedProxy: (address: string | undefined, hop: number) => boolean,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    if (forwarded && !trustedProxy(req.socket.remoteAddress, 0)) return next();
    if (!allowed(req.ip)) return next();
    metrics.registry.metrics().then(
      (text) => {
        res.setHeader("Content-Type", metrics.registry.contentType);
        res.setHeader("Cache-Control", "no-store");
        res.status(200).send(text);
      },
      (error: unknown) => next(error),
    );
  };
}
