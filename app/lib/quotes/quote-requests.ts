/** What a quote request is, shared by the schema, the database's checks, the forms and the inbox. */

export const QUOTE_STATUSES = ["new", "in_progress", "quoted", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const PREFERRED_CONTACTS = ["phone", "zalo", "email"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/**
 * What a request is about. The links of other pages name one (/contact?topic=training, from the
 * training and partnership pages); the form lets the visitor change it.
 */
export const QUOTE_TOPICS = ["quote", "general", "training", "consultation", "brochure", "partnership"] as const;
export type QuoteTopic = (typeof QUOTE_TOPICS)[number];
/** The only topic a course goes with. */
export const COURSE_TOPIC = "training" satisfies QuoteTopic;

export const isQuoteTopic = (value: unknown): value is QuoteTopic =>
  typeof value === "string" && (QUOTE_TOPICS as readonly string[]).includes(value);

/** Longest accepted value of each field (the database checks the same). */
export const QUOTE_LIMITS = {
  name: 100,
  organisation: 200,
  position: 100,
  email: 200,
  message: 5000,
  products: 20,
  note: 2000,
  consent: 2000,
  /** A course's title, as the settings allow it; the form posts the course's id (100 at most). */
  course: 300,
  courseId: 100,
  /** The path of the page a request was sent from. */
  sourcePage: 300,
} as const;

/**
 * The page a request was sent from: a path of this site (one leading slash, no query, no
 * fragment, no spaces or control characters). The database checks the same shape.
 */
export const SOURCE_PAGE_PATTERN = "^/([^/?#[:space:][:cntrl:]][^?#[:space:][:cntrl:]]*)?$";

/** SOURCE_PAGE_PATTERN for JavaScript, which has no POSIX classes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SOURCE_PAGE = /^\/(?:[^/?#\s\u0000-\u001f\u007f-\u009f][^?#\s\u0000-\u001f\u007f-\u009f]*)?$/;

/** `value` as a request's source page, or "" when it is not a path of this site. */
export function sourcePageOf(value: string | null | undefined): string {
  if (!value || value.length > QUOTE_LIMITS.sourcePage) return "";
  return SOURCE_PAGE.test(value) ? value : "";
}

/** A whole posted form larger than this is refused before it is read field by field. */
export const QUOTE_FORM_MAX_BYTES = 32 * 1024;

/** The email shape the database checks: something@host.tld, no spaces. */
export const EMAIL_PATTERN = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";

/** A link or something a browser would make one of (names never hold them: spam does). */
export function hasLink(value: string): boolean {
  return /(?:https?:\/\/|www\.|<a\b|\[url|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|info|xyz|top|io|vn|biz)\b)/i.test(value);
}

/** The SQL list of a CHECK ... IN (...) of these values. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ");
}

/** The settings a fresh site starts with: off, the consent wording, two years' retention. */
export const DEFAULT_QUOTE_SETTINGS = {
  quoteConsent:
    "Tôi đồng ý để công ty lưu thông tin trên và liên hệ với tôi qua điện thoại, Zalo hoặc email về yêu cầu này.",
  quoteConsentEn:
    "I agree that the company keeps the details above and contacts me by phone, Zalo or email about this request.",
  quoteRetentionMonths: 24,
} as const;
