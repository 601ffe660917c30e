/**
 * A product's photo gallery (decision 045): the photos a save keeps (each one of the
 * library's) and the photos a product page shows, with their sizes and renditions, read in the
 * product's own statement.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { vi } from "~/i18n/messages/admin-gallery";
import type { ImageVariant } from "~/lib/content-types";
import type { GalleryPhoto } from "~/lib/product-gallery";
import { RemoteImageError } from "../own-images.server";
import { findMediaByUrls } from "./media.server";

/** A gallery photo as a product page shows it, with its library row's size and renditions. */
export interface GalleryPhotoRow extends GalleryPhoto {
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/**
 * The gallery as a save stores it: every outside address fetched into the library once (as the
 * product's image is), then every photo checked to be in the library, each address once. The
 * refusal's text is the gallery field's; nothing has been written.
 */
export async function galleryOfLibrary(
  photos: readonly GalleryPhoto[],
  adopt: (address: string) => Promise<string>,
): Promise<{ ok: true; photos: GalleryPhoto[] } | { ok: false; error: string }> {
  const adopted: GalleryPhoto[] = [];
  for (const photo of photos) {
    try {
      const url = await adopt(photo.url);
      if (!adopted.some((kept) => kept.url === url)) adopted.push({ ...photo, url });
    } catch (error) {
      if (error instanceof RemoteImageError) return { ok: false, error: error.message };
      throw error;
    }
  }
  const known = await findMediaByUrls(adopted.map((photo) => photo.url));
  if (adopted.some((photo) => !known.has(photo.url))) return { ok: false, error: vi.errors.missing };
  return { ok: true, photos: adopted };
}

/**
 * The gallery of the product row `gallery` belongs to, as one column of its statement: each photo
 * in order with its library row's size and renditions. A photo no longer in the library (a restored
 * old version may name one) is left out rather than shown broken.
 */
export function productGalleryColumn(gallery: AnyPgColumn): SQL<GalleryPhotoRow[]> {
  return sql<GalleryPhotoRow[]>`(
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'url', g.photo->>'url', 'alt', g.photo->>'alt', 'altEn', g.photo->>'altEn',
      'width', m.width, 'height', m.height, 'variants', m.variants
    ) ORDER BY g.n), '[]'::jsonb)
    FROM jsonb_array_elements(${gallery}) WITH ORDINALITY AS g(photo, n)
    JOIN LATERAL (SELECT width, height, variants FROM media WHERE media.url = g.photo->>'url' LIMIT 1) m ON true
  )`;
}
