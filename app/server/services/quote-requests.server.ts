/**
 * Quote requests as visitors send them (issue 30): the products they name, the spam guard's
 * shared counters (rate limits, refusals) and the stored request. Staff's side is in
 * quote-inbox.server.ts.
 */
import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { pick } from "~/i18n/lang";
import type { QuoteTopic } from "~/lib/quotes/quote-requests";
import type { QuoteRequestInput } from "~/lib/validation/quote-request";
import { db, perDatabase } from "../db/index.server";
import {
  formKeys,
  type QuoteRefusalReason,
  quoteRefusals,
  quoteRequestProducts,
  quoteRequests,
  quoteSubmissions,
} from "../db/quote-schema";
import { productItems } from "../db/schema";
import { listVisibleProducts } from "./products.server";
import { enqueueNotifications, type OutboxDraft } from "./quote-outbox.server";

/** A product a request names: its slug (the form's value) and its name in the visitor's language. */
export interface QuoteProduct {
  id: number;
  slug: string;
  /** In the visitor's language. */
  name: string;
  /** The Vietnamese name, which staff read and the request keeps. */
  nameVi: string;
}

/** Visible products by slug, in the order given; unknown or hidden ones are left out. */
export async function findQuoteProducts(slugs: readonly string[], lang: "vi" | "en"): Promise<QuoteProduct[]> {
  if (slugs.length === 0) return [];
  const rows = await db()
    .select({ id: productItems.id, slug: productItems.slug, name: productItems.name, nameEn: productItems.nameEn })
    .from(productItems)
    .where(and(inArray(productItems.slug, [...slugs]), eq(productItems.isActive, true)));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [{ id: row.id, slug: row.slug, name: pick(row.name, row.nameEn, lang), nameVi: row.name }] : [];
  });
}

/** Up to `limit` visible products matching a visitor's search text (accents ignored). */
export async function searchQuoteProducts(q: string, lang: "vi" | "en", limit = 8): Promise<QuoteProduct[]> {
  const { items } = await listVisibleProducts({ q }, { limit, offset: 0 });
  return items.map((item) => ({
    id: item.id,
    slug: item.slug,
    name: pick(item.name, item.nameEn, lang),
    nameVi: item.name,
  }));
}

const holding = perDatabase<{ key: Promise<string> | null }>(() => ({ key: null }));

/** The key that signs the forms' timestamps: one row every server shares, read once per process. */
export function formKey(): Promise<string> {
  const slot = holding();
  slot.key ??= db()
    .select({ key: formKeys.key })
    .from(formKeys)
    .where(eq(formKeys.id, 1))
    .then(([row]) => {
      if (!row) throw new Error("form_keys has no key: run the migrations");
      return row.key;
    })
    .catch((error: unknown) => {
      slot.key = null;
      throw error;
    });
  return slot.key;
}

/** A digest of a sender's address or email: the counters never hold the value itself. */
export function senderKey(kind: "address" | "email", value: string): string {
  return createHash("sha256").update(`quote:${kind}:${value}`).digest("base64url").slice(0, 32);
}

