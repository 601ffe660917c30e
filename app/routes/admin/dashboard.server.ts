/** The dashboard: counts, recent activity, new quote requests while the form is on, and expiring certificates; a failure answers 500 with the spec's text. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { formatAdminDateTime } from "~/lib/admin-date";
import { addDays, daysUntil, EXPIRY_WARNING_DAYS, type ExpiringDocument, vietnamToday } from "~/lib/documents";
import { DASHBOARD_INQUIRIES, type DashboardInquiries, inquiryReference } from "~/lib/quotes/inbox-views";
import { now } from "~/server/clock.server";
import { getDashboard } from "~/server/services/dashboard.server";
import { listExpiringDocuments } from "~/server/services/documents.server";
import { inboxState, latestNewInquiries } from "~/server/services/quote-inbox.server";

/** New quote requests (count and the latest few), or null while the form is off. */
async function dashboardInquiries(): Promise<DashboardInquiries | null> {
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

/** Certificates and licences expired or ending within EXPIRY_WARNING_DAYS (issue 31), soonest first. */
async function expiringDocuments(): Promise<ExpiringDocument[]> {
  const today = vietnamToday(now());
  const rows = await listExpiringDocuments(addDays(today, EXPIRY_WARNING_DAYS));
  return rows.flatMap((row) =>
    row.validUntil ? [{ ...row, validUntil: row.validUntil, daysLeft: daysUntil(row.validUntil, today) }] : [],
  );
}

export async function getDashboardPage() {
  try {
    const [dashboard, inquiries, expiring] = await Promise.all([
      getDashboard(),
      dashboardInquiries(),
      expiringDocuments(),
    ]);
    return { ...dashboard, inquiries, expiring };
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
