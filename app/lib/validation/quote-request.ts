/**
 * The quote request form: one schema per language, so that every error is in the
 * visitor's language; used by the form's action (the authority) and its tests.
 */
import { vi } from "~/i18n/messages/quotes";
import { normalisePhone } from "~/lib/quotes/phone";
import { PROVINCE_CODES } from "~/lib/quotes/provinces";
import {
  COURSE_TOPIC,
  hasLink,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  QUOTE_TOPICS,
  type QuoteTopic,
  sourcePageOf,
} from "~/lib/quotes/quote-requests";
import { z } from "~/lib/zod";
import { hasControlChars } from "./plain-text";

type QuoteMessages = typeof vi;

/** A course the form offers: the id it posts, the title the request keeps (staff's, Vietnamese). */
export interface QuoteCourse {
  id: string;
  title: string;
}

/**
 * `courses`: the training courses of the settings. A course goes with the topic "training" only
 * (with another topic the course posted is dropped: the field was out of sight), and it must be
 * one of them; the output is its title.
 */
export function quoteRequestSchema(t: QuoteMessages, courses: readonly QuoteCourse[] = []) {
  const e = t.errors;
  return z.object(quoteFields(e)).transform(({ topic: posted, ...request }, context) => {
    const topic: QuoteTopic = posted || (request.products.length > 0 ? "quote" : "general");
    if (topic !== COURSE_TOPIC || request.course === "") return { ...request, topic, course: "" };
    const course = courses.find((c) => c.id === request.course);
    if (course) return { ...request, topic, course: course.title.slice(0, QUOTE_LIMITS.course) };
    context.addIssue({ code: "custom", message: e.course, path: ["course"] });
    return z.NEVER;
  });
}

/** The form's fields and their rules, errors in the language of `e`. */
function quoteFields(e: QuoteMessages["errors"]) {
  const text = (max: number, { multiline = false } = {}) =>
    z
      .string()
      // A browser posts a text area's line breaks as CRLF while its counter saw one character each.
      .overwrite((v) => (multiline ? v.replace(/\r\n?/g, "\n") : v))
      .trim()
      .max(max, { error: e.tooLong(max), abort: true })
      .refine((v) => !hasControlChars(v, { multiline }), { error: e.controlChars });
  return {
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
    /** "": a form without the field (a page made before it existed): the products say which. */
    topic: z.enum(["", ...QUOTE_TOPICS], { error: e.topic }).default(""),
    course: z.string().max(QUOTE_LIMITS.courseId, { error: e.course }).default(""),
    /** Where the visitor came from: a path of the site, or nothing (never refused: the visitor did not type it). */
    source: z.string().default("").transform(sourcePageOf),
  };
}

type ParsedQuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;
type Origin = "topic" | "course" | "source";

/**
 * A request as the services take it. The topic, the course and the page it was sent from came
 * later than the rest: callers other than the form may leave them out, and the service fills in defaults.
 */
export type QuoteRequestInput = Omit<ParsedQuoteRequest, Origin> & Partial<Pick<ParsedQuoteRequest, Origin>>;

type QuoteFieldName = keyof ReturnType<typeof quoteFields>;
/** The fields posted as one text each: all but the consent box and the products (one `product` each). */
type QuoteTextField = Exclude<QuoteFieldName, "consent" | "products">;

/** What the form sent, as text, to show again after a refusal (nothing typed is lost). */
export type QuoteFormValues = Record<QuoteTextField, string> & { consent: boolean; products: string[] };

/** The text fields' names, read from the schema (the language only words its errors). */
const TEXT_FIELDS = (Object.keys(quoteFields(vi.errors)) as QuoteFieldName[]).filter(
  (name): name is QuoteTextField => name !== "consent" && name !== "products",
);

/** The posted form as the schema reads it, and as the form shows it again. */
export function quoteFormValues(form: FormData): QuoteFormValues {
  const one = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(TEXT_FIELDS.map((key) => [key, one(key)])) as Record<QuoteTextField, string>;
  const products = [...new Set(form.getAll("product").filter((v): v is string => typeof v === "string"))];
  return { ...values, consent: one("consent") === "on", products };
}
