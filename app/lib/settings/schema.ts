/**
 * The settings forms' zod schemas, made from the sections' field declarations: used by the editor
 * (instant errors) and re-checked by the action. Errors are keyed by path: "email" on the company
 * form, "2.title" (third entry's title) on a list.
 */
import { z } from "~/lib/zod";
import { vi as mail } from "../../i18n/messages/admin-mail";
import { vi } from "../../i18n/messages/admin-settings";
import { isValidImageUrl } from "../media";
import { notifiesNoOne } from "../quotes/mail-state";
import { isSameSiteTarget } from "../safe-path";
import { brandId } from "../slugify";
import { plainText } from "../validation/plain-text";
import { COMPANY_FIELDS, type ListSection, QUOTE_FIELDS, type SettingsField } from "./sections";

const t = vi.errors;
const label = (key: string) => (vi.fields as Record<string, string>)[key] ?? key;

const LIMITS: Record<SettingsField["kind"], number> = {
  text: 300,
  textarea: 2000,
  lines: 300,
  image: 1000,
  href: 1000,
  url: 1000,
  map: 2000,
  email: 200,
  year: 0,
  count: 0,
  switch: 0,
  emails: 200,
  months: 0,
  taxCode: 14,
};

/** The map providers whose embed pages the contact page may frame (the CSP's frame-src). */
export function isAllowedMapEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  // https://www.google.com/maps/embed?pb=… (Share → Embed a map)
  if (url.hostname === "www.google.com" && url.pathname.startsWith("/maps/embed")) return true;
  // https://maps.google.com/maps?q=…&output=embed (the older form)
  return (
    (url.hostname === "maps.google.com" || url.hostname === "www.google.com") &&
    url.pathname === "/maps" &&
    url.searchParams.get("output") === "embed"
  );
}

/** A link of a button: a path of this site (never `/\\host` or `/%2F/host`), or an http(s) address. */
export function isValidHref(value: string): boolean {
  if (value.startsWith("/") || value.startsWith("\\")) return isSameSiteTarget(value);
  return isValidImageUrl(value);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** The database's rule too (site_settings_tax_code_check). */
const TAX_CODE = /^\d{10}(-\d{3})?$/;

const currentYear = () => new Date().getUTCFullYear();

function toNumber(value: unknown): unknown {
  if (typeof value === "number") return value;
  const text = String(value ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function textSchema(field: SettingsField, required: boolean): z.ZodType {
  const max = LIMITS[field.kind];
  let schema = z.string({ error: t.required(label(field.key)) }).trim();
  if (required) schema = schema.min(1, { error: t.required(label(field.key)), abort: true });
  schema = plainText(schema.max(max, { error: t.tooLong, abort: true }), {
    multiline: field.kind === "textarea" || field.kind === "map",
  });
  const check = (test: (value: string) => boolean, error: string) =>
    schema.refine((value) => value === "" || test(value), { error });
  switch (field.kind) {
    case "image":
      return required
        ? z
            .string({ error: t.imageRequired })
            .trim()
            .min(1, { error: t.imageRequired, abort: true })
            .refine((v) => v.startsWith("/uploads/") || isValidImageUrl(v), { error: t.imageUrl })
        : check((v) => v.startsWith("/uploads/") || isValidImageUrl(v), t.imageUrl);
    case "href":
      return check(isValidHref, t.href);
    case "url":
      return check(isHttpsUrl, t.url);
    case "map":
      return check(isAllowedMapEmbedUrl, t.mapUrl);
    case "email":
      return check((v) => z.email().safeParse(v).success, t.email);
    case "taxCode":
      return check((v) => TAX_CODE.test(v), t.taxCode);
    default:
      return schema;
  }
}

function fieldSchemas(field: SettingsField): [string, z.ZodType][] {
  if (field.kind === "year") {
    return [
      [
        field.key,
        z.preprocess(
          toNumber,
          z
            .number({ error: t.year })
            .int({ error: t.year })
            .min(1900, { error: t.year })
            .max(currentYear(), { error: t.year }),
        ),
      ],
    ];
  }
  if (field.kind === "count") {
    return [
      [
        field.key,
        z.preprocess(
          toNumber,
          z
            .number({ error: t.count })
            .int({ error: t.count })
            .min(0, { error: t.count })
            .max(10_000_000, { error: t.count }),
        ),
      ],
    ];
  }
  if (field.kind === "switch") {
    return [[field.key, z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean())]];
  }
  if (field.kind === "months") {
    return [
      [
        field.key,
        z.preprocess(
          toNumber,
          z
            .number({ error: t.months })
            .int({ error: t.months })
            .min(1, { error: t.months })
            .max(120, { error: t.months }),
        ),
      ],
    ];
  }
  if (field.kind === "emails") {
    const list = z
      .array(z.string().trim().max(LIMITS.emails, { error: t.tooLong }))
      .max(20, { error: t.tooMany(20) })
      .transform((items) => items.filter(Boolean))
      .pipe(z.array(z.string().refine((v) => z.email().safeParse(v).success, { error: t.emails })));
    return [[field.key, list]];
  }
  if (field.kind === "lines") {
    const list = z
      .array(plainText(z.string().trim().max(LIMITS.lines, { error: t.tooLong })))
      .max(50, { error: t.tooMany(50) })
      .transform((items) => items.filter(Boolean));
    return [
      [field.key, list],
      [`${field.key}En`, list],
    ];
  }
  const schemas: [string, z.ZodType][] = [[field.key, textSchema(field, field.required ?? false)]];
  // English falls back to Vietnamese: never required.
  if (field.bilingual) schemas.push([`${field.key}En`, textSchema(field, false)]);
  return schemas;
}

function objectOf(fields: readonly SettingsField[]) {
  return z.object(Object.fromEntries(fields.flatMap(fieldSchemas)));
}

export const companySchema = objectOf(COMPANY_FIELDS);

/**
 * The quote requests' settings. Switched on with no address to notify, no one would hear of a
 * request: that needs the editor's word (`acceptNoNotification`, the question they answered),
 * which is not stored.
 */
export const quoteSettingsSchema = objectOf(QUOTE_FIELDS)
  .extend({ acceptNoNotification: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()) })
  .superRefine((values, context) => {
    if (notifiesNoOne(values) && !values.acceptNoNotification) {
      context.addIssue({ code: "custom", message: mail.notifyNeeded, path: ["quoteNotifyEmails"] });
    }
  });

const entryId = z.union([z.number().int().positive(), plainText(z.string().trim().min(1).max(100))]);

/** A list section's entries, in order. Partner brands must differ by their filter id. */
export function listSchema(section: ListSection) {
  const entry = objectOf(section.fields).extend({ id: entryId });
  let list = z.array(entry).max(section.max, { error: t.tooMany(section.max) });
  if (section.column === "partners") {
    list = list.superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((item, index) => {
        const name = String(item.name ?? "");
        const id = brandId(name);
        if (id && seen.has(id))
          context.addIssue({ code: "custom", message: t.duplicateName(name), path: [index, "name"] });
        seen.add(id);
      });
    });
  }
  return list;
}

export type SettingsErrors = Record<string, string>;

/** The first message of each path ("email", "2.title"); "form" for the whole. */
export function settingsErrorsOf(error: z.ZodError): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What a settings screen's save answers: the saved values, or the errors by path. */
export type SettingsActionResult =
  | { ok: true; message: string; values: unknown }
  | { ok: false; message: string; errors: SettingsErrors };
