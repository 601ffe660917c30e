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

  it("drops a link dressed as a path of ours that leads to another host", () => {
    for (const href of ["/\\evil.example/x", "//evil.example", "/%2F%2Fevil.example", "\\\\evil.example"]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
    expect(sanitizeRichText('<a href="/news?page=2">x</a>')).toBe(
      '<a href="/news?page=2" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps the toolbar's inline styles and drops every other property", () => {
    expect(sanitizeRichText('<p style="text-align: center; position: fixed; top: 0">a</p>')).toBe(
      '<p style="text-align: center">a</p>',
    );
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">b</p>')).toBe("<p>b</p>");
    expect(sanitizeRichText('<span style="color: expression(alert(1)); font-size: 18px">c</span>')).toBe(
      '<span style="font-size: 18px">c</span>',
    );
    expect(sanitizeRichText('<span style="color: rgb(4, 51, 200); font-size:24px">d</span>')).toBe(
      '<span style="color: rgb(4, 51, 200); font-size: 24px">d</span>',
    );
    expect(sanitizeRichText('<span style="color: #0433c8\\;">e</span>')).toBe("<span>e</span>");
  });

  it("keeps what the editor writes: headings, coloured runs, tables with widths, sized images and caption lines", () => {
    const source = [
      "<h2>Tiêu đề</h2>",
      '<p style="text-align: right"><span style="color: #dc2626; font-size: 18px">đỏ</span></p>',
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1" colwidth="120">A</th><td>B</td></tr></tbody></table>',
      '<p><img src="/uploads/news/abc-1.png" alt="Ảnh" width="320" style="width: 320px; height: auto"></p>',
      '<p style="text-align: center"><em style="font-size: 14px; font-style: italic; color: #6b7280; margin-top: 8px; display: block">Chú thích</em></p>',
      '<p><a href="https://example.com" target="_blank">liên kết</a></p>',
    ].join("");
    const html = sanitizeRichText(source);
    for (const part of [
      "<h2>Tiêu đề</h2>",
      '<p style="text-align: right"><span style="color: #dc2626; font-size: 18px">đỏ</span></p>',
      'colwidth="120"',
      '<col style="min-width: 25px">',
      'width="320"',
      'style="width: 320px; height: auto"',
      'style="font-size: 14px; font-style: italic; color: #6b7280; margin-top: 8px; display: block"',
      'target="_blank" rel="noopener noreferrer"',
    ]) {
      expect(html).toContain(part);
    }
  });

  it("drops images from data:, blob: or protocol-relative sources", () => {
    for (const src of ["data:image/png;base64,AAAA", "blob:http://x/1", "//evil.test/a.png", "javascript:alert(1)"]) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x"></p>`)).toBe("<p>a</p>");
    }
    expect(sanitizeRichText('<img src="/uploads/a.jpg" width="100%" height="javascript:1">')).toBe(
      '<img src="/uploads/a.jpg" width="100%" loading="lazy" decoding="async">',
    );
  });

  it("lazy-loads images and drops data and class attributes", () => {
    const html = sanitizeRichText('<img src="/a.jpg" alt="" class="x" data-x="1">');
    expect(html).toBe('<img src="/a.jpg" alt="" loading="lazy" decoding="async">');
  });

  it("keeps an ordered list's numbering style (decision 023) and no other type attribute", () => {
    expect(
      sanitizeRichText('<ol style="list-style-type: lower-roman;" start="2" type="i"><li><p>Một</p></li></ol>'),
    ).toBe('<ol style="list-style-type: lower-roman" start="2" type="i"><li><p>Một</p></li></ol>');
    expect(sanitizeRichText('<ol type="disc"><li>a</li></ol><ul type="a"><li>b</li></ul>')).toBe(
      "<ol><li>a</li></ol><ul><li>b</li></ul>",
    );
  });

  it("keeps a list's delimiter and bullet as the editor writes them, and no other list style (decision 044)", () => {
    expect(
      sanitizeRichText(
        '<ol style="list-style-type: lower-alpha-parens;" type="a"><li>a</li></ol><ol style="list-style-type: decimal-paren;"><li>b</li></ol><ul style="list-style-type: square;"><li>c</li></ul><ul style="list-style-type: circle"><li>d</li></ul>',
      ),
    ).toBe(
      '<ol style="list-style-type: lower-alpha-parens" type="a"><li>a</li></ol><ol style="list-style-type: decimal-paren"><li>b</li></ol><ul style="list-style-type: square"><li>c</li></ul><ul style="list-style-type: circle"><li>d</li></ul>',
    );
    for (const value of ["none", "georgian", "decimal-leading-zero", "lower-alpha-dot", "inherit", "'★'"]) {
      expect(sanitizeRichText(`<ul style="list-style-type: ${value}"><li>x</li></ul>`), value).toBe(
        "<ul><li>x</li></ul>",
      );
    }
  });

  it("keeps a body image's alignment (left, right, full width) and nothing else in data-align (decision 044)", () => {
    for (const align of ["left", "right", "full"]) {
      expect(sanitizeRichText(`<img src="/uploads/a.jpg" alt="A" data-align="${align}">`)).toBe(
        `<img src="/uploads/a.jpg" alt="A" data-align="${align}" loading="lazy" decoding="async">`,
      );
    }
    for (const align of ["center", "LEFT", "left;x", "javascript:1", ""]) {
      expect(sanitizeRichText(`<img src="/uploads/a.jpg" alt="A" data-align="${align}">`), align).toBe(
        '<img src="/uploads/a.jpg" alt="A" loading="lazy" decoding="async">',
      );
    }
    expect(sanitizeRichText('<p data-align="left">a</p><ol data-align="right"><li>b</li></ol>')).toBe(
      "<p>a</p><ol><li>b</li></ol>",
    );
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText("   ")).toBe("");
  });
});
