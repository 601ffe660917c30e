import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { saveProductDocuments, storeDocument } from "~/server/services/documents.server";
import { listSitemapContent } from "~/server/services/sitemap.server";
import { setupTestDatabase } from "~/server/testing/database";
import { makeDocx, makePdf } from "~/server/testing/document-files";
import { createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { downloadDocument } from "./documents.$id.$name.server";
import { getProductPage } from "./products.$slug.server";

setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "download-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function stored(bytes: Buffer, name: string) {
  const file = path.join(work, name);
  fs.writeFileSync(file, bytes);
  return (await storeDocument({ file, originalName: name, kind: "datasheet", language: "vi", createdBy: null })).row;
}

const get = async (address: string, headers: Record<string, string> = {}) => {
  const [, , id, name] = address.split("/");
  return downloadDocument(new Request(`http://localhost${address}`, { headers }), id, name).catch(
    (thrown: unknown) => thrown as Response,
  );
};

describe("a product's documents on its page and at their addresses", () => {
  it("lists them in both languages and serves public ones under clean names; on request ones never", async () => {
    const category = await createCategory((await createDepartment()).id);
    const product = await createProduct(category.id, { slug: "may-tho-x1" });
    const pdfBytes = await makePdf({ pages: 2, text: "Download" });
    const pdf = await stored(pdfBytes, "a.pdf");
    const pdf2 = await stored(await makePdf({ text: "Second datasheet" }), "b.pdf");
    const docx = await stored(makeDocx(), "c.docx");
    const entry = (documentId: number, kind: "datasheet" | "ifu", isPublic: boolean, title: string) => ({
      linkId: null,
      documentId,
      kind,
      language: "vi" as const,
      title,
      titleEn: `${title} (EN)`,
      validUntil: null,
      isPublic,
    });
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        entry(pdf.id, "datasheet", true, "Thông số"),
        entry(pdf2.id, "datasheet", true, "Thông số 2"),
        entry(docx.id, "ifu", false, "HDSD"),
      ]),
    );
    const vi = await getProductPage("may-tho-x1", new URL("http://localhost/products/may-tho-x1"), "vi");
    const en = await getProductPage("may-tho-x1", new URL("http://localhost/en/products/may-tho-x1"), "en");
    expect(vi.documents.map((d) => [d.title, d.href])).toEqual([
      ["Thông số", expect.stringMatching(/^\/documents\/\d+\/may-tho-x1-datasheet\.pdf$/)],
      ["Thông số 2", expect.stringMatching(/^\/documents\/\d+\/may-tho-x1-datasheet-2\.pdf$/)],
      ["HDSD", null],
    ]);
    expect(en.documents.map((d) => d.title)).toEqual(["Thông số (EN)", "Thông số 2 (EN)", "HDSD (EN)"]);
    expect(vi.documents[0]).toMatchObject({ pages: 2, sizeBytes: pdfBytes.length, language: "vi" });

    // The sitemap lists the public ones at the same addresses, the one on request not at all.
    const listed = (await listSitemapContent()).map((page) => page.path).filter((p) => p.startsWith("/documents/"));
    expect(listed).toEqual(vi.documents.flatMap((d) => (d.href ? [d.href] : [])));

    const address = vi.documents[0]?.href ?? "";
    const answer = await get(address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('inline; filename="may-tho-x1-datasheet.pdf"');
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(pdfBytes);
    // Not changed since: 304.
    expect((await get(address, { "if-none-match": answer.headers.get("etag") ?? "" })).status).toBe(304);
    // Another name for the link: 301 to the clean one.
    const id = address.split("/")[2];
    const moved = await get(`/documents/${id}/whatever.pdf`);
    expect([moved.status, moved.headers.get("location")]).toEqual([301, address]);
    // On request: as if it did not exist.
    const [, , onRequestId] = (await db()
      .execute(
        // The third link's id, found through the page's order.
        (
          await import("drizzle-orm")
        ).sql`SELECT id FROM product_documents WHERE document_id = ${docx.id}`,
      )
      .then((r) => ["", "", String((r as unknown as { rows: { id: number }[] }).rows[0]?.id)])) as string[];
    expect((await get(`/documents/${onRequestId}/may-tho-x1-ifu.docx`)).status).toBe(404);
    expect((await get("/documents/999999/x.pdf")).status).toBe(404);
  });
});
