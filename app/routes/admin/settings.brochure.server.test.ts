import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-settings";
import { BROCHURE_PATH } from "~/lib/documents";
import { getTrainingPage } from "~/routes/public/training.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { documentUseCounts, pruneUnusedDocuments, storeDocument } from "~/server/services/documents.server";
import { insertSiteSettingsIfMissing } from "~/server/services/settings.server";
import { getSiteDocument } from "~/server/services/site-documents.server";
import { setupTestDatabase } from "~/server/testing/database";
import { makeDocx, makePdf } from "~/server/testing/document-files";
import { downloadBrochure } from "../public/documents.brochure.server";
import { getListSettingsPage, handleListSettingsAction } from "./settings.$section.server";

setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "brochure-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
beforeAll(() => insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] }));

async function stored(bytes: Buffer, name: string) {
  const file = path.join(work, name);
  fs.writeFileSync(file, bytes);
  return (await storeDocument({ file, originalName: name, kind: "catalogue", language: "vi", createdBy: null })).row;
}

/** An action as the server runs it: its write noted, so the next read of the site shell is fresh. */
const act = async (section: string, fields: Record<string, string>) => {
  const answer = await handleListSettingsAction(section, form(fields));
  noteWrite();
  return answer;
};

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

const download = (name: string, headers: Record<string, string> = {}) =>
  downloadBrochure(new Request(`http://localhost/documents/brochure/${name}`, { headers }), name).catch(
    (thrown: unknown) => thrown as Response,
  );

describe("the training brochure (settings → training courses)", () => {
  it("is set from an uploaded PDF, offered on the training page in both languages and served at its address, then removed", async () => {
    expect((await getTrainingPage("vi")).brochure).toBeNull();
    expect((await download("brochure-dao-tao.pdf")).status).toBe(404);

    const bytes = await makePdf({ pages: 3, text: "Chuong trinh dao tao" });
    const pdf = await stored(bytes, "Brochure 2026.pdf");
    expect(await act("courses", { intent: "brochure", documentId: String(pdf.id) })).toEqual({
      result: { ok: true, message: vi.brochure.saved },
      status: 200,
    });
    expect((await getListSettingsPage("courses")).brochure).toEqual({
      name: "Brochure 2026.pdf",
      size: expect.stringMatching(/KB$/),
      pages: 3,
      href: BROCHURE_PATH,
    });
    for (const lang of ["vi", "en"] as const) {
      expect((await getTrainingPage(lang)).brochure).toEqual({
        href: BROCHURE_PATH,
        size: expect.stringMatching(/KB$/),
      });
    }

    const served = await download("brochure-dao-tao.pdf");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("Content-Disposition")).toBe('inline; filename="brochure-dao-tao.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await download("brochure-dao-tao.pdf", { "If-None-Match": `"${pdf.sha256}"` })).status).toBe(304);
    const renamed = await download("brochure.pdf");
    expect([renamed.status, renamed.headers.get("Location")]).toEqual([301, BROCHURE_PATH]);

    // In use: the sweep of unused documents leaves it, long after its upload.
    expect(await pruneUnusedDocuments(new Date(Date.now() + 365 * 86_400_000), 0)).toBe(0);
    expect((await getSiteDocument("brochure"))?.id).toBe(pdf.id);
    expect((await documentUseCounts([pdf.id])).get(pdf.id) ?? 0).toBe(0);

    expect(await act("courses", { intent: "brochure-remove" })).toEqual({
      result: { ok: true, message: vi.brochure.removed },
      status: 200,
    });
    expect((await getTrainingPage("en")).brochure).toBeNull();
    expect((await download("brochure-dao-tao.pdf")).status).toBe(404);
  });

  it("refuses a file that is not a PDF, or none, and keeps the brochure it had", async () => {
    const pdf = await stored(await makePdf({ text: "Kept" }), "kept.pdf");
    await act("courses", { intent: "brochure", documentId: String(pdf.id) });
    const docx = await stored(makeDocx(), "brochure.docx");
    expect(await act("courses", { intent: "brochure", documentId: String(docx.id) })).toEqual({
      result: { ok: false, message: vi.brochure.notPdf },
      status: 400,
    });
    expect(await act("courses", { intent: "brochure", documentId: "999999" })).toEqual({
      result: { ok: false, message: vi.brochure.missing },
      status: 400,
    });
    expect((await getSiteDocument("brochure"))?.id).toBe(pdf.id);
    // Another section has no brochure: its intent is not one of its own.
    expect((await act("jobs", { intent: "brochure", documentId: String(pdf.id) })).status).toBe(400);
  });
});
