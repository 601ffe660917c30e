import { beforeAll, describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-documents";
import type { DocumentUploadResponse } from "~/lib/documents";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { setupTestDatabase } from "~/server/testing/database";
import {
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makePdfWithAttachment,
  makePdfWithJavaScript,
  makeXlsx,
} from "~/server/testing/document-files";
import { handleDocumentUpload } from "./api.documents.server";

setupTestDatabase();
const t = vi.refusals;
let adminId = 0;
beforeAll(async () => {
  adminId = (await upsertAdmin("staff", "a-long-password")).id;
});

function uploadRequest(bytes: Buffer | string, name: string, fields: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  return new Request("http://127.0.0.1/admin/api/documents", { method: "POST", body: form });
}

async function post(bytes: Buffer | string, name: string, fields?: Record<string, string>) {
  const answer = (await handleDocumentUpload(uploadRequest(bytes, name, fields), adminId)) as unknown as {
    data: DocumentUploadResponse;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

describe("the document upload", () => {
  it("stores a PDF with its kind, language, pages and preview; the same file again is the same document", async () => {
    const bytes = await makePdf({ pages: 4, text: "Upload" });
    const first = await post(bytes, "Catalogue máy siêu âm.pdf", { kind: "catalogue", language: "en" });
    expect(first.status).toBe(201);
    if (!first.body.ok) throw new Error(first.body.error);
    expect(first.body.document).toMatchObject({
      kind: "catalogue",
      language: "en",
      mimeType: "application/pdf",
      originalName: "Catalogue máy siêu âm.pdf",
      pages: 4,
      sizeBytes: bytes.length,
    });
    expect(first.body.document.previewUrl).toMatch(/^\/uploads\/document-previews\/[0-9a-f]{64}\.webp$/);
    const again = await post(bytes, "copy.pdf");
    expect(again.status).toBe(200);
    expect(again.body.ok && again.body.document.id).toBe(first.body.document.id);
  });

  it("takes DOCX and XLSX; an unknown kind or language falls back to the defaults", async () => {
    const docx = await post(makeDocx(), "hdsd.docx", { kind: "poster", language: "fr" });
    expect(docx.status).toBe(201);
    expect(docx.body.ok && docx.body.document).toMatchObject({ kind: "datasheet", language: "vi", pages: null });
    expect((await post(makeXlsx(), "bang-gia.xlsx")).status).toBe(201);
  });

  it("refuses active content, encryption, corruption, macros and other types with the reason", async () => {
    const cases: [Buffer | string, string, number, string][] = [
      [await makePdfWithJavaScript(), "js.pdf", 422, t.scriptPdf],
      [await makePdfWithAttachment(), "attached.pdf", 422, t.embeddedPdf],
      [await makeEncryptedPdf(), "locked.pdf", 422, t.encryptedPdf],
      [makeCorruptPdf(), "broken.pdf", 422, t.corruptPdf],
      [makeDocx({ macros: true }), "macro.docx", 422, t.macroOffice],
      ["<script>alert(1)</script>", "fake.pdf", 415, t.unsupported],
    ];
    for (const [bytes, name, status, error] of cases) {
      expect(await post(bytes, name), name).toEqual({ status, body: { ok: false, error } });
    }
  });

  it("stops reading past 50 MB and answers 413", async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 0x20);
    big.write("%PDF-1.7\n");
    const answer = await post(big, "huge.pdf");
    expect(answer.status).toBe(413);
    expect(answer.body.ok).toBe(false);
  });
});
