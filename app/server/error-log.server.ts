import { isRouteErrorResponse } from "react-router";

/**
 * What the server logs for an error React Router reports. A client's mistake (a
 * thrown 4xx such as a refused body, a GET to an action-only route, an unknown method) is one
 * warning line without a stack; an unexpected failure is one JSON line whose stack travels
 * escaped inside it, so a flood of bad requests cannot flood the log with 30-line traces and a
 * log shipper keeps each failure as one record. An aborted request (the visitor left) is nothing.
 */
export type ErrorLogEntry = { level: "warn" | "error"; line: string };

const MAX_PATH = 1000;
const CLIENT_MISTAKE = /did not provide an? `(loader|action)`|^Invalid request method|^No route matches URL/;

export function errorLogEntry(error: unknown, request: Request): ErrorLogEntry | null {
  if (request.signal.aborted) return null;
  const path = new URL(request.url).pathname.slice(0, MAX_PATH);
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  const message =
    inner instanceof Error
      ? inner.message
      : isRouteErrorResponse(error) && inner === undefined
        ? `${error.status} ${error.statusText}`.trim()
        : String(inner);
  if ((isRouteErrorResponse(error) && error.status < 500) || CLIENT_MISTAKE.test(message)) {
    return { level: "warn", line: `Refused ${request.method} ${path}: ${message.split("\n")[0]}` };
  }
  const stack = inner instanceof Error ? inner.stack : undefined;
  const record = { time: new Date().toISOString(), level: "error", method: request.method, path, message, stack };
  return { level: "error", line: JSON.stringify(record) };
}

/** Writes the entry, if any, through the console method of its level. */
export function logError(error: unknown, request: Request, console_: Pick<Console, "warn" | "error"> = console): void {
  const entry = errorLogEntry(error, request);
  if (entry) console_[entry.level](entry.line);
}
