/**
 * The HTTP edge: one Express app in front of the React Router app, every request through it.
 * In order: the drain and the request metrics, the request log, the request-line check, the edge's
 * headers (response-headers.ts, applied when each head is written), the render cache's held pages
 * (pages.ts), the pages' nonces, `/metrics`, compression, files, the one-address redirects, the
 * CSRF check, and React Router through the adapter (react-router-adapter.ts) with the render
 * cache in between.
 * TRUST_PROXY is read once, by Express ("trust proxy"): `req.secure`, `req.ip` and the adapter's
 * URL all come from it. edge/main.ts serves it (`createEdgeServer`); app.test.ts serves it over a
 * stand-in build.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Connect } from "vite";
import type * as Entry from "../app/entry.server";
import { isSameSiteTarget } from "../app/lib/safe-path";
import type { Config } from "../app/server/config.server";
import { answerErrors, rejectBadRequests } from "./bad-request";
import { canonicalPath } from "./canonical-path";
import { createDrain, type Drain } from "./drain";
import { forwardDrainOnce } from "./drain-waiters";
import { addressAllowList, createMetrics, type Metrics, metricsEndpoint } from "./metrics";
import { heldPages, pageHandler } from "./pages";
import { createRenderCache, type RenderCache } from "./render-cache";
import type { RenderThread } from "./render-thread";
import { requestGuard } from "./request-guard";
import { requestLogger } from "./request-log";
import { carriesCookie, createResponseHeaders, DOCUMENT_PATH, edgeHeaders, pageNonces } from "./response-headers";
import { uploadedFileHeaders } from "./security-headers";

/** What the edge takes from the build's entry module (app/entry.server.tsx): one copy of each. */
export type EdgeEntry = Pick<
  typeof Entry,
  | "CSP_NONCE_HEADER"
  | "CLIENT_ADDRESS_HEADER"
  | "SESSION_COOKIE"
  | "currentContentVersion"
  | "servingContentVersion"
  | "noteWrite"
  | "noteWriteFinished"
  | "trustProxySetting"
> &
  // Optional: the edge's tests run without a database.
  Partial<
    Pick<
      typeof Entry,
      "onQueryTime" | "contentChanges" | "recordContentReads" | "onContentVersion" | "onAvailabilityEvent"
    >
  >;

export interface EdgeAppOptions {
  config: Config;
  /** `npm run dev`: Vite's middleware, no policy, no render cache. */
  dev: boolean;
  vite?: { middlewares: Connect.Server };
  /** The build (production), or how to load its latest form (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  buildDir: string;
  entry: EdgeEntry;
  logRequests: boolean;
  /** The render thread, once it has started (render-thread.ts): the cache's background renders go to it. */
  renderThread?: () => RenderThread | null;
}

/**
 * The edge's HTTP server: `app` answers every request, on request and response objects that are
 * Express's own from the start. Express gives each request its prototypes (`app.request`,
 * `app.response`) as it enters; changed there, V8 gives the objects new shapes and Node's HTTP
 * code runs slower on every answer. Here Node makes them as instances of two subclasses of its own
 * classes whose prototypes carry Express's methods and become `app.request` and `app.response`, so
 * Express's change changes nothing (decision 047 has the figures).
 */
export function createEdgeServer(app: express.Express): http.Server {
  class EdgeRequest extends http.IncomingMessage {}
  class EdgeResponse extends http.ServerResponse {}
  for (const [own, express] of [
    [EdgeRequest.prototype, app.request],
    [EdgeResponse.prototype, app.response],
  ] as const) {
    // Express's methods, and `app`, as they are on its own objects (which stay unused).
    Object.setPrototypeOf(own, Object.getPrototypeOf(express));
    const { constructor: _, ...properties } = Object.getOwnPropertyDescriptors(express);
    Object.defineProperties(own, properties);
  }
  app.request = EdgeRequest.prototype as unknown as express.Request;
  app.response = EdgeResponse.prototype as unknown as express.Response;
  return http.createServer({ IncomingMessage: EdgeRequest, ServerResponse: EdgeResponse }, app);
}

