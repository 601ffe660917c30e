import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-documents";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { storeDocument } from "~/server/services/documents.server";
import { getProductForAdmin } from "~/server/services/products-admin.server";
import { setupTestDatabase } from "~/server/testing/database";
import { makeDocx, makePdf } from "~/server/testing/document-files";
import { createCategory, createDepartment } from "~/server/testing/factories";
import { loadProductEditor, saveProductEditor } from "./__product-editor.server";

setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "product-editor-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let adminId = 0;
let categoryId = 0;
beforeAll(async () => {
  adminId = (await upsertAdmin("staff", "a-long-password")).id;
  categoryId = (await createCategory((await createDepartment()).id)).id;
});

let files = 0;
async function stored(bytes: Buffer) {
  const file = path.join(work, String(++files));
  fs.writeFileSync(file, bytes);
  return (await storeDocument({ file, originalName: "tep.pdf", kind: "datasheet", language: "vi", createdBy: null }))
    .row;
}

type Reply = { data: { ok: boolean; errors?: Record<string, string>; message?: string }; init: unknown };

function save(fields: Record<string, string>, id?: number) {
  const body = new FormData();
  const all = {
    categoryId: String(categoryId),
    name: "Máy siêu âm",
    slug: "may-sieu-am",
    brands: '["GE"]',
    features: "[]",
    specifications: "[]",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) body.set(key, value);
  const request = new Request("http://localhost/admin/products/new", { method: "POST", body });
  return saveProductEditor(request, adminId, id === undefined ? undefined : String(id)) as unknown as Promise<Reply>;
}

const entry = (documentId: number, values: Record<string, unknown> = {}) => ({
  linkId: null,
  documentId,
  kind: "datasheet",
  language: "vi",
  title: "Thông số kỹ thuật",
  titleEn: "Datasheet",
  validUntil: "",
  isPublic: true,
  ...values,
});

const editor = (id: number) => loadProductEditor(new Request("http://localhost/admin"), String(id), adminId);

describe("the product editor's documents", () => {
  it("saves a new product with its documents, then an edit replaces a file keeping its link", async () => {
    const pdf = await stored(await makePdf({ text: "Editor A" }));
    const docx = await stored(makeDocx());
    const created = await save({
      slug: "may-sieu-am-1",
      documents: JSON.stringify([
        entry(pdf.id),
        entry(docx.id, { kind: "ifu", language: "en", title: "Hướng dẫn sử dụng", isPublic: false }),
      ]),
    });
    expect(created.data.ok).toBe(true);
    const { product, documents = [] } = await editor((await getProductForAdmin(await idOf("may-sieu-am-1")))?.id ?? 0);
    expect(documents.map((d) => [d.document.id, d.document.kind, d.isPublic])).toEqual([
      [pdf.id, "datasheet", true],
      [docx.id, "ifu", false],
    ]);

    const replacement = await stored(await makePdf({ text: "Editor A, 2026 edition" }));
    const [first, second] = documents;
    const edited = await save(
      {
        slug: "may-sieu-am-1",
        version: product?.version ?? "",
        documents: JSON.stringify([
          { ...entry(docx.id, { kind: "ifu", language: "en", title: "HDSD" }), linkId: second?.linkId },
          { ...entry(replacement.id), linkId: first?.linkId },
        ]),
      },
      product?.id,
    );
    expect(edited.data.ok).toBe(true);
    const after = (await editor(product?.id ?? 0)).documents ?? [];
    expect(after.map((d) => [d.linkId, d.document.id, d.title])).toEqual([
      [second?.linkId, docx.id, "HDSD"],
      [first?.linkId, replacement.id, "Thông số kỹ thuật"],
    ]);

    // A save over a newer version changes nothing, documents included.
    const stale = await save({ slug: "may-sieu-am-1", version: product?.version ?? "", documents: "[]" }, product?.id);
    expect(stale.data.ok).toBe(false);
    expect((await editor(product?.id ?? 0)).documents).toHaveLength(2);
  });

  it("refuses a document that is no longer stored, and a list the schema refuses, keeping the product as it was", async () => {
    const missing = await save({ slug: "may-sieu-am-2", documents: JSON.stringify([entry(999_999)]) });
    expect(missing.data).toMatchObject({ ok: false, errors: { documents: vi.errors.missing } });
    const untitled = await save({ slug: "may-sieu-am-3", documents: JSON.stringify([entry(1, { title: "" })]) });
    expect(untitled.data.ok).toBe(false);
    expect(untitled.data.errors?.documents).toBe(vi.errors.titleRequired);
  });
});

async function idOf(slug: string): Promise<number> {
  const { db } = await import("~/server/db/index.server");
  const { productItems } = await import("~/server/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db().select({ id: productItems.id }).from(productItems).where(eq(productItems.slug, slug));
  return row?.id ?? 0;
}
