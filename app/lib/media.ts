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
  /**
   * An image nothing uses and no saved version names: from when the pruning pass removes it (ISO,
   * its upload plus ORPHAN_GRACE_MS). Null when it is used or kept by history.
   */
  removableAt?: string | null;
}

/** How long an upload nothing uses is kept (an abandoned form's, a crop's intermediate) before the pruning pass removes it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** One piece of content that shows a stored image; `href` is its editor (null: no admin screen yet). */
export interface MediaUsage {
  kind: "product" | "news" | "settings";
  id: number;
  label: string;
  href: string | null;
  /** Named only by an editor's unsaved draft of that item, not by the item itself. */
  via?: "draft";
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
