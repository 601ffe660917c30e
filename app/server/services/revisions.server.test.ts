import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { adminUsers, contentRevisions, news, productItems } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import {
  DRAFT_NOTE,
  deleteDraft,
  findDraft,
  lastSavedBy,
  listRevisions,
  recordBaselineRevision,
  recordRevision,
  restoreRevision,
  saveDraft,
} from "./revisions.server";

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

  it("restores a product's texts, brands, features, specifications and origin", async () => {
    const department = await factories.createDepartment({ slug: "khoa-lich-su" });
    const category = await factories.createCategory(department.id);
    const product = await factories.createProduct(category.id, {
      name: "Máy A",
      brands: ["olympus"],
      features: [{ id: "f1", text: "Nhẹ", textEn: "Light", order: 0 }],
      countryOfOrigin: "Đức",
    });
    await recordRevision("product", product.id, null);
    await db()
      .update(productItems)
      .set({ name: "Máy B", brands: [], features: [], countryOfOrigin: "Ý", countryOfOriginEn: "Italy" })
      .where(eq(productItems.id, product.id));
    await recordRevision("product", product.id, null);
    const [latest, first] = await listRevisions("product", product.id);
    expect(latest?.data.name).toBe("Máy B");
    expect(await restoreRevision("product", product.id, first?.id ?? 0)).toBe(true);
    const [row] = await db().select().from(productItems).where(eq(productItems.id, product.id));
    expect(row).toMatchObject({
      name: "Máy A",
      brands: ["olympus"],
      features: [{ id: "f1", text: "Nhẹ" }],
      countryOfOrigin: "Đức",
      countryOfOriginEn: null,
    });
  });
});

async function createAdmin(username: string): Promise<number> {
  const [admin] = await db()
    .insert(adminUsers)
    .values({ username, passwordHash: "x" })
    .returning({ id: adminUsers.id });
  return admin?.id ?? 0;
}

const draftRows = (entityId: number) =>
  db()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entityId, entityId), eq(contentRevisions.note, DRAFT_NOTE)));

describe("server drafts", () => {
  it("keeps one draft per item and admin, replaced each time, never shown as a version", async () => {
    const [first, second] = [await createAdmin("nhap-mot"), await createAdmin("nhap-hai")];
    const article = await factories.createArticle({ slug: "co-ban-nhap", title: "Đã lưu" });
    expect(await saveDraft("article", article.id, first, { title: "Nháp 1" })).toBe(true);
    expect(await saveDraft("article", article.id, first, { title: "Nháp 2" })).toBe(true);
    expect(await saveDraft("article", article.id, second, { title: "Nháp khác" })).toBe(true);
    expect((await draftRows(article.id)).map((row) => [row.username, row.data.title]).sort()).toEqual([
      ["nhap-hai", "Nháp khác"],
      ["nhap-mot", "Nháp 2"],
    ]);
    expect((await findDraft("article", article.id, first))?.values).toEqual({ title: "Nháp 2" });

    // Not a version: no history, and the baseline before the first save is still recorded.
    expect(await listRevisions("article", article.id)).toEqual([]);
    await recordBaselineRevision("article", article.id);
    expect((await listRevisions("article", article.id)).map((r) => [r.note, r.data.title])).toEqual([
      ["baseline", "Đã lưu"],
    ]);
    // A draft's id is not a version to restore.
    const [draft] = await draftRows(article.id);
    expect(await restoreRevision("article", article.id, draft?.id ?? 0)).toBe(false);

    // Forgetting one admin's draft leaves the other's.
    await deleteDraft("article", article.id, first);
    expect(await findDraft("article", article.id, first)).toBeNull();
    expect((await findDraft("article", article.id, second))?.values).toEqual({ title: "Nháp khác" });
  });

  it("refuses a draft of an item that does not exist", async () => {
    const admin = await createAdmin("nhap-khong-co");
    expect(await saveDraft("article", 999_999, admin, { title: "Không có" })).toBe(false);
    expect(await saveDraft("product", 999_999, admin, { name: "Không có" })).toBe(false);
    expect(await draftRows(999_999)).toEqual([]);
  });

  it("does not offer a draft older than the item's last save", async () => {
    const admin = await createAdmin("nhap-cu");
    const department = await factories.createDepartment({ slug: "khoa-nhap" });
    const category = await factories.createCategory(department.id);
    const product = await factories.createProduct(category.id, { name: "Máy nháp" });
    await saveDraft("product", product.id, admin, { name: "Máy nháp đang sửa" });
    expect((await findDraft("product", product.id, admin))?.values).toEqual({ name: "Máy nháp đang sửa" });
    await db().update(productItems).set({ name: "Máy nháp đã lưu" }).where(eq(productItems.id, product.id));
    expect(await findDraft("product", product.id, admin)).toBeNull();
  });

  it("keeps the version a draft was typed over and, asked, offers a draft older than the last save with it", async () => {
    const admin = await createAdmin("nhap-phien-ban");
    const article = await factories.createArticle({ slug: "nhap-phien-ban", title: "Bản đầu" });
    const base = "2026-11-26T03:00:00.123456Z";
    // With the form's values as loaded from that version, kept apart from the draft's.
    await saveDraft("article", article.id, admin, { title: "Bản nháp" }, base, { title: "Bản đầu" });
    const kept = await findDraft("article", article.id, admin);
    expect(kept?.values).toEqual({ title: "Bản nháp" });
    expect(kept?.baseVersion).toBe(base);
    expect(kept?.base).toEqual({ title: "Bản đầu" });
    // Someone saves later: the draft is older than the item, offered only when asked for.
    await db()
      .update(news)
      .set({ title: "Bản của người khác", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(news.id, article.id));
    expect(await findDraft("article", article.id, admin)).toBeNull();
    const older = await findDraft("article", article.id, admin, { olderToo: true });
    expect(older).toMatchObject({ values: { title: "Bản nháp" }, baseVersion: base, base: { title: "Bản đầu" } });
    // Who saved the version loaded: the newest revision's admin; never a draft's.
    expect(await lastSavedBy("article", article.id)).toBe("");
    await recordRevision("article", article.id, admin);
    expect(await lastSavedBy("article", article.id)).toBe("nhap-phien-ban");
  });
});
