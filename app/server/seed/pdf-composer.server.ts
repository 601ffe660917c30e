/**
 * A small A4 layout for the demo documents: a banner, headings, wrapped paragraphs,
 * lists and two-column tables, flowing onto new pages, with a running header and "Trang n/N".
 * The text is set in Be Vietnam Pro, the site's own font, embedded and subset through fontkit:
 * the PDF standard fonts are WinAnsi and cannot draw Vietnamese. The TTFs come from an npm
 * package (@expo-google-fonts/be-vietnam-pro, as scripts/site-font.ts), never the system's.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TOP = A4[1] - 64;
const BOTTOM = 58;
const WIDTH = A4[0] - 2 * MARGIN;

const BRAND = rgb(4 / 255, 51 / 255, 200 / 255);
const INK = rgb(0.12, 0.15, 0.22);
const MUTED = rgb(0.4, 0.44, 0.52);
const RULE = rgb(0.84, 0.87, 0.93);
const SHADE = rgb(0.94, 0.96, 1);
const WHITE = rgb(1, 1, 1);

/** Every demo document carries the same dates: the same content gives the same bytes. */
const ISSUED = new Date("2026-01-05T01:00:00Z");

/** This layout's own source, for the keys of cached documents: another layout, other bytes. */
export const COMPOSER_SOURCE = createHash("sha256")
  .update(fs.readFileSync(fileURLToPath(import.meta.url)))
  .digest("hex");

/**
 * No OpenType shaping: the text is composed (NFC), so every Vietnamese letter is one glyph and
 * needs no mark placement; without it fontkit lays a line out about three times faster.
 */
const PLAIN = Object.fromEntries(
  ["ccmp", "locl", "rlig", "rvrn", "liga", "clig", "calt", "kern", "mark", "mkmk"].map((f) => [f, false]),
);

const FONT_FILES = { regular: "400Regular", bold: "700Bold" } as const;

export function fontPath(weight: keyof typeof FONT_FILES): string {
  const pkg = path.dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/be-vietnam-pro/package.json"));
  const name = FONT_FILES[weight];
  return path.join(pkg, name, `BeVietnamPro_${name}.ttf`);
}

