/**
 * A product's photo gallery: up to GALLERY_LIMITS.photos photos beside its main
 * image (which stays the card and list image), in the order the editor left them, each with its
 * alt text in both languages. Stored in the product's row (`product_items.gallery`, decision 045),
 * so its history, restore, drafts and render cache follow the product's. Shared by the server and
 * the browser.
 */

import { type ImageView, MASTER_ONLY } from "./views";

/** One photo as stored: the library image's address and what it shows, in Vietnamese and English. */
export interface GalleryPhoto {
  url: string;
  alt: string;
  altEn: string;
}

export const GALLERY_LIMITS = {
  /** Photos per product (the database's check holds the same number: migration 0027). */
  photos: 12,
  /** An alt text's characters (as an article's featured image's). */
  alt: 300,
  /** An address's characters. */
  url: 2000,
} as const;

/** A photo of a product page: the picture (its renditions) and the file a plain link opens. */
export interface ProductPhotoView {
  image: ImageView;
  /** The largest picture a visitor gets: the original, or a PNG master's largest rendition. */
  href: string;
}

/** The address of the largest picture for visitors: a PNG master (for staff) gives way to its largest rendition. */
export function largestPicture(src: string, variants: readonly { url: string; width: number }[]): string {
  if (!MASTER_ONLY.test(src) || variants.length === 0) return src;
  return [...variants].sort((a, b) => b.width - a.width)[0]?.url ?? src;
}

/** The English alt falls back to the Vietnamese one; with neither, the product's name and the photo's place. */
export function galleryAlt(photo: GalleryPhoto, english: boolean, fallback: string): string {
  return (english ? photo.altEn.trim() || photo.alt.trim() : photo.alt.trim()) || fallback;
}
