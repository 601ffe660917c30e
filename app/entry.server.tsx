import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { afterFirstPaintStream, rewriteForAfterFirstPaint } from "./server/after-first-paint.server";
import { logError } from "./server/error-log.server";
import { builtStyleReader, inlineStylesheets } from "./server/inline-style.server";
import { CSP_NONCE_HEADER } from "./server/request-headers.server";
import { noteRequestFailure } from "./server/unavailable.server";

// the admin's session cookie (the render cache never answers a request carrying it);
export { SESSION_COOKIE } from "./server/auth.server";
// The HTTP edge (edge/main.ts) takes what it shares with the app from this module, so that
// each exists once in the process (the edge never loads a second copy of an app module):
// the configuration, read once and checked;
export { ConfigError, getConfig, trustProxySetting } from "./server/config.server";
// reconnections to the database and failed saves by cause, for the edge's metrics (the render
// thread's pool's passed on to the main thread's listeners);
export { onAvailabilityEvent, relayAvailabilityEvent } from "./server/db/availability.server";
// what a render read (the render cache keeps a page through a change that did not touch it);
export { noteReads, recordContentReads } from "./server/db/content-reads.server";
// where the compiled server (build/node/main.js) finds the database worker compiled beside it;
export { setCompiledWorker as setCompiledDatabaseWorker } from "./server/db/pglite-thread.server";
// the database's time per statement, for the edge's metrics;
export { onQueryTime } from "./server/db/query-timing.server";
// the memory breakdown the edge logs on SIGUSR2;
export { memoryReport } from "./server/memory-report.server";
// the request headers it sets for the app;
export { CLIENT_ADDRESS_HEADER, CSP_NONCE_HEADER } from "./server/request-headers.server";
// for the render cache, the content version as this process knows it, read through the app's own
// database handle, what each version changed, and the mark that this process has written;
export { contentChanges } from "./server/services/content-changes.server";
export {
  contentVersionAtLeast,
  currentContentVersion,
  noteWrite,
  noteWriteFinished,
  onContentVersion,
  servingContentVersion,
} from "./server/services/content-version.server";
// the start and stop of the database;
export {
  openRenderThreadDatabase,
  renderThreadDatabase,
  startServices,
  stopServices,
} from "./server/startup.server";

export const streamTimeout = 5_000;

// This module is bundled into build/server/index.js: the client build sits beside it. Under the
// dev server no built sheet is found there, and pages keep their links.
const readBuiltStyle = builtStyleReader(fileURLToPath(new URL("../client", import.meta.url)));
const publicRewrite = (html: string) => rewriteForAfterFirstPaint(inlineStylesheets(html, readBuiltStyle));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The Content-Security-Policy nonce the edge chose for this request (none in dev).
    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // A Suspense boundary whose content is ready when the page is sent stays in place. By
      // default React moves any boundary past the first 12.8 KB of HTML to the end of the
      // document and swaps it in with a script: the split-out widgets (components/ui/deferred.tsx)
      // would then appear late, shift the page and be missing without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);

        responseHeaders.set("Content-Type", "text/html; charset=utf-8");

        // Public pages fetch their hydration scripts after the first paint (decision 008) and
        // carry their style sheet inline (decision 022); the back office keeps React Router's order.
        if (new URL(request.url).pathname.startsWith("/admin")) pipe(body);
        else {
          const rewrite = afterFirstPaintStream(publicRewrite);
          rewrite.pipe(body);
          pipe(rewrite);
        }

        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Log streaming rendering errors from inside the shell.  Don't log
        // errors encountered during initial shell rendering since they'll
        // reject and get logged in handleDocumentRequest.
        if (shellRendered) logError(error, request);
      },
    });
  });
}

/** Errors React Router reports on the server: one line each, a stack only for real failures. */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  // A part away (the database, storage, a full disk): the root middleware answers 503.
  noteRequestFailure(context, error);
  logError(error, request);
}
