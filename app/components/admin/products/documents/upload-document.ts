import type { DocumentUploadResponse, UploadedDocument } from "~/lib/documents";

export const DOCUMENT_UPLOAD_ENDPOINT = "/admin/api/documents";

/**
 * Sends one document to the upload endpoint, reporting real progress from the browser's upload
 * events (as the image uploader does). Resolves with the stored document; rejects with the
 * server's reason ("" when the request itself failed).
 */
export function uploadDocument(
  file: File,
  options: { kind?: string; language?: string; onProgress?: (percent: number) => void },
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (options.kind) form.set("kind", options.kind);
    if (options.language) form.set("language", options.language);
    form.set("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", DOCUMENT_UPLOAD_ENDPOINT);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const body = request.response as DocumentUploadResponse | null;
      if (request.status >= 200 && request.status < 300 && body?.ok) {
        options.onProgress?.(100);
        resolve(body.document);
      } else {
        reject(new Error(body && !body.ok ? body.error : ""));
      }
    });
    request.addEventListener("error", () => reject(new Error("")));
    request.addEventListener("abort", () => reject(new Error("")));
    request.send(form);
  });
}
