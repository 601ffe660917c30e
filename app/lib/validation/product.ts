import { vi as galleryTexts } from "~/i18n/messages/admin-gallery";
import { vi } from "~/i18n/messages/admin-products";
import { vi as shared } from "~/i18n/messages/validation";
import { parseId } from "~/lib/ids";
import { GALLERY_LIMITS } from "~/lib/product-gallery";
import { CIRCULATION_NUMBER_MAX, COUNTRY_OF_ORIGIN_MAX, RISK_CLASSES } from "~/lib/regulatory";
import { SLUG_PATTERN } from "~/lib/slugify";
import { z } from "~/lib/zod";
import { flagField, formField, idField, listField, optionalField, textField, wholeNumberField } from "./form-fields";
import { fromJson, toChecked } from "./form-values";
import { INT4_MAX, plainText } from "./plain-text";
import { isGalleryAddress, productGalleryField } from "./product-gallery";

/** An id field: a positive whole number, or undefined for the schema to refuse. */
const optionalId = (value: unknown) => parseId(value) ?? undefined;

const m = vi;
const t = vi.errors;
const { numberTooLarge } = shared;

export const MAX_DISPLAY_ORDER = 1_000_000;

/** The product form's limits (the save action's, also bounding a kept draft). */
export const PRODUCT_LIMITS = {
  name: 200,
  slug: 200,
  description: 5000,
  brand: 100,
  brands: 20,
  featureId: 100,
  feature: 300,
  features: 50,
  specKey: 200,
  specValue: 500,
  specifications: 100,
  circulationNumber: CIRCULATION_NUMBER_MAX,
  countryOfOrigin: COUNTRY_OF_ORIGIN_MAX,
} as const;
const L = PRODUCT_LIMITS;

function toInt(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

const text = (max: number, multiline = false) =>
  plainText(z.string().trim().max(max, { error: t.tooLong }), { multiline });
/** An order inside a list field: a whole number an int4 column could hold. */
const order = z.number().max(INT4_MAX, { error: numberTooLarge, abort: true }).int().min(0);

/** An optional line of text: empty is "not set" (NULL). */
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? value : null), text(max).nullable());

const feature = z.object({
  id: plainText(z.string().trim().min(1).max(L.featureId)),
  text: text(L.feature).min(1, { error: t.featureRequired }),
  textEn: text(L.feature).default(""),
  order,
});

const specification = z.object({
  key: text(L.specKey).min(1, { error: t.specRequired }),
  keyEn: text(L.specKey).default(""),
  value: text(L.specValue).min(1, { error: t.specRequired }),
  valueEn: text(L.specValue).default(""),
  order,
});

/** The lists as a kept draft holds them: bounded like the form's, nothing required. */
const draftText = (max: number) => z.string().max(max);
const draftOrder = z.number().int().min(0);
/** A kept draft's list: entries of bounded texts and an order, at most `max` of them. */
function draftList<K extends string>(texts: Record<K, number>, max: number) {
  const bounded = Object.fromEntries(Object.entries<number>(texts).map(([key, limit]) => [key, draftText(limit)]));
  return z.array(z.object({ ...(bounded as Record<K, z.ZodString>), order: draftOrder })).max(max);
}
const featuresDraft = draftList({ id: L.featureId, text: L.feature, textEn: L.feature }, L.features);
const specificationsDraft = draftList(
  { key: L.specKey, keyEn: L.specKey, value: L.specValue, valueEn: L.specValue },
  L.specifications,
);
// A draft kept before the gallery existed lacks it: none.
const galleryDraft = z
  .array(
    z.object({
      url: z.string().max(GALLERY_LIMITS.url).refine(isGalleryAddress),
      alt: draftText(GALLERY_LIMITS.alt),
      altEn: draftText(GALLERY_LIMITS.alt),
    }),
  )
  .max(GALLERY_LIMITS.photos)
  .catch([]);

/** The product form's schema: each field declared once, with its rule, label and form value (decision 048). */
export const productFormSchema = z.object({
  categoryId: idField(z.preprocess(optionalId, z.number({ error: t.categoryRequired }).int().positive()), m.category),
  name: textField(text(L.name).min(1, { error: t.nameRequired }), m.name),
  nameEn: textField(text(L.name).default(""), m.nameEn),
  slug: textField(
    z
      .string({ error: t.slugRequired })
      .trim()
      .min(1, { error: t.slugRequired, abort: true })
      .max(L.slug, { error: t.tooLong, abort: true })
      .regex(SLUG_PATTERN, { error: t.slugPattern }),
    m.slug,
  ),
  description: textField(text(L.description, true).default(""), m.description),
  descriptionEn: textField(text(L.description, true).default(""), m.descriptionEn),
  // Trimmed, without duplicates (case-insensitive), at least one.
  brands: listField(
    z.preprocess(
      (value, ctx) => {
        const list = fromJson(value, ctx);
        if (!Array.isArray(list)) return [];
        const seen = new Set<string>();
        return list
          .map((b) => String(b).trim())
          .filter((b) => b && !seen.has(b.toLowerCase()) && seen.add(b.toLowerCase()));
      },
      z
        .array(plainText(z.string().max(L.brand, { error: t.tooLong })))
        .min(1, { error: t.brandRequired })
        .max(L.brands),
    ),
    m.sections.brands,
    z.array(z.string().max(L.brand)).max(L.brands),
  ),
  imageUrl: formField(
    z.preprocess(
      (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
      plainText(z.string(), { error: t.invalidUrl }).refine(isGalleryAddress, { error: t.invalidUrl }).nullable(),
    ),
    {
      label: m.image,
      initial: null,
      fromSaved: (value: string | null) => value,
      // Anything but an address the save takes is kept as no image.
      draft: z.string().max(2000).refine(isGalleryAddress).nullable().catch(null),
    },
  ),
  gallery: listField(productGalleryField, galleryTexts.section, galleryDraft),
  features: listField(z.preprocess(fromJson, z.array(feature).max(L.features)), m.sections.features, featuresDraft),
  specifications: listField(
    z.preprocess(fromJson, z.array(specification).max(L.specifications)),
    m.sections.specifications,
    specificationsDraft,
  ),
  // Decree 98/2021: both optional; an empty field is "not set" (NULL).
  riskClass: optionalField(
    z.preprocess(
      (value) => (typeof value === "string" && value.trim() ? value.trim().toUpperCase() : null),
      z.enum(RISK_CLASSES, { error: t.riskClassInvalid }).nullable(),
    ),
    m.riskClass,
    1,
  ),
  circulationNumber: optionalField(optionalText(L.circulationNumber), m.circulationNumber),
  // One value a language as typed, the English falling back to the Vietnamese (decision 048).
  countryOfOrigin: optionalField(optionalText(L.countryOfOrigin), m.countryOfOrigin),
  countryOfOriginEn: optionalField(optionalText(L.countryOfOrigin), m.countryOfOriginEn),
  displayOrder: wholeNumberField(
    z.preprocess(toInt, z.number().int().min(0, { error: t.orderMin }).max(MAX_DISPLAY_ORDER, { error: t.orderMax })),
    m.displayOrder,
  ),
  isActive: flagField(z.preprocess(toChecked, z.boolean()), m.isActive, true),
  isFeatured: flagField(z.preprocess(toChecked, z.boolean()), m.isFeatured, false),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;