const notFound: express.RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** Serves file.br or file.gz for file when the browser accepts it and the build made one. */
function precompressed(dir: string): express.RequestHandler {
  return (req, res, next) => {
    const type = contentTypes[path.extname(req.path)];
    if (!type || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const accepted = req.acceptsEncodings("br", "gzip");
    const encoding = accepted === "br" ? "br" : accepted === "gzip" ? "gzip" : null;
    const file = path.join(dir, path.normalize(req.path));
    if (!encoding || !file.startsWith(dir + path.sep)) return next();
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!fs.existsSync(compressed)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(compressed, { maxAge: "1y", immutable: true });
  };
}

export function createEdgeApp(options: EdgeAppOptions): {
  /** The request listener, served by `createEdgeServer(app)`. */
  app: express.Express;
  renderCache: RenderCache | null;
  metrics: Metrics;
  /** Waits for the requests and background renders in flight before the database closes (drain.ts). */
  drain: (timeoutMs: number) => ReturnType<Drain["drain"]>;
} {
  const { config, dev, entry } = options;
  const headers = createResponseHeaders(config, { dev });
  // A staff member's request is answered `private, no-store`, whatever the page.
  const staff = carriesCookie(entry.SESSION_COOKIE);
  const metrics = createMetrics();
  entry.onQueryTime?.(metrics.queryTime);
  // Reconnections to the database and failed saves by cause.
  entry.onAvailabilityEvent?.(metrics.availability);
  const renderCache = dev || config.RENDER_CACHE_MB === 0 ? null : renderCacheFor(options, metrics);
  const stopping = createDrain();

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For/-Proto count only from the proxies TRUST_PROXY names (none by default): the
  // login rate limit counts per client address, and a client must not be able to choose its own.
  app.set("trust proxy", entry.trustProxySetting(config));

  // A stopped server's 503 (drain.ts); each request counted, by kind and status, when answered.
  app.use((req, res, next) => {
    if (stopping.refuse(res)) return;
    const started = performance.now();
    next();
    // Answered already (a held page, synchronously): counted now, without listeners.
    if (res.writableEnded) return metrics.answered(req, res.statusCode, started);
    stopping.track(res);
    metrics.observeRequest(req, res, started);
  });
  // Before compression, so that the logged size is what went out.
  if (options.logRequests) app.use(requestLogger());
  // Null bytes, absolute-form targets, a missing Host, TRACE and the like: 400/405 before anything.
  app.use(rejectBadRequests());
  // Every header the edge decides, applied to whatever answers (see response-headers.ts).
  app.use(edgeHeaders(headers, { nonces: !dev, staff }));

  // Pages the render cache holds, from memory (pages.ts). Only what went through the rest of the
  // chain to React Router is ever held (never `/metrics`, cache-key.ts), so nothing after this
  // step would have answered it otherwise.
  if (renderCache) {
    app.use(
      heldPages({
        cache: renderCache,
        servingVersion: () => entry.servingContentVersion(),
        onHit: () => metrics.cacheAnswer("hit"),
      }),
    );
  }
  // What React Router renders with from here on: a nonce of its own for each page.
  app.use(pageNonces({ nonceHeader: entry.CSP_NONCE_HEADER, nonces: !dev }));

  // Before the files and the app: never rendered.
  app.get(
    "/metrics",
    metricsEndpoint(
      metrics,
      addressAllowList(config.METRICS_ALLOW),
      app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean,
    ),
  );

  app.use(compression());
  // One drain listener per response on compression's stream, not one per wait (drain-waiters.ts).
  app.use(forwardDrainOnce);

  // Product documents' files are served only by the app's download route (/documents/{id}/{name}),
  // which answers public ones with their headers; an 'on request' one is never a plain file.
  app.use("/uploads/documents", notFound);
  // Uploaded files: keys are unique (timestamped), so they never change and can be cached for good.
  app.use(
    "/uploads",
    express.static(path.join(config.dataDir, "uploads"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      setHeaders: uploadedFileHeaders,
    }),
    notFound,
  );

  if (options.vite) app.use(options.vite.middlewares);
  else {
    // Hashed file names: safe to cache for a year. Scripts and styles go out precompressed
    // (scripts/precompress.ts): brotli where the browser takes it, else gzip.
    const client = path.join(options.buildDir, "client");
    app.use("/assets", precompressed(path.join(client, "assets")));
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }), notFound);
    // Every file there has an extension: a page's address is not looked for on disk (a failed
    // stat per uncached page was 4 % of its CPU).
    const files = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  }

  // A request for a missing file (favicon.ico, a .map, an image) gets a plain 404, not a page.
  // ".data" is React Router's own (single-fetch data for client navigations and form submissions);
  // sitemap.xml, the news feeds, robots.txt, the product and quote request exports and product
  // documents (/documents/{id}/{name}.pdf, the brochure) are resource routes.
  app.use((req, res, next) => {
    if (
      /\.[a-z0-9]{2,5}$/i.test(req.path) &&
      !/\.(xml|data)$|^\/robots\.txt$|^\/admin\/(products|inquiries)\/export\.(csv|xlsx)$/.test(req.path) &&
      !DOCUMENT_PATH.test(req.path)
    ) {
      return notFound(req, res, next);
    }
    next();
  });

  // One address per page (see canonical-path.ts): 301 from `/products/` or `/EN/about`.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path);
    if (!canonical) return next();
    // A path that any reading takes off the site (`/%5Cevil.example`): no redirect, the page 404s.
    // The query cannot change the origin once the path is ours; it is kept as it came.
    if (!isSameSiteTarget(canonical)) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  });

  // CSRF: a POST/PUT/PATCH/DELETE from another site's page is refused (403) before any action runs;
  // also passes on the client's address (the login rate limit counts per address).
  app.use(
    requestGuard({
      addressHeader: entry.CLIENT_ADDRESS_HEADER,
      trustedOrigins: config.PUBLIC_SITE_URL ? [config.PUBLIC_SITE_URL] : [],
    }),
  );

  app.all(
    "/{*splat}",
    pageHandler({
      build: options.build,
      mode: process.env.NODE_ENV,
      cache: renderCache,
      noteWrite: () => entry.noteWrite(),
      noteWriteFinished: () => entry.noteWriteFinished(),
    }),
  );

  app.use(answerErrors());

  return {
    app,
    renderCache,
    metrics,
    drain: (timeoutMs) => {
      renderCache?.stopRefreshing();
      return stopping.drain({ timeoutMs, busy: () => (renderCache?.stats().rendering ?? 0) > 0 });
    },
  };
}