/** How many accepted requests a sender may make in a window. */
export const QUOTE_RATE_LIMITS = {
  address: { max: 5, windowMs: 60 * 60 * 1000 },
  email: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * Counts a submission, then answers whether it stays within the limits (by address and by email,
 * in the database so that every server agrees). Recording first means parallel posts cannot all
 * pass the check before any is counted; a refused one is taken back.
 */
export async function reserveSubmission(
  address: string,
  email: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; scope: "address" | "email" }> {
  const addressKey = senderKey("address", address);
  const emailKey = senderKey("email", email);
  const [row] = await db()
    .insert(quoteSubmissions)
    .values({ addressKey, emailKey, at: now })
    .returning({ id: quoteSubmissions.id });
  if (!row) throw new Error("Could not record the submission");
  const within = async (scope: "address" | "email") => {
    const { max, windowMs } = QUOTE_RATE_LIMITS[scope];
    const column = scope === "address" ? quoteSubmissions.addressKey : quoteSubmissions.emailKey;
    const [counted] = await db()
      .select({ n: count() })
      .from(quoteSubmissions)
      .where(
        and(
          eq(column, scope === "address" ? addressKey : emailKey),
          gt(quoteSubmissions.at, new Date(now.getTime() - windowMs)),
          lte(quoteSubmissions.id, row.id),
        ),
      );
    return (counted?.n ?? 0) <= max;
  };
  for (const scope of ["address", "email"] as const) {
    if (!(await within(scope))) {
      await db().delete(quoteSubmissions).where(eq(quoteSubmissions.id, row.id));
      return { ok: false, scope };
    }
  }
  return { ok: true };
}

/** Takes back a reservation whose request could not be stored (the sender did not use up a try). */
export async function releaseLatestSubmission(address: string, email: string): Promise<void> {
  await db().execute(sql`DELETE FROM ${quoteSubmissions} WHERE id = (
    SELECT max(id) FROM ${quoteSubmissions}
    WHERE address_key = ${senderKey("address", address)} AND email_key = ${senderKey("email", email)})`);
}

/** Counts a refused post by day and reason (refusals are never stored as leads). */
export async function countRefusal(reason: QuoteRefusalReason, now = new Date()): Promise<void> {
  await db()
    .insert(quoteRefusals)
    .values({ day: now.toISOString().slice(0, 10), reason, count: 1 })
    .onConflictDoUpdate({
      target: [quoteRefusals.day, quoteRefusals.reason],
      set: { count: sql`${quoteRefusals.count} + 1` },
    });
}

/** Refusals by reason since `since` (the inbox's figures, the tests). */
export async function refusalCounts(since: string): Promise<Partial<Record<QuoteRefusalReason, number>>> {
  const rows = await db()
    .select({ reason: quoteRefusals.reason, n: sql<number>`sum(${quoteRefusals.count})`.mapWith(Number) })
    .from(quoteRefusals)
    .where(sql`${quoteRefusals.day} >= ${since}`)
    .groupBy(quoteRefusals.reason);
  return Object.fromEntries(rows.map((row) => [row.reason, row.n]));
}

/** Forgets submissions older than the longest rate window. */
export async function pruneQuoteSubmissions(now = new Date()): Promise<number> {
  const longest = Math.max(QUOTE_RATE_LIMITS.address.windowMs, QUOTE_RATE_LIMITS.email.windowMs);
  const removed = await db()
    .delete(quoteSubmissions)
    .where(lte(quoteSubmissions.at, new Date(now.getTime() - longest)))
    .returning({ id: quoteSubmissions.id });
  return removed.length;
}

/**
 * Deletes requests older than the retention period set in the settings (default 24 months), with
 * their products, notes, history and outbox rows (foreign keys cascade); answers how many went.
 */
export async function pruneQuoteRequests(at = new Date()): Promise<number> {
  const removed = await db().execute(sql`DELETE FROM ${quoteRequests}
    WHERE created_at < ${at.toISOString()}::timestamptz - make_interval(months => (
      SELECT quote_retention_months FROM site_settings WHERE id = 1))
    RETURNING id`);
  return (removed as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Stores a request, the products it names and its notifications (`notifications`, made from the
 * stored row's id and time) in one transaction: a stored request always has its mail waiting in
 * the outbox, and mail never goes out for a request that was not stored. Answers its id. Without
 * a topic, a request naming products is a quote, one naming none a general enquiry.
 */
export async function createQuoteRequest(
  input: QuoteRequestInput,
  products: readonly QuoteProduct[],
  context: {
    lang: "vi" | "en";
    consentText: string;
    notifications?: (stored: { id: number; createdAt: Date }) => readonly OutboxDraft[];
  },
): Promise<number> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        lang: context.lang,
        name: input.name,
        organisation: input.organisation,
        position: input.position,
        phone: input.phone,
        email: input.email,
        province: input.province,
        message: input.message,
        preferredContact: input.preferredContact,
        consentText: context.consentText,
        topic: input.topic ?? (products.length > 0 ? "quote" : "general"),
        course: input.course ?? "",
        sourcePage: input.source ?? "",
      })
      .returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt });
    if (!row) throw new Error("Could not store the quote request");
    if (products.length > 0) {
      await tx.insert(quoteRequestProducts).values(
        products.map((product, position) => ({
          requestId: row.id,
          position,
          productId: product.id,
          productName: product.nameVi,
        })),
      );
    }
    if (context.notifications) await enqueueNotifications(tx, row.id, context.notifications(row));
    return row.id;
  });
}

/** What a request is about and where it came from (issue 51), as its page and the export show it. */
export interface QuoteRequestOrigin {
  topic: QuoteTopic;
  /** The course's Vietnamese title, or "". */
  course: string;
  /** The path of the page it was sent from; "" for requests stored before migration 0020. */
  sourcePage: string;
}

/** The origins of these requests, by id (requests that do not exist are left out). */
export async function quoteRequestOrigins(ids: readonly number[]): Promise<Map<number, QuoteRequestOrigin>> {
  const origins = new Map<number, QuoteRequestOrigin>();
  // In slices: a statement carries at most 65,535 parameters, an export may list more requests.
  for (let start = 0; start < ids.length; start += 10_000) {
    const rows = await db()
      .select({
        id: quoteRequests.id,
        topic: quoteRequests.topic,
        course: quoteRequests.course,
        sourcePage: quoteRequests.sourcePage,
      })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, ids.slice(start, start + 10_000)));
    for (const { id, ...origin } of rows) origins.set(id, origin);
  }
  return origins;
}

/** How many requests are stored (tests: a refusal stores none). */
export async function countQuoteRequests(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(quoteRequests).where(ne(quoteRequests.id, 0));
  return row?.n ?? 0;
}
