/** The inbox's export (/admin/inquiries/export.csv and .xlsx): every request the list's filters keep. */
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { formatAdminDateTime } from "~/lib/admin-date";
import { inquiryReference, parseInquiryQuery } from "~/lib/quotes/inbox-views";
import { displayPhone } from "~/lib/quotes/phone";
import { provinceName } from "~/lib/quotes/provinces";
import { SHEET_TYPES, type SheetKind, writeSheet } from "~/server/product-sheet.server";
import { type InquiryRow, listInquiriesForExport } from "~/server/services/quote-inbox.server";
import { type QuoteRequestOrigin, quoteRequestOrigins } from "~/server/services/quote-requests.server";
import { inquiryFilterOf } from "./inquiries.server";

const d = t.detail;

/** A row with what it is about and where it came from, when known. */
type SheetRow = InquiryRow & { origin?: QuoteRequestOrigin };

/** The file's columns: the request as staff read it on its page. */
const COLUMNS: [header: string, cell: (row: SheetRow) => string][] = [
  [t.columns.reference, (row) => inquiryReference(row.id)],
  [d.at, (row) => formatAdminDateTime(row.createdAt)],
  [t.columns.status, (row) => t.statuses[row.status]],
  [d.name, (row) => row.name],
  [d.organisation, (row) => row.organisation],
  [d.position, (row) => row.position],
  [d.phone, (row) => displayPhone(row.phone)],
  [d.email, (row) => row.email],
  [d.province, (row) => provinceName(row.province, "vi")],
  [d.preferredContact, (row) => d.contacts[row.preferredContact]],
  [d.topic, (row) => (row.origin ? d.topics[row.origin.topic] : "")],
  [d.course, (row) => row.origin?.course ?? ""],
  [d.products, (row) => row.products.join("\n")],
  [d.message, (row) => row.message],
  [d.source, (row) => row.origin?.sourcePage ?? ""],
];

/** The rows as a sheet's cells (the tests read them); `origins` by request id. */
export function inquirySheet(rows: readonly InquiryRow[], origins?: ReadonlyMap<number, QuoteRequestOrigin>) {
  return {
    name: "yeu-cau",
    header: COLUMNS.map(([header]) => header),
    rows: rows.map((row) => {
      const sheetRow: SheetRow = { ...row, origin: origins?.get(row.id) };
      return COLUMNS.map(([, cell]) => cell(sheetRow));
    }),
    width: (column: string) => (column === d.message || column === d.products ? 50 : 20),
  };
}

/** The file for the address's filters, as a download named after today's date. */
export async function exportInquiryFile(url: URL, kind: SheetKind): Promise<Response> {
  const rows = await listInquiriesForExport(inquiryFilterOf(parseInquiryQuery(url.searchParams)));
  const origins = await quoteRequestOrigins(rows.map((row) => row.id));
  const body = await writeSheet(inquirySheet(rows, origins), kind);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": SHEET_TYPES[kind],
      "Content-Disposition": `attachment; filename="${t.sheet.file}-${date}.${kind}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
