import { z } from "zod";
import { vi } from "~/i18n/messages/admin-products";
import { parseId } from "~/lib/ids";
import { isValidImageUrl } from "~/lib/media";
import { SLUG_PATTERN } from "~/lib/slugify";
import { fromJson, toChecked } from "./form-values";

/** An id field: a positive whole number, or undefined for the schema to refuse. */
const optionalId = (value: unknown) => parseId(value) ?? undefined;

const t = vi.errors;

export const MAX_DISPLAY_ORDER = 1_000_000;

function toInt(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

const text = (max: number) => z.string().trim().max(max, { error: t.tooLong });

const feature = z.object({
  id: z.string().trim().min(1).max(100),
  text: text(300).min(1, { error: t.featureRequired }),
  textEn: text(300).default(""),
  order: z.number().int().min(0),
});

const specification = z.object({
  key: text(200).min(1, { error: t.specRequired }),
  keyEn: text(200).default(""),
  value: text(500).min(1, { error: t.specRequired }),
  valueEn: text(500).default(""),
  order: z.number().int().min(0),
});

/** The product form: shared by the form (instant errors) and the action (the authority). */
export const productFormSchema = z.object({
  categoryId: z.preprocess(optionalId, z.number({ error: t.categoryRequired }).int().positive()),
  name: text(200).min(1, { error: t.nameRequired }),
  nameEn: text(200).default(""),
  slug: z
    .string({ error: t.slugRequired })
    .trim()
    .min(1, { error: t.slugRequired, abort: true })
    .max(200, { error: t.tooLong, abort: true })
    .regex(SLUG_PATTERN, { error: t.slugPattern }),
  description: text(5000).default(""),
  descriptionEn: text(5000).default(""),
  // Trimmed, without duplicates (case-insensitive), at least one.
  brands: z.preprocess(
    (value) => {
      const list = fromJson(value);
      if (!Array.isArray(list)) return [];
      const seen = new Set<string>();
      return list
        .map((b) => String(b).trim())
        .filter((b) => b && !seen.has(b.toLowerCase()) && seen.add(b.toLowerCase()));
    },
    z
      .array(z.string().max(100, { error: t.tooLong }))
      .min(1, { error: t.brandRequired })
      .max(20),
  ),
  imageUrl: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
    z
      .string()
      .refine((value) => value.startsWith("/uploads/") || isValidImageUrl(value), { error: t.invalidUrl })
      .nullable(),
  ),
  features: z.preprocess(fromJson, z.array(feature).max(50)),
  specifications: z.preprocess(fromJson, z.array(specification).max(100)),
  displayOrder: z.preprocess(
    toInt,
    z.number().int().min(0, { error: t.orderMin }).max(MAX_DISPLAY_ORDER, { error: t.orderMax }),
  ),
  isActive: z.preprocess(toChecked, z.boolean()),
  isFeatured: z.preprocess(toChecked, z.boolean()),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;
