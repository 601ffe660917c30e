import { describe, expect, it } from "vitest";
import { looksLikeSvg, sanitizeSvg } from "./svg-sanitize.server";

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>rect { fill: url(https://evil.example/x.svg#a) }</style>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0433c8"/></linearGradient></defs>
  <rect width="40" height="20" fill="url(#g)" onclick="steal()"/>
  <a href="javascript:alert(1)"><circle r="4"/></a>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#g"/>
  <image href="http://evil.example/track.png"/>
</svg>`;

describe("sanitizeSvg", () => {
  it("removes scripts, handlers, foreign objects, styles and outside references", () => {
    const clean = sanitizeSvg(hostile);
    for (const bad of ["<script", "onload", "onclick", "foreignObject", "<style", "evil.example", "javascript:"]) {
      expect(clean, bad).not.toContain(bad);
    }
  });

  it("keeps the drawing and internal references (DOMPurify drops <use> altogether)", () => {
    const clean = sanitizeSvg(hostile);
    expect(clean).toContain("<rect");
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain("linearGradient");
  });
});

describe("looksLikeSvg", () => {
  it("recognises SVG documents, not other text", () => {
    expect(looksLikeSvg(hostile)).toBe(true);
    expect(looksLikeSvg("<!-- c --><svg viewBox='0 0 1 1'></svg>")).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("hello, I am a text file")).toBe(false);
  });
});
