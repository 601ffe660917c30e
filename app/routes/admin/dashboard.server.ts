/** The dashboard: counts, recent activity and expiring certificates; a failure answers 500 with the spec's text. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { addDays, daysUntil, EXPIRY_WARNING_DAYS, type ExpiringDocument, vietnamToday } from "~/lib/documents";
import { now } from "~/server/clock.server";
import { getDashboard } from "~/server/services/dashboard.server";
import { listExpiringDocuments } from "~/server/services/documents.server";

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
    const [dashboard, expiring] = await Promise.all([getDashboard(), expiringDocuments()]);
    return { ...dashboard, expiring };
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