/**
 * Public pages rendered once per content version and held compressed (not under `npm run dev`,
 * where the code itself changes). RENDER_CACHE_MB=0 turns it off.
 */
function renderCacheFor(options: EdgeAppOptions, metrics: Metrics): RenderCache {
  const { config, entry } = options;
  const renderCache = createRenderCache({
    maxBytes: config.RENDER_CACHE_MB * 1024 * 1024,
    // While the database cannot be reached, the version last read: held pages
    // go on being answered; a page not held fails (503) as its loaders do.
    version: () =>
      entry.currentContentVersion().catch((error: unknown) => {
        const known = entry.servingContentVersion();
        if (known === null) throw error;
        return known;
      }),
    changes: entry.contentChanges,
    recordReads: entry.recordContentReads,
    nonceHeader: entry.CSP_NONCE_HEADER,
    sessionCookie: entry.SESSION_COOKIE,
    staleMs: config.RENDER_CACHE_STALE_SECONDS * 1000,
    // The sitemap and feeds exist only with PUBLIC_SITE_URL (without it they answer a 404, no-store).
    cacheXml: Boolean(config.PUBLIC_SITE_URL),
    onEvent: (event) =>
      event === "cold"
        ? metrics.coldRender()
        : event === "refresh"
          ? metrics.backgroundRender()
          : metrics.cacheAnswer(event),
    onCarried: metrics.carried,
    background: (request, version, onMain, hold) => {
      const thread = options.renderThread?.();
      if (!thread?.usable()) return onMain(request);
      metrics.threadRender();
      // The held form made there too: the main thread only stores it.
      return thread.render(request, version, hold);
    },
  });
  metrics.watchRenderCache(() => renderCache.stats());
  // After a write the version is read at once (content-version.server.ts): the cache moves then.
  entry.onContentVersion?.((version) => renderCache.advanceTo(version));
  return renderCache;
}
