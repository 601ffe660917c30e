/**
 * Real document files made in the tests: PDFs written by pdf-lib (plain, with
 * JavaScript, with a launch action, with an attachment, marked encrypted, broken) and OOXML zips
 * (DOCX, XLSX, one with macros). Never copied from anywhere: built here in the shapes the
 * programs that make them produce.
 */
import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";

export async function makePdf(options: { pages?: number; text?: string } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (options.pages ?? 2); i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${options.text ?? "Datasheet"} - page ${i + 1}`, { x: 50, y: 780, size: 24, font });
    page.drawRectangle({ x: 50, y: 400, width: 300, height: 200, borderWidth: 2 });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF that runs JavaScript when opened (/OpenAction → /S /JavaScript /JS). */
export async function makePdfWithJavaScript(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await makePdf());
  const action = pdf.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hi');") });
  pdf.catalog.set(PDFName.of("OpenAction"), pdf.context.register(action));
  return Buffer.from(await pdf.save());
}

/** A PDF whose opening launches a program (/S /Launch), the name written with a #-escape as some tools do. */
export async function makePdfWithLaunch(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await makePdf());
  const action = pdf.context.obj({ S: "Launch", F: PDFString.of("calc.exe") });
  pdf.catalog.set(PDFName.of("OpenAction"), pdf.context.register(action));
  const bytes = Buffer.from(await pdf.save()).toString("latin1");
  return Buffer.from(bytes.replace("/Launch", "/L#61unch"), "latin1");
}

/** A PDF carrying a file (/EmbeddedFiles), as pdf-lib's attach() writes it. */
export async function makePdfWithAttachment(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await makePdf());
  await pdf.attach(Buffer.from("secret,data\n1,2\n"), "data.csv", { mimeType: "text/csv" });
  return Buffer.from(await pdf.save());
}

/** A PDF whose trailer names a standard security handler (/Encrypt), as password-protected files do. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await makePdf());
  const encrypt = pdf.context.obj({
    Filter: "Standard",
    V: 2,
    R: 3,
    Length: 128,
    P: -3904,
    O: PDFString.of("0123456789abcdef0123456789abcdef"),
    U: PDFString.of("fedcba9876543210fedcba9876543210"),
  });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A file that starts as a PDF and goes on as noise. */
export function makeCorruptPdf(): Buffer {
  const noise = Buffer.alloc(4096);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R"), noise]);
}

/** A zip of stored (uncompressed) entries, as written by any zip library. */
export function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/**
 * A Word document; `text` its one paragraph. Documents are stored once by their bytes (the first
 * upload's name is kept), so a test on a shared server gives its own text to get its own file.
 */
export function makeDocx(options: { macros?: boolean; text?: string } = {}): Buffer {
  const text = options.text ?? "Hướng dẫn sử dụng";
  return makeZip({
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": "<Relationships/>",
    "word/document.xml": `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ...(options.macros ? { "word/vbaProject.bin": "VBA" } : {}),
  });
}

export function makeXlsx(): Buffer {
  return makeZip({
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": "<Relationships/>",
    "xl/workbook.xml": "<workbook><sheets/></workbook>",
  });
}
