import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, type SourcesConfig } from "./security-headers";

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
    const policy = contentSecurityPolicy({ nonce: "abc123" }, local);
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("img-src")).toBe("img-src 'self' data: blob: https://maps.google.com https://www.google.com");
    // The news editor reads its own local images' bytes back (blob:), never another origin.
    expect(directive("connect-src")).toBe("connect-src 'self' blob:");
    expect(directive("frame-src")).toBe("frame-src 'self' https://maps.google.com https://www.google.com");
  });

  it("names a held page's script hashes instead of a nonce, and nothing more when it has none", () => {
    const directive = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    expect(directive(contentSecurityPolicy({ hashes }, local))).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(directive(contentSecurityPolicy({ hashes: [] }, local))).toBe("script-src 'self'");
  });

  it("adds the storage's public origin for S3 and Google's translator only when it is on", () => {
    const policy = contentSecurityPolicy(
      { nonce: "n" },
      {
        ...local,
        STORAGE: "s3",
        S3_PUBLIC_URL: "https://cdn.example.com/media",
        MACHINE_TRANSLATION: "google",
      },
    );
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com[ ;]/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/translate\.google\.com/);
    expect(contentSecurityPolicy({ nonce: "n" }, { ...local, STORAGE: "s3", S3_BUCKET: "b" })).toContain(
      "https://b.s3.us-east-1.amazonaws.com",
    );
  });
});
