/**
 * The edge as edge/main.ts serves it (app.ts: one Express app, the render cache's steps and the
 * page handler in it), served by node:http on 127.0.0.1 over a stand-in build: React Router's own
 * request handler runs on a small route table whose document entry writes the nonce it was given
 * into the page, as app/entry.server.tsx does.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "../app/server/request-headers.server";
import { createEdgeServer } from "./app";
import { inlineScripts, policyAllows } from "./inline-scripts";
import { PRIVATE_CACHE_CONTROL } from "./response-headers";
import { startStubEdge } from "./testing/stub-edge";

let edge: Awaited<ReturnType<typeof startStubEdge>>;
let port = 0;
let fresh = true;
let versionReads = 0;
let writes = 0;
let dataDir = "";

beforeAll(async () => {
  // TRUST_PROXY names the test's own address, so X-Forwarded-Proto: https makes a request secure.
  edge = await startStubEdge(
    { TRUST_PROXY: "127.0.0.1" },
    {
      currentContentVersion: async () => {
        versionReads++;
        return 1;
      },
      servingContentVersion: () => (fresh ? 1 : null),
      noteWrite: () => {
        writes++;
      },
      noteWriteFinished: () => {
        writes++;
      },
    },
  );
  ({ port, dataDir } = edge);
});

afterAll(() => edge.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function request(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const all: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) all[name] = String(value);
        const bytes = Buffer.concat(chunks);
        // Compressed bodies kept byte for byte (latin1) for gunzip.
        const body = res.headers["content-encoding"] ? bytes.toString("latin1") : bytes.toString();
        resolve({ status: res.statusCode ?? 0, headers: all, body });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers["content-security-policy"] ?? "")?.[1];

/** The headers, the date and the hit/miss mark aside. */
function comparable(answer: Answer) {
  const { date: _date, "x-render-cache": _mark, ...rest } = answer.headers;
  return rest;
}

