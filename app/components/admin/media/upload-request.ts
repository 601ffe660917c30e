import type { MediaItem, UploadResponse } from "~/lib/media";
import { postWithProgress } from "../upload-with-progress";

export const UPLOAD_ENDPOINT = "/admin/api/uploads";

/**
 * Sends one image to the upload endpoint, reporting real progress from the browser's upload
 * events. Resolves with the stored image; rejects with the server's message.
 */
export function uploadImage(
  file: File,
  options: {
    folder: string;
    maxMb: number;
    alt?: string;
    /** "editor": stored as {folder}/{random}-{timestamp}.{ext}, the rich-text editor's naming. */
    naming?: "editor";
    onProgress?: (percent: number) => void;
  },
): Promise<MediaItem> {
  const form = new FormData();
  if (options.alt) form.set("alt", options.alt);
  form.set("file", file, file.name);
  const query = new URLSearchParams({ folder: options.folder, max: String(options.maxMb) });
  if (options.naming) query.set("naming", options.naming);
  return postWithProgress(
    `${UPLOAD_ENDPOINT}?${query}`,
    form,
    (answer: { image: MediaItem }) => answer.image,
    options.onProgress,
  );
}

/**
 * An image given by its address, made one of the library's: the server answers an
 * image of ours as it is and fetches an outside one once into the folder, so no page points
 * outside the site's Content-Security-Policy. Resolves with the stored image; rejects with the
 * server's message.
 */
export async function imageFromAddress(url: string, options: { folder: string; maxMb: number }): Promise<MediaItem> {
  const query = new URLSearchParams({ folder: options.folder, max: String(options.maxMb) });
  let body: UploadResponse | null = null;
  try {
    const response = await fetch(`${UPLOAD_ENDPOINT}?${query}`, {
      method: "POST",
      body: new URLSearchParams({ url }),
    });
    body = (await response.json()) as UploadResponse;
  } catch {
    throw new Error("");
  }
  if (!body.ok) throw new Error(body.error);
  return body.image;
}
