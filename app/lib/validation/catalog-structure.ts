import { vi } from "~/i18n/messages/admin";
import { parseId } from "~/lib/ids";
import { slugify } from "~/lib/slugify";
import { z } from "~/lib/zod";
import type { FieldErrors } from "./form-errors";
import { plainText } from "./plain-text";

/** An id field: a positive whole number, or undefined for the schema to refuse. */
const optionalId = (value: unknown) => parseId(value) ?? undefined;

const t = vi.catalog;

export const MAX_DISPLAY_ORDER = 1_000_000;

/** A number field as the specification reads it: anything non-numeric is 0. */
function toDisplayOrder(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** A checkbox: present ("on") or true means checked. */
function toChecked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

const name = plainText(
  z
    .string({ error: t.nameRequired })
    .trim()
    .min(1, { error: t.nameRequired, abort: true })
    .max(200, { error: t.nameTooLong, abort: true }),
)
  // The slug is derived from the name: "!!!" would leave nothing to address the page by.
  .refine((value) => slugify(value) !== "", { error: t.nameNeedsLetters });

const description = plainText(
  z
    .string({ error: t.descriptionRequired })
    .trim()
    .min(1, { error: t.descriptionRequired })
    .max(2000, { error: t.descriptionTooLong }),
  { multiline: true },
);

const fields = {
  name,
  nameEn: plainText(z.string().trim().max(200, { error: t.nameTooLong })).default(""),
  description,
  descriptionEn: plainText(z.string().trim().max(2000, { error: t.descriptionTooLong }), { multiline: true }).default(
    "",
  ),
  displayOrder: z.preprocess(
    toDisplayOrder,
    z.number().int().min(0, { error: t.orderMin }).max(MAX_DISPLAY_ORDER, { error: t.orderMax }),
  ),
  isActive: z.preprocess(toChecked, z.boolean()),
};

/** The department form, shared by the modal (instant errors) and the action (the authority). */
export const departmentFormSchema = z.object(fields);

/** The category form: the department fields plus the department it belongs to. */
export const categoryFormSchema = z.object({
  ...fields,
  departmentId: z.preprocess(optionalId, z.number({ error: t.departmentRequired }).int().positive()),
});

export type DepartmentFormValues = z.infer<typeof departmentFormSchema>;
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;
export type CatalogFormField = keyof CategoryFormValues;

export type CatalogKind = "department" | "category";

export type CatalogIntent = "save" | "toggle" | "delete";

/** What the manager's action answers; messages are ready to show. */
export type CatalogActionResult =
  | { ok: true; intent: CatalogIntent; kind: CatalogKind; created?: boolean; id?: number }
  | { ok: false; intent: CatalogIntent | "unknown"; kind?: CatalogKind; message: string; errors?: FieldErrors };
