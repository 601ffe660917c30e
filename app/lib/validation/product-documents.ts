/**
 * The product form's document list: checked by the form (instant errors) and again by
 * the save action. Kept apart from `productFormSchema`, which the spreadsheet import also reads:
 * an imported row must never touch a product's documents.
 */
import { vi } from "~/i18n/messages/admin-documents";
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, DOCUMENT_LIMITS, EXPIRING_KINDS } from "~/lib/documents";
import { z } from "~/lib/zod";
import { fromJson } from "./form-values";
import { plainText } from "./plain-text";
import { productFormSchema } from "./product";

const t = vi.errors;
const L = DOCUMENT_LIMITS;
const title = () => plainText(z.string().trim().max(L.title, { error: t.tooLong }));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const productDocumentEntry = z
  .object({
    linkId: z.number().int().positive().nullable(),
    documentId: z.number().int().positive(),
    kind: z.enum(DOCUMENT_KINDS),
    language: z.enum(DOCUMENT_LANGUAGES),
    title: title().min(1, { error: t.titleRequired }),
    titleEn: title().default(""),
    validUntil: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z.string().refine(isDate, { error: t.invalidDate }).nullable(),
    ),
    isPublic: z.boolean(),
  })
  // A validity date belongs to certificates and licences only.
  .transform((entry) => (EXPIRING_KINDS.includes(entry.kind) ? entry : { ...entry, validUntil: null }));

export const productDocumentsField = z.preprocess(
  (value, ctx) => (value === undefined ? [] : fromJson(value, ctx)),
  z
    .array(productDocumentEntry)
    .max(L.perProduct, { error: t.tooMany(L.perProduct) })
    .refine((list) => new Set(list.map((entry) => entry.documentId)).size === list.length, { error: t.duplicate }),
);

export type ProductDocumentValues = z.infer<typeof productDocumentEntry>;

/** The product editor's whole form: the product's fields and its documents (the action reads the same). */
export const productEditorSchema = productFormSchema.extend({ documents: productDocumentsField });
