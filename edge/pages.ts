/**
 * Pages in the edge's Express app (edge/app.ts), with the render cache (render-cache.ts) as two of
 * its steps:
 * - `heldPages`, early in the chain: a GET or HEAD for a page the cache holds under the content
 *   version this process may serve (fresh, or stale while its new version renders), without an
 *   admin's session, is answered from memory at once, synchronously;
 * - `pageHandler`, the app's last handler: everything else goes to React Router through the
 *   adapter (react-router-adapter.ts), public GETs through the cache, which answers what it holds
 *   once the version is known and renders (and holds, when it may) what it does not.
 * Any other method marks a write, so the next request checks the content version at once (see
 * app/server/services/content-version.server.ts). Both mark their answer as a page
 * (`markPage`): its headers are decided when its head is written (response-headers.ts), so a
 * cache hit and a miss of one page carry the same ones.
 */
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { fetchRequest, sendResponse } from "./react-router-adapter";
import { cachedReply, cacheKey, heldScripts, type RenderCache } from "./render-cache";
import { markPage, requestNonce } from "./response-headers";

/**
 * Answers a page the render cache holds, from memory; anything else goes on (`next`). It reads
 * nothing the chain before it has not settled: the request line was checked, the edge's headers
 * are applied when the head is written.
 */
export function heldPages(options: {
  cache: RenderCache;
  /** The version whose held pages may be answered now, or null (servingContentVersion). */
  servingVersion: () => number | null;
  /** Each answer from memory (the metrics' hit count). */
  onHit?: () => void;
}): express.RequestHandler {
  return (req, res, next) => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || options.cache.bypasses(req.headers.cookie)) return next();
    const version = options.servingVersion();
    if (version === null) return next();
    let key: string | null;
    try {
      key = cacheKey(method, req.url);
    } catch {
      return next();
    }
    const held = key === null ? null : options.cache.peek(key, version);
    if (!held) return next();
    const reply = cachedReply(
      held.entry,
      { method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
      held.mark,
    );
    markPage(res, { scripts: reply.scripts, held: true, shared: reply.shared });
    options.onHit?.();
    res.writeHead(reply.status, reply.headers as Record<string, string>);
    res.end(reply.body ?? undefined);
  };
}

/** React Router for every request that reaches it, the render cache in between for reads. */
export function pageHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string | undefined;
  cache: RenderCache | null;
  /** This process is writing: the next version check reads the database. */
  noteWrite: () => void;
  /** This process has written: held pages wait for the version to be read again (the held-page step too). */
  noteWriteFinished: () => void;
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
      const held = heldScripts(response);
      const nonce = requestNonce(res);
      markPage(res, { scripts: held ?? (nonce ? { nonce } : null), held: held !== undefined });
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
