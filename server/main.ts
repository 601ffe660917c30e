/**
 * The HTTP server: Express in front of the React Router app. `--dev` serves through Vite's
 * middleware with hot reload; otherwise it serves the production build from ./build.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const dev = process.argv.includes("--dev");
// Before anything loads React: React and react-dom must agree on development or production.
process.env.NODE_ENV ??= dev ? "development" : "production";

const { ConfigError, getConfig, trustProxySetting } = await import("../app/server/config.server");
const { requestGuard } = await import("../app/server/request-guard.server");
const { canonicalPath } = await import("./canonical-path");
const { logRequest, requestLogger } = await import("./request-log");
const { answerErrors, refuseConnect, rejectBadRequests } = await import("../app/server/bad-request.server");
const { CSP_NONCE_HEADER, STATIC_HEADERS, policyMaker, securityHeaders, uploadedFileHeaders } = await import(
  "../app/server/security-headers.server"
);
const { createRenderCache } = await import("../app/server/render-cache.server");
const { appRequestHandler, cachedFastPath } = await import("./app-handler");
const { checkRequestLine } = await import("../app/server/bad-request.server");

type AppBuild = ServerBuild & {
  entry: {
    module: {
      startServices(log?: (line: string) => void): Promise<void>;
      stopServices(): Promise<void>;
      currentContentVersion(): Promise<number>;
      noteWrite(): void;
      freshContentVersion(): number | null;
    };
  };
};

function readConfig() {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const app = express();
app.disable("x-powered-by");
// X-Forwarded-For/-Proto count only from the proxies TRUST_PROXY names (none by default): the
// login rate limit counts per client address, and a client must not be able to choose its own.
app.set("trust proxy", trustProxySetting(config));
// Before compression, so that the logged size is what went out.
const logRequests = config.LOG_REQUESTS ?? !dev;
if (logRequests) app.use(requestLogger());
// Null bytes, absolute-form targets, a missing Host, TRACE and the like: 400/405 before anything.
app.use(rejectBadRequests());
// Content-Security-Policy with a per-request nonce, HSTS over HTTPS (not in dev: Vite injects its own scripts).
if (!dev) app.use(securityHeaders(config));
app.use(compression());
app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
  next();
});

const notFound: express.RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not found");
};

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

let loadBuild: () => Promise<AppBuild>;
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  loadBuild = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
} else {
  const buildFile = path.join(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as AppBuild;
  loadBuild = async () => build;
  // Hashed file names: safe to cache for a year. Scripts and styles go out precompressed
  // (scripts/precompress.ts): brotli where the browser takes it, else gzip.
  app.use("/assets", precompressed(path.join(buildDir, "client/assets")));
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }), notFound);
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
}

// A request for a missing file (favicon.ico, a .map, an image) gets a plain 404, not a page.
// ".data" is React Router's own (single-fetch data for client navigations and form submissions);
// sitemap.xml, the news feeds, robots.txt and the product export are resource routes.
app.use((req, res, next) => {
  if (
    /\.[a-z0-9]{2,5}$/i.test(req.path) &&
    !/\.(xml|data)$|^\/robots\.txt$|^\/admin\/products\/export\.(csv|xlsx)$/.test(req.path)
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
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(301, canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
});

const firstBuild = await loadBuild();
try {
  await firstBuild.entry.module.startServices((line) => console.log(line));
} catch (error) {
  console.error("Start-up failed:", error instanceof Error ? error.message : error);
  process.exit(1);
}

// CSRF: a POST/PUT/PATCH/DELETE from another site's page is refused (403) before any action runs;
// also passes on the client's address (the login rate limit counts per address).
app.use(requestGuard({ trustedOrigins: config.PUBLIC_SITE_URL ? [config.PUBLIC_SITE_URL] : [] }));

// Public pages rendered once per content version and held compressed (not under `npm run dev`,
// where the code itself changes). RENDER_CACHE_MB=0 turns it off.
const services = firstBuild.entry.module;
const renderCache =
  dev || config.RENDER_CACHE_MB === 0
    ? null
    : createRenderCache({
        maxBytes: config.RENDER_CACHE_MB * 1024 * 1024,
        version: () => services.currentContentVersion(),
        nonceHeader: CSP_NONCE_HEADER,
        policy: policyMaker(config),
        // The sitemap and feeds take their links' origin from the Host when PUBLIC_SITE_URL is unset.
        cacheXml: Boolean(config.PUBLIC_SITE_URL),
      });

app.all(
  "/{*splat}",
  appRequestHandler({
    build: dev ? () => loadBuild() : firstBuild,
    mode: process.env.NODE_ENV,
    cache: renderCache,
    noteWrite: () => services.noteWrite(),
  }),
);

app.use(answerErrors());

// Pages the render cache holds skip Express altogether (see app-handler.ts).
const trustedProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
const fastPath = renderCache
  ? cachedFastPath({
      cache: renderCache,
      freshVersion: () => services.freshContentVersion(),
      secure: (req) =>
        "encrypted" in req.socket ||
        (trustedProxy(req.socket.remoteAddress, 0) &&
          String(req.headers["x-forwarded-proto"] ?? "")
            .split(",")[0]
            ?.trim() === "https"),
      acceptable: (req) =>
        checkRequestLine({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host }) === null,
      log: logRequests ? logRequest : undefined,
    })
  : null;
const server = http.createServer((req, res) => {
  if (fastPath?.(req, res)) return;
  app(req, res);
});
server.listen(config.PORT, config.HOST, () => {
  console.log(`Serving on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
});

refuseConnect(server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  try {
    await (await loadBuild()).entry.module.stopServices();
    console.log("Database closed");
    process.exit(0);
  } catch (error) {
    console.error("Shutdown failed:", error);
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
