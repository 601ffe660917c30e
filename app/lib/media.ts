/** A stored image as the admin's library shows it. */
export interface MediaItem {
  id: number;
  url: string;
  /** The smallest rendition, for thumbnails (the image itself when it has none). */
  thumbnailUrl: string;
  name: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: string;
}

/** What the upload endpoint answers. */
export type UploadResponse = { ok: true; image: MediaItem } | { ok: false; error: string };

/** An external image address: http(s) only, with a host. */
export function isValidImageUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}
