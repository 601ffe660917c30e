/**
 * Product documents (decision 031): files stored once by their content hash under
 * `documents/`, their first-page previews under `document-previews/`, and the links that show
 * them on products. The only code that runs SQL on these tables.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { and, asc, count, eq, inArray, isNull, lte, notExists, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type DocumentKind,
  type DocumentLanguage,
  type DocumentMime,
  documentPreviewKey,
  documentStorageKey,
  type ProductDocumentEntry,
  type UploadedDocument,
} from "~/lib/documents";
import { now } from "../clock.server";
import { documents, productDocuments, siteDocuments } from "../db/document-schema";
import { isStillReferenced, isUniqueViolation } from "../db/errors.server";
import { db, type Executor } from "../db/index.server";
import { productItems } from "../db/schema";
import { StorageKeyExistsError } from "../storage/errors";
import { storage } from "../storage/index.server";
import { removeJournaled } from "../storage-sweep.server";
import { journalKeys } from "./storage-journal.server";

export type DocumentRow = typeof documents.$inferSelect;

export class DocumentInUseError extends Error {
  constructor(readonly products: number) {
    super(`The document is used by ${products} products`);
    this.name = "DocumentInUseError";
  }
}

/** Stores a key's bytes; the same key already there holds the same bytes (keys are content hashes). */
async function putOnce(key: string, body: Buffer, contentType: string): Promise<void> {
  try {
    // Private: a document on request must not sit in a shared cache.
    await storage().put(key, body, { contentType, cacheControl: "private, max-age=0" });
  } catch (error) {
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
}

export function toUploadedDocument(row: DocumentRow): UploadedDocument {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    mimeType: row.mimeType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    previewUrl: row.previewKey ? storage().publicUrl(row.previewKey) : null,
  };
}

/**
 * Checks the file at `file` (DocumentRefusedError with the reason), then stores it once: the same
 * bytes uploaded again answer the row they already have. Answers the row and whether it is new.
 */
