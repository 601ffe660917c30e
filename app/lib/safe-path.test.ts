import { describe, expect, it } from "vitest";
import { isSameSiteTarget, safeLocalPath } from "./safe-path";

describe("isSameSiteTarget", () => {
  it("takes paths of this site, with their query and hash", () => {
    for (const target of [
      "/",
      "/products",
      "/en/news/bai-viet?page=2#top",
      "/products/m%C3%A1y",
      "/admin/login?redirectTo=%2Fadmin%2Fproducts",
      "/search?q=100%",
      "/x?next=//evil.example",
    ]) {
      expect(isSameSiteTarget(target), target).toBe(true);
    }
  });

  it("refuses every way off the site: backslashes, double slashes, encoded and mixed forms", () => {
    for (const target of [
      "//evil.example/",
      "/\\evil.example/x",
      "\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "\\/evil.example",
      "/%5Cevil.example/",
      "/%5cevil.example",
      "/%2F%2Fevil.example",
      "/%2fevil.example",
      "%2F%2Fevil.example",
      "/%255Cevil.example",
      "/%25252F%25252Fevil.example",
      "/%2F\\evil.example",
      "https://evil.example/",
      "http:evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      expect(isSameSiteTarget(target), target).toBe(false);
    }
  });

  it("refuses control characters, raw or encoded (browsers drop tabs and newlines inside addresses)", () => {
    for (const target of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/a\u0000b",
      "/%09/evil.example",
      "/a%00b",
      "/a\u007f",
    ]) {
      expect(isSameSiteTarget(target), JSON.stringify(target)).toBe(false);
    }
  });

  it("refuses what still decodes after several rounds", () => {
    expect(isSameSiteTarget(`/%${"25".repeat(8)}41`)).toBe(false);
    expect(isSameSiteTarget(`/%${"25".repeat(2)}41`)).toBe(true);
  });
});

describe("safeLocalPath", () => {
  it("gives the target back, or null", () => {
    expect(safeLocalPath("/admin/products?page=2")).toBe("/admin/products?page=2");
    expect(safeLocalPath("/\\evil.example")).toBeNull();
    expect(safeLocalPath(null)).toBeNull();
    expect(safeLocalPath(undefined)).toBeNull();
  });
});
