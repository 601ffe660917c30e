/** The dashboard: counts, recent activity and, while the form is on, new quote requests; a failure answers 500 with the spec's text. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { formatAdminDateTime } from "~/lib/admin-date";
import { DASHBOARD_INQUIRIES, type DashboardInquiries, inquiryReference } from "~/lib/quotes/inbox-views";
import { getDashboard } from "~/server/services/dashboard.server";
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

export async function getDashboardPage() {
  try {
    const [dashboard, inquiries] = await Promise.all([getDashboard(), dashboardInquiries()]);
    return { ...dashboard, inquiries };
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
