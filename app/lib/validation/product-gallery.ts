/**
 * The product form's photo gallery, part of `productFormSchema`: checked by the form
 * (instant errors), the save action and the spreadsheet import alike. The database's check
 * (migration 0027) holds the same shape and limits.
 */
import { vi } from "~/i18n/messages/admin-gallery";
import { isValidImageUrl } from "~/lib/media";
import { GALLERY_LIMITS } from "~/lib/product-gallery";
import { z } from "~/lib/zod";
import { fromJson } from "./form-values";
import { plainText } from "./plain-text";

const t = vi.errors;
const L = GALLERY_LIMITS;

const alt = () => plainText(z.string().trim().max(L.alt, { error: t.tooLong })).default("");

/** An address as the product's image takes it: one of the site's stored files, or an outside one to fetch. */
export const isGalleryAddress = (value: string) => value.startsWith("/uploads/") || isValidImageUrl(value);

export const galleryPhotoSchema = z.object({
  url: plainText(z.string().trim().max(L.url, { error: t.invalidUrl }), { error: t.invalidUrl }).refine(
    isGalleryAddress,
    { error: t.invalidUrl },
  ),
  alt: alt(),
  altEn: alt(),
});

/** The photos in order (a list field: JSON in the form's body); absent is none. */
export const productGalleryField = z.preprocess(
  (value, ctx) => (value === undefined || value === "" ? [] : fromJson(value, ctx)),
  z
    .array(galleryPhotoSchema)
    .max(L.photos, { error: t.tooMany(L.photos) })
    .refine((photos) => new Set(photos.map((photo) => photo.url)).size === photos.length, { error: t.duplicate }),
);
