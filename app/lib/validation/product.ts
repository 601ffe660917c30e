import { vi } from "~/i18n/messages/admin-products";
import { vi as shared } from "~/i18n/messages/validation";
import { parseId } from "~/lib/ids";
import { isValidImageUrl } from "~/lib/media";
import { CIRCULATION_NUMBER_MAX, RISK_CLASSES } from "~/lib/regulatory";
import { SLUG_PATTERN } from "~/lib/slugify";
import { z } from "~/lib/zod";
import { fromJson, toChecked } from "./form-values";
import { INT4_MAX, plainText } from "./plain-text";
import { productGalleryField } from "./product-gallery";

/** An id field: a positive whole number, or undefined for the schema to refuse. */
const optionalId = (value: unknown) => parseId(value) ?? undefined;

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

/** The product form: shared by the form (instant errors) and the action (the authority). */
export const productFormSchema = z.object({
  categoryId: z.preprocess(optionalId, z.number({ error: t.categoryRequired }).int().positive()),
  name: text(L.name).min(1, { error: t.nameRequired }),
  nameEn: text(L.name).default(""),
  slug: z
    .string({ error: t.slugRequired })
    .trim()
    .min(1, { error: t.slugRequired, abort: true })
    .max(L.slug, { error: t.tooLong, abort: true })
    .regex(SLUG_PATTERN, { error: t.slugPattern }),
  description: text(L.description, true).default(""),
  descriptionEn: text(L.description, true).default(""),
  // Trimmed, without duplicates (case-insensitive), at least one.
  brands: z.preprocess(
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
  imageUrl: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
    plainText(z.string(), { error: t.invalidUrl })
      .refine((value) => value.startsWith("/uploads/") || isValidImageUrl(value), { error: t.invalidUrl })
      .nullable(),
  ),
  // More photos beside the image, in order (issue 53.3).
  gallery: productGalleryField,
  features: z.preprocess(fromJson, z.array(feature).max(L.features)),
  specifications: z.preprocess(fromJson, z.array(specification).max(L.specifications)),
  // Decree 98/2021 (issue 31.1): both optional; an empty field is "not set" (NULL).
  riskClass: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim().toUpperCase() : null),
    z.enum(RISK_CLASSES, { error: t.riskClassInvalid }).nullable(),
  ),
  circulationNumber: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value : null),
    text(L.circulationNumber).nullable(),
  ),
  displayOrder: z.preprocess(
    toInt,
    z.number().int().min(0, { error: t.orderMin }).max(MAX_DISPLAY_ORDER, { error: t.orderMax }),
  ),
  isActive: z.preprocess(toChecked, z.boolean()),
  isFeatured: z.preprocess(toChecked, z.boolean()),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;