/** Whether every inline script of the page may run under its policy, and nothing else could. */
function scriptsRunByPolicyAlone(answer: Answer, body: string) {
  const policy = answer.headers["content-security-policy"] ?? "";
  const scripts = inlineScripts(body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(policyAllows(policy, script), script.text).toBe(true);
  // A script injected into the page, even one copying an attribute it saw, does not run.
  expect(policyAllows(policy, { attributes: ' nonce="x"', text: "alert(1)" })).toBe(false);
}

describe("the edge's server", () => {
  it("makes each request and response as Express's own objects, which Express then leaves as they are", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.get("/{*splat}", (req, res) => {
      res.json({
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
        http: req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
        express: { ip: req.ip, secure: req.secure, path: req.path, query: req.query },
      });
    });
    const own = createEdgeServer(app);
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    try {
      const { port: ownPort } = own.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${ownPort}/about?q=1`, {
        headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https" },
      });
      expect(await answer.json()).toEqual({
        request: true,
        response: true,
        http: true,
        express: { ip: "203.0.113.7", secure: true, path: "/about", query: { q: "1" } },
      });
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  });
});

describe("the HTTP edge", () => {
  for (const [label, headers] of [
    ["over HTTP", {}],
    ["over HTTPS behind the proxy", { "X-Forwarded-Proto": "https" }],
    ["in gzip", { "Accept-Encoding": "gzip" }],
  ] as const) {
    it(`answers a cache hit with the same headers as the miss before it, ${label}`, async () => {
      fresh = true;
      const page = `/about?page=${label.length}`;
      const miss = await request("GET", page, headers);
      expect(miss.headers["x-render-cache"]).toBe("miss");
      const readsBefore = versionReads;
      const hit = await request("GET", page, headers);
      expect(hit.headers["x-render-cache"]).toBe("hit");
      // The held-page step answered: the page handler's way to the cache reads the version each time.
      expect(versionReads).toBe(readsBefore);
      // While the version is being checked, the page handler answers the hit: the same headers again.
      fresh = false;
      const expressHit = await request("GET", page, headers);
      expect(expressHit.headers["x-render-cache"]).toBe("hit");
      expect(versionReads).toBe(readsBefore + 1);

      expect(comparable(hit)).toEqual(comparable(miss));
      expect(comparable(expressHit)).toEqual(comparable(miss));
      expect(Object.keys(miss.headers)).toEqual(
        expect.arrayContaining(["x-content-type-options", "referrer-policy", "x-frame-options", "cache-control"]),
      );
      expect(miss.headers["strict-transport-security"] !== undefined).toBe(label.includes("HTTPS"));
      // A held page bears no nonce that another answer could share: its policy names the hashes
      // of its own inline scripts, and its body carries no nonce.
      for (const answer of [miss, hit, expressHit]) {
        const body = label.includes("gzip") ? gunzipSync(Buffer.from(answer.body, "latin1")).toString() : answer.body;
        expect(nonceOf(answer)).toBeUndefined();
        expect(body).not.toContain("nonce=");
        scriptsRunByPolicyAlone(answer, body);
      }
    });
  }

  it("answers a revalidation with 304 and the policy of the copy the client holds", async () => {
    fresh = true;
    await request("GET", "/about?page=304");
    const held = await request("GET", "/about?page=304");
    const etag = held.headers.etag ?? "";
    for (const answer of [
      await request("GET", "/about?page=304", { "If-None-Match": etag }),
      await request("GET", "/about?page=304", { "If-None-Match": `W/${etag}` }),
    ]) {
      expect(answer.status).toBe(304);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers["content-security-policy"]).toBe(held.headers["content-security-policy"]);
    }
    expect((await request("GET", "/about?page=304", { "If-None-Match": '"another"' })).status).toBe(200);
  });

  it("never answers a request carrying an admin's session from memory", async () => {
    fresh = true;
    await request("GET", "/about?page=9");
    expect((await request("GET", "/about?page=9")).headers["x-render-cache"]).toBe("hit");
    const admin = await request("GET", "/about?page=9", { Cookie: "theme=dark; admin_session=abc" });
    expect(admin.headers["x-render-cache"]).toBeUndefined();
    expect(nonceOf(admin)).toBeTruthy();
    expect(admin.body).toContain(`nonce="${nonceOf(admin)}"`);
    // An empty or other cookie is a visitor's.
    const visitor = await request("GET", "/about?page=9", { Cookie: "admin_session=; x_admin_session=1" });
    expect(visitor.headers["x-render-cache"]).toBe("hit");
  });

  it("answers a public page to a staff session private, no-store, and to a visitor public", async () => {
    fresh = true;
    for (const path of ["/about", "/", "/no-such-page"]) {
      const visitor = await request("GET", path);
      const staff = await request("GET", path, { Cookie: "theme=dark; admin_session=abc" });
      expect(staff.headers["cache-control"], path).toBe(PRIVATE_CACHE_CONTROL);
      expect(staff.headers["x-render-cache"], path).toBeUndefined();
      expect(visitor.headers["cache-control"], path).not.toContain("private");
      if (visitor.status === 200) expect(visitor.headers["cache-control"], path).toContain("public");
    }
    // A redirect the edge answers before React Router, too.
    const moved = await request("GET", "/about/", { Cookie: "admin_session=abc" });
    expect(moved.status).toBe(301);
    expect(moved.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    // The staff member's page was not stored: the next visitor's is rendered for the cache.
    const staffFirst = await request("GET", "/about?page=53", { Cookie: "admin_session=abc" });
    expect(staffFirst.headers["x-render-cache"]).toBeUndefined();
    expect((await request("GET", "/about?page=53")).headers["x-render-cache"]).toBe("miss");
  });

  it("renders each uncached page with a fresh nonce that its policy names", async () => {
    const first = await request("GET", "/about?utm_source=a");
    const second = await request("GET", "/about?utm_source=a");
    expect(first.headers["x-render-cache"]).toBeUndefined();
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toContain(`nonce="${nonceOf(first)}"`);
  });

  it("answers the back office private, no-store, whatever the route says, and never holds it", async () => {
    const admin = await request("GET", "/admin");
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(admin.headers["x-render-cache"]).toBeUndefined();
    expect(admin.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("hands a same-site POST's body to the action, with the client's address, and marks a write", async () => {
    const before = writes;
    const answer = await request(
      "POST",
      "/api/echo",
      { Origin: `http://127.0.0.1:${port}`, "Content-Type": "text/plain", [CLIENT_ADDRESS_HEADER]: "forged" },
      "hello",
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ body: "hello", address: "127.0.0.1" });
    expect(answer.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    // When it starts and when it finishes.
    expect(writes).toBe(before + 2);
  });

  it("gives answers that never reach React Router the same headers", async () => {
    const missingFile = await request("GET", "/favicon.ico");
    expect(missingFile.status).toBe(404);
    const crossSite = await request("POST", "/api/echo", { Origin: "https://evil.example" }, "x");
    expect(crossSite.status).toBe(403);
    for (const answer of [missingFile, crossSite]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    }
  });

  it("never serves a product document's file as a plain upload; lets its download address reach the app", async () => {
    fs.mkdirSync(path.join(dataDir, "uploads", "documents"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "documents", "abc.pdf"), "%PDF-1.7");
    fs.writeFileSync(path.join(dataDir, "uploads", "plain.txt"), "hello");
    const hidden = await request("GET", "/uploads/documents/abc.pdf");
    expect([hidden.status, hidden.body]).toEqual([404, "Not found"]);
    expect((await request("GET", "/uploads/plain.txt")).body).toBe("hello");
    // The route table answers it (here the stand-in build's 404 page, which names the path).
    const download = await request("GET", "/documents/12/may-sieu-am-datasheet.pdf");
    expect(download.body).toContain("/documents/12/may-sieu-am-datasheet.pdf");
    expect((await request("GET", "/documents/x/a.pdf")).body).toBe("Not found");
  });
});
