/**
 * Staff's side of quote requests: the inbox's filtered pages, a request with its
 * products, notes, status history and notifications, and the writes staff make (a note, a status
 * change checked against the status they saw). What visitors send is quote-requests.server.ts.
 */
import { and, asc, count, desc, eq, exists, getTableColumns, gte, lt, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { QuoteStatus } from "~/lib/quotes/quote-requests";
import { escapeLike, normaliseQuery } from "~/lib/search";
import { db, queryRows } from "../db/index.server";
import {
  quoteOutbox,
  quoteRequestNotes,
  quoteRequestProducts,
  quoteRequestStatusChanges,
  quoteRequests,
} from "../db/quote-schema";
import { departments, productCategories, productItems, siteSettings } from "../db/schema";

export interface InquiryFilter {
  status?: QuoteStatus | null;
  productId?: number | null;
  departmentId?: number | null;
  /** From this moment (inclusive) to that one (exclusive). */
  from?: Date | null;
  to?: Date | null;
  /** Searched in name, organisation, phone, email and message, accents ignored. */
  text?: string;
}

/**
 * What the text filter reads: the fields folded as the site's search folds them, the phone both
 * as stored (+84…) and as dialled (0…), so "0905 123" finds +84905123456.
 */
const HAYSTACK = sql`search_fold(${quoteRequests.name} || ' ' || ${quoteRequests.organisation} || ' ' || ${quoteRequests.email}
  || ' ' || ${quoteRequests.message} || ' ' || ${quoteRequests.phone} || ' 0' || substr(${quoteRequests.phone}, 4))`;

function conditions(filter: InquiryFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(quoteRequests.status, filter.status));
  if (filter.from) where.push(gte(quoteRequests.createdAt, filter.from));
  if (filter.to) where.push(lt(quoteRequests.createdAt, filter.to));
  if (filter.productId) {
    where.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(quoteRequestProducts)
          .where(
            and(
              eq(quoteRequestProducts.requestId, quoteRequests.id),
              eq(quoteRequestProducts.productId, filter.productId),
            ),
          ),
      ),
    );
  }
  if (filter.departmentId) {
    where.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(quoteRequestProducts)
          .innerJoin(productItems, eq(productItems.id, quoteRequestProducts.productId))
          .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
          .where(
            and(
              eq(quoteRequestProducts.requestId, quoteRequests.id),
              eq(productCategories.departmentId, filter.departmentId),
            ),
          ),
      ),
    );
  }
  // Every word must appear (as the site's search and the news list do); the phone's separators
  // are words too, so "0905 123 456" still finds it.
  for (const word of normaliseQuery(filter.text).split(" ").filter(Boolean)) {
    where.push(sql`${HAYSTACK} LIKE ${`%${escapeLike(word)}%`}`);
  }
  return where.length ? and(...where) : undefined;
}

// The outer row is named in full: inside a select list Drizzle writes a column without its table,
// and a bare "id" would be the subquery's own.
const PRODUCT_NAMES = sql<string[]>`array(SELECT p.product_name FROM ${quoteRequestProducts} p
  WHERE p.request_id = quote_requests.id ORDER BY p.position)`;

/** Failed tries of the request's notifications still unsent: the outbox worker's trouble, shown in the list. */
const UNDELIVERED = sql<number>`(SELECT coalesce(max(o.attempts), 0) FROM ${quoteOutbox} o
  WHERE o.request_id = quote_requests.id AND o.sent_at IS NULL AND o.last_error IS NOT NULL)`.mapWith(Number);

/** A request as the inbox lists it (and the export writes it). */
export type InquiryRow = SelectResultFields<typeof ROW>;

