/**
 * Quote requests (decision 028): what visitors send, the products they name, staff's
 * notes and status changes, the outbox of notifications, and the counters of the spam guard.
 * Beside schema.ts (drizzle.config.ts reads both) so that the feature's tables stay together.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PHONE_PATTERN } from "../../lib/quotes/phone";
import { PROVINCE_CODES } from "../../lib/quotes/provinces";
import {
  COURSE_TOPIC,
  EMAIL_PATTERN,
  PREFERRED_CONTACTS,
  QUOTE_LIMITS,
  QUOTE_STATUSES,
  QUOTE_TOPICS,
  SOURCE_PAGE_PATTERN,
  sqlList,
} from "../../lib/quotes/quote-requests";
import { QUOTE_REFUSAL_REASONS, type QuoteRefusalReasonKey } from "../../lib/quotes/refusal-reasons";
import { adminUsers, productItems } from "./schema";

const length = (name: string, column: string, max: number, min = 0) =>
  check(name, sql.raw(`char_length(${column}) BETWEEN ${min} AND ${max}`));

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language the visitor wrote in (their acknowledgement's language). */
    lang: text("lang", { enum: ["vi", "en"] }).notNull(),
    name: text("name").notNull(),
    organisation: text("organisation").notNull().default(""),
    position: text("position").notNull().default(""),
    /** +84 then the national number (lib/quotes/phone.ts). */
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    province: text("province").notNull(),
    message: text("message").notNull().default(""),
    preferredContact: text("preferred_contact", { enum: PREFERRED_CONTACTS }).notNull(),
    /** The consent wording the visitor agreed to, as it read then. */
    consentText: text("consent_text").notNull(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the request is about (a training page's link names "training"). */
    topic: text("topic", { enum: QUOTE_TOPICS }).notNull().default("quote"),
    /** The course's Vietnamese title as it read then ("" unless the topic is training). */
    course: text("course").notNull().default(""),
    /** The path of the page the visitor came from (a product's, the training page), "" before 0020. */
    sourcePage: text("source_page").notNull().default(""),
  },
  (t) => [
    length("quote_requests_name_check", "name", QUOTE_LIMITS.name, 1),
    length("quote_requests_organisation_check", "organisation", QUOTE_LIMITS.organisation),
    length("quote_requests_position_check", "position", QUOTE_LIMITS.position),
    length("quote_requests_email_length_check", "email", QUOTE_LIMITS.email, 3),
    length("quote_requests_message_check", "message", QUOTE_LIMITS.message),
    length("quote_requests_consent_check", "consent_text", QUOTE_LIMITS.consent, 1),
    check("quote_requests_phone_check", sql.raw(`phone ~ '${PHONE_PATTERN}'`)),
    check("quote_requests_email_check", sql.raw(`email ~ '${EMAIL_PATTERN}'`)),
    check("quote_requests_province_check", sql.raw(`province IN (${sqlList(PROVINCE_CODES)})`)),
    check("quote_requests_contact_check", sql.raw(`preferred_contact IN (${sqlList(PREFERRED_CONTACTS)})`)),
    check("quote_requests_status_check", sql.raw(`status IN (${sqlList(QUOTE_STATUSES)})`)),
    check("quote_requests_lang_check", sql`${t.lang} IN ('vi', 'en')`),
    check("quote_requests_topic_check", sql.raw(`topic IN (${sqlList(QUOTE_TOPICS)})`)),
    length("quote_requests_course_check", "course", QUOTE_LIMITS.course),
    check("quote_requests_course_topic_check", sql.raw(`course = '' OR topic = '${COURSE_TOPIC}'`)),
    length("quote_requests_source_page_check", "source_page", QUOTE_LIMITS.sourcePage),
    check(
      "quote_requests_source_page_shape_check",
      sql.raw(`source_page = '' OR source_page ~ '${SOURCE_PAGE_PATTERN}'`),
    ),
    index("quote_requests_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("quote_requests_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

/** The products a request names; the name is copied so that the request outlives the product. */
export const quoteRequestProducts = pgTable(
  "quote_request_products",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").references(() => productItems.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    check("quote_request_products_position_check", sql.raw(`position BETWEEN 0 AND ${QUOTE_LIMITS.products - 1}`)),
    length("quote_request_products_name_check", "product_name", 300, 1),
    uniqueIndex("quote_request_products_unique").on(t.requestId, t.productId),
    index("quote_request_products_product_idx").on(t.productId),
  ],
);

/** Staff's notes on a request, oldest first. */
export const quoteRequestNotes = pgTable(
  "quote_request_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    length("quote_request_notes_body_check", "body", QUOTE_LIMITS.note, 1),
    index("quote_request_notes_request_idx").on(t.requestId, t.createdAt),
  ],
);

/** Every status change of a request: from what, to what, who, when. */
export const quoteRequestStatusChanges = pgTable(
  "quote_request_status_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: QUOTE_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: QUOTE_STATUSES }).notNull(),
    userId: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "quote_request_status_changes_status_check",
      sql.raw(`from_status IN (${sqlList(QUOTE_STATUSES)}) AND to_status IN (${sqlList(QUOTE_STATUSES)})
        AND from_status <> to_status`),
    ),
    index("quote_request_status_changes_request_idx").on(t.requestId, t.at),
  ],
);

