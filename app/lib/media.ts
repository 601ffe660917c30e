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
  /** The content using this image (empty: unused, it may be deleted). */
  usages: MediaUsage[];
}

/** One piece of content that shows a stored image; `href` is its editor (null: no admin screen yet). */
export interface MediaUsage {
  kind: "product" | "news" | "settings";
  id: number;
  label: string;
  href: string | null;
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
