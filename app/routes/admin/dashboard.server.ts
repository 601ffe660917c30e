/**
 * The dashboard: counts, recent activity, new quote requests while the form is on, their mail's
 * state while requests are taken or kept, expiring certificates and the products buyers look at;
 * a failure answers 500 with the spec's text.
 */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { may } from "~/lib/access";
import { formatAdminDateTime } from "~/lib/admin-date";
import { INTEREST_DAYS, INTEREST_LIMIT, type ProductInterestPanel } from "~/lib/dashboard";
import { addDays, daysUntil, EXPIRY_WARNING_DAYS, type ExpiringDocument, vietnamToday } from "~/lib/documents";
import { DASHBOARD_INQUIRIES, type DashboardInquiries, inquiryHref, inquiryReference } from "~/lib/quotes/inbox-views";
import { type MailStateView, notifiesNoOne } from "~/lib/quotes/mail-state";
import type { Role } from "~/lib/roles";
import { now } from "~/server/clock.server";
import { getDashboard } from "~/server/services/dashboard.server";
import { listExpiringDocuments } from "~/server/services/documents.server";
import { readMailStateView } from "~/server/services/mail-state.server";
import { listProductInterest } from "~/server/services/product-views.server";
import { inboxState, latestNewInquiries } from "~/server/services/quote-inbox.server";
import { getSiteSettings } from "~/server/services/settings.server";

export interface DashboardMail {
  state: MailStateView;
  /** The form is on and no address is notified. */
  notifiesNoOne: boolean;
}

/** The mail's state while the form is on or requests are kept (off with none, the dashboard is as specified). */
async function dashboardMail(): Promise<DashboardMail | null> {
  const state = await inboxState();
  if (!state.enabled && !state.anyStored) return null;
  const [view, settings] = await Promise.all([readMailStateView(), getSiteSettings()]);
  return {
    state: view,
    notifiesNoOne: notifiesNoOne({
      quoteRequestsEnabled: state.enabled,
      quoteNotifyEmails: settings?.quoteNotifyEmails ?? [],
    }),
  };
}

/** New quote requests (count and the latest few), or null while the form is off. */
async function dashboardQuotes(): Promise<DashboardInquiries | null> {
  const [state, latest] = await Promise.all([inboxState(), latestNewInquiries(DASHBOARD_INQUIRIES)]);
  if (!state.enabled) return null;
  return {
    newCount: state.newCount,
    latest: latest.map((row) => ({
      id: row.id,
      reference: inquiryReference(row.id),
      name: row.name,
      organisation: row.organisation,
      at: formatAdminDateTime(row.createdAt),
      atIso: row.createdAt.toISOString(),
    })),
  };
}

/** Certificates and licences expired or ending within EXPIRY_WARNING_DAYS, soonest first. */
async function expiringDocuments(): Promise<ExpiringDocument[]> {
  const today = vietnamToday(now());
  const rows = await listExpiringDocuments(addDays(today, EXPIRY_WARNING_DAYS));
  return rows.flatMap((row) =>
    row.validUntil ? [{ ...row, validUntil: row.validUntil, daysLeft: daysUntil(row.validUntil, today) }] : [],
  );
}

/**
 * The products buyers look at: the INTEREST_LIMIT with the most quote requests, then
 * the most views, over the last INTEREST_DAYS days of Vietnam's calendar, today included.
 */
async function productInterest(role: Role): Promise<ProductInterestPanel> {
  const since = addDays(vietnamToday(now()), 1 - INTEREST_DAYS);
  const rows = await listProductInterest(since, INTEREST_LIMIT);
  const inbox = may(role, "/admin/inquiries");
  return {
    since,
    products: rows.map((row) => ({
      ...row,
      editHref: `/admin/products/${row.id}/edit`,
      requestsHref: inbox ? inquiryHref({ product: row.id, from: since }) : null,
    })),
  };
}

/**
 * The dashboard of a role (decision 040): a panel about a screen the role may not open is not
 * read at all. Buyers' requests (names, organisations) go to the roles of the inbox only, the mail's
 * state to those of the quote settings.
 */
export async function getDashboardPage(role: Role) {
  const none = Promise.resolve(null);
  try {
    const [dashboard, quotes, mail, expiring, interest] = await Promise.all([
      getDashboard(),
      may(role, "/admin/inquiries") ? dashboardQuotes() : none,
      may(role, "/admin/settings/quotes") ? dashboardMail() : none,
      expiringDocuments(),
      productInterest(role),
    ]);
    return { ...dashboard, inquiries: quotes, mail, expiring, interest, role };
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