/**
 * The form tokens that stored a request (single use, decision 039): a token's digest, kept until
 * the token would have expired anyway. The primary key makes a second use fail, even in parallel.
 */
export const quoteFormTokens = pgTable(
  "quote_form_tokens",
  {
    digest: text("digest").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("quote_form_tokens_digest_check", sql`${t.digest} ~ '^[A-Za-z0-9_-]{43}$'`),
    index("quote_form_tokens_expires_idx").on(t.expiresAt),
  ],
);

export { QUOTE_REFUSAL_REASONS };
export type QuoteRefusalReason = QuoteRefusalReasonKey;

/** Refused posts, counted per day and reason: never stored as leads. */
export const quoteRefusals = pgTable(
  "quote_refusals",
  {
    day: date("day", { mode: "string" }).notNull(),
    reason: text("reason", { enum: QUOTE_REFUSAL_REASONS }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.reason] }),
    check("quote_refusals_reason_check", sql.raw(`reason IN (${sqlList(QUOTE_REFUSAL_REASONS)})`)),
    check("quote_refusals_count_check", sql`${t.count} >= 0`),
  ],
);

/**
 * Notifications to send (staff's, and the visitor's acknowledgement): written in the request's
 * transaction, delivered by the outbox worker (mail/outbox-worker.server.ts, decision 030),
 * retried with backoff until sent or given up. A row's delivery state, as the inbox reads it:
 * sent (`sent_at`), given up (`failed_at`, `last_error` says why), being sent (`claimed_until`
 * ahead), retrying (`last_error` set), or waiting (nothing tried yet, or no SMTP_URL).
 */
export const quoteOutbox = pgTable(
  "quote_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["staff", "acknowledgement"] }).notNull(),
    /** The addresses, separated by ", ". */
    recipients: text("recipients").notNull(),
    /** Staff's notification answers to the visitor's address (null: the sender's). */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Tries started (a sender counts one when it claims the row, so a crash counts too). */
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this moment (the backoff after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The claim of the sender trying it now (a random token per claim), and when that claim lapses. */
    claimToken: text("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Set when the worker gave up (the bounded number of attempts failed); staff see it in the inbox. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_outbox_kind_check", sql`${t.kind} IN ('staff', 'acknowledgement')`),
    check("quote_outbox_attempts_check", sql`${t.attempts} >= 0`),
    index("quote_outbox_due_idx").on(t.nextAttemptAt).where(sql`sent_at IS NULL`),
    index("quote_outbox_request_idx").on(t.requestId),
  ],
);

/** One secret every server shares, made by the database: it signs the forms' timestamps. */
export const formKeys = pgTable(
  "form_keys",
  {
    id: integer("id").primaryKey().default(1),
    key: text("key").notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [check("form_keys_single_row", sql`${t.id} = 1`)],
);
