import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste";

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
