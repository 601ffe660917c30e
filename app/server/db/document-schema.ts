/**
 * Product documents (decision 031): each file once, by its content hash, and the
 * products that show it. Beside schema.ts (drizzle.config.ts reads it too) so that the feature's
 * tables stay together.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_LIMITS,
  DOCUMENT_MIMES,
  DOCUMENT_TYPES,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentMime,
  MB,
} from "../../lib/documents";
import { adminUsers, productItems } from "./schema";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const L = DOCUMENT_LIMITS;
/** Each type's size limit, as one CASE the check holds. */
const sizeLimits = Object.entries(DOCUMENT_TYPES)
  .map(([mime, type]) => `WHEN '${mime}' THEN ${type.maxMb * MB}`)
  .join(" ");

export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the bytes, hex: a file uploaded twice is the same row. */
    sha256: text("sha256").notNull().unique("documents_sha256_unique"),
    storageKey: text("storage_key").notNull().unique("documents_storage_key_unique"),
    /** The first page as WebP (PDFs, when the renderer is installed). */
    previewKey: text("preview_key"),
    kind: text("kind", { enum: DOCUMENT_KINDS }).$type<DocumentKind>().notNull(),
    language: text("language", { enum: DOCUMENT_LANGUAGES }).$type<DocumentLanguage>().notNull(),
    mimeType: text("mime_type").$type<DocumentMime>().notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    pages: integer("pages"),
    originalName: text("original_name").notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("documents_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("documents_kind_check", sql.raw(`kind IN (${list(DOCUMENT_KINDS)})`)),
    check("documents_language_check", sql.raw(`language IN (${list(DOCUMENT_LANGUAGES)})`)),
    check("documents_mime_check", sql.raw(`mime_type IN (${list(DOCUMENT_MIMES)})`)),
    check("documents_size_check", sql.raw(`size_bytes > 0 AND size_bytes <= CASE mime_type ${sizeLimits} END`)),
    // A PDF has its page count; other types have none.
    check(
      "documents_pages_check",
      sql.raw(
        `(mime_type = 'application/pdf') = (pages IS NOT NULL) AND (pages IS NULL OR pages BETWEEN 1 AND ${L.pages})`,
      ),
    ),
    check("documents_original_name_check", sql.raw(`char_length(original_name) BETWEEN 1 AND ${L.originalName}`)),
    index("documents_created_idx").on(t.createdAt),
  ],
);

/** A product's documents, in order; the link's id is the download address, kept when its file is replaced. */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    // A file in use cannot be deleted.
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    titleEn: text("title_en").notNull().default(""),
    /** Certificates and licences: the last day they are valid. */
    validUntil: date("valid_until", { mode: "string" }),
    /** Public: downloadable from the product page; otherwise on request (quote or contact). */
    isPublic: boolean("is_public").notNull().default(true),
  },
  (t) => [
    unique("product_documents_product_document_unique").on(t.productId, t.documentId),
    check("product_documents_position_check", sql`${t.position} >= 0`),
    check("product_documents_title_check", sql.raw(`char_length(title) BETWEEN 1 AND ${L.title}`)),
    check("product_documents_title_en_check", sql.raw(`char_length(title_en) <= ${L.title}`)),
    index("product_documents_product_idx").on(t.productId, t.position),
    index("product_documents_document_idx").on(t.documentId),
    index("product_documents_valid_until_idx").on(t.validUntil).where(sql`${t.validUntil} IS NOT NULL`),
  ],
);

/** The site's own documents, one per slot: the training brochure that 'Nhận brochure' opens. */
export const SITE_DOCUMENT_SLOTS = ["brochure"] as const;
export type SiteDocumentSlot = (typeof SITE_DOCUMENT_SLOTS)[number];

export const siteDocuments = pgTable(
  "site_documents",
  {
    slot: text("slot", { enum: SITE_DOCUMENT_SLOTS }).$type<SiteDocumentSlot>().primaryKey(),
    // A file in use cannot be deleted (the unused-documents sweep skips it).
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "restrict" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("site_documents_slot_check", sql.raw(`slot IN (${list(SITE_DOCUMENT_SLOTS)})`))],
);
