import { describe, expect, it } from "vitest";
import { absoluteSiteUrl, siteUrlWarning } from "./site-url.server";

describe("the site's absolute addresses", () => {
  it("come from PUBLIC_SITE_URL only", () => {
    expect(absoluteSiteUrl("/en/products/x", "https://example.com")).toBe("https://example.com/en/products/x");
    expect(absoluteSiteUrl("/uploads/a.jpg", "https://example.com/")).toBe("https://example.com/uploads/a.jpg");
    expect(absoluteSiteUrl("/en/products/x", undefined)).toBeNull();
  });

  it("warn at start-up in production without PUBLIC_SITE_URL", () => {
    expect(siteUrlWarning({ NODE_ENV: "production" })).toMatch(/PUBLIC_SITE_URL is not set/);
    expect(siteUrlWarning({ NODE_ENV: "production", PUBLIC_SITE_URL: "https://example.com" })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: "development" })).toBeNull();
  });
});
