/**
 * Malformed and hostile requests are answered before anything else runs (edge/app.ts mounts
 * this first): they would otherwise reach the database (a null byte is an error in PostgreSQL
 * text) or React Router (which cannot build a URL from an absolute-form target or a missing
 * Host) and end as a 500 with a stack trace in the log. Each gets a plain 400 or 405, no log.
 */
import type { Server } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

/** Why a request is refused, as a status and a short text; null when it may go on. */
export function checkRequestLine(request: {
  method: string;
  url: string;
  host: string | undefined;
}): { status: 400 | 405; text: string } | null {
  if (!allowed.has(request.method)) return { status: 405, text: "Method not allowed" };
  // Origin-form only ("/path?query"): absolute-form ("http://host/") and "*" are for proxies.
  if (!request.url.startsWith("/")) return { status: 400, text: "Bad request" };
  // "//about" (a mistyped link) is a path of ours: a read goes on to the one-address 301
  // (canonical-path.ts, which keeps it on this site); nothing else is done at such an address.
  if (request.url.startsWith("//") && request.method !== "GET" && request.method !== "HEAD") {
    return { status: 400, text: "Bad request" };
  }
  if (!request.host) return { status: 400, text: "Bad request: no Host" };
  if (/%00|\0/i.test(request.url)) return { status: 400, text: "Bad request" };
  const queryAt = request.url.indexOf("?");
  try {
    decodeURIComponent(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
  } catch {
    return { status: 400, text: "Bad request" };
  }
  return null;
}

export function rejectBadRequests(): RequestHandler {
  return (req, res, next) => {
    const refusal = checkRequestLine({ method: req.method, url: req.url, host: req.headers.host });
    if (!refusal) return next();
    if (refusal.status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    res.setHeader("Connection", "close");
    res.status(refusal.status).type("text/plain").send(refusal.text);
  };
}

/**
 * The last error handler: a client error that Express or a middleware raised (a malformed
 * path, a body parser's refusal) keeps its 4xx status without a log; anything else is a 500
 * logged on one line.
 */
export function answerErrors(log: (line: string) => void = console.error): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = Number((error as { status?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      res.status(status).type("text/plain").send("Bad request");
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    log(`Error ${req.method} ${req.path}: ${message.split("\n")[0]}`);
    res.status(500).type("text/plain").send("Server error");
  };
}

/** CONNECT (a proxy's tunnel) never reaches Express: Node would drop the connection unanswered. */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}
