/**
 * Express hands every page and data request to React Router through here, with the render cache
 * (render-cache.ts) in between: public GETs are answered from memory when the content has not
 * changed; everything else is rendered. Any other method marks a write, so the next request
 * checks the content version at once (see app/server/services/content-version.server.ts).
 * Both this handler and the fast path before Express take their headers from
 * response-headers.ts: a cache hit and a miss of one page carry the same ones.
 *
 * This is @react-router/express's job done by hand, because the cache and the header decision
 * sit between the request and React Router; that package is not used.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type CachedReply, cachedReply, cacheKey, heldScripts, type RenderCache } from "./render-cache";
import { type ResponseHeaders, requestNonce } from "./response-headers";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The Fetch request for an Express request (as @react-router/express would make it). */
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

async function send(res: express.Response, response: Response, edge: Record<string, string>): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // The edge's decision has the last word (a held page's policy names its scripts' hashes).
  for (const [name, value] of Object.entries(edge)) res.setHeader(name, value);
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
  /** This process is writing: the next version check reads the database. */
  noteWrite: () => void;
  /** This process has written: held pages wait for the version to be read again (the fast path too). */
  noteWriteFinished: () => void;
  headers: ResponseHeaders;
  /** Whether a Cookie header carries a staff session (its answer is private, response-headers.ts). */
  staff?: (cookie: string | undefined) => boolean;
}): express.RequestHandler {
  const render = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = fetchRequest(req, res);
      let response: Response;
      if (req.method !== "GET" && req.method !== "HEAD") {
        // While it runs, visitors keep the held pages of the version known (what it writes is not
        // committed yet); once it has answered, the version is read again before any is answered.
        options.noteWrite();
        res.on("finish", options.noteWriteFinished);
        response = await render(request);
      } else {
        response = options.cache ? await options.cache.handle(request, render) : await render(request);
      }
      // A held page's policy names its scripts' hashes; a page rendered now, the request's nonce.
      const nonce = requestNonce(res);
      const scripts = heldScripts(response) ?? (nonce ? { nonce } : null);
      const staff = options.staff?.(req.headers.cookie) ?? false;
      const edge = options.headers({ path: req.path, secure: req.secure, scripts, staff });
      await send(res, response, edge);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Before Express: a GET for a page the render cache may answer (fresh, or stale while its new
 * version renders) under the content version this process may serve, and without an
 * admin's session, is answered straight from memory with the headers `options.headers` decides,
 * as the Express chain would (the policy naming the page's script hashes, HSTS over HTTPS).
 * Returns false for anything else.
 */
export function cachedFastPath(options: {
  cache: RenderCache;
  /** The version whose held pages may be answered now, or null (servingContentVersion). */
  servingVersion: () => number | null;
  headers: ResponseHeaders;
  /** Whether the request came over HTTPS (Express's own reading of TRUST_PROXY). */
  secure: (req: IncomingMessage) => boolean;
  /** Mounted request checks: a request they would refuse is left to Express. */
  acceptable: (req: IncomingMessage) => boolean;
  log?: (req: IncomingMessage, res: ServerResponse) => void;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Answers of an entry share one frozen headers object per encoding: the edge's headers are
  // merged into it once per scheme. They depend only on the path, the scheme and the entry's
  // script hashes, all fixed for that object.
  const merged = new WeakMap<
    CachedReply["headers"],
    { http?: Record<string, string>; https?: Record<string, string> }
  >();
  const headersOf = (reply: CachedReply, path: string, secure: boolean) => {
    const made = () => ({ ...reply.headers, ...options.headers({ path, secure, scripts: reply.scripts }) });
    // A 304's headers are made for it alone.
    if (!reply.shared) return made();
    let pair = merged.get(reply.headers);
    if (!pair) {
      pair = {};
      merged.set(reply.headers, pair);
    }
    const scheme = secure ? "https" : "http";
    pair[scheme] ??= made();
    return pair[scheme];
  };
  return (req, res) => {
    const method = req.method ?? "";
    if ((method !== "GET" && method !== "HEAD") || !req.url) return false;
    if (options.cache.bypasses(req.headers.cookie)) return false;
    const version = options.servingVersion();
    if (version === null) return false;
    let key: string | null;
    try {
      key = cacheKey(method, req.url);
    } catch {
      return false;
    }
    const held = key === null ? null : options.cache.peek(key, version);
    if (!held || !options.acceptable(req)) return false;
    const reply = cachedReply(
      held.entry,
      { method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      held.mark,
    );
    options.log?.(req, res);
    const path = req.url.split("?", 1)[0] ?? "/";
    res.writeHead(reply.status, headersOf(reply, path, options.secure(req)));
    res.end(reply.body ?? undefined);
    return true;
  };
}
