/**
 * The site's Express adapter for React Router: the two halves of what `@react-router/express`
 * does (a Fetch `Request` made from Express's request; a Fetch `Response` written to Express's
 * response), kept apart so that the render cache can stand between them (edge/pages.ts). That
 * package's `createRequestHandler` takes the build and answers the response itself, with no
 * step in between, so it is not used; these two functions follow its reading of the request
 * (the URL from Express's protocol, host and port under "trust proxy", the headers, an abort when
 * the client goes away, the body streamed for anything but GET and HEAD) and of the response
 * (status, status text, headers, streamed body, a cancelled body for a client gone).
 * Differences, both deliberate: a header of the response replaces one set before (edge headers are
 * decided when the head is written, response-headers.ts), Set-Cookie excepted; and a response is
 * never flushed early for server-sent events (the site sends none). react-router-adapter.test.ts
 * holds both halves to that.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";

/** The Fetch request for an Express request, as @react-router/express makes it. */
export function fetchRequest(req: express.Request, res: express.Response): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port === undefined ? "" : `:${port}`}${req.originalUrl}`);
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

/** Writes a Fetch response to Express's response (its body streamed); a client gone cancels the body. */
export async function sendResponse(res: express.Response, response: Response): Promise<void> {
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
