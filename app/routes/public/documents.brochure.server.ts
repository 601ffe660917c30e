/**
 * The training brochure: the PDF staff uploaded in the settings, at one clean address
 * for both languages; another name redirects to it, and without a brochure the address is a 404.
 */
import { redirect } from "react-router";
import { BROCHURE_FILE_NAME, BROCHURE_PATH } from "~/lib/documents";
import { documentNotFound, documentResponse } from "~/server/documents/download.server";
import { getSiteDocument } from "~/server/services/site-documents.server";

export async function downloadBrochure(request: Request, name: string | undefined) {
  const brochure = await getSiteDocument("brochure");
  if (!brochure) return documentNotFound();
  if (name !== BROCHURE_FILE_NAME) throw redirect(BROCHURE_PATH, 301);
  return documentResponse(request, brochure, BROCHURE_FILE_NAME);
}
