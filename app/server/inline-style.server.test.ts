import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtStyleReader, INLINE_STYLE_MAX_BYTES, inlineStylesheets } from "./inline-style.server";

const link = '<link nonce="N1" rel="stylesheet" href="/assets/root-A.css"/>';

describe("the style sheet inside the document", () => {
  it("puts the sheet's text before its link and disables the link (hydration still finds it)", () => {
    const html = inlineStylesheets(`<head>${link}</head>`, () => "body{color:red}");
    expect(html).toBe(
      '<head><style nonce="N1" data-href="/assets/root-A.css">body{color:red}</style>' +
        '<link nonce="N1" rel="stylesheet" href="/assets/root-A.css" disabled=""/></head>',
    );
  });

  it("keeps the link when the sheet is unknown, too big or could end the element", () => {
    expect(inlineStylesheets(link, () => undefined)).toBe(link);
    expect(inlineStylesheets(link, () => "a{}</style><script>")).toBe(link);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-style-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "root-A.css"), "x".repeat(INLINE_STYLE_MAX_BYTES + 1));
    fs.writeFileSync(path.join(dir, "assets", "small.css"), "p{margin:0}");
    const read = builtStyleReader(dir);
    expect(read("/assets/root-A.css")).toBeUndefined();
    expect(read("/assets/small.css")).toBe("p{margin:0}");
    expect(read("/assets/missing.css")).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });

  it("leaves other links and styles alone", () => {
    const other = '<link rel="stylesheet" href="https://example.com/a.css"/><link rel="icon" href="/favicon.svg"/>';
    expect(inlineStylesheets(other, () => "a{}")).toBe(other);
  });
});
