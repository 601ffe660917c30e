/**
 * The quote request form (issue 30): one schema per language, so that every error is in the
 * visitor's language; used by the form's action (the authority) and its tests.
 */
import type { vi } from "~/i18n/messages/quotes";
import { normalisePhone } from "~/lib/quotes/phone";
import { PROVINCE_CODES } from "~/lib/quotes/provinces";
import { hasLink, PREFERRED_CONTACTS, QUOTE_LIMITS } from "~/lib/quotes/quote-requests";
import { z } from "~/lib/zod";
import { hasControlChars } from "./plain-text";

type QuoteMessages = typeof vi;

export function quoteRequestSchema(t: QuoteMessages) {
  const e = t.errors;
  const text = (max: number, { multiline = false } = {}) =>
    z
      .string()
      .trim()
      .max(max, { error: e.tooLong(max), abort: true })
      .refine((v) => !hasControlChars(v, { multiline }), { error: e.controlChars });
  return z.object({
    name: z
      .string({ error: e.name })
      .trim()
      .min(1, { error: e.name, abort: true })
      .max(QUOTE_LIMITS.name, { error: e.tooLong(QUOTE_LIMITS.name), abort: true })
      .refine((v) => !hasControlChars(v), { error: e.controlChars, abort: true })
      .refine((v) => !hasLink(v), { error: e.nameLink }),
    organisation: text(QUOTE_LIMITS.organisation).default(""),
    position: text(QUOTE_LIMITS.position).default(""),
    phone: z
      .string({ error: e.phone })
      .max(40, { error: e.phone, abort: true })
      .transform((v, context) => {
        const phone = normalisePhone(v);
        if (phone) return phone;
        context.addIssue({ code: "custom", message: e.phone });
        return z.NEVER;
      }),
    email: z
      .string({ error: e.email })
      .trim()
      .max(QUOTE_LIMITS.email, { error: e.email, abort: true })
      .pipe(z.email({ error: e.email }))
      .transform((v) => v.toLowerCase()),
    province: z.enum(PROVINCE_CODES, { error: e.province }),
    message: text(QUOTE_LIMITS.message, { multiline: true }).default(""),
    preferredContact: z.enum(PREFERRED_CONTACTS, { error: e.preferredContact }),
    consent: z.literal(true, { error: e.consent }),
    products: z
      .array(z.string().max(200))
      .max(QUOTE_LIMITS.products, { error: e.tooManyProducts(QUOTE_LIMITS.products) })
      .default([]),
  });
}

export type QuoteRequestInput = z.output<ReturnType<typeof quoteRequestSchema>>;

/** What the form sent, as text, to show again after a refusal (nothing typed is lost). */
export interface QuoteFormValues {
  name: string;
  organisation: string;
  position: string;
  phone: string;
  email: string;
  province: string;
  message: string;
  preferredContact: string;
  consent: boolean;
  products: string[];
}

const FIELDS = [
  "name",
  "organisation",
  "position",
  "phone",
  "email",
  "province",
  "message",
  "preferredContact",
] as const;

/** The posted form as the schema reads it, and as the form shows it again. */
export function quoteFormValues(form: FormData): QuoteFormValues {
  const one = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(FIELDS.map((key) => [key, one(key)])) as Record<(typeof FIELDS)[number], string>;
  const products = [...new Set(form.getAll("product").filter((v): v is string => typeof v === "string"))];
  return { ...values, consent: one("consent") === "on", products };
}
