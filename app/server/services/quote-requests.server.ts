/**
 * Quote requests as visitors send them: the products they name, the spam guard's
 * shared records (refusals, used form tokens; its rate limits are rate-limit.server.ts') and the
 * stored request. Staff's side is in
 * quote-inbox.server.ts.
 */
import { and, count, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { pick } from "~/i18n/lang";
import type { QuoteTopic } from "~/lib/quotes/quote-requests";
import type { QuoteRequestInput } from "~/lib/validation/quote-request";
import { db, perDatabase } from "../db/index.server";
import {
  formKeys,
  type QuoteRefusalReason,
  quoteFormTokens,
  quoteRefusals,
  quoteRequestProducts,
  quoteRequests,
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

/** Whether a form token (its digest) has stored a request already: a replay. */
export async function isFormTokenUsed(digest: string): Promise<boolean> {
  const rows = await db()
    .select({ digest: quoteFormTokens.digest })
    .from(quoteFormTokens)
    .where(eq(quoteFormTokens.digest, digest));
  return rows.length > 0;
}

/** createQuoteRequest's answer to a form token that stored a request already (a parallel replay). */
export class FormTokenUsedError extends Error {
  constructor() {
    super("This form token has stored a request already");
  }
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

/** Forgets used form tokens that would have expired by now (a replay of one is refused as expired). */
export async function pruneUsedFormTokens(at: Date): Promise<number> {
  const removed = await db()
    .delete(quoteFormTokens)
    .where(lte(quoteFormTokens.expiresAt, at))
    .returning({ digest: quoteFormTokens.digest });
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
    /** The form token's use: a token stores one request (FormTokenUsedError for a second). */
    token?: { digest: string; expiresAt: Date };
    notifications?: (stored: { id: number; createdAt: Date }) => readonly OutboxDraft[];
  },
): Promise<number> {
  return db().transaction(async (tx) => {
    if (context.token) {
      // First in the transaction: a parallel post of the same token waits on the key, then finds it.
      const used = await tx.insert(quoteFormTokens).values(context.token).onConflictDoNothing().returning();
      if (used.length === 0) throw new FormTokenUsedError();
    }
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

/** What a request is about and where it came from, as its page and the export show it. */
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