export async function storeDocument(input: {
  file: string;
  originalName: string;
  kind: DocumentKind;
  language: DocumentLanguage;
  createdBy: number | null;
  /** The first page's preview; the installed renderer's by default (the seed keeps its own between seeds). */
  renderPreview?: (file: string) => Promise<Buffer | null>;
}): Promise<{ row: DocumentRow; created: boolean }> {
  // Loaded on first upload: pdf-lib stays out of the public pages' server memory (decision 021).
  const { inspectDocument } = await import("../documents/inspect.server");
  const { renderPdfPreview } = await import("../documents/preview.server");
  const bytes = await fs.promises.readFile(input.file);
  const inspected = await inspectDocument(bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const existing = await findDocumentByHash(sha256);
  if (existing) return { row: existing, created: false };

  const storageKey = documentStorageKey(sha256, inspected.mimeType);
  await putOnce(storageKey, bytes, inspected.mimeType);
  let previewKey: string | null = null;
  if (inspected.mimeType === "application/pdf") {
    const preview = await (input.renderPreview ?? renderPdfPreview)(input.file);
    if (preview) {
      previewKey = documentPreviewKey(sha256);
      await putOnce(previewKey, preview, "image/webp");
    }
  }
  try {
    const [row] = await db()
      .insert(documents)
      .values({
        sha256,
        storageKey,
        previewKey,
        kind: input.kind,
        language: input.language,
        mimeType: inspected.mimeType,
        sizeBytes: bytes.byteLength,
        pages: inspected.pages,
        originalName: input.originalName,
        createdBy: input.createdBy,
      })
      .returning();
    if (!row) throw new Error("The document was not recorded");
    return { row, created: true };
  } catch (error) {
    // The same file uploaded at the same moment by another request: theirs is the row.
    if (!isUniqueViolation(error, "documents_sha256_unique")) throw error;
    const row = await findDocumentByHash(sha256);
    if (!row) throw error;
    return { row, created: false };
  }
}

export async function findDocumentByHash(sha256: string): Promise<DocumentRow | null> {
  const [row] = await db().select().from(documents).where(eq(documents.sha256, sha256)).limit(1);
  return row ?? null;
}

export async function findDocuments(ids: number[]): Promise<Map<number, DocumentRow>> {
  if (!ids.length) return new Map();
  const rows = await db().select().from(documents).where(inArray(documents.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How many product links use each of these documents (absent: none). */
export async function documentUseCounts(ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db()
    .select({ id: productDocuments.documentId, n: count() })
    .from(productDocuments)
    .where(inArray(productDocuments.documentId, ids))
    .groupBy(productDocuments.documentId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

const documentFiles = (row: DocumentRow): string[] => [row.storageKey, ...(row.previewKey ? [row.previewKey] : [])];

/** Removes a document no product uses: its row, file and preview. DocumentInUseError otherwise. */
export async function deleteDocument(id: number): Promise<boolean> {
  const uses = (await documentUseCounts([id])).get(id) ?? 0;
  if (uses > 0) throw new DocumentInUseError(uses);
  // The foreign key (RESTRICT) is the authority should a product take it up meanwhile. Its files
  // are named in the storage journal with the delete: what storage cannot remove now is swept later.
  const row = await db().transaction(async (tx) => {
    const [deleted] = await tx.delete(documents).where(eq(documents.id, id)).returning();
    if (deleted) await journalKeys(documentFiles(deleted), now(), tx);
    return deleted;
  });
  if (!row) return false;
  await removeJournaled(documentFiles(row));
  return true;
}

/** A link as the product form saves it. */
export interface ProductDocumentSave {
  linkId: number | null;
  documentId: number;
  kind: DocumentKind;
  language: DocumentLanguage;
  title: string;
  titleEn: string;
  validUntil: string | null;
  isPublic: boolean;
}

/**
 * Makes a product's documents the given list, in its order, inside the product save's
 * transaction: links kept by id (a replaced file keeps its link, so its address), new ones added,
 * missing ones removed. The kind and language are the file's, shared by every product showing it.
 * A link id that is not this product's is taken as a new link.
 */
export async function saveProductDocuments(
  tx: Executor,
  productId: number,
  list: ProductDocumentSave[],
): Promise<{ changed: boolean }> {
  const current = await tx
    .select({
      id: productDocuments.id,
      documentId: productDocuments.documentId,
      title: productDocuments.title,
      titleEn: productDocuments.titleEn,
      validUntil: productDocuments.validUntil,
      isPublic: productDocuments.isPublic,
      kind: documents.kind,
      language: documents.language,
    })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.id));
  const shape = (e: Omit<ProductDocumentSave, "linkId">) =>
    [e.documentId, e.title, e.titleEn, e.validUntil, e.isPublic, e.kind, e.language].join("\u0000");
  const changed = current.map(shape).join("\n") !== list.map(shape).join("\n");
  const ours = new Set(current.map((row) => row.id));
  const kept = list.flatMap((entry) => (entry.linkId && ours.has(entry.linkId) ? [entry.linkId] : []));
  await tx
    .delete(productDocuments)
    .where(
      and(eq(productDocuments.productId, productId), kept.length ? notInArray(productDocuments.id, kept) : undefined),
    );
  for (const [position, entry] of list.entries()) {
    const values = {
      documentId: entry.documentId,
      position,
      title: entry.title,
      titleEn: entry.titleEn,
      validUntil: entry.validUntil,
      isPublic: entry.isPublic,
    };
    if (entry.linkId && ours.has(entry.linkId)) {
      await tx.update(productDocuments).set(values).where(eq(productDocuments.id, entry.linkId));
    } else {
      await tx.insert(productDocuments).values({ ...values, productId });
    }
    await tx
      .update(documents)
      .set({ kind: entry.kind, language: entry.language })
      .where(eq(documents.id, entry.documentId));
  }
  return { changed };
}

/** A product's documents in order, with their files, for the editor and the product page. */
export async function listProductDocuments(productId: number) {
  return db()
    .select({ link: productDocuments, document: documents })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.id));
}

/** A product's documents as its editor opens them. */
export async function productDocumentEntries(productId: number): Promise<ProductDocumentEntry[]> {
  return (await listProductDocuments(productId)).map(({ link, document }) => ({
    linkId: link.id,
    document: toUploadedDocument(document),
    title: link.title,
    titleEn: link.titleEn,
    validUntil: link.validUntil,
    isPublic: link.isPublic,
  }));
}

/** A product's document as its public page reads it (in the product's own statement). */
export interface PublicDocumentRow {
  id: number;
  kind: DocumentKind;
  language: DocumentLanguage;
  mimeType: DocumentMime;
  sizeBytes: number;
  pages: number | null;
  title: string;
  titleEn: string;
  validUntil: string | null;
  isPublic: boolean;
  previewKey: string | null;
}

/**
 * A product's documents in order as one JSON column of the product's own statement (the product
 * page's query budget: one statement for a found product).
 */
export function productDocumentsColumn(productId: AnyPgColumn): SQL<PublicDocumentRow[]> {
  return sql<PublicDocumentRow[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', pd.id, 'kind', d.kind, 'language', d.language, 'mimeType', d.mime_type, 'sizeBytes', d.size_bytes,
      'pages', d.pages, 'title', pd.title, 'titleEn', pd.title_en, 'validUntil', pd.valid_until,
      'isPublic', pd.is_public, 'previewKey', d.preview_key
    ) ORDER BY pd.position, pd.id), '[]'::json)
    FROM ${productDocuments} pd JOIN ${documents} d ON d.id = pd.document_id
    WHERE pd.product_id = ${productId})`;
}

/** A stored key's public address (a document's preview). */
export const previewUrlOf = (key: string | null) => (key ? storage().publicUrl(key) : null);

/** What a download needs: the link, its file and its product (active or not: the caller decides). */
export async function findDocumentLink(linkId: number) {
  const [row] = await db()
    .select({
      link: productDocuments,
      document: documents,
      product: { id: productItems.id, slug: productItems.slug, isActive: productItems.isActive },
    })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .innerJoin(productItems, eq(productItems.id, productDocuments.productId))
    .where(eq(productDocuments.id, linkId))
    .limit(1);
  return row ?? null;
}

/** A product's links in order with what names their files (kind, type). */
export async function listProductDocumentKinds(productId: number) {
  return db()
    .select({ id: productDocuments.id, kind: documents.kind, mimeType: documents.mimeType })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.id));
}

/** The stored bytes of a document. */
export function readDocumentFile(row: Pick<DocumentRow, "storageKey">): Promise<Buffer> {
  return storage().read(row.storageKey);
}

/** Certificates and licences whose validity ends on or before `until` (YYYY-MM-DD), soonest first. */
export async function listExpiringDocuments(until: string, limit = 50) {
  return db()
    .select({
      linkId: productDocuments.id,
      title: productDocuments.title,
      validUntil: productDocuments.validUntil,
      kind: documents.kind,
      productId: productItems.id,
      productName: productItems.name,
    })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .innerJoin(productItems, eq(productItems.id, productDocuments.productId))
    .where(lte(productDocuments.validUntil, until))
    .orderBy(asc(productDocuments.validUntil), asc(productDocuments.id))
    .limit(limit);
}

/**
 * Documents no product uses and no site slot holds (the brochure) that were uploaded before
 * `before` (a form never saved, a replaced file).
 */
export async function listUnusedDocuments(before: Date, limit = 200): Promise<DocumentRow[]> {
  const inSlot = db().select({ one: sql`1` }).from(siteDocuments).where(eq(siteDocuments.documentId, documents.id));
  const rows = await db()
    .select({ document: documents })
    .from(documents)
    .leftJoin(productDocuments, eq(productDocuments.documentId, documents.id))
    .where(and(isNull(productDocuments.id), notExists(inSlot), lte(documents.createdAt, before)))
    .orderBy(asc(documents.id))
    .limit(limit);
  return rows.map((row) => row.document);
}

/**
 * Removes the documents no product uses a grace period after their upload (an upload whose form
 * was never saved, a replaced or removed file); answers how many went. One that a save takes up
 * meanwhile is kept (the use count is read again, and the foreign key refuses the delete).
 */
export async function pruneUnusedDocuments(at: Date, graceMs: number): Promise<number> {
  let removed = 0;
  for (const row of await listUnusedDocuments(new Date(at.getTime() - graceMs))) {
    try {
      if (await deleteDocument(row.id)) removed += 1;
    } catch (error) {
      if (!(error instanceof DocumentInUseError) && !isStillReferenced(error)) throw error;
    }
  }
  return removed;
}
