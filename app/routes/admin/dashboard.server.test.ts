import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setClock } from "~/server/clock.server";
import { db } from "~/server/db/index.server";
import { saveProductDocuments, storeDocument } from "~/server/services/documents.server";
import { setupTestDatabase } from "~/server/testing/database";
import { makePdf } from "~/server/testing/document-files";
import { createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { getDashboardPage } from "./dashboard.server";

setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-"));
afterAll(() => {
  setClock();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the dashboard's certificate warning", () => {
  it("lists certificates expired or ending within 30 days of Vietnam's today, soonest first", async () => {
    const product = await createProduct((await createCategory((await createDepartment()).id)).id, {
      name: "Máy thở",
    });
    const stored = [];
    for (const text of ["a", "b", "c", "d"]) {
      const file = path.join(work, text);
      fs.writeFileSync(file, await makePdf({ text }));
      stored.push(
        (
          await storeDocument({
            file,
            originalName: `${text}.pdf`,
            kind: "certificate",
            language: "en",
            createdBy: null,
          })
        ).row,
      );
    }
    const [expired, soon, later, datasheet] = stored;
    const link = (id: number | undefined, validUntil: string | null, kind: "certificate" | "datasheet") => ({
      linkId: null,
      documentId: id ?? 0,
      kind,
      language: "en" as const,
      title: `Giấy ${validUntil}`,
      titleEn: "",
      validUntil,
      isPublic: true,
    });
    await db().transaction((tx) =>
      saveProductDocuments(tx, product.id, [
        link(later?.id, "2031-03-15", "certificate"),
        link(soon?.id, "2031-01-31", "certificate"),
        link(expired?.id, "2030-12-25", "certificate"),
        link(datasheet?.id, null, "datasheet"),
      ]),
    );
    // 2031-01-01 00:30 in Vietnam is still 2030-12-31 in UTC.
    setClock(() => new Date("2030-12-31T17:30:00Z"));
    const page = await getDashboardPage();
    expect(page.expiring.map((item) => [item.validUntil, item.daysLeft, item.productName])).toEqual([
      ["2030-12-25", -7, "Máy thở"],
      ["2031-01-31", 30, "Máy thở"],
    ]);
  });
});
