import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.uploads";
import { handleUpload } from "./api.uploads.server";

/**
 * POST /admin/api/uploads?folder=products&max=50 — one image, streamed to disk, checked by its
 * content, stored and recorded. `naming=editor` names it {folder}/{random}-{timestamp}.{ext}
 * (the rich-text editor's images). Answers { ok, image } or { ok: false, error } with the spec's text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return handleUpload(request);
}
