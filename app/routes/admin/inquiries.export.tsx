import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/inquiries.export";
import { exportInquiryFile } from "./inquiries.export.server";

/**
 * GET /admin/inquiries/export.csv and /admin/inquiries/export.xlsx (one module, two routes): the
 * requests the list's filters keep, every page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  return exportInquiryFile(url, url.pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
