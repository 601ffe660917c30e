import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { documents, productDocuments } from "../db/document-schema";
import { databaseErrorOf, isStillReferenced } from "../db/errors.server";
import { db } from "../db/index.server";
import { DocumentRefusedError } from "../documents/inspect.server";
import { renderPdfPreview } from "../documents/preview.server";
import { storage } from "../storage/index.server";
import { setupTestDatabase } from "../testing/database";
import { makeDocx, makePdf, makePdfWithJavaScript } from "../testing/document-files";
import { createCategory, createDepartment, createProduct } from "../testing/factories";
import {
  DocumentInUseError,
  deleteDocument,
  listExpiringDocuments,
  listProductDocuments,
  listUnusedDocuments,
  type ProductDocumentSave,
  pruneUnusedDocuments,
  saveProductDocuments,
  storeDocument,
} from "./documents.server";

const context = setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "documents-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let fileCount = 0;
async function upload(bytes: Buffer, name = "datasheet.pdf", renderPreview?: (file: string) => Promise<Buffer | null>) {
  const file = path.join(work, `${++fileCount}`);
  fs.writeFileSync(file, bytes);
  return storeDocument({ file, originalName: name, kind: "datasheet", language: "vi", createdBy: null, renderPreview });
}

async function aProduct() {
  const department = await createDepartment();
  const category = await createCategory(department.id);
  return createProduct(category.id);
}

const entry = (documentId: number, values: Partial<ProductDocumentSave> = {}): ProductDocumentSave => ({
  linkId: null,
  documentId,
  kind: "datasheet",
  language: "vi",
  title: "Thông số kỹ thuật",
  titleEn: "Datasheet",
  validUntil: null,
  isPublic: true,
  ...values,
});

describe("storing documents", () => {
  it("stores a PDF once by its content, with its pages and a first-page preview", async () => {
    const bytes = await makePdf({ pages: 3, text: "Stored once" });
    const first = await upload(bytes);
    expect(first.created).toBe(true);
    expect(first.row).toMatchObject({ mimeType: "application/pdf", pages: 3, sizeBytes: bytes.length });
    expect(first.row.storageKey).toBe(`documents/${first.row.sha256}.pdf`);
    expect(fs.readFileSync(path.join(context.uploadsDir, first.row.storageKey))).toEqual(bytes);
    // pdftoppm is installed here (CI installs poppler-utils): the preview is a WebP.
    expect(first.row.previewKey).toBe(`document-previews/${first.row.sha256}.webp`);
    const preview = fs.readFileSync(path.join(context.uploadsDir, first.row.previewKey ?? ""));
    expect(preview.subarray(8, 12).toString("latin1")).toBe("WEBP");

    const again = await upload(bytes, "copy-of-it.pdf");
    expect(again).toMatchObject({ created: false, row: { id: first.row.id } });
    expect(await db().select().from(documents).where(eq(documents.sha256, first.row.sha256))).toHaveLength(1);
  });

  it("stores a PDF without a preview when the renderer is absent, never failing", async () => {
    const absent = (file: string) => renderPdfPreview(file, "/nonexistent/pdftoppm");
    const { row } = await upload(await makePdf({ text: "No renderer" }), "datasheet.pdf", absent);
    expect(row.previewKey).toBeNull();
  });

  it("stores a DOCX without pages and refuses active content before storing anything", async () => {
    const { row } = await upload(makeDocx(), "huong-dan.docx");
    expect(row).toMatchObject({ pages: null, previewKey: null, storageKey: `documents/${row.sha256}.docx` });
    const before = await storage().list("documents", { limit: 1000 });
    await expect(upload(await makePdfWithJavaScript())).rejects.toBeInstanceOf(DocumentRefusedError);
    expect(await storage().list("documents", { limit: 1000 })).toHaveLength(before.length);
  });

  it("holds every rule in the database too", async () => {
    const { row } = await upload(await makePdf({ text: "Rules" }));
    const base = { ...row, id: undefined, createdAt: undefined };
    const refused = async (values: Partial<typeof documents.$inferInsert>) => {
      const error = await db()
        .insert(documents)
        .values({ ...base, sha256: "a".repeat(64), storageKey: `documents/${Math.random()}.pdf`, ...values })
        .then(() => null)
        .catch((e: unknown) => e);
      return databaseErrorOf(error).constraint;
    };
    expect(await refused({ sha256: "not-a-hash" })).toBe("documents_sha256_check");
    expect(await refused({ kind: "poster" as "other" })).toBe("documents_kind_check");
    expect(await refused({ language: "fr" as "other" })).toBe("documents_language_check");
    expect(await refused({ mimeType: "text/html" as "application/pdf" })).toBe("documents_mime_check");
    expect(await refused({ sizeBytes: 50 * 1024 * 1024 + 1 })).toBe("documents_size_check");
    expect(
      await refused({
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        pages: null,
        sizeBytes: 20 * 1024 * 1024 + 1,
      }),
    ).toBe("documents_size_check");
    expect(await refused({ pages: null })).toBe("documents_pages_check");
    expect(await refused({ originalName: "x".repeat(101) })).toBe("documents_original_name_check");
  });
});

