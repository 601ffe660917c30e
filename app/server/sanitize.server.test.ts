import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("removes scripts, styles, frames and forms", () => {
    const html = sanitizeRichText(
      '<p>A</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input></form><object data="x"></object>',
    );
    expect(html).toBe("<p>A</p>");
  });

  it("removes event handlers", () => {
    const html = sanitizeRichText('<img src="/uploads/a.jpg" alt="A" onerror="alert(1)"><p onclick="x()">B</p>');
    expect(html).not.toMatch(/onerror|onclick|alert/);
    expect(html).toContain('src="/uploads/a.jpg"');
    expect(html).toContain('alt="A"');
    expect(html).toContain("<p>B</p>");
  });

  it("removes javascript: and other unsafe URLs but keeps the link text", () => {
    const html = sanitizeRichText(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><img src="javascript:alert(1)">',
    );
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain(">x</a>");
    expect(html).toContain(">y</a>");
  });

  it("keeps headings, lists, quotes, tables, figures and images", () => {
    const source = [
      "<h2>Tiêu đề</h2>",
      "<h3>Mục</h3>",
      "<ul><li>Một</li></ul>",
      "<ol><li>Hai</li></ol>",
      "<blockquote>Trích dẫn</blockquote>",
      '<table><thead><tr><th scope="col">Địa điểm</th></tr></thead><tbody><tr><td colspan="2">Hà Nội</td></tr></tbody></table>',
      '<figure><img src="/uploads/a.jpg" alt="Ảnh" width="800" height="600"><figcaption>Chú thích</figcaption></figure>',
    ].join("");
    const html = sanitizeRichText(source);
    for (const part of [
      "<h2>Tiêu đề</h2>",
      "<h3>Mục</h3>",
      "<ul><li>Một</li></ul>",
      "<ol><li>Hai</li></ol>",
      "<blockquote>Trích dẫn</blockquote>",
      '<th scope="col">Địa điểm</th>',
      '<td colspan="2">Hà Nội</td>',
      "<figcaption>Chú thích</figcaption>",
      'width="800"',
    ]) {
      expect(html).toContain(part);
    }
    expect(html).toContain("<table><thead>");
  });

  it("makes every link noopener and keeps only _blank as a target", () => {
    const html = sanitizeRichText(
      '<a href="https://example.com" target="_blank" rel="opener">a</a><a href="/news" target="_top">b</a>',
    );
    expect(html).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a><a href="/news" rel="noopener noreferrer">b</a>',
    );
  });

  it("keeps text alignment and drops every other inline style", () => {
    expect(sanitizeRichText('<p style="text-align: center; color: red">a</p>')).toBe(
      '<p style="text-align: center">a</p>',
    );
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">b</p>')).toBe("<p>b</p>");
  });

  it("lazy-loads images and drops data and class attributes", () => {
    const html = sanitizeRichText('<img src="/a.jpg" alt="" class="x" data-x="1">');
    expect(html).toBe('<img src="/a.jpg" alt="" loading="lazy" decoding="async">');
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText("   ")).toBe("");
  });
});
