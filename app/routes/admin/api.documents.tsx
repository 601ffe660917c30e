import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.documents";
import { handleDocumentUpload } from "./api.documents.server";

/**
 * POST /admin/api/documents — one product document (PDF ≤ 50 MB, DOCX/XLSX ≤ 20 MB), with the
 * optional fields `kind` and `language`. Answers { ok, document } or { ok: false, error }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return handleDocumentUpload(request, admin.id);
}
