/**
 * A stored document's file as a download answer: a PDF opens inline (the edge sandboxes it:
 * response-headers.ts), DOCX and XLSX download; the ETag is the file's hash, so a replaced file is
 * fetched again. Shared by the product documents' and the site documents' addresses.
 */
import { type DocumentRow, readDocumentFile } from "~/server/services/documents.server";

export const documentNotFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function documentResponse(
  request: Request,
  document: Pick<DocumentRow, "sha256" | "mimeType" | "storageKey">,
  fileName: string,
): Promise<Response> {
  const etag = `"${document.sha256}"`;
  const headers = new Headers({
    "Content-Type": document.mimeType,
    "Content-Disposition": `${document.mimeType === "application/pdf" ? "inline" : "attachment"}; filename="${fileName}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await readDocumentFile(document);
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { status: 200, headers });
}
