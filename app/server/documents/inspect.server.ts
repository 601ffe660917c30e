/**
 * What an uploaded document is, decided by its content (decision 031): a PDF that
 * parses, holds no active content (JavaScript, launch actions, embedded files) and is not
 * encrypted; or a DOCX/XLSX zip of the right kind without macros. Anything else is refused with
 * the Vietnamese reason staff read next to the file.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from "pdf-lib";
import { vi } from "~/i18n/messages/admin-documents";
import { DOCUMENT_TYPES, type DocumentMime, MB } from "~/lib/documents";

const t = vi.refusals;

export class DocumentRefusedError extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
    this.name = "DocumentRefusedError";
  }
}

export interface InspectedDocument {
  mimeType: DocumentMime;
  pages: number | null;
}

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Keys and names that make a PDF act: scripts, launching programs, carrying files. */
const SCRIPT_KEYS = new Set(["JavaScript", "JS", "Launch"]);
const EMBEDDED_KEYS = new Set(["EmbeddedFile", "EmbeddedFiles", "EF", "RichMedia"]);

function sniff(bytes: Uint8Array): "pdf" | "zip" | null {
  // A PDF's header may follow up to 1 KB of junk (readers accept it, so must we).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.includes("%PDF-")) return "pdf";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "zip";
  return null;
}

/** The first active feature a PDF object holds (walking its direct children), or null. */
function activeContentOf(object: PDFObject, depth = 0): "script" | "embedded" | null {
  if (depth > 64) return null;
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (SCRIPT_KEYS.has(name)) return "script";
      if (EMBEDDED_KEYS.has(name)) return "embedded";
      // An action or file named by its type: /S /JavaScript, /S /Launch, /Type /EmbeddedFile.
      if ((name === "S" || name === "Type" || name === "Subtype") && value instanceof PDFName) {
        const typeName = value.decodeText();
        if (SCRIPT_KEYS.has(typeName)) return "script";
        if (EMBEDDED_KEYS.has(typeName)) return "embedded";
      }
      const inner = activeContentOf(value, depth + 1);
      if (inner) return inner;
    }
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const inner = activeContentOf(item, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

async function inspectPdf(bytes: Uint8Array): Promise<InspectedDocument> {
  let pdf: PDFDocument;
  try {
    // Strict: an object that does not parse makes the file corrupt, not silently shorter.
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    throw new DocumentRefusedError(t.corruptPdf);
  }
  if (pdf.isEncrypted) throw new DocumentRefusedError(t.encryptedPdf);
  // Every object in the file, those in object streams too, and those no page reaches.
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const found = activeContentOf(object);
    if (found === "script") throw new DocumentRefusedError(t.scriptPdf);
    if (found === "embedded") throw new DocumentRefusedError(t.embeddedPdf);
  }
  let pages = 0;
  try {
    pages = pdf.getPageCount();
  } catch {
    throw new DocumentRefusedError(t.corruptPdf);
  }
  if (pages < 1) throw new DocumentRefusedError(t.corruptPdf);
  return { mimeType: PDF, pages };
}

/** The names of a zip's entries, from its central directory; null when it is not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  const from = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= from; at--) {
    if (buffer.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buffer.length) return null;
    names.push(buffer.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function inspectOffice(bytes: Uint8Array): InspectedDocument {
  const names = zipEntryNames(bytes);
  if (!names) throw new DocumentRefusedError(t.corruptOffice);
  const has = (name: string) => names.includes(name);
  if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) throw new DocumentRefusedError(t.macroOffice);
  if (!has("[Content_Types].xml")) throw new DocumentRefusedError(t.unsupported, 415);
  if (has("word/document.xml")) return { mimeType: DOCX, pages: null };
  if (has("xl/workbook.xml")) return { mimeType: XLSX, pages: null };
  throw new DocumentRefusedError(t.unsupported, 415);
}

/** Decides the type of the bytes and checks them; throws DocumentRefusedError with the reason. */
export async function inspectDocument(bytes: Uint8Array): Promise<InspectedDocument> {
  const sniffed = sniff(bytes);
  if (!sniffed) throw new DocumentRefusedError(t.unsupported, 415);
  const inspected = sniffed === "pdf" ? await inspectPdf(bytes) : inspectOffice(bytes);
  const { maxMb, extension } = DOCUMENT_TYPES[inspected.mimeType];
  if (bytes.byteLength > maxMb * MB) throw new DocumentRefusedError(t.tooLarge(extension.toUpperCase(), maxMb), 413);
  return inspected;
}
