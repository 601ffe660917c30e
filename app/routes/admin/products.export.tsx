import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/products.export";
import { exportProductFile } from "./products.export.server";

/**
 * GET /admin/products/export.csv and /admin/products/export.xlsx (one module, two routes): every
 * product in both languages, in the format of docs/product-import-format.md.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return exportProductFile(new URL(request.url).pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
