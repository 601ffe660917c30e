/**
 * A product's document downloaded at its clean address, /documents/{link}/{product}-{kind}.pdf
 * (issue 31): public documents of visible products only; another name for the same link
 * redirects to the clean one. A PDF opens inline (the edge sandboxes it: response-headers.ts),
 * DOCX and XLSX download. The ETag is the file's hash: a replaced file is fetched again.
 */
import { redirect } from "react-router";
import { documentFileNames, documentPath } from "~/lib/documents";
import { parseId } from "~/lib/ids";
import { findDocumentLink, listProductDocumentKinds, readDocumentFile } from "~/server/services/documents.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export async function downloadDocument(request: Request, id: string | undefined, name: string | undefined) {
  const linkId = parseId(id);
  const found = linkId ? await findDocumentLink(linkId) : null;
  if (!found?.link.isPublic || !found.product.isActive) return notFound();
  const names = documentFileNames(found.product.slug, await listProductDocumentKinds(found.product.id));
  const clean = names.get(found.link.id);
  if (!clean) return notFound();
  if (name !== clean) throw redirect(documentPath(found.link.id, clean), 301);

  const etag = `"${found.document.sha256}"`;
  const headers = new Headers({
    "Content-Type": found.document.mimeType,
    "Content-Disposition": `${found.document.mimeType === "application/pdf" ? "inline" : "attachment"}; filename="${clean}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await readDocumentFile(found.document);
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { status: 200, headers });
}
