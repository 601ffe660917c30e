/**
 * Clipboard HTML in the shapes Word, Google Docs and LibreOffice put on the clipboard, written
 * for this project (never copied from another one), each with the HTML the cleaner must give.
 */
export interface PasteFixture {
  name: string;
  html: string;
  expected: string;
}

/** Word's clipboard wrapper: its namespaces, the list definitions in a style sheet, StartFragment. */
function word(body: string): string {
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40"><head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15"><style><!--
p.MsoNormal{margin:0cm;font-size:12.0pt;font-family:"Times New Roman",serif;}
@list l0:level1{mso-level-text:"%1\\.";mso-level-tab-stop:none;}
@list l0:level2{mso-level-number-format:alpha-lower;mso-level-text:"%2\\.";}
--></style></head><body lang=VI style='tab-interval:36.0pt'>
<!--StartFragment-->${body}<!--EndFragment-->
</body></html>`;
}

/** A Word list paragraph, Windows form: the marker between <![if !supportLists]> and <![endif]>. */
function wordItem(position: "First" | "Middle" | "Last" | "", list: string, marker: string, text: string): string {
  const font = /^[·§o]$/.test(marker) ? "font-family:Symbol;mso-fareast-font-family:Symbol;" : "";
  return `<p class=MsoListParagraphCxSp${position} style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:${list}'><![if !supportLists]><span lang=VI style='${font}mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=VI>${text}<o:p></o:p></span></p>\n`;
}

/** The same paragraph as Word for Mac and Word 365 write it: the markers in comments. */
function wordMacItem(list: string, marker: string, text: string): string {
  return `<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:${list}'><!--[if !supportLists]--><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;</span></span></span><!--[endif]-->${text}<o:p></o:p></p>\n`;
}

const EMPTY_WORD_PARAGRAPH = "<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n";

/** Google Docs' wrapper: a <b> with font-weight normal and the internal guid. */
function docs(body: string): string {
  return `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1f2a7e-7fff-3b21-9d4e-0a6c1b2d3e4f">${body}</b><br class="Apple-interchange-newline">`;
}

const DOCS_SPAN =
  "font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-variant:normal;vertical-align:baseline;white-space:pre;white-space:pre-wrap;";

function docsText(text: string, extra = "font-weight:400;font-style:normal;text-decoration:none;"): string {
  return `<span style="${DOCS_SPAN}${extra}">${text}</span>`;
}

function docsItem(level: number, listStyle: string, text: string, indent = ""): string {
  return `<li dir="ltr" style="list-style-type:${listStyle};${indent}font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${docsText(text)}</p></li>`;
}

const DOCS_LIST = 'style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"';

/**
 * One run of a Google Docs list in a list of its own, as Docs writes the runs of a list whose
 * levels were indented and outdented again: each run its own <ol>/<ul>, a later run of a level
 * numbered on with `start`, every item with its aria-level and, below the first level, its indent.
 */
function docsRun(tag: "ol" | "ul", items: [level: number, listStyle: string, text: string][], start?: number): string {
  const body = items
    .map(([level, listStyle, text]) =>
      docsItem(level, listStyle, text, level > 1 ? `margin-left:${(level - 1) * 36}pt;` : ""),
    )
    .join("");
  return `<${tag} ${DOCS_LIST}${start ? ` start="${start}"` : ""}>${body}</${tag}>`;
}

