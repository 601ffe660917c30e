import type { QuoteFormValues } from "~/lib/validation/quote-request";

/**
 * The quote form's controls by field, in the form's order: the ids the error summary links to
 * (a field's first control: the first radio of a group, the products' search box).
 */
export const QUOTE_FIELD_IDS = {
  topic: "quote-topic",
  course: "quote-course",
  name: "quote-name",
  organisation: "quote-organisation",
  position: "quote-position",
  phone: "quote-phone",
  email: "quote-email",
  province: "quote-province",
  products: "quote-product-search",
  message: "quote-message",
  preferredContact: "quote-contact-phone",
  consent: "quote-consent",
} as const satisfies Partial<Record<keyof QuoteFormValues, string>>;

export type QuoteField = keyof typeof QUOTE_FIELD_IDS;

/** Where a post's answer lands without JavaScript (the page opens at the form or at the products). */
export const QUOTE_ANCHOR = "quote";
export const QUOTE_PRODUCTS_ANCHOR = "quote-products";
