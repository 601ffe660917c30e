/**
 * Product documents (decision 031): what a document is, its limits and its clean
 * download name. Shared by the schema's checks, the upload's validation, the admin form and the
 * public page; imports only the language list (numbers in the page's language).
 */

import { formatNumber, type Lang, VIETNAM_OFFSET_MS } from "~/i18n/lang";

/** Datasheet, instructions for use, catalogue, licence / circulation number, ISO/CE/FDA certificate, other. */
export const DOCUMENT_KINDS = ["datasheet", "ifu", "catalogue", "licence", "certificate", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The language a file is written in. */
export const DOCUMENT_LANGUAGES = ["vi", "en", "other"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Kinds whose documents expire: the validity date is asked for these only. */
export const EXPIRING_KINDS: readonly DocumentKind[] = ["licence", "certificate"];

/** The file types accepted, by their content; each with its extension and its limit. */
export const DOCUMENT_TYPES = {
  "application/pdf": { extension: "pdf", maxMb: 50 },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { extension: "docx", maxMb: 20 },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { extension: "xlsx", maxMb: 20 },
} as const;
export type DocumentMime = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_MIMES = Object.keys(DOCUMENT_TYPES) as DocumentMime[];
/** The largest file of any type: the upload stops reading past it. */
export const DOCUMENT_MAX_MB = 50;
export const MB = 1024 * 1024;

export const DOCUMENT_LIMITS = {
  title: 200,
  originalName: 100,
  /** Documents on one product. */
  perProduct: 30,
  /** A PDF's pages (a sanity bound for the column). */
  pages: 100_000,
} as const;

/** Days before a certificate's validity date from which the dashboard warns. */
export const EXPIRY_WARNING_DAYS = 30;

/** The storage keys of a file and of its first-page preview: by content hash, so a file is stored once. */
export const documentStorageKey = (sha256: string, mime: DocumentMime) =>
  `documents/${sha256}.${DOCUMENT_TYPES[mime].extension}`;
export const documentPreviewKey = (sha256: string) => `document-previews/${sha256}.webp`;

/** `{product-slug}-{kind}.{ext}`, numbered from the second document of a kind: `-2`, `-3`. */
export function documentFileName(productSlug: string, kind: DocumentKind, mime: DocumentMime, nth = 1): string {
  return `${productSlug}-${kind}${nth > 1 ? `-${nth}` : ""}.${DOCUMENT_TYPES[mime].extension}`;
}

/** The public download address of a product's document (the link's id stays when its file is replaced). */
export function documentPath(linkId: number, fileName: string): string {
  return `/documents/${linkId}/${fileName}`;
}

/**
 * The training brochure's address (a site document, set in the settings): one for both languages,
 * under a name a visitor's downloads folder can keep.
 */
export const BROCHURE_FILE_NAME = "brochure-dao-tao.pdf";
export const BROCHURE_PATH = `/documents/brochure/${BROCHURE_FILE_NAME}`;

/** "2,4 MB" / "830 KB" in the page's language. */
export function formatFileSize(bytes: number, lang: Lang): string {
  const format = (value: number) => formatNumber(value, lang, 1);
  if (bytes >= MB) return `${format(bytes / MB)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** Whole days from `today` to the validity date (both YYYY-MM-DD); negative once expired. */
export function daysUntil(validUntil: string, today: string): number {
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A document as the upload answers it and the editor holds it. */
export interface UploadedDocument {
  id: number;
  kind: DocumentKind;
  language: DocumentLanguage;
  mimeType: DocumentMime;
  originalName: string;
  sizeBytes: number;
  pages: number | null;
  /** The first page as WebP, or null (no renderer, or not a PDF): the kind's icon instead. */
  previewUrl: string | null;
}

export type DocumentUploadResponse = { ok: true; document: UploadedDocument } | { ok: false; error: string };

/** One document of the product form: a link (id when saved) to an uploaded document. */
export interface ProductDocumentEntry {
  linkId: number | null;
  document: UploadedDocument;
  title: string;
  titleEn: string;
  validUntil: string | null;
  isPublic: boolean;
}

/** A document as the product form holds it: its link's fields, the file's kind and language, a uid for sorting. */
export interface DocumentFormEntry {
  uid: string;
  linkId: number | null;
  document: UploadedDocument;
  kind: DocumentKind;
  language: DocumentLanguage;
  title: string;
  titleEn: string;
  /** YYYY-MM-DD, or "" for none. */
  validUntil: string;
  isPublic: boolean;
}

/** A title from a file's name: without its extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[_-]+/g, " ").trim();
  return stem.slice(0, DOCUMENT_LIMITS.title) || name.slice(0, DOCUMENT_LIMITS.title);
}

/** A stored link as a form entry. */
export function documentFormEntry(entry: ProductDocumentEntry, uid: string): DocumentFormEntry {
  return {
    uid,
    linkId: entry.linkId,
    document: entry.document,
    kind: entry.document.kind,
    language: entry.document.language,
    title: entry.title,
    titleEn: entry.titleEn,
    validUntil: entry.validUntil ?? "",
    isPublic: entry.isPublic,
  };
}

/** A just-uploaded file as a new form entry, titled after its name. */
export function uploadedFormEntry(document: UploadedDocument, uid: string): DocumentFormEntry {
  return documentFormEntry(
    {
      linkId: null,
      document,
      title: titleFromFileName(document.originalName),
      titleEn: "",
      validUntil: null,
      isPublic: true,
    },
    uid,
  );
}

/** The entries as the save action reads them (`productDocumentsField`). */
export function documentsBody(entries: readonly DocumentFormEntry[]) {
  return entries.map((entry) => ({
    linkId: entry.linkId,
    documentId: entry.document.id,
    kind: entry.kind,
    language: entry.language,
    title: entry.title,
    titleEn: entry.titleEn,
    validUntil: entry.validUntil,
    isPublic: entry.isPublic,
  }));
}

/** A certificate or licence the dashboard warns about. */
export interface ExpiringDocument {
  linkId: number;
  title: string;
  kind: DocumentKind;
  validUntil: string;
  productId: number;
  productName: string;
  /** Negative once expired. */
  daysLeft: number;
}

/** Today's date in Vietnam (UTC+7, no daylight saving), YYYY-MM-DD. */
export function vietnamToday(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A document as the public product page lists it. */
export interface PublicDocumentView {
  id: number;
  kind: DocumentKind;
  title: string;
  language: DocumentLanguage;
  mimeType: DocumentMime;
  sizeBytes: number;
  pages: number | null;
  validUntil: string | null;
  /** The download address of a public document; null for one on request. */
  href: string | null;
  previewUrl: string | null;
}

/** The page's documents grouped by kind, in DOCUMENT_KINDS' order, each group in the product's order. */
export function groupByKind<T extends { kind: DocumentKind }>(
  items: readonly T[],
): { kind: DocumentKind; items: T[] }[] {
  return DOCUMENT_KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * Each public document's clean file name on a product: `{slug}-{kind}.{ext}`, numbered from the
 * second of a kind in the product's order. The download route checks a requested name with it.
 */
export function documentFileNames(
  productSlug: string,
  items: readonly { id: number; kind: DocumentKind; mimeType: DocumentMime }[],
): Map<number, string> {
  const seen = new Map<DocumentKind, number>();
  const names = new Map<number, string>();
  for (const item of items) {
    const nth = (seen.get(item.kind) ?? 0) + 1;
    seen.set(item.kind, nth);
    names.set(item.id, documentFileName(productSlug, item.kind, item.mimeType, nth));
  }
  return names;
}
