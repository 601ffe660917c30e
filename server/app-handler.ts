/**
 * Express hands every page and data request to React Router through here, with the render cache
 * (app/server/render-cache.server.ts) in between: public GETs are answered from memory when the
 * content has not changed; everything else is rendered. Any other method marks a write, so the
 * next request checks the content version at once (see services/content-version.server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ADMIN_CACHE_CONTROL, cachedReply, cacheKey, type RenderCache } from "../app/server/render-cache.server";
import { HSTS, STATIC_HEADERS } from "../app/server/security-headers.server";

const PRIVATE_PATH = /^\/(?:admin|api)(?:[/.]|$)/;
const STATIC_HEADER_LIST = Object.entries(STATIC_HEADERS);

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The Fetch request for an Express request (as @react-router/express makes it). */
function fetchRequest(req: express.Request, res: express.Response): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = Number.parseInt(forwardedPort ?? hostPort ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // Set, not appended: a cached page replaces the policy the security middleware put there.
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

export function appRequestHandler(options: {
  build: BuildSource;
  mode: string | undefined;
  cache: RenderCache | null;
  /** This process has written (or is writing): the next version check reads the database. */
  noteWrite: () => void;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const render = async (request: Request) => {
    const response = await handle(request);
    // The back office and the APIs answer one person: no shared cache, no browser copy.
    if (!PRIVATE_PATH.test(new URL(request.url).pathname)) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", ADMIN_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  return async (req, res, next) => {
    try {
      const request = fetchRequest(req, res);
      if (req.method !== "GET" && req.method !== "HEAD") {
        options.noteWrite();
        res.on("finish", options.noteWrite);
        await send(res, await render(request));
        return;
      }
      await send(res, options.cache ? await options.cache.handle(request, render) : await render(request));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Before Express: a GET for a page the render cache holds, while the content version this
 * process knows is fresh, is answered straight from memory with the headers the middleware
 * would have set (the page's own CSP nonce, HSTS over HTTPS). Returns false for anything else.
 */
export function cachedFastPath(options: {
  cache: RenderCache;
  freshVersion: () => number | null;
  /** Whether the request came over HTTPS (Express's own reading of TRUST_PROXY). */
  secure: (req: IncomingMessage) => boolean;
  /** Mounted request checks: a request they would refuse is left to Express. */
  acceptable: (req: IncomingMessage) => boolean;
  log?: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method ?? "";
    if ((method !== "GET" && method !== "HEAD") || !req.url) return false;
    const version = options.freshVersion();
    if (version === null) return false;
    let key: string | null;
    try {
      key = cacheKey(method, req.url);
    } catch {
      return false;
    }
    const entry = key === null ? null : options.cache.peek(key, version);
    if (!entry || !options.acceptable(req)) return false;
    const reply = cachedReply(
      entry,
      { method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      true,
      options.cache.policy,
    );
    options.log?.(req, res);
    for (const [name, value] of STATIC_HEADER_LIST) res.setHeader(name, value);
    if (options.secure(req)) res.setHeader("Strict-Transport-Security", HSTS);
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body ?? undefined);
    return true;
  };
}
