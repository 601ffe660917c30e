/**
 * The document upload: one file streamed to disk (stopping at the largest limit, 50 MB),
 * its type decided by its content and checked (inspect.server.ts), stored once by its hash.
 * Answers { ok, document } or { ok: false, error } with the Vietnamese reason.
 */
import fs from "node:fs";
import path from "node:path";
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin-documents";
import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_MAX_MB,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentUploadResponse,
} from "~/lib/documents";
import { audit } from "~/server/audit.server";
import { DocumentRefusedError } from "~/server/documents/inspect.server";
import { storeDocument, toUploadedDocument } from "~/server/services/documents.server";
import { receiveUpload, UploadError } from "~/server/uploads.server";

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export async function handleDocumentUpload(request: Request, adminId: number) {
  const refuse = (error: string, status: number) =>
    data<DocumentUploadResponse>(
      { ok: false, error },
      // Past the limit the rest of the body is left unread: the connection cannot be reused.
      { status, headers: status === 413 ? { Connection: "close" } : undefined },
    );
  let tempPath: string | null = null;
  try {
    const received = await receiveUpload(request, DOCUMENT_MAX_MB);
    tempPath = received.tempPath;
    const kind: DocumentKind = oneOf(DOCUMENT_KINDS, received.fields.kind, "datasheet");
    const language: DocumentLanguage = oneOf(DOCUMENT_LANGUAGES, received.fields.language, "vi");
    const { row, created } = await storeDocument({
      file: received.tempPath,
      originalName: received.originalName,
      kind,
      language,
      createdBy: adminId,
    });
    if (created) {
      audit({ action: "upload", entityKind: "document", entityId: row.id, summary: row.originalName });
    }
    return data<DocumentUploadResponse>(
      { ok: true, document: toUploadedDocument(row) },
      { status: created ? 201 : 200 },
    );
  } catch (error) {
    if (error instanceof DocumentRefusedError) return refuse(error.message, error.status);
    if (error instanceof UploadError) return refuse(error.message, error.status);
    console.error("Document upload failed:", error);
    return refuse(vi.refusals.failed, 500);
  } finally {
    if (tempPath) await fs.promises.rm(path.dirname(tempPath), { recursive: true, force: true });
  }
}
