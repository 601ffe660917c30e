import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { PASTE_FIXTURES } from "../../../../../tests/fixtures/paste-fixtures";
import { editorExtensions } from "./extensions";
import { cleanPastedHtml } from "./paste";
import { markerOf } from "./paste-lists";
import { paletteColour, toolbarFontSize } from "./paste-style";

describe("cleanPastedHtml", () => {
  it("drops scripts, styles, classes, ids and event handlers but keeps the structure", () => {
    const html = `<html><head><style>p{color:red}</style><meta charset="utf-8"></head><body>
      <h2 class="x" style="color:red" id="a">Tiêu đề</h2>
      <p class="MsoNormal" style="font-family:Calibri" onclick="alert(1)"><b>Đậm</b> và <i>nghiêng</i></p>
      <script>alert(1)</script>
      <ul><li style="margin:0">Một</li><li>Hai</li></ul>
      <table class="MsoTable" style="border:1px" border="1"><tr><td colspan="2" style="width:50px" class="c">Ô</td></tr></table>
      <img src="x" onerror="alert(1)">
      <a href="javascript:alert(1)" style="color:blue">xấu</a> <a href="https://example.com" target="_blank">tốt</a>
    </body></html>`;
    const clean = cleanPastedHtml(html);
    expect(clean).not.toMatch(/script|style=|class=|id=|onclick|onerror|javascript:|border=|target=/i);
    expect(clean).toContain("<h2>Tiêu đề</h2>");
    expect(clean).toContain("<p><b>Đậm</b> và <i>nghiêng</i></p>");
    expect(clean).toContain("<ul><li>Một</li><li>Hai</li></ul>");
    expect(clean).toContain('<td colspan="2">Ô</td>');
    expect(clean).toContain("<a>xấu</a>");
    expect(clean).toContain('<a href="https://example.com">tốt</a>');
    expect(clean).not.toContain("<img");
  });

  it("turns Google Docs' styled spans into bold and italic and drops its wrapper", () => {
    const html = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Đậm</span><span style="font-style:italic;">Nghiêng</span><span style="font-weight:400">thường</span></p></b>`;
    expect(cleanPastedHtml(html)).toBe(
      "<p><span><strong>Đậm</strong></span><span><em>Nghiêng</em></span><span>thường</span></p>",
    );
  });

  it("rebuilds Word's paragraph lists as real lists and drops its markers and o:p", () => {
    const html = `<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><!--[if !supportLists]--><span style="mso-list:Ignore">1.<span>&nbsp;&nbsp;</span></span><!--[endif]-->Một<o:p></o:p></p>
<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">2.</span>Hai</p>
<p class="MsoNormal">Đoạn</p>
<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">·</span>Chấm</p>`;
    const clean = cleanPastedHtml(html).replace(/\n/g, "");
    expect(clean).toBe("<ol><li>Một</li><li>Hai</li></ol><p>Đoạn</p><ul><li>Chấm</li></ul>");
  });

  it("keeps web and local images with their alt and width", () => {
    const clean = cleanPastedHtml(
      '<img src="https://example.com/a.png" alt="A" width="300" style="x"><img src="file:///C:/x.png">',
    );
    expect(clean).toBe('<img src="https://example.com/a.png" alt="A" width="300">');
  });
});

describe("pasted documents from Word, Google Docs and LibreOffice", () => {
  it("has at least 15 fixtures", () => {
    expect(PASTE_FIXTURES.length).toBeGreaterThanOrEqual(15);
  });

  for (const fixture of PASTE_FIXTURES) {
    it(fixture.name, () => {
      expect(cleanPastedHtml(fixture.html)).toBe(fixture.expected);
    });
  }
});

describe("list markers", () => {
  it.each([
    ["1.", { tag: "OL", type: "1", value: 1 }],
    ["12)", { tag: "OL", type: "1", value: 12, delimiter: "paren" }],
    ["(1)", { tag: "OL", type: "1", value: 1, delimiter: "parens" }],
    ["1.2.", { tag: "OL", type: "1", value: 2 }],
    ["a.", { tag: "OL", type: "a", value: 1 }],
    ["(c)", { tag: "OL", type: "a", value: 3, delimiter: "parens" }],
    ["B)", { tag: "OL", type: "A", value: 2, delimiter: "paren" }],
    ["iv)", { tag: "OL", type: "i", value: 4, delimiter: "paren" }],
    ["i.", { tag: "OL", type: "i", value: 1 }],
    ["iv.", { tag: "OL", type: "i", value: 4 }],
    ["XII.", { tag: "OL", type: "I", value: 12 }],
    ["·\u00a0\u00a0\u00a0", { tag: "UL", type: "1", value: 1 }],
    ["o", { tag: "UL", type: "1", value: 1, bullet: "circle" }],
    ["▪", { tag: "UL", type: "1", value: 1, bullet: "square" }],
    ["§", { tag: "UL", type: "1", value: 1, bullet: "square" }],
    ["•", { tag: "UL", type: "1", value: 1 }],
  ])("reads %j", (text, marker) => {
    expect(markerOf(text)).toEqual(marker);
  });
});

