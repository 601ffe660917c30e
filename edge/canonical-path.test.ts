import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/products", "/en/about", "/news/bai-viet-1", "/products/m%C3%A1y"]) {
      expect(canonicalPath(path)).toBeNull();
    }
  });
  it("drops trailing slashes", () => {
    expect(canonicalPath("/products/")).toBe("/products");
    expect(canonicalPath("/about//")).toBe("/about");
    expect(canonicalPath("/en/")).toBe("/en");
  });
  it("lowercases letters but not percent-escapes", () => {
    expect(canonicalPath("/EN/about")).toBe("/en/about");
    expect(canonicalPath("/Products/M%C3%A1y")).toBe("/products/m%C3%A1y");
  });
  it("folds repeated slashes", () => {
    expect(canonicalPath("//en//about")).toBe("/en/about");
  });
  it("folds backslashes like slashes, so no redirect leaves the site", () => {
    expect(canonicalPath("/\\evil.example/x/")).toBe("/evil.example/x");
    expect(canonicalPath("/\\/evil.example/")).toBe("/evil.example");
    expect(canonicalPath("\\\\evil.example")).toBe("/evil.example");
    expect(canonicalPath("/products\\")).toBe("/products");
  });
});
