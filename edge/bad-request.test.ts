import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileRequests, rawRequest } from "../app/server/testing/raw-http";
import { answerErrors, checkRequestLine, refuseConnect, rejectBadRequests } from "./bad-request";

describe("the request-line check", () => {
  it("lets ordinary requests through", () => {
    for (const url of ["/", "/en/products?q=m%C3%A1y&brand=3", "/news/tin-moi", "/products/a%2Fb"]) {
      expect(checkRequestLine({ method: "GET", url, host: "site.test" }), url).toBeNull();
    }
    expect(checkRequestLine({ method: "POST", url: "/admin/login", host: "site.test" })).toBeNull();
  });

  it("lets a read of a double-slashed path through, to the one-address redirect", () => {
    for (const method of ["GET", "HEAD"]) {
      expect(checkRequestLine({ method, url: "//about", host: "site.test" })).toBeNull();
      expect(checkRequestLine({ method, url: "//evil.example/", host: "site.test" })).toBeNull();
    }
  });

  it("refuses null bytes, bad escapes, absolute-form targets, a missing Host and odd methods", () => {
    const refused = (method: string, url: string, host: string | null = "site.test") =>
      checkRequestLine({ method, url, host: host ?? undefined })?.status;
    expect(refused("GET", "/products/%00")).toBe(400);
    expect(refused("GET", "/products?q=%00")).toBe(400);
    expect(refused("GET", "/news/%e0%a4%a")).toBe(400);
    expect(refused("GET", "http://evil.example/")).toBe(400);
    expect(refused("POST", "//evil.example/")).toBe(400);
    expect(refused("GET", "/", null)).toBe(400);
    expect(refused("TRACE", "/")).toBe(405);
    expect(refused("PROPFIND", "/")).toBe(405);
    expect(refused("OPTIONS", "*")).toBe(405);
  });
});

describe("a server behind the check", () => {
  const logged: string[] = [];
  let port = 0;
  let close: () => void = () => {};
  let reachedWithBadInput = 0;

  beforeAll(async () => {
    const app = express();
    app.use(rejectBadRequests());
    app.use(express.static("/nonexistent", { index: false }));
    app.use((req, res) => {
      if (req.url.includes("%00") || !req.headers.host) reachedWithBadInput++;
      res.type("text/plain").send("page");
    });
    app.use(answerErrors((line) => logged.push(line)));
    const server = app.listen(0, "127.0.0.1");
    refuseConnect(server);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers a sweep of over 100 hostile requests with 4xx, never 500, and logs nothing", async () => {
    const sweep = hostileRequests([
      "/",
      "/products",
      "/en/products",
      "/news",
      "/en/news",
      "/about",
      "/contact",
      "/admin",
      "/admin/login",
      "/uploads/x.png",
    ]);
    expect(sweep.length).toBeGreaterThanOrEqual(100);
    const statuses: Record<string, number> = {};
    for (const request of sweep) statuses[request.name] = await rawRequest(port, request.text);
    const fiveHundreds = Object.entries(statuses).filter(([, status]) => status >= 500 || status === 0);
    expect(fiveHundreds).toEqual([]);
    expect(statuses["TRACE /"]).toBe(405);
    expect(statuses.CONNECT).toBe(405);
    expect(statuses["null byte in path /products"]).toBe(400);
    expect(statuses["absolute-form /"]).toBe(400);
    expect(statuses["HTTP/1.0 without Host /"]).toBe(400);
    expect(reachedWithBadInput).toBe(0);
    expect(logged).toEqual([]);
  });
});
