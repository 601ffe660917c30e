/**
 * The inbox of quote requests (/admin/inquiries): one page for the filters in the address, each
 * request flagged whose notification is overdue, and the spam figures.
 */
import { formatAdminDateTime } from "~/lib/admin-date";
import { auditDateRange } from "~/lib/audit-views";
import {
  INQUIRY_PAGE_SIZE,
  type InquiryQuery,
  inquiryReference,
  parseInquiryQuery,
  REFUSAL_WINDOW_DAYS,
} from "~/lib/quotes/inbox-views";
import { type InquiryMailListView, OVERDUE_AFTER_MINUTES } from "~/lib/quotes/mail-state";
import { displayPhone } from "~/lib/quotes/phone";
import { QUOTE_REFUSAL_REASONS } from "~/lib/quotes/refusal-reasons";
import { overdueNotifications } from "~/server/services/mail-state.server";
import {
  countInquiries,
  type InquiryFilter,
  inboxState,
  inquiryFilterOptions,
  listInquiries,
} from "~/server/services/quote-inbox.server";
import { refusalCounts } from "~/server/services/quote-requests.server";

/** The service's filter for the address's query (dates are Vietnam's days). */
export function inquiryFilterOf(query: InquiryQuery): InquiryFilter {
  const range = auditDateRange(query);
  return {
    status: query.status,
    productId: query.product,
    departmentId: query.department,
    from: range.from,
    to: range.to,
    text: query.q,
  };
}

/** The first day (UTC, as quote_refusals counts them) of the refusal window ending `now`. */
export function refusalWindowStart(now = new Date()): string {
  return new Date(now.getTime() - (REFUSAL_WINDOW_DAYS - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function getInquiryList(url: URL): Promise<InquiryMailListView> {
  const query = parseInquiryQuery(url.searchParams);
  const filter = inquiryFilterOf(query);
  const load = (page: number) =>
    listInquiries(filter, { limit: INQUIRY_PAGE_SIZE, offset: (page - 1) * INQUIRY_PAGE_SIZE });
  let [total, rows, options, state, refusals] = await Promise.all([
    countInquiries(filter),
    load(query.page),
    inquiryFilterOptions(),
    inboxState(),
    refusalCounts(refusalWindowStart()),
  ]);
  const pages = Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE));
  // A page past the end (an old link) shows the last page instead.
  if (query.page > pages) {
    query.page = pages;
    rows = await load(pages);
  }
  const overdue = await overdueNotifications(
    rows.map((row) => row.id),
    OVERDUE_AFTER_MINUTES,
  );
  return {
    enabled: state.enabled,
    rows: rows.map((row) => ({
      id: row.id,
      reference: inquiryReference(row.id),
      at: formatAdminDateTime(row.createdAt),
      atIso: row.createdAt.toISOString(),
      name: row.name,
      organisation: row.organisation,
      phone: displayPhone(row.phone),
      email: row.email,
      status: row.status,
      products: row.products,
      undelivered: row.undelivered,
      overdue: overdue.byRequest.get(row.id) ?? null,
    })),
    overdueTotal: overdue.total,
    total,
    page: query.page,
    pages,
    query,
    products: options.products,
    departments: options.departments,
    refusals: QUOTE_REFUSAL_REASONS.map((reason) => ({ reason, count: refusals[reason] ?? 0 })),
  };
}
