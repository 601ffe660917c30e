import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { news, productItems } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import { listRevisions, recordBaselineRevision, recordRevision, restoreRevision } from "./revisions.server";

setupTestDatabase();

describe("revisions", () => {
  it("keeps every version of an article in both languages, and restores an older one (itself a new revision)", async () => {
    const article = await factories.createArticle({
      slug: "co-lich-su",
      title: "Bản một",
      titleEn: "One",
      content: "<p>Một</p>",
    });
    await recordBaselineRevision("article", article.id);
    await recordBaselineRevision("article", article.id);
    await db()
      .update(news)
      .set({ title: "Bản hai", titleEn: "Two", slug: "co-lich-su-moi" })
      .where(eq(news.id, article.id));
    await recordRevision("article", article.id, null);
    const history = await listRevisions("article", article.id);
    expect(history.map((r) => [r.note, r.data.title, r.data.title_en])).toEqual([
      ["", "Bản hai", "Two"],
      ["baseline", "Bản một", "One"],
    ]);
    const baseline = history[1];
    if (!baseline) throw new Error("no baseline");
    expect(await restoreRevision("article", article.id, baseline.id)).toBe(true);
    const [row] = await db().select().from(news).where(eq(news.id, article.id));
    // The content comes back; the address stays the one of today.
    expect(row).toMatchObject({ title: "Bản một", titleEn: "One", content: "<p>Một</p>", slug: "co-lich-su-moi" });
    // A revision of another item is not restored here.
    const other = await factories.createArticle({ slug: "bai-khac" });
    expect(await restoreRevision("article", other.id, baseline.id)).toBe(false);
  });

  it("restores a product's texts, brands, features and specifications", async () => {
    const department = await factories.createDepartment({ slug: "khoa-lich-su" });
    const category = await factories.createCategory(department.id);
    const product = await factories.createProduct(category.id, {
      name: "Máy A",
      brands: ["olympus"],
      features: [{ id: "f1", text: "Nhẹ", textEn: "Light", order: 0 }],
    });
    await recordRevision("product", product.id, null);
    await db()
      .update(productItems)
      .set({ name: "Máy B", brands: [], features: [] })
      .where(eq(productItems.id, product.id));
    await recordRevision("product", product.id, null);
    const [latest, first] = await listRevisions("product", product.id);
    expect(latest?.data.name).toBe("Máy B");
    expect(await restoreRevision("product", product.id, first?.id ?? 0)).toBe(true);
    const [row] = await db().select().from(productItems).where(eq(productItems.id, product.id));
    expect(row).toMatchObject({ name: "Máy A", brands: ["olympus"], features: [{ id: "f1", text: "Nhẹ" }] });
  });
});
