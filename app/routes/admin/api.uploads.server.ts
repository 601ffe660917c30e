/** The upload endpoint: one image, streamed to disk, checked by its content, stored and recorded. */
import { data } from "react-router";
import type { UploadResponse } from "~/lib/media";
import { UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { audit } from "~/server/audit.server";
import { toMediaItem } from "~/server/services/media.server";
import { receiveUpload, storeUpload, UploadError, uploadLimitFor } from "~/server/uploads.server";

const FOLDERS = new Set(["products", "news", "images"]);

/** Answers { ok, image } or { ok: false, error } with the spec's text. */
export async function handleUpload(request: Request) {
  const url = new URL(request.url);
  const folder = FOLDERS.has(url.searchParams.get("folder") ?? "")
    ? (url.searchParams.get("folder") as string)
    : "images";
  // The server's limit for this kind of upload; ?max= may only lower it.
  const maxMb = uploadLimitFor(folder, Number(url.searchParams.get("max")) || undefined);
  // The rich-text editor's images are named news/{random}-{timestamp}.{ext} (spec section 7).
  const naming = url.searchParams.get("naming") === "editor" ? "editor" : "default";
  try {
    const received = await receiveUpload(request, maxMb);
    const record = await storeUpload(received, { folder, naming, alt: received.fields.alt?.trim() });
    audit({
      action: "upload",
      entityKind: "media",
      entityId: record.id,
      summary: `${record.originalName} → ${record.url}`,
    });
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
