/** The dashboard: counts and recent activity; a failure answers 500 with the spec's text. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/admin";
import { getDashboard } from "~/server/services/dashboard.server";

export async function getDashboardPage() {
  try {
    return await getDashboard();
  } catch (error) {
    console.error("Dashboard failed to load:", error);
    throw data(vi.dashboard.errorFallback, { status: 500 });
  }
}
