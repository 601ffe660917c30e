import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TRAINING_COURSES } from "~/lib/site-content-defaults";
import { documents, productDocuments } from "../db/document-schema";
import { db } from "../db/index.server";
import { productItems } from "../db/schema";
import {
  findDocumentByHash,
  listProductDocuments,
  listUnusedDocuments,
  pruneUnusedDocuments,
  readDocumentFile,
  storeDocument,
} from "../services/documents.server";
import { getSiteDocument } from "../services/site-documents.server";
import { setupTestDatabase } from "../testing/database";
import { makePdf } from "../testing/document-files";
import { createCategory, createDepartment, createProduct } from "../testing/factories";
import { COMPANY_SETTINGS } from "./data/settings";
import { datasheetPdf, demoProducts, seedDemoDocuments } from "./demo-documents.server";

setupTestDatabase();

/**
 * The text a PDF shows, in drawing order: each font's glyph codes read back through its
 * ToUnicode map (pdf-lib writes every line as one hex string of 2-byte glyph ids).
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of pdf.getPages()) {
    const maps = new Map<string, Map<string, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const toUnicode = pdf.context.lookup(ref as PDFRef, PDFDict).lookup(PDFName.of("ToUnicode"));
      if (!(toUnicode instanceof PDFRawStream)) continue;
      const cmap = Buffer.from(decodePDFRawStream(toUnicode).decode()).toString("latin1");
      const chars = cmap.slice(cmap.indexOf("beginbfchar"), cmap.indexOf("endbfchar"));
      const map = new Map<string, string>();
      for (const [, code, unicode] of chars.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        map.set(String(code).toLowerCase(), Buffer.from(String(unicode), "hex").swap16().toString("utf16le"));
      }
      maps.set(name.asString(), map);
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let font = new Map<string, string>();
    for (const item of streams) {
      const stream = pdf.context.lookup(item);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const [, fontName, hex] of ops.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (fontName) font = maps.get(fontName) ?? new Map();
        else parts.push((String(hex).match(/.{4}/g) ?? []).map((code) => font.get(code.toLowerCase()) ?? "?").join(""));
      }
    }
  }
  return parts.join(" ").replace(/\s+/g, " ");
}

describe("the demo documents", () => {
  const products = demoProducts();

  beforeAll(async () => {
    const department = await createDepartment();
    const category = await createCategory(department.id);
    for (const product of products) {
      await createProduct(category.id, {
        slug: product.slug,
        name: product.name,
        nameEn: product.nameEn,
        brands: product.brands,
        specifications: product.specifications.map((s, i) => ({ ...s, order: i + 1 })),
      });
    }
    await seedDemoDocuments();
  }, 120_000);

  it("gives every demo product a public datasheet and instructions for use, titled in both languages", async () => {
    const linked = await db()
      .select({ productId: productDocuments.productId, kind: documents.kind, isPublic: productDocuments.isPublic })
      .from(productDocuments)
      .innerJoin(documents, eq(documents.id, productDocuments.documentId));
    expect(linked).toHaveLength(2 * products.length);
    expect(linked.every((link) => link.isPublic)).toBe(true);

    const [product] = await db()
      .select({ id: productItems.id })
      .from(productItems)
      .where(eq(productItems.slug, products[0]?.slug ?? ""));
    const list = await listProductDocuments(product?.id ?? 0);
    expect(
      list.map(({ link, document }) => [document.kind, document.mimeType, document.language, link.title, link.titleEn]),
    ).toEqual([
      ["datasheet", "application/pdf", "vi", "Thông số kỹ thuật", "Datasheet"],
      ["ifu", "application/pdf", "vi", "Hướng dẫn sử dụng", "Instructions for use"],
    ]);
  });

  it("writes each as a small PDF in Vietnamese, with the product's name, brand, circulation number and specifications", async () => {
    const product = products.find((p) => p.circulationNumber);
    if (!product) throw new Error("the demo catalogue has a product with a circulation number");
    const rows = await db().select().from(documents);
    const datasheet = rows.find((r) => r.originalName === `${product.slug}-datasheet.pdf`);
    const ifu = rows.find((r) => r.originalName === `${product.slug}-ifu.pdf`);
    if (!datasheet || !ifu) throw new Error("both documents stored");

    const sheetBytes = await readDocumentFile(datasheet);
    const sheet = await PDFDocument.load(sheetBytes, { updateMetadata: false });
    expect(sheet.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(datasheet.pages).toBe(sheet.getPageCount());
    expect(sheet.getTitle()).toBe(`Thông số kỹ thuật – ${product.name}`);
    const sheetText = await pdfText(sheetBytes);
    for (const expected of [product.name, product.brands[0], product.circulationNumber, "THÔNG SỐ KỸ THUẬT"]) {
      expect(sheetText).toContain(expected);
    }
    for (const spec of product.specifications) expect(sheetText).toContain(`${spec.key} ${spec.value}`);

    const ifuBytes = await readDocumentFile(ifu);
    expect((await PDFDocument.load(ifuBytes, { updateMetadata: false })).getTitle()).toBe(
      `Hướng dẫn sử dụng – ${product.name}`,
    );
    const ifuText = await pdfText(ifuBytes);
    expect(ifuText).toContain(product.name);
    const sections = [
      "1. Mục đích sử dụng",
      "2. Cảnh báo an toàn",
      "3. Lắp đặt và chuẩn bị trước khi sử dụng",
      "4. Vệ sinh và tái xử lý",
      "5. Bảo trì và bảo quản",
      "6. Liên hệ và hỗ trợ kỹ thuật",
    ];
    const at = sections.map((section) => ifuText.indexOf(section));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(ifuText).toContain(COMPANY_SETTINGS.hotline);
    expect(ifuText).not.toContain("?");

    // Subset fonts: a few tens of KB a file, never the 130 KB font.
    for (const row of rows) expect(row.sizeBytes, row.originalName).toBeLessThan(60_000);
    const baseFonts = sheet.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) =>
        object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font")
          ? [String(object.get(PDFName.of("BaseFont")))]
          : [],
      );
    expect(baseFonts).toEqual(expect.arrayContaining(["/AVMREG+BeVietnamPro-Regular", "/AVMBLD+BeVietnamPro-Bold"]));
  });

  it("puts the training brochure in its slot: every course with its duration and audience", async () => {
    const brochure = await getSiteDocument("brochure");
    expect(brochure).toMatchObject({ kind: "catalogue", mimeType: "application/pdf", language: "vi" });
    if (!brochure) return;
    const bytes = await readDocumentFile(brochure);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(4);
    const text = await pdfText(bytes);
    expect(text).toContain("Chương trình đào tạo");
    for (const course of DEFAULT_TRAINING_COURSES) {
      for (const expected of [course.title, course.duration, course.audience, ...course.features]) {
        expect(text).toContain(expected);
      }
    }
  });

  it("makes the same bytes from the same content (the seed stays deterministic)", async () => {
    const [product] = products;
    if (!product) throw new Error("a demo product");
    const [a, b] = [await datasheetPdf(product, COMPANY_SETTINGS), await datasheetPdf(product, COMPANY_SETTINGS)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("the unused-documents sweep leaves the brochure, and still removes a document nothing uses", async () => {
    const brochure = await getSiteDocument("brochure");
    const file = path.join(os.tmpdir(), `unused-${process.pid}.pdf`);
    fs.writeFileSync(file, await makePdf({ text: "unused" }));
    const { row: unused } = await storeDocument({
      file,
      originalName: "unused.pdf",
      kind: "other",
      language: "vi",
      createdBy: null,
    });
    fs.rmSync(file);
    const later = new Date(Date.now() + 60_000);
    const listed = (await listUnusedDocuments(later)).map((row) => row.id);
    expect(listed).toEqual([unused.id]);
    expect(listed).not.toContain(brochure?.id);
    expect(await pruneUnusedDocuments(later, 0)).toBe(1);
    expect(await getSiteDocument("brochure")).toEqual(brochure);
    expect(await findDocumentByHash(unused.sha256)).toBeNull();
  });
});
