/**
 * The product import and export, end to end: a file in, its rows checked (dry run) or written in
 * one transaction, with the images of http(s) addresses fetched into the library first; and the
 * catalogue out as a file. The import screen, the bench and the tests call these.
 */
import { vi } from "~/i18n/messages/admin-import";
import {
  type ImportProblem,
  type ImportResult,
  MAX_IMPORT_MB,
  MAX_IMPORT_ROWS,
  productToCells,
  readRow,
} from "~/lib/product-sheet";
import { deleteStoredImage } from "./images.server";
import { readProductSheet, type SheetKind, sheetKindOf, writeProductSheet } from "./product-sheet.server";
import { downloadImage, RemoteImageError } from "./remote-image.server";
import type { MediaRecord } from "./services/media.server";
import {
  applyProductImport,
  imageColumnOf,
  listProductsForExport,
  planProductImport,
  type RowProblem,
} from "./services/products-transfer.server";

const t = vi;

/** The export: every product, in the admin's order. */
export async function exportProducts(kind: SheetKind): Promise<Buffer> {
  const products = await listProductsForExport();
  return writeProductSheet(
    products.map(({ product, categoryRef }) => productToCells(product, categoryRef)),
    kind,
  );
}

export interface ImportOptions {
  dryRun: boolean;
  adminId: number | null;
  /** Fetches an image into the library (tests replace it). */
  download?: (url: string) => Promise<MediaRecord>;
}

/** The most problems an answer lists; the message still counts them all. */
const MAX_LISTED_PROBLEMS = 1000;
const DOWNLOADS_AT_ONCE = 3;

const failure = (message: string, problems: ImportProblem[] = []): ImportResult => ({
  ok: false,
  message,
  problems: problems.slice(0, MAX_LISTED_PROBLEMS),
});

/** Downloads each address once, a few at a time; answers the stored images and the failures. */
async function downloadAll(urls: string[], download: (url: string) => Promise<MediaRecord>) {
  const stored = new Map<string, MediaRecord>();
  const failed = new Map<string, string>();
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        stored.set(url, await download(url));
      } catch (error) {
        failed.set(url, error instanceof RemoteImageError ? error.message : t.errors.imageDownload(String(error)));
      }
    }
  };
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, worker));
  return { stored, failed };
}

/**
 * Imports a .csv or .xlsx file. A dry run checks every row and writes nothing; the real import
 * checks again, downloads the images, and writes every row in one transaction, or nothing.
 */
export async function importProductFile(
  file: { name: string; bytes: Uint8Array },
  options: ImportOptions,
): Promise<ImportResult> {
  const kind = sheetKindOf(file.name);
  if (!kind) return failure(t.unsupportedFile);
  if (file.bytes.byteLength > MAX_IMPORT_MB * 1024 * 1024) return failure(t.fileTooLarge(MAX_IMPORT_MB));

  let sheet: Awaited<ReturnType<typeof readProductSheet>>;
  try {
    sheet = await readProductSheet(file.bytes, kind);
  } catch {
    return failure(t.unreadable);
  }
  if (sheet.problems.length > 0) return failure(t.problems(sheet.problems.length, 1), sheet.problems);
  if (sheet.rows.length === 0) return failure(t.emptyFile);
  if (sheet.rows.length > MAX_IMPORT_ROWS) return failure(t.tooManyRows(MAX_IMPORT_ROWS));

  const locate = (problems: RowProblem[]): ImportProblem[] =>
    problems
      .map((p) => ({
        row: p.row,
        column: p.column ? (sheet.columns.get(p.column) ?? 0) : 0,
        columnName: p.column ?? "",
        message: p.message,
      }))
      .sort((a, b) => a.row - b.row || a.column - b.column);
  const refuse = (problems: ImportProblem[]) =>
    failure(
      options.dryRun
        ? t.problems(problems.length, new Set(problems.map((p) => p.row)).size)
        : t.refused(problems.length),
      problems,
    );

  const plan = await planProductImport(sheet.rows.map(({ row, cells }) => ({ row, input: readRow(cells) })));
  if (plan.problems.length > 0) return refuse(locate(plan.problems));
  const unchanged = plan.products.filter((p) => p.unchanged).length;
  const created = plan.products.filter((p) => !p.update).length;
  const updated = plan.products.length - created - unchanged;
  if (options.dryRun) {
    return {
      ok: true,
      dryRun: true,
      rows: plan.products.length,
      created,
      updated,
      unchanged,
      message: t.checked(plan.products.length, created, updated, unchanged),
    };
  }

  const toDownload = plan.products.filter((p) => p.downloads.length > 0);
  const { stored, failed } = await downloadAll(
    toDownload.flatMap((p) => p.downloads),
    options.download ?? ((url) => downloadImage(url)),
  );
  const discard = () => Promise.all([...stored.values()].map((record) => deleteStoredImage(record.id)));
  if (failed.size > 0) {
    await discard();
    const problems = toDownload.flatMap((p) =>
      p.downloads
        .filter((url) => failed.has(url))
        .map(
          (url): RowProblem => ({ row: p.row, column: imageColumnOf(p.values, url), message: failed.get(url) ?? "" }),
        ),
    );
    return refuse(locate(problems));
  }
  // Each downloaded address becomes the stored copy's, in the image and in the gallery.
  const storedUrl = (url: string) => stored.get(url)?.url ?? url;
  for (const product of toDownload) {
    const { values } = product;
    values.imageUrl = values.imageUrl === null ? null : storedUrl(values.imageUrl);
    values.gallery = values.gallery.map((photo) => ({ ...photo, url: storedUrl(photo.url) }));
  }

  try {
    const result = await applyProductImport(plan.products, options.adminId);
    return {
      ok: true,
      dryRun: false,
      rows: plan.products.length,
      ...result,
      message: t.done(result.created, result.updated, result.unchanged),
    };
  } catch (error) {
    await discard();
    console.error("Product import failed:", error);
    return failure(t.failed);
  }
}
