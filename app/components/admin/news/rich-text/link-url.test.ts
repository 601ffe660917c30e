import { describe, expect, it } from "vitest";
import { isSafeLinkUrl, normalizeLinkUrl } from "./link-url";

describe("isSafeLinkUrl", () => {
  it.each([
    "https://example.com",
    "http://example.com/a?b=1#c",
    "mailto:info@example.com",
    "tel:+84901234567",
    "/san-pham/may-tho",
    "#lien-he",
    "?q=1",
    "tin-tuc/bai-viet",
  ])("accepts %s", (url) => expect(isSafeLinkUrl(url)).toBe(true));

  it.each([
    "",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "https://",
    "ftp://example.com",
    "java\tscript:alert(1)",
  ])("refuses %s", (url) => expect(isSafeLinkUrl(url)).toBe(false));
});

describe("normalizeLinkUrl", () => {
  it("adds https to a bare www address and trims", () => {
    expect(normalizeLinkUrl("  www.example.com ")).toBe("https://www.example.com");
    expect(normalizeLinkUrl("/a")).toBe("/a");
  });
});
