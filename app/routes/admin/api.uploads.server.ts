/** The upload endpoint: one image, streamed to disk, checked by its content, stored and recorded. */
import { data } from "react-router";
import { vi as mediaTexts } from "~/i18n/messages/media";
import { isValidImageUrl, type UploadResponse } from "~/lib/media";
import { UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { audit } from "~/server/audit.server";
import { failureCause, RETRY_AFTER_SECONDS } from "~/server/db/availability.server";
import { readForm } from "~/server/form-body.server";
import { type ImageFolder, imageAdopter, ownImageAddress, RemoteImageError } from "~/server/own-images.server";
import { findMediaByUrls, type MediaRecord, toMediaItem } from "~/server/services/media.server";
import { UNAVAILABLE_PART_HEADER } from "~/server/unavailable.server";
import { receiveUpload, storeUpload, UploadError, uploadLimitFor } from "~/server/uploads.server";

const FOLDERS = new Set(["products", "news", "images"]);

/**
 * An address typed in the uploader's URL tab (a form with `url`): an image of the library is
 * answered as it is, an outside one is fetched once into the library, so a page
 * never points outside the Content-Security-Policy.
 */
async function imageFromAddress(request: Request, folder: ImageFolder) {
  const address = String((await readForm(request)).get("url") ?? "").trim();
  const refuse = (error: string) => data<UploadResponse>({ ok: false, error }, { status: 422 });
  if (!isValidImageUrl(address) && !address.startsWith("/")) return refuse(mediaTexts.invalidUrl);
  const own = ownImageAddress(address);
  let record: MediaRecord | undefined;
  if (own !== null) {
    record = (await findMediaByUrls([own])).get(own);
    if (!record) return refuse(mediaTexts.brokenUrl);
  } else {
    try {
      const url = await imageAdopter(folder)(address);
      record = (await findMediaByUrls([url])).get(url);
    } catch (error) {
      if (error instanceof RemoteImageError) return refuse(error.message);
      throw error;
    }
    if (!record) return refuse(UPLOAD_MESSAGES.failed);
    audit({ action: "upload", entityKind: "media", entityId: record.id, summary: `${address} → ${record.url}` });
  }
  return data<UploadResponse>({ ok: true, image: toMediaItem(record) }, { status: own === null ? 201 : 200 });
}

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
  if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    return imageFromAddress(request, folder as ImageFolder);
  }
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
    // Storage or the database away, or a full disk: the specification's upload error,
    // as a 503 the uploader may try again after; nothing was left half-written (images.server.ts).
    const cause = failureCause(error);
    if (cause !== "other") {
      return data<UploadResponse>(
        { ok: false, error: UPLOAD_MESSAGES.failed },
        { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), [UNAVAILABLE_PART_HEADER]: cause } },
      );
    }
    return data<UploadResponse>({ ok: false, error: UPLOAD_MESSAGES.failed }, { status: 500 });
  }
}
