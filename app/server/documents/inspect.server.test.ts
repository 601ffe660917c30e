import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-documents";
import {
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makePdfWithAttachment,
  makePdfWithJavaScript,
  makePdfWithLaunch,
  makeXlsx,
  makeZip,
} from "../testing/document-files";
import { DocumentRefusedError, inspectDocument } from "./inspect.server";

const t = vi.refusals;

async function refusal(bytes: Uint8Array) {
  try {
    await inspectDocument(bytes);
  } catch (error) {
    if (error instanceof DocumentRefusedError) return { message: error.message, status: error.status };
    throw error;
  }
  return null;
}

describe("inspectDocument", () => {
  it("accepts a PDF that parses and counts its pages", async () => {
    expect(await inspectDocument(await makePdf({ pages: 3 }))).toEqual({ mimeType: "application/pdf", pages: 3 });
  });

  it("accepts a PDF behind a little junk before its header, as readers do", async () => {
    const bytes = Buffer.concat([Buffer.from("junk\n"), await makePdf({ pages: 1 })]);
    expect((await inspectDocument(bytes)).pages).toBe(1);
  });

  it("refuses a PDF with JavaScript, a launch action (even #-escaped), or an attached file", async () => {
    expect(await refusal(await makePdfWithJavaScript())).toEqual({ message: t.scriptPdf, status: 422 });
    expect(await refusal(await makePdfWithLaunch())).toEqual({ message: t.scriptPdf, status: 422 });
    expect(await refusal(await makePdfWithAttachment())).toEqual({ message: t.embeddedPdf, status: 422 });
  });

  it("refuses an encrypted PDF and a corrupt one", async () => {
    expect(await refusal(await makeEncryptedPdf())).toEqual({ message: t.encryptedPdf, status: 422 });
    expect(await refusal(makeCorruptPdf())).toEqual({ message: t.corruptPdf, status: 422 });
    // A valid file cut in half.
    const whole = await makePdf();
    expect((await refusal(whole.subarray(0, Math.floor(whole.length / 2))))?.message).toBe(t.corruptPdf);
  });

  it("accepts DOCX and XLSX by their parts, refuses macros and other zips", async () => {
    expect(await inspectDocument(makeDocx())).toEqual({
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      pages: null,
    });
    expect((await inspectDocument(makeXlsx())).mimeType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(await refusal(makeDocx({ macros: true }))).toEqual({ message: t.macroOffice, status: 422 });
    expect(await refusal(makeZip({ "a.txt": "hello" }))).toEqual({ message: t.unsupported, status: 415 });
    expect(await refusal(makeDocx().subarray(0, 40))).toEqual({ message: t.corruptOffice, status: 422 });
  });

  it("refuses what is neither, whatever its name would say", async () => {
    expect(await refusal(Buffer.from("<html><script>alert(1)</script></html>"))).toEqual({
      message: t.unsupported,
      status: 415,
    });
  });

  it("holds DOCX and XLSX to 20 MB", async () => {
    const big = makeZip({
      "[Content_Types].xml": "<Types/>",
      "word/document.xml": "<w:document/>",
      "word/media/padding.bin": "x".repeat(20 * 1024 * 1024 + 1),
    });
    expect(await refusal(big)).toEqual({ message: t.tooLarge("DOCX", 20), status: 413 });
  });
});
