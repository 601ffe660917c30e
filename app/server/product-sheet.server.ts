/**
 * Reads and writes the product spreadsheet with exceljs: CSV (UTF-8 with a byte order mark, so
 * Excel shows Vietnamese) and XLSX. Only the file's shape is handled here; the cells' formats
 * are app/lib/product-sheet.ts and the rules are the product form's schema.
 */
import { Readable } from "node:stream";
import type ExcelJS from "exceljs";

import { vi } from "~/i18n/messages/admin-import";
import {
  guardFormula,
  type ImportProblem,
  REQUIRED_COLUMNS,
  SHEET_COLUMNS,
  type SheetCells,
  type SheetColumn,
  type SheetRow,
  unguardFormula,
} from "~/lib/product-sheet";

const t = vi;

/**
 * ExcelJS, loaded on the first sheet made or read: only the admin's import and exports use it,
 * and loading it with the server cost every thread that loads the app (the render thread too)
 * a quarter of a second and its memory.
 */
const excel = async () => (await import("exceljs")).default;

export type SheetKind = "csv" | "xlsx";

export const SHEET_TYPES: Record<SheetKind, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const BOM = "\uFEFF";
const SHEET_NAME = "products";

/** The kind of a file from its name, or null. */
export function sheetKindOf(fileName: string): SheetKind | null {
  const match = /\.(csv|xlsx)$/i.exec(fileName.trim());
  return match ? ((match[1] as string).toLowerCase() as SheetKind) : null;
}

/** A cell a sheet holds: text, or a number. */
export type SheetValue = string | number;

export interface SheetTable {
  /** The worksheet's name. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly SheetValue[])[];
  /** An XLSX column's width in characters, by its header. */
  width: (column: string) => number;
}

async function newWorkbook(table: SheetTable, guard: boolean) {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(table.name);
  sheet.addRow([...table.header]);
  for (const cells of table.rows) {
    sheet.addRow(cells.map((value) => (typeof value === "string" && guard ? guardFormula(value) : value)));
  }
  return { workbook, sheet };
}

/**
 * A table as a file: CSV with a BOM, or XLSX with a bold, frozen header and wrapped cells. Every
 * export goes through here, so a cell that starts like a formula is never run by a spreadsheet.
 */
export async function writeSheet(table: SheetTable, kind: SheetKind): Promise<Buffer> {
  if (kind === "csv") {
    // A cell that starts like a formula gets an apostrophe: a spreadsheet must not run it.
    const { workbook } = await newWorkbook(table, true);
    const body = await workbook.csv.writeBuffer({ sheetName: table.name, formatterOptions: { rowDelimiter: "\r\n" } });
    return Buffer.concat([Buffer.from(BOM, "utf8"), Buffer.from(body)]);
  }
  // XLSX cells are written as text, never as formulas, so they need no apostrophe.
  const { workbook, sheet } = await newWorkbook(table, false);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.columns.forEach((column, index) => {
    column.width = table.width(table.header[index] ?? "");
    column.alignment = { vertical: "top", wrapText: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The products as a file, in the columns of docs/product-import-format.md. */
export function writeProductSheet(rows: SheetCells[], kind: SheetKind): Promise<Buffer> {
  return writeSheet(
    {
      name: SHEET_NAME,
      header: SHEET_COLUMNS,
      rows: rows.map((cells) => SHEET_COLUMNS.map((column) => cells[column])),
      width: (name) => (name.startsWith("description") || name.startsWith("specifications") ? 50 : 24),
    },
    kind,
  );
}

/** A cell's text, whatever exceljs made of it (rich text, a link, a formula's result, a number). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("result" in value) return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
  return "";
}

/** The first line's most frequent separator: Excel in some locales saves CSV with ";". */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function loadWorksheet(bytes: Uint8Array, kind: SheetKind): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new (await excel()).Workbook();
  if (kind === "xlsx") {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }
  let text = Buffer.from(bytes).toString("utf8");
  if (text.startsWith(BOM)) text = text.slice(1);
  // Every cell stays text: exceljs would otherwise turn "2024-01-01" into a date and "007" into 7.
  return workbook.csv.read(Readable.from([text]), {
    map: (datum: string) => datum,
    parserOptions: { delimiter: csvDelimiter(text) },
  });
}

export interface ProductSheet {
  /** Where each known column is in the file (1-based). */
  columns: Map<SheetColumn, number>;
  /** The data rows (row 1 is the header), without empty ones. */
  rows: { row: number; cells: SheetRow }[];
  /** Problems of the file itself (its header); then no row is read. */
  problems: ImportProblem[];
}

/** Reads a file's header and rows; throws when the file cannot be read as its kind. */
export async function readProductSheet(bytes: Uint8Array, kind: SheetKind): Promise<ProductSheet> {
  const sheet = await loadWorksheet(bytes, kind);
  const columns = new Map<SheetColumn, number>();
  const problems: ImportProblem[] = [];
  const rows: ProductSheet["rows"] = [];
  if (!sheet || sheet.rowCount === 0) return { columns, rows, problems };

  const header = sheet.getRow(1);
  for (let column = 1; column <= header.cellCount; column++) {
    const name = cellText(header.getCell(column).value).replace(BOM, "").trim().toLowerCase();
    if (!name) continue;
    if (!(SHEET_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ row: 1, column, columnName: name, message: t.errors.unknownColumn(name) });
    } else if (columns.has(name as SheetColumn)) {
      problems.push({ row: 1, column, columnName: name, message: t.errors.duplicateColumn(name) });
    } else columns.set(name as SheetColumn, column);
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.has(name))
      problems.push({ row: 1, column: 0, columnName: name, message: t.errors.missingColumn(name) });
  }
  if (problems.length > 0) return { columns, rows, problems };

  sheet.eachRow({ includeEmpty: false }, (sheetRow, row) => {
    if (row === 1) return;
    const cells: SheetRow = {};
    let empty = true;
    for (const [name, column] of columns) {
      const text = unguardFormula(cellText(sheetRow.getCell(column).value));
      if (text.trim()) empty = false;
      cells[name] = text;
    }
    if (!empty) rows.push({ row, cells });
  });
  return { columns, rows, problems };
}