describe("palette and sizes", () => {
  it("keeps only the palette's colours, in the palette's spelling, and never the default black", () => {
    expect(paletteColour("#DC2626")).toBe("#dc2626");
    expect(paletteColour("rgb(4, 51, 200)")).toBe("#0433c8");
    expect(paletteColour("#C00000")).toBeNull();
    expect(paletteColour("red")).toBeNull();
  });

  it("keeps only the toolbar's sizes, from px or pt, other than the body size", () => {
    expect(toolbarFontSize("18pt")).toBe("24px");
    expect(toolbarFontSize("10.5pt")).toBe("14px");
    expect(toolbarFontSize("32px")).toBe("32px");
    expect(toolbarFontSize("12pt")).toBeNull();
    expect(toolbarFontSize("11pt")).toBeNull();
    expect(toolbarFontSize("2em")).toBeNull();
  });
});

describe("what the editor makes of a cleaned paste", () => {
  function throughEditor(html: string): string {
    const editor = new Editor({ extensions: editorExtensions(), content: cleanPastedHtml(html) });
    const out = editor.getHTML();
    editor.destroy();
    return out;
  }

  it("keeps nesting, numbering styles and start numbers of Word's lists", () => {
    const fixture = PASTE_FIXTURES.find((f) => f.name.startsWith("Word (Mac, 365)"));
    expect(throughEditor(fixture?.html ?? "")).toBe(
      '<ol style="list-style-type: upper-alpha-paren;" type="A"><li><p>Thiết bị chẩn đoán</p>' +
        '<ol style="list-style-type: upper-roman;" start="2" type="I"><li><p>Siêu âm</p></li><li><p>X-quang</p></li></ol></li>' +
        "<li><p>Thiết bị điều trị</p></li></ol>",
    );
  });

  it("keeps delimiters and bullets as each list's style, and reads them back from saved HTML", () => {
    const word = PASTE_FIXTURES.find((f) => f.name.startsWith('Word: "1)"'));
    const saved = throughEditor(word?.html ?? "");
    expect(saved).toContain('<ol style="list-style-type: decimal-paren;"><li><p>Tiếp nhận thiết bị</p>');
    expect(saved).toContain('<ol style="list-style-type: lower-alpha-parens;" type="a">');
    expect(saved).toContain('<ol style="list-style-type: lower-roman-paren;" type="i">');
    expect(saved).toContain('<ol style="list-style-type: decimal-parens;">');
    const docs = PASTE_FIXTURES.find((f) => f.name.startsWith("Google Docs: disc, circle and square"));
    const bullets = throughEditor(docs?.html ?? "");
    expect(bullets).toBe(
      '<ul><li><p>Máy chính</p><ul style="list-style-type: circle;"><li><p>Đầu dò</p><ul style="list-style-type: square;"><li><p>Đầu dò tim</p></li></ul></li><li><p>Cáp nguồn</p></li></ul></li>' +
        '<li><p>Phụ kiện</p><ul style="list-style-type: square;"><li><p>Gel siêu âm</p></li></ul></li></ul>',
    );
    // Loaded again (an article opened for editing), the same HTML comes out.
    for (const html of [saved, bullets]) {
      const editor = new Editor({ extensions: editorExtensions(), content: html });
      expect(editor.getHTML()).toBe(html);
      editor.destroy();
    }
  });

  it("keeps header cells, bold and alignment of Word's tables", () => {
    const fixture = PASTE_FIXTURES.find((f) => f.name.startsWith("Word: a table"));
    const html = throughEditor(fixture?.html ?? "");
    expect(html).toContain('<tr><th><p style="text-align: center;"><strong>Model</strong></p></th>');
    expect(html).toContain('<td><p style="text-align: right;">12.500.000</p></td>');
  });

  // jsdom's editor writes the colour as rgb(); the sanitiser keeps both spellings.
  it("keeps palette colours and toolbar sizes as text styles", () => {
    const fixture = PASTE_FIXTURES.find((f) => f.name.startsWith("Word: palette"));
    expect(throughEditor(fixture?.html ?? "")).toBe(
      '<p><span style="color: rgb(220, 38, 38); font-size: 24px;">Khuyến mãi</span> đỏ đậm cỡ 11 cỡ 12 ' +
        '<span style="color: rgb(4, 51, 200); font-size: 12px;">nhỏ</span></p>',
    );
  });
});
