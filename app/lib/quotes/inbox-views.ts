/**
 * Views of staff's inbox of quote requests: the list at /admin/inquiries, a
 * request's page, the dashboard's panel; and the list's filters as the address keeps them.
 */
import { auditDateRange } from "../audit-views";
import { QUOTE_STATUSES, type QuoteStatus, type QuoteTopic } from "./quote-requests";
import type { QuoteRefusalReasonKey } from "./refusal-reasons";

export const INQUIRY_PAGE_SIZE = 50;
/** How many new requests the dashboard lists. */
export const DASHBOARD_INQUIRIES = 5;
/** The refusal counters the inbox shows cover this many days. */
export const REFUSAL_WINDOW_DAYS = 30;

export { QUOTE_STATUSES, type QuoteStatus };

/** A request's reference, as the visitor's confirmation showed it. */
export const inquiryReference = (id: number) => `YC-${id}`;

export interface InquiryQuery {
  status: QuoteStatus | null;
  product: number | null;
  department: number | null;
  /** yyyy-mm-dd in Vietnam's calendar, or "". */
  from: string;
  to: string;
  /** The text searched (name, organisation, phone, email, message), as typed. */
  q: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
}

/** The filters from the address; anything unknown reads as no filter. */
export function parseInquiryQuery(params: URLSearchParams): InquiryQuery {
  const status = params.get("status");
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return DATE.test(value) && auditDateRange({ from: value, to: "" }).from ? value : "";
  };
  return {
    status: (QUOTE_STATUSES as readonly string[]).includes(status ?? "") ? (status as QuoteStatus) : null,
    product: positiveInt(params.get("product"), 2_147_483_647),
    department: positiveInt(params.get("department"), 2_147_483_647),
    from: date("from"),
    to: date("to"),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: positiveInt(params.get("page"), 99_999) ?? 1,
  };
}

/** Whether any filter is set (the "no match" state and the clear link). */
export const isFiltered = (query: InquiryQuery) =>
  Boolean(query.status || query.product || query.department || query.from || query.to || query.q);

/** The filters as search parameters (defaults left out); `page` only past the first. */
export function inquirySearch(query: Partial<InquiryQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.product) params.set("product", String(query.product));
  if (query.department) params.set("department", String(query.department));
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The list's address with these filters. */
export const inquiryHref = (query: Partial<InquiryQuery>) => `/admin/inquiries${inquirySearch(query)}`;

/** The export's address: the list's filters, every page. */
export const inquiryExportHref = (kind: "csv" | "xlsx", query: Partial<InquiryQuery>) =>
  `/admin/inquiries/export.${kind}${inquirySearch({ ...query, page: 1 })}`;

export interface InquiryRowView {
  id: number;
  reference: string;
  /** "08:30 22/11/2026", Vietnam's time. */
  at: string;
  atIso: string;
  name: string;
  organisation: string;
  /** As staff dial it: "0912 345 678". */
  phone: string;
  email: string;
  status: QuoteStatus;
  /** The products' names, in the request's order. */
  products: string[];
  /** Failed tries of a notification still unsent (0: none). */
  undelivered: number;
}

export interface InquiryOption {
  id: number;
  name: string;
}

export interface RefusalCountView {
  reason: QuoteRefusalReasonKey;
  count: number;
}

export interface InquiryListView {
  enabled: boolean;
  rows: InquiryRowView[];
  total: number;
  page: number;
  pages: number;
  query: InquiryQuery;
  /** The product filter's choices: the products requests name. */
  products: InquiryOption[];
  departments: InquiryOption[];
  /** Refused posts by reason over the last REFUSAL_WINDOW_DAYS days (every reason, 0 included). */
  refusals: RefusalCountView[];
}

export interface InquiryProductView {
  name: string;
  /** Null when the product has been deleted since (the request keeps its name). */
  adminHref: string | null;
  publicHref: string | null;
}

export interface InquiryNoteView {
  id: number;
  username: string;
  at: string;
  atIso: string;
  body: string;
}

export interface InquiryStatusChangeView {
  id: number;
  from: QuoteStatus;
  to: QuoteStatus;
  username: string;
  at: string;
  atIso: string;
}

/** A notification's delivery, as the outbox says. */
/** A notification's delivery as its page shows it (the states of `lib/quotes/outbox-state.ts`). */
export type DeliveryState =
  | { state: "waiting"; nextAttempt: string; configured: boolean }
  | { state: "sending" }
  | { state: "sent"; at: string }
  | { state: "retrying"; attempts: number; lastError: string; nextAttempt: string }
  | { state: "failed"; attempts: number; lastError: string; at: string };

export interface InquiryDeliveryView {
  id: number;
  kind: "staff" | "acknowledgement";
  recipients: string;
  delivery: DeliveryState;
}

export interface InquiryDetailView {
  id: number;
  reference: string;
  at: string;
  atIso: string;
  lang: "vi" | "en";
  name: string;
  organisation: string;
  position: string;
  /** +84… for the tel: link, and as staff dial it. */
  phone: string;
  phoneDisplay: string;
  email: string;
  province: string;
  preferredContact: "phone" | "zalo" | "email";
  consentText: string;
  message: string;
  /** What the request is about, and the course's title for a training registration (or ""). */
  topic: QuoteTopic;
  course: string;
  /**
   * The page the visitor came from (a product's, the training page), as recorded with the
   * request; for requests stored before it was (migration 0020), the contact page of their language.
   */
  sourcePath: string;
  status: QuoteStatus;
  products: InquiryProductView[];
  notes: InquiryNoteView[];
  history: InquiryStatusChangeView[];
  deliveries: InquiryDeliveryView[];
}

export interface InquiryActionResult {
  ok: boolean;
  message?: string;
  /** The note's text kept after a refusal (nothing typed is lost). */
  note?: string;
}

/** The dashboard's panel: shown only while the feature is on. */
export interface DashboardInquiries {
  newCount: number;
  latest: { id: number; reference: string; name: string; organisation: string; at: string; atIso: string }[];
}
