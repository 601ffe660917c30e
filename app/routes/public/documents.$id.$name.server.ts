/**
 * A product's document downloaded at its clean address, /documents/{link}/{product}-{kind}.pdf:
 * public documents of visible products only; another name for the same link
 * redirects to the clean one.
 */
import { redirect } from "react-router";
import { documentFileNames, documentPath } from "~/lib/documents";
import { parseId } from "~/lib/ids";
import { documentNotFound, documentResponse } from "~/server/documents/download.server";
import { findDocumentLink, listProductDocumentKinds } from "~/server/services/documents.server";

export async function downloadDocument(request: Request, id: string | undefined, name: string | undefined) {
  const linkId = parseId(id);
  const found = linkId ? await findDocumentLink(linkId) : null;
  if (!found?.link.isPublic || !found.product.isActive) return documentNotFound();
  const names = documentFileNames(found.product.slug, await listProductDocumentKinds(found.product.id));
  const clean = names.get(found.link.id);
  if (!clean) return documentNotFound();
  if (name !== clean) throw redirect(documentPath(found.link.id, clean), 301);
  return documentResponse(request, found.document, clean);
}
