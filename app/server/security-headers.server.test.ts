import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import {
  CSP_NONCE_HEADER,
  contentSecurityPolicy,
  type SourcesConfig,
  securityHeaders,
  uploadedFileHeaders,
} from "./security-headers.server";

const local: SourcesConfig = {
  STORAGE: "local",
  S3_REGION: "us-east-1",
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_PUBLIC_URL: undefined,
  MACHINE_TRANSLATION: "off",
};

describe("the Content-Security-Policy", () => {
  it("allows scripts from this site and the request's nonce only, and no plugins, framing or base changes", () => {
    const policy = contentSecurityPolicy("abc123", local);
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("img-src")).toBe("img-src 'self' data: blob: https://maps.google.com https://www.google.com");
    expect(directive("frame-src")).toBe("frame-src 'self' https://maps.google.com https://www.google.com");
  });

  it("adds the storage's public origin for S3 and Google's translator only when it is on", () => {
    const policy = contentSecurityPolicy("n", {
      ...local,
      STORAGE: "s3",
      S3_PUBLIC_URL: "https://cdn.example.com/media",
      MACHINE_TRANSLATION: "google",
    });
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com[ ;]/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/translate\.google\.com/);
    expect(contentSecurityPolicy("n", { ...local, STORAGE: "s3", S3_BUCKET: "b" })).toContain(
      "https://b.s3.us-east-1.amazonaws.com",
    );
  });
});

describe("the headers on a response", () => {
  async function get(url: string, headers: Record<string, string> = {}) {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(securityHeaders(local));
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
