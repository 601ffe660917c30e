import { data } from "react-router";
import type { UploadResponse } from "~/lib/media";
import { UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { requireAdmin } from "~/server/auth.server";
import { toMediaItem } from "~/server/services/media.server";
import { receiveUpload, storeUpload, UploadError, uploadLimitFor } from "~/server/uploads.server";
import type { Route } from "./+types/api.uploads";

const FOLDERS = new Set(["products", "news", "images"]);

/**
 * POST /admin/api/uploads?folder=products&max=50 — one image, streamed to disk, checked by its
 * content, stored and recorded. Answers { ok, image } or { ok: false, error } with the spec's text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const folder = FOLDERS.has(url.searchParams.get("folder") ?? "")
    ? (url.searchParams.get("folder") as string)
    : "images";
  // The server's limit for this kind of upload; ?max= may only lower it.
  const maxMb = uploadLimitFor(folder, Number(url.searchParams.get("max")) || undefined);
  try {
    const received = await receiveUpload(request, maxMb);
    const record = await storeUpload(received, { folder, alt: received.fields.alt?.trim() });
    return data<UploadResponse>({ ok: true, image: toMediaItem(record) }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) {
      // Past the limit the rest of the body is left unread: the connection cannot be reused.
      const headers = error.status === 413 ? { Connection: "close" } : undefined;
      return data<UploadResponse>({ ok: false, error: error.message }, { status: error.status, headers });
    }
    console.error("Upload failed:", error);
    return data<UploadResponse>({ ok: false, error: UPLOAD_MESSAGES.failed }, { status: 500 });
  }
}
