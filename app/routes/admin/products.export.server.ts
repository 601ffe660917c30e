/** The product export (/admin/products/export.csv and .xlsx): the whole catalogue as a file. */
import { exportProducts } from "~/server/product-import.server";
import { SHEET_TYPES, type SheetKind } from "~/server/product-sheet.server";

/** The file as a download named after today's date. */
export async function exportProductFile(kind: SheetKind): Promise<Response> {
  const body = await exportProducts(kind);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": SHEET_TYPES[kind],
      "Content-Disposition": `attachment; filename="san-pham-${date}.${kind}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