/** LibreOffice Writer's clipboard document. */
function libre(body: string): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN"><html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"/><title></title><meta name="generator" content="LibreOffice 7.4.7.2 (Linux)"/><style type="text/css">@page { size: 21cm 29.7cm; margin: 2cm } p { line-height: 115%; margin-bottom: 0.25cm; background: transparent }</style></head><body lang="vi-VN" link="#000080" vlink="#800000" dir="ltr">${body}</body></html>`;
}

export const PASTE_FIXTURES: readonly PasteFixture[] = [
  {
    name: "Word: bold written with mso-bidi-font-weight stays bold; italic, underline, strike",
    html: word(
      `<p class=MsoNormal><b style='mso-bidi-font-weight:normal'><span lang=VI style='font-size:12.0pt;font-family:"Times New Roman",serif'>Máy thở</span></b><span lang=VI> dùng cho <i style='mso-bidi-font-style:normal'>hồi sức</i>, <u>cấp cứu</u> và <s>vận chuyển</s>.<o:p></o:p></span></p>\n${EMPTY_WORD_PARAGRAPH}`,
    ),
    expected:
      "<p><b><span>Máy thở</span></b><span> dùng cho <i>hồi sức</i>, <u>cấp cứu</u> và <s>vận chuyển</s>.</span></p>",
  },
  {
    name: "Word (Windows): nested decimal, lower-latin and lower-roman list; blank paragraphs go",
    html: word(
      wordItem("First", "l0 level1 lfo1", "1.", "Chuẩn bị") +
        wordItem("Middle", "l0 level2 lfo1", "a.", "Kiểm tra nguồn điện") +
        EMPTY_WORD_PARAGRAPH +
        wordItem("Middle", "l0 level3 lfo1", "i.", "Ổ cắm có nối đất") +
        wordItem("Middle", "l0 level3 lfo1", "ii.", "Dây nguồn nguyên vẹn") +
        wordItem("Middle", "l0 level2 lfo1", "b.", "Kiểm tra khí nén") +
        wordItem("Last", "l0 level1 lfo1", "2.", "Vận hành") +
        EMPTY_WORD_PARAGRAPH +
        `<p class=MsoNormal>Hết.<o:p></o:p></p>`,
    ),
    expected:
      '<ol><li><span>Chuẩn bị</span><ol type="a"><li><span>Kiểm tra nguồn điện</span><ol type="i"><li><span>Ổ cắm có nối đất</span></li><li><span>Dây nguồn nguyên vẹn</span></li></ol></li><li><span>Kiểm tra khí nén</span></li></ol></li><li><span>Vận hành</span></li></ol><p>Hết.</p>',
  },
  {
    name: "Word (Mac, 365): comment markers, upper-latin with parenthesis and upper-roman from II",
    html: word(
      wordMacItem("l1 level1 lfo2", "A)", "Thiết bị chẩn đoán") +
        wordMacItem("l1 level2 lfo2", "II.", "Siêu âm") +
        wordMacItem("l1 level2 lfo2", "III.", "X-quang") +
        wordMacItem("l1 level1 lfo2", "B)", "Thiết bị điều trị"),
    ),
    expected:
      '<ol type="A" style="list-style-type: upper-alpha-paren"><li>Thiết bị chẩn đoán<ol type="I" start="2"><li>Siêu âm</li><li>X-quang</li></ol></li><li>Thiết bị điều trị</li></ol>',
  },
  {
    name: "Word: bullets ·, o and § are disc, circle and square; two lists (l0, l1) stay apart",
    html: word(
      wordItem("First", "l0 level1 lfo1", "·", "Ưu điểm") +
        wordItem("Middle", "l0 level2 lfo1", "o", "Nhỏ gọn") +
        wordItem("Last", "l0 level3 lfo1", "§", "Nặng 2 kg") +
        `<p class=MsoNormal>Quy trình:<o:p></o:p></p>\n` +
        wordItem("First", "l1 level1 lfo2", "1.", "Bật máy") +
        wordItem("Last", "l1 level1 lfo2", "2.", "Chọn chế độ") +
        wordItem("", "l2 level1 lfo3", "3.", "Danh sách khác tiếp số"),
    ),
    expected:
      '<ul><li><span>Ưu điểm</span><ul style="list-style-type: circle"><li><span>Nhỏ gọn</span><ul style="list-style-type: square"><li><span>Nặng 2 kg</span></li></ul></li></ul></li></ul><p>Quy trình:</p><ol><li><span>Bật máy</span></li><li><span>Chọn chế độ</span></li></ol><ol start="3"><li><span>Danh sách khác tiếp số</span></li></ol>',
  },
  {
    name: "Word: numbered headings lose their typed numbers and move below the page's h1",
    html: word(
      `<h1>1.&nbsp;&nbsp;&nbsp; Giới thiệu<o:p></o:p></h1>\n<p class=MsoNormal>Nội dung.<o:p></o:p></p>\n<h2 style='mso-list:l3 level2 lfo4'><![if !supportLists]><span style='mso-list:Ignore'>1.1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Thông số<o:p></o:p></h2>\n<h3>2.3 Bảo hành 24 tháng</h3>\n<h2>100 máy đã lắp đặt</h2>`,
    ),
    expected:
      "<h2>Giới thiệu</h2><p>Nội dung.</p><h3>Thông số</h3><h4>Bảo hành 24 tháng</h4><h3>100 máy đã lắp đặt</h3>",
  },
  {
    name: "Word: a table's bold centred first row becomes header cells; cell alignment stays",
    html: word(
      `<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'><tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal align=center style='text-align:center'><b><span lang=VI>Model<o:p></o:p></span></b></p></td><td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal align=center style='text-align:center'><b>Giá (VNĐ)<o:p></o:p></b></p></td></tr><tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'><td width=301 valign=top style='width:225.4pt'><p class=MsoNormal>MX-500<o:p></o:p></p></td><td width=301 valign=top><p class=MsoNormal align=right style='text-align:right'>12.500.000<o:p></o:p></p></td></tr></table>`,
    ),
    expected:
      '<table><tbody><tr><th><p style="text-align: center"><b><span>Model</span></b></p></th><th><p style="text-align: center"><b>Giá (VNĐ)</b></p></th></tr><tr><td><p>MX-500</p></td><td><p style="text-align: right">12.500.000</p></td></tr></tbody></table>',
  },
  {
    name: "Word: palette colours and toolbar sizes stay, other colours, sizes, fonts and highlights go",
    html: word(
      `<p class=MsoNormal><span style='font-size:18.0pt;color:#DC2626'>Khuyến mãi</span> <span style='color:#C00000;background:yellow;mso-highlight:yellow'>đỏ đậm</span> <span style='font-size:11.0pt;font-family:"Calibri",sans-serif'>cỡ 11</span> <span style='font-size:12.0pt'>cỡ 12</span> <span style='font-size:9.0pt;color:#0433C8'>nhỏ</span><o:p></o:p></span></p>`,
    ),
    expected:
      '<p><span style="color: #dc2626; font-size: 24px">Khuyến mãi</span> <span>đỏ đậm</span> <span>cỡ 11</span> <span>cỡ 12</span> <span style="color: #0433c8; font-size: 12px">nhỏ</span></p>',
  },
  {
    name: "Word: links keep their address; bookmarks and Word's link colour go",
    html: word(
      `<p class=MsoNormal><a name="_Toc1523"></a>Xem <a href="https://www.who.int/vi"><span style='color:#0563C1'>trang WHO</span></a> và <a href="/products/may-tho">máy thở</a>.<o:p></o:p></p>`,
    ),
    expected:
      '<p>Xem <a href="https://www.who.int/vi"><span>trang WHO</span></a> và <a href="/products/may-tho">máy thở</a>.</p>',
  },
  {
    name: "Google Docs: the guid wrapper goes; 700, italic, underline and line-through spans become tags; stray <br> goes",
    html: docs(
      `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">${docsText("Đậm", "font-weight:700;font-style:normal;text-decoration:none;")}${docsText(" và ")}${docsText("nghiêng", "font-weight:400;font-style:italic;text-decoration:none;")}${docsText(", ")}${docsText("gạch chân", "font-weight:400;font-style:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;")}${docsText(", ")}${docsText("gạch ngang", "font-weight:400;font-style:normal;text-decoration:line-through;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;")}</p><br><p dir="ltr" style="line-height:1.38;text-align:center;margin-top:0pt;margin-bottom:0pt;">${docsText("Giữa")}</p>`,
    ),
    expected:
      '<p><span><strong>Đậm</strong></span><span> và </span><span><em>nghiêng</em></span><span>, </span><span><u>gạch chân</u></span><span>, </span><span><s>gạch ngang</s></span></p><p style="text-align: center"><span>Giữa</span></p>',
  },
  {
    name: "Google Docs: nested lists placed beside their items; decimal, lower-alpha, lower-roman",
    html: docs(
      `<ol ${DOCS_LIST}>${docsItem(1, "decimal", "Lắp đặt")}<ol ${DOCS_LIST}>${docsItem(2, "lower-alpha", "Mở hộp")}<ol ${DOCS_LIST}>${docsItem(3, "lower-roman", "Kiểm tra phụ kiện")}${docsItem(3, "lower-roman", "Đối chiếu danh mục")}</ol>${docsItem(2, "lower-alpha", "Lắp chân đế")}</ol>${docsItem(1, "decimal", "Hiệu chuẩn")}</ol><br>`,
    ),
    expected:
      '<ol><li><p><span>Lắp đặt</span></p><ol type="a"><li><p><span>Mở hộp</span></p><ol type="i"><li><p><span>Kiểm tra phụ kiện</span></p></li><li><p><span>Đối chiếu danh mục</span></p></li></ol></li><li><p><span>Lắp chân đế</span></p></li></ol></li><li><p><span>Hiệu chuẩn</span></p></li></ol>',
  },
  {
    name: "Google Docs: repeatedly nested numbered lists stay numbered; empty items go",
    html: docs(
      `<ol ${DOCS_LIST}>${docsItem(1, "decimal", "Bước một")}<ol ${DOCS_LIST}>${docsItem(2, "lower-alpha", "Ý a")}<ol ${DOCS_LIST}>${docsItem(3, "lower-roman", "Chi tiết")}<ol ${DOCS_LIST}>${docsItem(4, "decimal", "Sâu hơn")}</ol></ol></ol><li dir="ltr" aria-level="1" style="list-style-type:decimal;"><p dir="ltr" role="presentation"><span style="${DOCS_SPAN}"></span></p></li>${docsItem(1, "decimal", "Bước hai")}</ol>`,
    ),
    expected:
      '<ol><li><p><span>Bước một</span></p><ol type="a"><li><p><span>Ý a</span></p><ol type="i"><li><p><span>Chi tiết</span></p><ol><li><p><span>Sâu hơn</span></p></li></ol></li></ol></li></ol></li><li><p><span>Bước hai</span></p></li></ol>',
  },
  {
    name: "Word on the web: one flat list whose items say their depth in aria-level",
    html: `<div class="ListContainerWrapper"><ul role="list" class="BulletListStyle1"><li role="listitem" data-aria-level="1" aria-level="1" style="list-style-type:disc" class="OutlineElement Ltr"><p class="Paragraph"><span class="TextRun" lang="VI-VN"><span class="NormalTextRun">Màn hình</span></span></p></li><li role="listitem" aria-level="2" style="list-style-type:circle" class="OutlineElement"><p class="Paragraph"><span class="TextRun"><span class="NormalTextRun">Cảm ứng</span></span></p></li><li role="listitem" aria-level="1" style="list-style-type:disc"><p class="Paragraph"><span class="TextRun">Pin</span></p></li></ul></div>`,
    expected:
      '<div><ul><li><p><span><span>Màn hình</span></span></p><ul style="list-style-type: circle"><li><p><span><span>Cảm ứng</span></span></p></li></ul></li><li><p><span>Pin</span></p></li></ul></div>',
  },
  {
    name: "Google Docs: headings h1–h3 become h2–h4; a table's bold first row becomes header cells",
    html: docs(
      `<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Tổng quan</span></h1><h2 dir="ltr"><span style="font-size:16pt;font-weight:400;">Tính năng</span></h2><h3 dir="ltr"><span style="font-size:14pt;color:#434343;font-weight:400;">Chi tiết</span></h3><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;text-align:center;margin-top:0pt;margin-bottom:0pt;">${docsText("Thông số", "font-weight:700;")}</p></td><td style="vertical-align:top;"><p dir="ltr" style="line-height:1.2;text-align:center;">${docsText("Giá trị", "font-weight:700;")}</p></td></tr><tr style="height:0pt"><td><p dir="ltr">${docsText("Công suất")}</p></td><td><p dir="ltr" style="text-align:right;">${docsText("1.200 W")}</p></td></tr></tbody></table></div>`,
    ),
    expected:
      '<h2><span>Tổng quan</span></h2><h3><span>Tính năng</span></h3><h4><span>Chi tiết</span></h4><div><table><colgroup><col><col></colgroup><tbody><tr><th><p style="text-align: center"><span><strong>Thông số</strong></span></p></th><th><p style="text-align: center"><span><strong>Giá trị</strong></span></p></th></tr><tr><td><p><span>Công suất</span></p></td><td><p style="text-align: right"><span>1.200 W</span></p></td></tr></tbody></table></div>',
  },
  {
    name: "LibreOffice: nested <ol> with type attributes, bullets inside numbers",
    html: libre(
      `<ol><li><p style="margin-bottom: 0cm">Tiếp nhận</p><ol type="a"><li><p style="margin-bottom: 0cm">Ghi sổ</p></li><li><p style="margin-bottom: 0cm">Dán nhãn</p><ol type="I"><li><p style="margin-bottom: 0cm">Nhãn chính</p></li></ol></li></ol></li><li><p style="margin-bottom: 0cm">Bàn giao</p><ul><li><p style="margin-bottom: 0cm">Biên bản</p></li></ul></li></ol><p style="margin-bottom: 0cm"><br/></p>`,
    ),
    expected:
      '<ol><li><p>Tiếp nhận</p><ol type="a"><li><p>Ghi sổ</p></li><li><p>Dán nhãn</p><ol type="I"><li><p>Nhãn chính</p></li></ol></li></ol></li><li><p>Bàn giao</p><ul><li><p>Biên bản</p></li></ul></li></ol>',
  },
  {
    name: "LibreOffice: <font> colours and sizes judged against the palette; alignment, strike, heading",
    html: libre(
      `<h1 class="western">Thông báo</h1><p align="center" style="margin-bottom: 0cm"><font color="#dc2626"><font face="Liberation Serif, serif"><font size="5" style="font-size: 18pt"><b>Quan trọng</b></font></font></font></p><p align="justify" style="margin-bottom: 0cm"><font color="#c9211e">Màu ngoài bảng</font>, <strike>giá cũ</strike>, <u>giá mới</u>, <i>ghi chú</i>.</p>`,
    ),
    expected:
      '<h2>Thông báo</h2><p style="text-align: center"><span style="color: #dc2626"><span><span style="font-size: 24px"><b>Quan trọng</b></span></span></span></p><p style="text-align: justify"><span>Màu ngoài bảng</span>, <strike>giá cũ</strike>, <u>giá mới</u>, <i>ghi chú</i>.</p>',
  },
  {
    name: "LibreOffice: a sibling nested <ol> moves into the item before it; header row of bold cells",
    html: libre(
      `<ol><li><p>Một</p></li><ol type="i"><li><p>Một-i</p></li><li><p>Một-ii</p></li></ol><li><p>Hai</p></li></ol><table width="100%" cellpadding="4" cellspacing="0"><col width="128*"/><col width="128*"/><tr valign="top"><td width="50%" style="border: 1px solid #000000; padding: 0.1cm"><p align="center"><b>Mã</b></p></td><td width="50%"><p align="center"><b>Tên</b></p></td></tr><tr valign="top"><td><p>A1</p></td><td><p>Bơm tiêm điện</p></td></tr></table>`,
    ),
    expected:
      '<ol><li><p>Một</p><ol type="i"><li><p>Một-i</p></li><li><p>Một-ii</p></li></ol></li><li><p>Hai</p></li></ol><table><colgroup><col><col></colgroup><tbody><tr><th><p style="text-align: center"><b>Mã</b></p></th><th><p style="text-align: center"><b>Tên</b></p></th></tr><tr><td><p>A1</p></td><td><p>Bơm tiêm điện</p></td></tr></tbody></table>',
  },
  {
    name: "A web page: rgb() palette colours, justified text, header cells and images stay",
    html: `<article class="post"><h2 style="font-family:Georgia">Tin mới</h2><p style="text-align: justify; font-size: 17px; line-height: 1.6"><span style="color: rgb(37, 99, 235); font-size: 24px;">Xanh dương</span> <span style="color: rgb(1, 2, 3)">lạ</span></p><table><thead><tr><th style="text-align:left">Cột</th></tr></thead><tbody><tr><td align="center">Ô</td></tr></tbody></table><figure><img src="https://example.com/a.webp" alt="Ảnh" width="640" height="480" srcset="x 2x"><figcaption>Chú thích</figcaption></figure></article>`,
    expected:
      '<article><h2>Tin mới</h2><p style="text-align: justify"><span style="color: #2563eb; font-size: 24px">Xanh dương</span> <span>lạ</span></p><table><thead><tr><th>Cột</th></tr></thead><tbody><tr><td><p style="text-align: center">Ô</p></td></tr></tbody></table><figure><img src="https://example.com/a.webp" alt="Ảnh" width="640"><figcaption>Chú thích</figcaption></figure></article>',
  },
  {
    name: "Google Docs: a list indented and outdented again, each run in a list of its own, nests as one list",
    html: docs(
      docsRun("ol", [[1, "decimal", "Chuẩn bị"]]) +
        docsRun("ol", [[2, "lower-alpha", "Đọc hướng dẫn"]]) +
        docsRun("ol", [
          [3, "lower-roman", "Mục an toàn"],
          [3, "lower-roman", "Mục điện"],
        ]) +
        docsRun("ol", [[2, "lower-alpha", "Kiểm tra thùng máy"]], 2) +
        docsRun("ol", [[1, "decimal", "Lắp đặt"]], 2) +
        docsRun("ol", [[2, "lower-alpha", "Gắn chân đế"]]) +
        docsRun("ol", [[3, "lower-roman", "Siết bốn ốc"]]) +
        docsRun("ol", [[1, "decimal", "Chạy thử"]], 3),
    ),
    expected:
      '<ol><li><p><span>Chuẩn bị</span></p><ol type="a"><li><p><span>Đọc hướng dẫn</span></p><ol type="i"><li><p><span>Mục an toàn</span></p></li><li><p><span>Mục điện</span></p></li></ol></li><li><p><span>Kiểm tra thùng máy</span></p></li></ol></li>' +
      '<li><p><span>Lắp đặt</span></p><ol type="a"><li><p><span>Gắn chân đế</span></p><ol type="i"><li><p><span>Siết bốn ốc</span></p></li></ol></li></ol></li><li><p><span>Chạy thử</span></p></li></ol>',
  },
  {
    name: "Google Docs: lettered and roman levels inside a bullet list stay lettered and roman",
    html: docs(
      `<ul ${DOCS_LIST}>${docsItem(1, "disc", "Ưu điểm")}<ul ${DOCS_LIST}>${docsItem(2, "lower-alpha", "Nhẹ")}<ul ${DOCS_LIST}>${docsItem(3, "lower-roman", "Dưới 2 kg")}</ul>${docsItem(2, "lower-alpha", "Êm")}</ul>${docsItem(1, "disc", "Nhược điểm")}<ul ${DOCS_LIST}>${docsItem(2, "upper-alpha", "Giá cao")}</ul></ul>`,
    ),
    expected:
      '<ul><li><p><span>Ưu điểm</span></p><ol type="a"><li><p><span>Nhẹ</span></p><ol type="i"><li><p><span>Dưới 2 kg</span></p></li></ol></li><li><p><span>Êm</span></p></li></ol></li><li><p><span>Nhược điểm</span></p><ol type="A"><li><p><span>Giá cao</span></p></li></ol></li></ul>',
  },
  {
    name: "Google Docs: disc, circle and square bullets by level, indented and outdented again",
    html: docs(
      docsRun("ul", [[1, "disc", "Máy chính"]]) +
        docsRun("ul", [[2, "circle", "Đầu dò"]]) +
        docsRun("ul", [[3, "square", "Đầu dò tim"]]) +
        docsRun("ul", [[2, "circle", "Cáp nguồn"]]) +
        docsRun("ul", [[1, "disc", "Phụ kiện"]]) +
        docsRun("ul", [[2, "square", "Gel siêu âm"]]),
    ),
    expected:
      '<ul><li><p><span>Máy chính</span></p><ul style="list-style-type: circle"><li><p><span>Đầu dò</span></p><ul style="list-style-type: square"><li><p><span>Đầu dò tim</span></p></li></ul></li><li><p><span>Cáp nguồn</span></p></li></ul></li>' +
      '<li><p><span>Phụ kiện</span></p><ul style="list-style-type: square"><li><p><span>Gel siêu âm</span></p></li></ul></li></ul>',
  },
  {
    name: "Google Docs: a copy that starts on an indented item makes no empty items",
    html: docs(
      `<ol ${DOCS_LIST} start="3"><ol ${DOCS_LIST} start="2"><ol ${DOCS_LIST}>${docsItem(3, "lower-roman", "Siết ốc")}${docsItem(3, "lower-roman", "Kiểm tra độ chắc")}</ol>${docsItem(2, "lower-alpha", "Gắn nắp")}</ol>${docsItem(1, "decimal", "Chạy thử")}</ol>`,
    ),
    expected:
      '<ol type="i"><li><p><span>Siết ốc</span></p></li><li><p><span>Kiểm tra độ chắc</span></p></li></ol><ol type="a" start="2"><li><p><span>Gắn nắp</span></p></li></ol><ol start="3"><li><p><span>Chạy thử</span></p></li></ol>',
  },
  {
    name: 'Word: "1)", "(a)" and "i)" delimiters are kept as the lists\' style, and "(1)"',
    html: word(
      wordItem("First", "l0 level1 lfo1", "1)", "Tiếp nhận thiết bị") +
        wordItem("Middle", "l0 level2 lfo1", "(a)", "Kiểm tra niêm phong") +
        wordItem("Middle", "l0 level3 lfo1", "i)", "Chụp ảnh niêm phong") +
        wordItem("Middle", "l0 level2 lfo1", "(b)", "Đối chiếu số sê-ri") +
        wordItem("Last", "l0 level1 lfo1", "2)", "Lắp đặt") +
        `<p class=MsoNormal>Điều khoản:<o:p></o:p></p>\n` +
        wordItem("First", "l1 level1 lfo2", "(1)", "Bảo hành 24 tháng") +
        wordItem("Last", "l1 level1 lfo2", "(2)", "Bảo trì định kỳ"),
    ),
    expected:
      '<ol style="list-style-type: decimal-paren"><li><span>Tiếp nhận thiết bị</span><ol type="a" style="list-style-type: lower-alpha-parens"><li><span>Kiểm tra niêm phong</span><ol type="i" style="list-style-type: lower-roman-paren"><li><span>Chụp ảnh niêm phong</span></li></ol></li><li><span>Đối chiếu số sê-ri</span></li></ol></li><li><span>Lắp đặt</span></li></ol>' +
      '<p>Điều khoản:</p><ol style="list-style-type: decimal-parens"><li><span>Bảo hành 24 tháng</span></li><li><span>Bảo trì định kỳ</span></li></ol>',
  },
];
