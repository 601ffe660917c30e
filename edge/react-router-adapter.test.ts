/**
 * The site's Express adapter for React Router (react-router-adapter.ts), held to what
 * @react-router/express does with a request and a response, on a real Express app on 127.0.0.1.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { fetchRequest, sendResponse } from "./react-router-adapter";

let server: http.Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** Serves `handle` behind an Express app with `trust` as its "trust proxy"; answers its address. */
async function serve(handle: express.RequestHandler, trust: string | false = false): Promise<number> {
  const app = express();
  app.set("trust proxy", trust);
  app.all("/{*splat}", handle);
  const listening = app.listen(0, "127.0.0.1");
  server = listening;
  await new Promise((resolve) => listening.once("listening", resolve));
  return (listening.address() as AddressInfo).port;
}

function send(
  port: number,
  options: { method?: string; path?: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<{ status: number; message: string; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path ?? "/", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            message: res.statusMessage ?? "",
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** What the Fetch request made for each request says about itself. */
const describeRequest: express.RequestHandler = async (req, res) => {
  const request = fetchRequest(req, res);
  res.json({
    url: request.url,
    method: request.method,
    accept: request.headers.get("accept"),
    body: request.body ? await request.text() : null,
  });
};

describe("the request", () => {
  it("has the URL Express reads: host, port, path and query, http without a trusted proxy", async () => {
    const port = await serve(describeRequest);
    const seen = JSON.parse(
      (
        await send(port, {
          path: "/products?q=m%C3%A1y&page=2",
          headers: { Accept: "text/html", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example:444" },
        })
      ).body,
    );
    expect(seen).toEqual({
      url: `http://127.0.0.1:${port}/products?q=m%C3%A1y&page=2`,
      method: "GET",
      accept: "text/html",
      body: null,
    });
  });

  it("takes the scheme, host and port a trusted proxy forwarded", async () => {
    const port = await serve(describeRequest, "loopback");
    const seen = JSON.parse(
      (
        await send(port, {
          path: "/about",
          headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "shop.example:8443" },
        })
      ).body,
    );
    expect(seen.url).toBe("https://shop.example:8443/about");
  });

  it("streams the body of a write to React Router", async () => {
    const port = await serve(describeRequest);
    const seen = JSON.parse((await send(port, { method: "POST", path: "/api/echo", body: "name=Máy" })).body);
    expect(seen).toMatchObject({ method: "POST", body: "name=Máy" });
  });

  it("is aborted when the client goes away before the answer", async () => {
    let aborted: Promise<boolean> = Promise.resolve(false);
    const port = await serve((req, res) => {
      const request = fetchRequest(req, res);
      aborted = new Promise((resolve) => request.signal.addEventListener("abort", () => resolve(true)));
    });
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/slow" });
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    expect(await aborted).toBe(true);
  });
});

describe("the response", () => {
  it("keeps its status, status text, headers, every cookie and its streamed body", async () => {
    const port = await serve((_req, res) => {
      const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "X-Page": "1" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("first "));
          controller.enqueue(new TextEncoder().encode("second"));
          controller.close();
        },
      });
      void sendResponse(res, new Response(body, { status: 418, statusText: "Teapot", headers }));
    });
    const answer = await send(port, {});
    expect([answer.status, answer.message, answer.body]).toEqual([418, "Teapot", "first second"]);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["x-page"]).toBe("1");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("replaces a header set before it (the edge decides its own when the head is written)", async () => {
    const port = await serve((_req, res) => {
      res.setHeader("Cache-Control", "no-cache");
      void sendResponse(res, new Response(null, { status: 204, headers: { "Cache-Control": "max-age=60" } }));
    });
    const answer = await send(port, {});
    expect([answer.status, answer.headers["cache-control"], answer.body]).toEqual([204, "max-age=60", ""]);
  });

  it("cancels the body of a response whose client has gone", async () => {
    let cancelled = false;
    const port = await serve((_req, res) => {
      res.destroy();
      const body = new ReadableStream({
        cancel() {
          cancelled = true;
        },
      });
      void sendResponse(res, new Response(body));
    });
    await send(port, {}).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).toBe(true);
  });
});
