/**
 * The product spreadsheet (CSV and XLSX import and export), shared by server and browser:
 * its columns, how a product becomes one row of cells and a row becomes the product form's
 * input. The rules themselves (required fields, lengths, slug pattern) are the product form's
 * zod schema; this module only reads the cells' formats. docs/product-import-format.md
 * describes the format for the people who fill the files.
 */
import { vi } from "~/i18n/messages/admin-import";
import type { AdminProduct } from "./admin-product";
import type { Feature, Specification } from "./content-types";
import type { GalleryPhoto } from "./product-gallery";
import type { ProductFormField } from "./validation/product";

const t = vi.errors;

export const SHEET_COLUMNS = [
  "slug",
  "name",
  "name_en",
  "category",
  "description",
  "description_en",
  "brands",
  "features",
  "features_en",
  "specifications",
  "specifications_en",
  "image",
  "gallery",
  "gallery_alt",
  "gallery_alt_en",
  "risk_class",
  "circulation_number",
  "country_of_origin",
  "country_of_origin_en",
  "display_order",
  "is_active",
  "is_featured",
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];
/** One row as read from a file: the columns present, as text. */
export type SheetRow = Partial<Record<SheetColumn, string>>;
/** A product as written: every column, text or a number. */
export type SheetCells = Record<SheetColumn, string | number>;

/** Columns that hold one field's text as it is: an empty cell clears an optional one (the form's schema reads it). */
const TEXT_COLUMNS = {
  slug: "slug",
  name: "name",
  name_en: "nameEn",
  description: "description",
  description_en: "descriptionEn",
  image: "imageUrl",
  risk_class: "riskClass",
  circulation_number: "circulationNumber",
  country_of_origin: "countryOfOrigin",
  country_of_origin_en: "countryOfOriginEn",
} as const satisfies Partial<Record<SheetColumn, ProductFormField>>;
type TextColumn = keyof typeof TEXT_COLUMNS;
const textColumns = Object.entries(TEXT_COLUMNS) as [TextColumn, (typeof TEXT_COLUMNS)[TextColumn]][];

/** Without these a row cannot be a product, so the file must have them. */
export const REQUIRED_COLUMNS: readonly SheetColumn[] = ["slug", "name", "category", "brands"];

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_MB = 20;

/** One problem of an import: where (1-based row and column of the file; 0 for the whole row) and what. */
export interface ImportProblem {
  row: number;
  column: number;
  /** The column's header, e.g. "name_en"; empty for a whole row or file. */
  columnName: string;
  message: string;
}

/** What the import screen shows after a dry run or an import. */
export type ImportResult =
  | {
      ok: true;
      dryRun: boolean;
      rows: number;
      created: number;
      updated: number;
      /** Rows equal to the product as it is: not written. */
      unchanged: number;
      message: string;
    }
  | { ok: false; message: string; problems: ImportProblem[] };