const wordWidths = new Map<string, number>();

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
function loadFonts() {
  fontBytes ??= Promise.all([fs.promises.readFile(fontPath("regular")), fs.promises.readFile(fontPath("bold"))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

export interface ComposerMeta {
  title: string;
  subject: string;
  keywords: string[];
  /** The company: the author, and the running header. */
  author: string;
  /** The last line of every page, e.g. the hotline and email. */
  footer: string;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  /** Space after, in points. */
  after?: number;
}

export class PdfComposer {
  private page!: PDFPage;
  private y = TOP;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: ComposerMeta,
  ) {
    this.newPage();
  }

  static async create(meta: ComposerMeta): Promise<PdfComposer> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.registerFontkit(fontkit);
    const fonts = await loadFonts();
    // Fixed subset names: pdf-lib otherwise adds a random suffix, and the bytes would differ each time.
    const regular = await pdf.embedFont(fonts.regular, {
      subset: true,
      customName: "AVMREG+BeVietnamPro-Regular",
      features: PLAIN,
    });
    const bold = await pdf.embedFont(fonts.bold, {
      subset: true,
      customName: "AVMBLD+BeVietnamPro-Bold",
      features: PLAIN,
    });
    pdf.setTitle(meta.title, { showInWindowTitleBar: true });
    pdf.setSubject(meta.subject);
    pdf.setKeywords(meta.keywords);
    pdf.setAuthor(meta.author);
    pdf.setCreator(meta.author);
    pdf.setProducer("pdf-lib");
    pdf.setLanguage("vi-VN");
    pdf.setCreationDate(ISSUED);
    pdf.setModificationDate(ISSUED);
    return new PdfComposer(pdf, regular, bold, meta);
  }

  newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = TOP;
  }

  /** What follows starts on a new page unless `height` points are left on this one. */
  keepTogether(height: number): void {
    this.room(height);
  }

  /** Starts a new page when less than `height` is left on this one. */
  private room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** The document's name in a coloured band, with a line above and one below it. */
  banner(kicker: string, title: string, subtitle: string): void {
    const lines = this.wrap(title, this.bold, 20, WIDTH - 32);
    const height = 52 + lines.length * 26 + (subtitle ? 18 : 0);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: BRAND });
    let y = this.y - 28;
    this.page.drawText(kicker.toUpperCase(), { x: MARGIN + 16, y, size: 10, font: this.bold, color: WHITE });
    y -= 28;
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + 16, y, size: 20, font: this.bold, color: WHITE });
      y -= 26;
    }
    if (subtitle)
      this.page.drawText(subtitle, { x: MARGIN + 16, y: y + 4, size: 10.5, font: this.regular, color: WHITE });
    this.y -= height + 16;
  }

  heading(text: string, size = 13): void {
    this.room(size * 2 + 40);
    this.y -= 6;
    this.text(text, { size, bold: true, color: BRAND, after: 6 });
  }

  paragraph(text: string, style: TextStyle = {}): void {
    this.text(text, { after: 6, ...style });
  }

  /** Items with a bullet, or numbered "1." when `numbered`. */
  list(items: string[], numbered = false): void {
    for (const [index, item] of items.entries()) {
      const marker = numbered ? `${index + 1}.` : "•";
      this.room(16);
      this.page.drawText(marker, { x: MARGIN + 6, y: this.y - 10, size: 10, font: this.regular, color: BRAND });
      this.text(item, { indent: 22, after: 3 });
    }
    this.y -= 4;
  }

  /** Two columns, the first a label: a specification table, a course's facts. */
  table(rows: [string, string][], heading?: [string, string]): void {
    const split = WIDTH * 0.38;
    const pad = 6;
    const draw = (cells: [string, string], shade: ReturnType<typeof rgb> | null, header: boolean) => {
      const left = this.wrap(cells[0], this.bold, 9.5, split - 2 * pad);
      const right = this.wrap(cells[1], header ? this.bold : this.regular, 9.5, WIDTH - split - 2 * pad);
      const height = Math.max(left.length, right.length) * 13 + 2 * pad - 2;
      this.room(height);
      const top = this.y;
      if (shade) this.page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color: shade });
      const color = header ? WHITE : INK;
      left.forEach((line, i) => {
        this.page.drawText(line, { x: MARGIN + pad, y: top - pad - 9 - i * 13, size: 9.5, font: this.bold, color });
      });
      right.forEach((line, i) => {
        const font = header ? this.bold : this.regular;
        this.page.drawText(line, { x: MARGIN + split + pad, y: top - pad - 9 - i * 13, size: 9.5, font, color });
      });
      this.page.drawLine({
        start: { x: MARGIN, y: top - height },
        end: { x: MARGIN + WIDTH, y: top - height },
        thickness: 0.6,
        color: RULE,
      });
      this.y -= height;
    };
    if (heading) draw(heading, BRAND, true);
    rows.forEach((row, index) => {
      draw(row, index % 2 === 0 ? SHADE : null, false);
    });
    this.y -= 12;
  }

  /** A closing remark in small grey type. */
  note(text: string): void {
    this.y -= 2;
    this.text(text, { size: 8, color: MUTED, after: 4 });
  }

  /** Draws the running header and footer on every page, then answers the file's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    for (const [index, page] of pages.entries()) {
      const headerY = A4[1] - 36;
      page.drawText(this.meta.author, { x: MARGIN, y: headerY, size: 8.5, font: this.bold, color: BRAND });
      const title = this.fit(this.meta.title, this.regular, 8.5, WIDTH * 0.55);
      const titleWidth = this.regular.widthOfTextAtSize(title, 8.5);
      page.drawText(title, { x: MARGIN + WIDTH - titleWidth, y: headerY, size: 8.5, font: this.regular, color: MUTED });
      page.drawLine({
        start: { x: MARGIN, y: headerY - 8 },
        end: { x: MARGIN + WIDTH, y: headerY - 8 },
        thickness: 0.8,
        color: BRAND,
      });
      page.drawLine({ start: { x: MARGIN, y: 46 }, end: { x: MARGIN + WIDTH, y: 46 }, thickness: 0.6, color: RULE });
      const footer = this.fit(this.meta.footer, this.regular, 8, WIDTH * 0.8);
      page.drawText(footer, { x: MARGIN, y: 32, size: 8, font: this.regular, color: MUTED });
      const number = `Trang ${index + 1}/${pages.length}`;
      const numberWidth = this.regular.widthOfTextAtSize(number, 8);
      page.drawText(number, { x: MARGIN + WIDTH - numberWidth, y: 32, size: 8, font: this.regular, color: MUTED });
    }
    return this.pdf.save({ useObjectStreams: true });
  }

  /** A word's width at size 1, measured once per font (words repeat across 107 documents). */
  private width(word: string, font: PDFFont): number {
    const key = `${font === this.bold ? "b" : "r"}${word}`;
    let width = wordWidths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(word, 1);
      wordWidths.set(key, width);
    }
    return width;
  }

  private text(text: string, style: TextStyle): void {
    const size = style.size ?? 9.5;
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const leading = size * 1.42;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.room(leading);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: style.color ?? INK });
      this.y -= leading;
    }
    this.y -= style.after ?? 0;
  }

  /** Lines of at most `width` points, broken at spaces (a word longer than a line is cut). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    const space = this.width(" ", font) * size;
    let line = "";
    let used = 0;
    for (const word of text.normalize("NFC").split(/\s+/).filter(Boolean)) {
      const wordWidth = this.width(word, font) * size;
      if (line && used + space + wordWidth <= width) {
        line = `${line} ${word}`;
        used += space + wordWidth;
        continue;
      }
      if (!line && wordWidth <= width) {
        line = word;
        used = wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      used = wordWidth;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        used = font.widthOfTextAtSize(line, size);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  }

  /** The text, shortened with "…" to fit `width`. */
  private fit(raw: string, font: PDFFont, size: number, width: number): string {
    const text = raw.normalize("NFC");
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let end = text.length;
    while (end > 1 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end -= 1;
    return `${text.slice(0, end).trimEnd()}…`;
  }
}
