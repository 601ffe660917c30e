import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/server/config.server";
import { CSP_NONCE_HEADER } from "../app/server/request-headers.server";
import {
  createResponseHeaders,
  DOCUMENT_POLICY,
  edgeHeaders,
  HSTS,
  markPage,
  PERMISSIONS_POLICY,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageNonces,
} from "./response-headers";
import { contentSecurityPolicy, uploadedFileHeaders } from "./security-headers";

const config = parseConfig({});

describe("the decision", () => {
  const decide = createResponseHeaders(config);

  it("gives every response the static headers, and a policy naming the page's nonce", () => {
    expect(decide({ path: "/products", secure: false, scripts: { nonce: "AAAA" } })).toEqual({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "SAMEORIGIN",
      "permissions-policy": PERMISSIONS_POLICY,
      "content-security-policy": contentSecurityPolicy({ nonce: "AAAA" }, config),
    });
  });

  it("names a held page's script hashes in its policy instead of a nonce", () => {
    const policy = decide({ path: "/about", secure: false, scripts: { hashes: ["'sha256-AAAA'"] } })[
      "content-security-policy"
    ];
    expect(policy).toContain("script-src 'self' 'sha256-AAAA';");
    expect(policy).not.toContain("'nonce-");
  });

  it("denies the features the site never uses, and lets only its own pages write the clipboard", () => {
    const policy = decide({ path: "/", secure: false, scripts: { nonce: "n" } })["permissions-policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy, feature).toContain(`${feature}=()`);
    }
    expect(policy).toContain("clipboard-write=(self)");
    expect(policy).not.toContain("clipboard-read");
  });

  it("adds HSTS over HTTPS, and private, no-store for the back office and the APIs", () => {
    expect(decide({ path: "/", secure: true, scripts: { nonce: "n" } })["strict-transport-security"]).toBe(HSTS);
    for (const path of ["/admin", "/admin/products", "/admin.data", "/api/article-views"]) {
      expect(decide({ path, secure: false, scripts: { nonce: "n" } })["cache-control"], path).toBe(
        PRIVATE_CACHE_CONTROL,
      );
    }
    for (const path of ["/", "/administration", "/en/news"]) {
      expect(decide({ path, secure: false, scripts: { nonce: "n" } })["cache-control"], path).toBeUndefined();
    }
  });

  it("sandboxes a product document's download, which allows nothing", () => {
    const headers = decide({ path: "/documents/12/may-tho-datasheet.pdf", secure: false, scripts: { nonce: "n" } });
    expect(headers["content-security-policy"]).toBe(DOCUMENT_POLICY);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(decide({ path: "/documents", secure: false, scripts: { nonce: "n" } })["content-security-policy"]).toContain(
      "'nonce-n'",
    );
  });

  it("makes a held page public, unless it is private", () => {
    const held = { secure: false, scripts: { hashes: [] }, held: true };
    expect(decide({ path: "/about", ...held })["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(decide({ path: "/about", ...held, staff: true })["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide({ path: "/admin", ...held })["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("sends neither policy nor HSTS in dev (Vite injects its own scripts)", () => {
    const headers = createResponseHeaders(config, { dev: true })({
      path: "/admin",
      secure: true,
      scripts: { nonce: "n" },
    });
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("the headers on a response of the Express chain", () => {
  async function get(url: string, headers: Record<string, string> = {}) {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(
      edgeHeaders(createResponseHeaders(config), { nonces: true }),
      pageNonces({ nonceHeader: CSP_NONCE_HEADER, nonces: true }),
    );
    app.get("/{*splat}", (req, res) => {
      uploadedFileHeaders(res, req.path);
      res.send(String(req.headers[CSP_NONCE_HEADER]));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { headers });
      return { headers: response.headers, body: await response.text() };
    } finally {
      server.close();
    }
  }

  it("carry a fresh nonce each time, which the client cannot choose", async () => {
    const first = await get("/", { [CSP_NONCE_HEADER]: "chosen-by-client" });
    const second = await get("/");
    expect(first.body).not.toBe("chosen-by-client");
    expect(first.body).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).not.toBe(second.body);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${first.body}'`);
  });

  it("send HSTS only over HTTPS", async () => {
    expect((await get("/")).headers.get("strict-transport-security")).toBeNull();
    const https = await get("/", { "X-Forwarded-Proto": "https" });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("lock an uploaded SVG down when opened on its own", async () => {
    const svg = await get("/uploads/logos/1_abc__logo.svg");
    expect(svg.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(svg.headers.get("content-disposition")).toBe('inline; filename="1_abc__logo.svg"');
    expect((await get("/uploads/a.png")).headers.get("content-disposition")).toBeNull();
  });
});

describe("when the head is written", () => {
  const held = Object.freeze({ "content-type": "text/html; charset=utf-8", "x-render-cache": "hit" });

  async function get(url: string, headers: Record<string, string> = {}) {
    const app = express();
    app.use(
      edgeHeaders(createResponseHeaders(config), {
        nonces: true,
        staff: (cookie) => Boolean(cookie?.includes("admin_session=")),
      }),
      pageNonces({ nonceHeader: CSP_NONCE_HEADER, nonces: true }),
    );
    app.get("/file.js", (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.send("1");
    });
    app.get("/admin/page", (req, res) => {
      markPage(res, { scripts: { nonce: String(req.headers[CSP_NONCE_HEADER]) }, held: false });
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Frame-Options", "ALLOWALL");
      res.send("page");
    });
    app.get("/held", (_req, res) => {
      markPage(res, { scripts: { hashes: ["'sha256-AAAA'"] }, held: true, shared: true });
      res.writeHead(200, held);
      res.end("held");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { headers });
      return { headers: response.headers, body: await response.text() };
    } finally {
      server.close();
    }
  }

  it("lets a file handler's own Cache-Control stand, a staff member's request too", async () => {
    const file = await get("/file.js", { Cookie: "admin_session=abc" });
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives the decision the last word on a page, over the route's own headers", async () => {
    const page = await get("/admin/page");
    expect(page.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
  });

  it("merges a held answer's own headers with the decision: public, its hashes in the policy", async () => {
    for (const scheme of ["http", "https"]) {
      const answer = await get("/held", scheme === "https" ? { "X-Forwarded-Proto": "https" } : {});
      expect(answer.body).toBe("held");
      expect(answer.headers.get("x-render-cache")).toBe("hit");
      expect(answer.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(answer.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-AAAA';");
      // Without "trust proxy" a forwarded scheme is not believed.
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