/** "A", "B" ... "Z", "AA": the column letters a spreadsheet shows. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell's lines: line breaks of any system, each line trimmed, trailing empty lines dropped. */
export function cellLines(value: string | undefined): string[] {
  const lines = (value ?? "").split(/\r\n|\r|\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ").trim();

/** One product as a spreadsheet row. */
export function productToCells(product: AdminProduct, categoryRef: string): SheetCells {
  const features = [...product.features].sort((a, b) => a.order - b.order);
  const specifications = [...product.specifications].sort((a, b) => a.order - b.order);
  const english = (lines: string[]) => (lines.some(Boolean) ? lines.join("\n").trimEnd() : "");
  const texts = Object.fromEntries(textColumns.map(([column, field]) => [column, product[field] ?? ""]));
  return {
    ...(texts as Record<TextColumn, string>),
    category: categoryRef,
    brands: product.brands.map(oneLine).join("\n"),
    features: features.map((f) => oneLine(f.text)).join("\n"),
    features_en: english(features.map((f) => oneLine(f.textEn))),
    specifications: specifications.map((s) => `${oneLine(s.key)}: ${oneLine(s.value)}`).join("\n"),
    specifications_en: english(
      specifications.map((s) => (s.keyEn || s.valueEn ? `${oneLine(s.keyEn)}: ${oneLine(s.valueEn)}` : "")),
    ),
    gallery: product.gallery.map((photo) => photo.url).join("\n"),
    gallery_alt: english(product.gallery.map((photo) => oneLine(photo.alt))),
    gallery_alt_en: english(product.gallery.map((photo) => oneLine(photo.altEn))),
    display_order: product.displayOrder,
    is_active: product.isActive ? 1 : 0,
    is_featured: product.isFeatured ? 1 : 0,
  };
}

/** A problem found while reading a row's cells, before the schema sees it. */
export interface CellProblem {
  column: SheetColumn;
  message: string;
}

/**
 * The product form's input from a row's cells (the category still as its `department/category`
 * reference, resolved by the server). A column absent from the file is absent from the input,
 * so an update keeps that field as it is.
 */
export interface RowInput {
  categoryRef?: string;
  values: Partial<Record<Exclude<ProductFormField, "categoryId">, unknown>>;
  problems: CellProblem[];
}

const TRUE_FLAGS = new Set(["1", "true", "yes", "x", "có", "co"]);
const FALSE_FLAGS = new Set(["0", "false", "no", "không", "khong"]);

function readFlag(value: string, whenEmpty: boolean): boolean | null {
  const flag = value.trim().toLowerCase();
  if (!flag) return whenEmpty;
  if (TRUE_FLAGS.has(flag)) return true;
  if (FALSE_FLAGS.has(flag)) return false;
  return null;
}

function readFeatures(vi: string[], en: string[]): Feature[] {
  const count = Math.max(vi.length, en.length);
  const features: Feature[] = [];
  for (let i = 0; i < count; i++) {
    const text = vi[i] ?? "";
    const textEn = en[i] ?? "";
    if (!text && !textEn) continue;
    features.push({ id: `feature-${features.length + 1}`, text, textEn, order: features.length + 1 });
  }
  return features;
}

function splitSpec(line: string): [string, string] | null {
  const colon = line.indexOf(":");
  return colon < 0 ? null : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}

function readSpecifications(vi: string[], en: string[], problems: CellProblem[]): Specification[] {
  const count = Math.max(vi.length, en.length);
  const specifications: Specification[] = [];
  for (let i = 0; i < count; i++) {
    const line = vi[i] ?? "";
    const lineEn = en[i] ?? "";
    if (!line && !lineEn) continue;
    const pair: [string, string] | null = line ? splitSpec(line) : ["", ""];
    const pairEn: [string, string] | null = lineEn ? splitSpec(lineEn) : ["", ""];
    if (!pair) problems.push({ column: "specifications", message: t.specLine(i + 1) });
    if (!pairEn) problems.push({ column: "specifications_en", message: t.specLine(i + 1) });
    if (!pair || !pairEn) continue;
    const [key, value] = pair;
    const [keyEn, valueEn] = pairEn;
    specifications.push({ key, value, keyEn, valueEn, order: specifications.length + 1 });
  }
  return specifications;
}

/**
 * The gallery's photos: one address a line in `gallery`, line N of `gallery_alt` and
 * `gallery_alt_en` describing photo N. Null when the cells cannot be read (their problems listed);
 * the descriptions are read with the addresses only (a file without `gallery` keeps the photos).
 */
function readGallery(row: SheetRow, problems: CellProblem[]): GalleryPhoto[] | null {
  const urls = cellLines(row.gallery);
  const alts = { gallery_alt: cellLines(row.gallery_alt), gallery_alt_en: cellLines(row.gallery_alt_en) };
  if (row.gallery === undefined) {
    for (const column of ["gallery_alt", "gallery_alt_en"] as const) {
      if (row[column] !== undefined) problems.push({ column, message: t.altWithoutGallery });
    }
    return null;
  }
  let readable = true;
  urls.forEach((url, i) => {
    if (!url) {
      problems.push({ column: "gallery", message: t.galleryLineEmpty(i + 1) });
      readable = false;
    }
  });
  for (const [column, lines] of Object.entries(alts) as [SheetColumn, string[]][]) {
    if (lines.length > urls.length) {
      problems.push({ column, message: t.extraAlt(urls.length) });
      readable = false;
    }
  }
  return readable
    ? urls.map((url, i) => ({ url, alt: alts.gallery_alt[i] ?? "", altEn: alts.gallery_alt_en[i] ?? "" }))
    : null;
}

/** Reads a row's cells into the product form's input; format problems (not the form's rules) are listed. */
export function readRow(row: SheetRow): RowInput {
  const problems: CellProblem[] = [];
  const values: RowInput["values"] = {};
  const has = (column: SheetColumn) => row[column] !== undefined;
  const cell = (column: SheetColumn) => row[column] ?? "";

  for (const [column, field] of textColumns) if (has(column)) values[field] = cell(column);
  if (has("brands")) values.brands = cellLines(cell("brands")).filter(Boolean);

  if (has("features") || has("features_en")) {
    const vi = cellLines(cell("features"));
    const en = cellLines(cell("features_en"));
    if (has("features") && en.length > vi.length)
      problems.push({ column: "features_en", message: t.extraEnglish(vi.length) });
    else values.features = readFeatures(vi, en);
  }
  if (has("specifications") || has("specifications_en")) {
    const vi = cellLines(cell("specifications"));
    const en = cellLines(cell("specifications_en"));
    if (has("specifications") && en.length > vi.length) {
      problems.push({ column: "specifications_en", message: t.extraEnglish(vi.length) });
    } else values.specifications = readSpecifications(vi, en, problems);
  }

  if (has("gallery") || has("gallery_alt") || has("gallery_alt_en")) {
    const gallery = readGallery(row, problems);
    if (gallery) values.gallery = gallery;
  }

  if (has("display_order")) {
    const order = cell("display_order").trim();
    if (!order) values.displayOrder = 0;
    else if (/^[+-]?\d+$/.test(order)) values.displayOrder = Number(order);
    else problems.push({ column: "display_order", message: t.notInteger });
  }
  for (const [column, field, whenEmpty] of [
    ["is_active", "isActive", true],
    ["is_featured", "isFeatured", false],
  ] as const) {
    if (!has(column)) continue;
    const flag = readFlag(cell(column), whenEmpty);
    if (flag === null) problems.push({ column, message: t.notFlag });
    else values[field] = flag;
  }

  let categoryRef: string | undefined;
  if (has("category")) {
    categoryRef = cell("category")
      .trim()
      .replace(/^\/+|\/+$/g, "");
    if (categoryRef && !/^[^/\s]+\/[^/\s]+$/.test(categoryRef))
      problems.push({ column: "category", message: t.categoryFormat });
  }
  return { categoryRef, values, problems };
}

/** The column a problem of the product form's field belongs to (English parts in their own columns). */
export function columnOfIssue(path: readonly PropertyKey[]): SheetColumn {
  const [field, , part] = path;
  const english = part === "textEn" || part === "keyEn" || part === "valueEn";
  const text = textColumns.find(([, name]) => name === field);
  if (text) return text[0];
  switch (field) {
    case "categoryId":
      return "category";
    case "brands":
      return "brands";
    case "gallery":
      return part === "alt" ? "gallery_alt" : part === "altEn" ? "gallery_alt_en" : "gallery";
    case "features":
      return english ? "features_en" : "features";
    case "specifications":
      return english ? "specifications_en" : "specifications";
    case "displayOrder":
      return "display_order";
    case "isActive":
      return "is_active";
    case "isFeatured":
      return "is_featured";
    default:
      return "name";
  }
}

/** A leading apostrophe written before =, +, - or @ so that a spreadsheet shows the text instead of running it. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
