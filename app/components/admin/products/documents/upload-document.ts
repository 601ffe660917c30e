import type { UploadedDocument } from "~/lib/documents";
import { postWithProgress } from "../../upload-with-progress";

export const DOCUMENT_UPLOAD_ENDPOINT = "/admin/api/documents";

/**
 * Sends one document to the upload endpoint, reporting real progress (as the image uploader
 * does). Resolves with the stored document; rejects with the server's reason ("" when the request
 * itself failed).
 */
export function uploadDocument(
  file: File,
  options: { kind?: string; language?: string; onProgress?: (percent: number) => void },
): Promise<UploadedDocument> {
  const form = new FormData();
  if (options.kind) form.set("kind", options.kind);
  if (options.language) form.set("language", options.language);
  form.set("file", file, file.name);
  return postWithProgress(
    DOCUMENT_UPLOAD_ENDPOINT,
    form,
    (answer: { document: UploadedDocument }) => answer.document,
    options.onProgress,
  );
}
