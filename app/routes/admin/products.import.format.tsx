import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/products.import.format";
import { importFormatText } from "./products.import.format.server";

/** GET /admin/products/import/format — docs/product-import-format.md, as text, for the import screen's link. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return new Response(importFormatText, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
