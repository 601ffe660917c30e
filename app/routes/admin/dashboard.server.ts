/**
 * The dashboard: counts, recent activity, new quote requests while the form is on, their mail's
 * state while requests are taken or kept, expiring certificates and the products buyers look at;
 * a failure answers 500 with the spec's text.
 */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { formatAdminDateTime } from "~/lib/admin-date";
import { INTEREST_DAYS, INTEREST_LIMIT, type ProductInterestPanel } from "~/lib/dashboard";
import { addDays, daysUntil, EXPIRY_WARNING_DAYS, type ExpiringDocument, vietnamToday } from "~/lib/documents";
import { DASHBOARD_INQUIRIES, type DashboardInquiries, inquiryHref, inquiryReference } from "~/lib/quotes/inbox-views";
import { type MailStateView, notifiesNoOne } from "~/lib/quotes/mail-state";
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

/**
 * New quote requests (count and the latest few), or null while the form is off; the mail's state
 * while the form is on or requests are kept (off with none, the dashboard is as specified).
 */
async function dashboardQuotes(): Promise<{ inquiries: DashboardInquiries | null; mail: DashboardMail | null }> {
  const [state, latest] = await Promise.all([inboxState(), latestNewInquiries(DASHBOARD_INQUIRIES)]);
  const mail =
    state.enabled || state.anyStored
      ? await Promise.all([readMailStateView(), getSiteSettings()]).then(([view, settings]) => ({
          state: view,
          notifiesNoOne: notifiesNoOne({
            quoteRequestsEnabled: state.enabled,
            quoteNotifyEmails: settings?.quoteNotifyEmails ?? [],
          }),
        }))
      : null;
  if (!state.enabled) return { inquiries: null, mail };
  const inquiries = {
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
  return { inquiries, mail };
}

/** Certificates and licences expired or ending within EXPIRY_WARNING_DAYS (issue 31), soonest first. */
async function expiringDocuments(): Promise<ExpiringDocument[]> {
  const today = vietnamToday(now());
  const rows = await listExpiringDocuments(addDays(today, EXPIRY_WARNING_DAYS));
  return rows.flatMap((row) =>
    row.validUntil ? [{ ...row, validUntil: row.validUntil, daysLeft: daysUntil(row.validUntil, today) }] : [],
  );
}

/**
 * The products buyers look at (issue 51.5): the INTEREST_LIMIT with the most quote requests, then
 * the most views, over the last INTEREST_DAYS days of Vietnam's calendar, today included.
 */
async function productInterest(): Promise<ProductInterestPanel> {
  const since = addDays(vietnamToday(now()), 1 - INTEREST_DAYS);
  const rows = await listProductInterest(since, INTEREST_LIMIT);
  return {
    since,
    products: rows.map((row) => ({
      ...row,
      editHref: `/admin/products/${row.id}/edit`,
      requestsHref: inquiryHref({ product: row.id, from: since }),
    })),
  };
}

export async function getDashboardPage() {
  try {
    const [dashboard, quotes, expiring, interest] = await Promise.all([
      getDashboard(),
      dashboardQuotes(),
      expiringDocuments(),
      productInterest(),
    ]);
    return { ...dashboard, ...quotes, expiring, interest };
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
