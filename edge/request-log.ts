/**
 * One JSON line per request on stdout, for whatever collects the service's output (journald,
 * a log shipper): {"time","method","path","status","ms","bytes"}, plus "aborted": true when
 * the client went away before the answer was complete. The query string is left out (search
 * terms are the visitors' own), and so are addresses and cookies.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  /** From the request's arrival to the last byte handed to the socket, in milliseconds. */
  ms: number;
  /** Body bytes sent, after compression. */
  bytes: number;
  aborted?: true;
}

const MAX_PATH = 1000;

function byteLength(chunk: unknown, encoding: unknown): number {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return 0;
  if (typeof chunk === "string")
    return Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/**
 * Mount it before compression: compression writes its output through the methods wrapped
 * here, so `bytes` is what went on the wire.
 */
export function requestLogger(write: (line: string) => void = writeLine): RequestHandler {
  return (req, res, next) => {
    logRequest(req, res, write);
    next();
  };
}

function writeLine(line: string) {
  process.stdout.write(`${line}\n`);
}

/** Logs this request's line when its answer is finished or abandoned (the request logger below). */
export function logRequest(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  write: (line: string) => void = writeLine,
): void {
  const started = process.hrtime.bigint();
  let bytes = 0;
  const originalWrite = res.write;
  const originalEnd = res.end;
  res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
    bytes += byteLength(chunk, rest[0]);
    return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
    bytes += byteLength(chunk, rest[0]);
    return (originalEnd as (...args: unknown[]) => typeof res).call(this, chunk, ...rest);
  } as typeof res.end;

  let logged = false;
  const log = (aborted: boolean) => {
    if (logged) return;
    logged = true;
    const target = req.originalUrl ?? req.url ?? "";
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: req.method ?? "",
      path: path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100,
      bytes,
    };
    if (aborted) line.aborted = true;
    write(JSON.stringify(line));
  };
  res.once("finish", () => log(false));
  res.once("close", () => log(!res.writableFinished));
}