const ROW = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  lang: quoteRequests.lang,
  name: quoteRequests.name,
  organisation: quoteRequests.organisation,
  position: quoteRequests.position,
  phone: quoteRequests.phone,
  email: quoteRequests.email,
  province: quoteRequests.province,
  message: quoteRequests.message,
  preferredContact: quoteRequests.preferredContact,
  status: quoteRequests.status,
  /** The products' names as the request keeps them, in its order. */
  products: PRODUCT_NAMES,
  /** Failed tries of a notification not sent yet (0: none failed). */
  undelivered: UNDELIVERED,
};

/** One page of requests, newest first, with the products each names (one statement). */
export async function listInquiries(
  filter: InquiryFilter,
  page: { limit: number; offset: number },
): Promise<InquiryRow[]> {
  return db()
    .select(ROW)
    .from(quoteRequests)
    .where(conditions(filter))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many requests the filter keeps. */
export async function countInquiries(filter: InquiryFilter): Promise<number> {
  const [row] = await db().select({ n: count() }).from(quoteRequests).where(conditions(filter));
  return row?.n ?? 0;
}

/** Every request the filter keeps, newest first (the export). */
export async function listInquiriesForExport(filter: InquiryFilter): Promise<InquiryRow[]> {
  return db()
    .select(ROW)
    .from(quoteRequests)
    .where(conditions(filter))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/**
 * The filters' choices in one statement: the products requests name (by their current name, or
 * the name the request kept) and the departments.
 */
export async function inquiryFilterOptions(): Promise<{
  products: { id: number; name: string }[];
  departments: { id: number; name: string }[];
}> {
  const list = await queryRows<{ kind: "product" | "department"; id: number | string; name: string }>(sql`
    SELECT 'product' AS kind, p.product_id AS id, coalesce(max(${productItems.name}), max(p.product_name)) AS name
      FROM ${quoteRequestProducts} p LEFT JOIN ${productItems} ON ${productItems.id} = p.product_id
      WHERE p.product_id IS NOT NULL GROUP BY p.product_id
    UNION ALL
    SELECT 'department', ${departments.id}, ${departments.name} FROM ${departments}
    ORDER BY 1, 3`);
  const of = (kind: string) =>
    list.filter((row) => row.kind === kind).map((row) => ({ id: Number(row.id), name: row.name }));
  return { products: of("product"), departments: of("department") };
}

/** Whether the form is on, and how many requests are new (the navigation's badge, the dashboard). */
export async function inboxState(): Promise<{ enabled: boolean; newCount: number; anyStored: boolean }> {
  // One row whether or not the settings row exists yet (a fresh database before seeding).
  const [row] = await queryRows<{ enabled: boolean | null; new_count: number | string; any_stored: boolean }>(sql`
    SELECT (SELECT ${siteSettings.quoteRequestsEnabled} FROM ${siteSettings} WHERE ${siteSettings.id} = 1) AS enabled,
      (SELECT count(*) FROM ${quoteRequests} WHERE ${quoteRequests.status} = 'new') AS new_count,
      EXISTS (SELECT 1 FROM ${quoteRequests}) AS any_stored`);
  return { enabled: row?.enabled === true, newCount: Number(row?.new_count ?? 0), anyStored: row?.any_stored === true };
}

/** The newest requests still marked new (the dashboard). */
export async function latestNewInquiries(limit: number) {
  return db()
    .select({
      id: quoteRequests.id,
      name: quoteRequests.name,
      organisation: quoteRequests.organisation,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.status, "new"))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
}

export interface InquiryProduct {
  name: string;
  productId: number | null;
  slug: string | null;
  isActive: boolean;
}

export interface InquiryDetail extends Omit<InquiryRow, "products" | "undelivered"> {
  consentText: string;
  products: InquiryProduct[];
  notes: { id: number; username: string; body: string; createdAt: Date }[];
  history: { id: number; fromStatus: QuoteStatus; toStatus: QuoteStatus; username: string; at: Date }[];
  outbox: {
    id: number;
    kind: "staff" | "acknowledgement";
    recipients: string;
    attempts: number;
    nextAttemptAt: Date;
    sentAt: Date | null;
    failedAt: Date | null;
    claimedUntil: Date | null;
    lastError: string | null;
  }[];
}

/** A note and a status change as staff read them: all but the keys to their request and their author's account. */
const { requestId: _noteRequest, userId: _noteUser, ...noteColumns } = getTableColumns(quoteRequestNotes);
const { requestId: _changeRequest, userId: _changeUser, ...changeColumns } = getTableColumns(quoteRequestStatusChanges);

/** A request with everything staff read on its page, or null. */
export async function getInquiry(id: number): Promise<InquiryDetail | null> {
  const [row] = await db()
    .select({ ...ROW, consentText: quoteRequests.consentText })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id));
  if (!row) return null;
  const [products, notes, history, outbox] = await Promise.all([
    db()
      .select({
        name: quoteRequestProducts.productName,
        productId: quoteRequestProducts.productId,
        slug: productItems.slug,
        isActive: sql<boolean>`coalesce(${productItems.isActive}, false)`,
      })
      .from(quoteRequestProducts)
      .leftJoin(productItems, eq(productItems.id, quoteRequestProducts.productId))
      .where(eq(quoteRequestProducts.requestId, id))
      .orderBy(asc(quoteRequestProducts.position)),
    db()
      .select(noteColumns)
      .from(quoteRequestNotes)
      .where(eq(quoteRequestNotes.requestId, id))
      .orderBy(asc(quoteRequestNotes.createdAt), asc(quoteRequestNotes.id)),
    db()
      .select(changeColumns)
      .from(quoteRequestStatusChanges)
      .where(eq(quoteRequestStatusChanges.requestId, id))
      .orderBy(asc(quoteRequestStatusChanges.at), asc(quoteRequestStatusChanges.id)),
    db()
      .select({
        id: quoteOutbox.id,
        kind: quoteOutbox.kind,
        recipients: quoteOutbox.recipients,
        attempts: quoteOutbox.attempts,
        nextAttemptAt: quoteOutbox.nextAttemptAt,
        sentAt: quoteOutbox.sentAt,
        failedAt: quoteOutbox.failedAt,
        claimedUntil: quoteOutbox.claimedUntil,
        lastError: quoteOutbox.lastError,
      })
      .from(quoteOutbox)
      .where(eq(quoteOutbox.requestId, id))
      .orderBy(asc(quoteOutbox.id)),
  ]);
  const { products: _names, undelivered: _failed, ...request } = row;
  return { ...request, products, notes, history, outbox };
}