describe("a product's documents", () => {
  it("saves the list in order, keeps a link's id when its file is replaced, removes what is left out", async () => {
    const product = await aProduct();
    const a = (await upload(await makePdf({ text: "A" }))).row;
    const b = (await upload(await makePdf({ text: "B" }))).row;
    const c = (await upload(await makePdf({ text: "C" }))).row;
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        entry(a.id),
        entry(b.id, { kind: "certificate", title: "ISO 13485", validUntil: "2027-01-31", isPublic: false }),
      ]),
    );
    const saved = await listProductDocuments(product.id);
    expect(saved.map((r) => [r.document.id, r.link.position, r.document.kind])).toEqual([
      [a.id, 0, "datasheet"],
      [b.id, 1, "certificate"],
    ]);
    const [linkA, linkB] = saved.map((r) => r.link.id);

    // B moves first and its file is replaced by C; A is removed.
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        entry(c.id, { linkId: linkB ?? null, kind: "certificate", title: "ISO 13485 (2026)" }),
      ]),
    );
    const after = await listProductDocuments(product.id);
    expect(after.map((r) => [r.link.id, r.document.id, r.link.title])).toEqual([[linkB, c.id, "ISO 13485 (2026)"]]);
    expect(
      await db()
        .select()
        .from(productDocuments)
        .where(eq(productDocuments.id, linkA ?? 0)),
    ).toHaveLength(0);
  });

  it("never deletes a document in use; deletes an unused one with its files", async () => {
    const product = await aProduct();
    const other = await aProduct();
    const { row } = await upload(await makePdf({ text: "Shared" }));
    await db().transaction((tx) => saveProductDocuments(tx, product.id, [entry(row.id)]));
    await db().transaction((tx) => saveProductDocuments(tx, other.id, [entry(row.id)]));
    await expect(deleteDocument(row.id)).rejects.toEqual(new DocumentInUseError(2));
    // The database refuses too.
    const error = await db()
      .delete(documents)
      .where(eq(documents.id, row.id))
      .catch((e: unknown) => e);
    expect(isStillReferenced(error)).toBe(true);

    await db().transaction((tx) => saveProductDocuments(tx, product.id, []));
    await db().transaction((tx) => saveProductDocuments(tx, other.id, []));
    expect((await listUnusedDocuments(new Date(Date.now() + 1000))).map((d) => d.id)).toContain(row.id);
    expect(await deleteDocument(row.id)).toBe(true);
    expect(fs.existsSync(path.join(context.uploadsDir, row.storageKey))).toBe(false);
    expect(fs.existsSync(path.join(context.uploadsDir, row.previewKey ?? "none"))).toBe(false);
  });

  it("lists certificates expiring by a date, soonest first", async () => {
    const product = await aProduct();
    const soon = (await upload(await makePdf({ text: "Soon" }))).row;
    const later = (await upload(await makePdf({ text: "Later" }))).row;
    const expired = (await upload(await makePdf({ text: "Expired" }))).row;
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        entry(soon.id, { kind: "certificate", validUntil: "2030-06-20" }),
        entry(later.id, { kind: "certificate", validUntil: "2030-09-01" }),
        entry(expired.id, { kind: "licence", validUntil: "2030-05-01" }),
      ]),
    );
    const rows = (await listExpiringDocuments("2030-07-01")).filter((r) => r.productId === product.id);
    expect(rows.map((r) => [r.validUntil, r.kind])).toEqual([
      ["2030-05-01", "licence"],
      ["2030-06-20", "certificate"],
    ]);
  });

  it("prunes documents nothing uses a grace period after their upload, never one in use", async () => {
    const product = await aProduct();
    const used = (await upload(await makePdf({ text: "Used" }))).row;
    const unused = (await upload(await makePdf({ text: "Unused" }))).row;
    await db().transaction((tx) => saveProductDocuments(tx, product.id, [entry(used.id)]));
    const hour = 3_600_000;
    expect(await pruneUnusedDocuments(new Date(), 24 * hour)).toBe(0);
    expect(await pruneUnusedDocuments(new Date(Date.now() + 25 * hour), 24 * hour)).toBeGreaterThanOrEqual(1);
    const left = await db().select({ id: documents.id }).from(documents);
    expect(left.map((d) => d.id)).toContain(used.id);
    expect(left.map((d) => d.id)).not.toContain(unused.id);
  });
});
