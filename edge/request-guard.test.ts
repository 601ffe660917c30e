import { describe, expect, it } from "vitest";
import { isSameSiteRequest } from "./request-guard";

const base = { host: "shop.example:3000", origin: undefined, referer: undefined } as const;

describe("the CSRF origin check", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isSameSiteRequest({ ...base, method, origin: "https://evil.example" })).toBe(true);
    }
  });

  it("accepts a state-changing request from the site's own origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isSameSiteRequest({ ...base, method, origin: "http://shop.example:3000" })).toBe(true);
    }
    // Behind a TLS-terminating proxy the scheme differs, the host does not.
    expect(isSameSiteRequest({ ...base, method: "POST", origin: "https://shop.example:3000" })).toBe(true);
  });

  it("refuses another origin, another port, a null or malformed origin", () => {
    for (const origin of [
      "https://evil.example",
      "http://shop.example:4000",
      "http://shop.example",
      "null",
      "nonsense",
    ]) {
      expect(isSameSiteRequest({ ...base, method: "POST", origin }), origin).toBe(false);
    }
  });

  it("falls back to the Referer when there is no Origin", () => {
    expect(isSameSiteRequest({ ...base, method: "POST", referer: "http://shop.example:3000/admin/login" })).toBe(true);
    expect(isSameSiteRequest({ ...base, method: "POST", referer: "https://evil.example/page" })).toBe(false);
    // The Origin wins over the Referer.
    expect(
      isSameSiteRequest({
        ...base,
        method: "POST",
        origin: "https://evil.example",
        referer: "http://shop.example:3000/",
      }),
    ).toBe(false);
  });

  it("refuses a state-changing request that names no origin at all", () => {
    expect(isSameSiteRequest({ ...base, method: "POST" })).toBe(false);
    expect(isSameSiteRequest({ ...base, method: "DELETE", origin: "" })).toBe(false);
  });

  it("accepts the configured public origin", () => {
    expect(
      isSameSiteRequest({
        method: "POST",
        host: "10.0.0.5:3000",
        origin: "https://www.anviet.example",
        referer: undefined,
        trustedOrigins: ["https://www.anviet.example/"],
      }),
    ).toBe(true);
  });
});