export interface Actor {
  id: number | null;
  username: string;
}

/** Adds a note by `actor`; false when the request does not exist. */
export async function addInquiryNote(requestId: number, actor: Actor, body: string): Promise<boolean> {
  const inserted = await queryRows<{
    id: number;
  }>(sql`INSERT INTO ${quoteRequestNotes} (request_id, user_id, username, body)
    SELECT id, ${actor.id}, ${actor.username}, ${body} FROM ${quoteRequests} WHERE id = ${requestId}
    RETURNING id`);
  return inserted.length > 0;
}

export type StatusChange = "changed" | "stale" | "missing";

/**
 * Changes a request's status from `from` (the status the page showed) to `to`, and records who
 * and when, in one transaction. "stale" when the request's status is no longer `from`.
 */
export async function changeInquiryStatus(
  requestId: number,
  from: QuoteStatus,
  to: QuoteStatus,
  actor: Actor,
): Promise<StatusChange> {
  return db().transaction(async (tx) => {
    const [updated] = await tx
      .update(quoteRequests)
      .set({ status: to, statusChangedAt: sql`now()` })
      .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.status, from)))
      .returning({ id: quoteRequests.id });
    if (!updated) {
      const [found] = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, requestId));
      return found ? "stale" : "missing";
    }
    await tx
      .insert(quoteRequestStatusChanges)
      .values({ requestId, fromStatus: from, toStatus: to, userId: actor.id, username: actor.username });
    return "changed";
  });
}
