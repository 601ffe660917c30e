import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { contentRevisions, media, news, productCategories, productItems, slugRedirects } from "../db/schema";
import { pruneOnce } from "../pruning.server";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import { readContentVersion } from "./content-version.server";
import { listDeletedItems, restoreDeletedItem } from "./deleted-items.server";
import { getPublishedArticleBySlug } from "./news.server";
import { deleteNews, updateNews } from "./news-admin.server";
import { getVisibleProductBySlug } from "./products.server";
import { deleteProduct } from "./products-admin.server";
import { findArticleRedirect, findProductRedirect } from "./redirects.server";
import { listRevisions, recordRevision } from "./revisions.server";

setupTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS);

async function deletedEntry(kind: "product" | "article", entityId: number) {
  const entry = (await listDeletedItems(new Date())).find((i) => i.kind === kind && i.entityId === entityId);
  if (!entry) throw new Error(`${kind} ${entityId} is not in the deleted list`);
  return entry;
}

async function newProduct(values: Partial<typeof productItems.$inferInsert> = {}) {
  const department = await factories.createDepartment();
  const category = await factories.createCategory(department.id);
  return factories.createProduct(category.id, values);
}

describe("recently deleted items", () => {
  it("a deleted product is listed, and comes back with its id, content, slug, state and history; its 410 goes", async () => {
    const product = await newProduct({
      slug: "may-sieu-am-xoa",
      name: "Máy siêu âm",
      nameEn: "Ultrasound",
      brands: ["GE"],
      features: [{ id: "f1", text: "Nhẹ", textEn: "Light", order: 0 }],
      specifications: [{ key: "Nặng", value: "2 kg", keyEn: "Weight", valueEn: "2 kg", order: 0 }],
      isActive: true,
      isFeatured: true,
    });
    await recordRevision("product", product.id, null);
    const [before] = await db().select().from(productItems).where(eq(productItems.id, product.id));

    expect(await deleteProduct(product.id)).toBe(true);
    expect(await findProductRedirect("may-sieu-am-xoa")).toEqual({ gone: true });
    const entry = await deletedEntry("product", product.id);
    expect(entry).toMatchObject({ title: "Máy siêu âm", slug: "may-sieu-am-xoa" });

    const version = await readContentVersion();
    const restored = await restoreDeletedItem(entry.revisionId, null, new Date());
    expect(restored).toEqual({
      ok: true,
      kind: "product",
      id: product.id,
      title: "Máy siêu âm",
      slug: "may-sieu-am-xoa",
      slugChanged: false,
      visible: true,
      imageDropped: false,
    });
    expect(await readContentVersion()).toBeGreaterThan(version);
    const [after] = await db().select().from(productItems).where(eq(productItems.id, product.id));
    const { updatedAt: _a, ...kept } = before as NonNullable<typeof before>;
    expect(after).toMatchObject(kept);
    expect(await findProductRedirect("may-sieu-am-xoa")).toBeNull();
    expect(await getVisibleProductBySlug("may-sieu-am-xoa")).toMatchObject({ id: product.id, name: "Máy siêu âm" });

    // The history is intact: the save before, the delete, the restore.
    const history = await listRevisions("product", product.id);
    expect(history.map((r) => r.note)).toEqual(["restore:deleted", "deleted", ""]);
    expect((await listDeletedItems(new Date())).some((i) => i.entityId === product.id)).toBe(false);

    // Again, or something unknown: a clear refusal.
    expect(await restoreDeletedItem(entry.revisionId, null, new Date())).toMatchObject({
      ok: false,
      error: "already-restored",
    });
    expect(await restoreDeletedItem(999_999, null, new Date())).toEqual({ ok: false, error: "not-found" });
    expect(await restoreDeletedItem(history[2]?.id ?? 0, null, new Date())).toEqual({ ok: false, error: "not-found" });
  });

  it("an article comes back published with its view count, and its old addresses lead to it again", async () => {
    const article = await factories.createArticle({ slug: "tin-cu", title: "Tin tức", viewCount: 42 });
    const saved = await updateNews(article.id, factories.newsSaveValues("Tin tức", "tin-moi"));
    expect(saved.ok).toBe(true);
    expect(await findArticleRedirect("tin-cu")).toEqual({ moved: "tin-moi" });

    await deleteNews(article.id);
    expect(await findArticleRedirect("tin-cu")).toEqual({ gone: true });
    expect(await findArticleRedirect("tin-moi")).toEqual({ gone: true });
    const entry = await deletedEntry("article", article.id);
    expect(entry).toMatchObject({ title: "Tin tức", slug: "tin-moi" });

    expect(await restoreDeletedItem(entry.revisionId, null, new Date())).toMatchObject({
      ok: true,
      id: article.id,
      slug: "tin-moi",
      visible: true,
    });
    expect(await findArticleRedirect("tin-moi")).toBeNull();
    expect(await findArticleRedirect("tin-cu")).toEqual({ moved: "tin-moi" });
    expect(await getPublishedArticleBySlug("tin-moi")).toMatchObject({ id: article.id, title: "Tin tức" });
    const [row] = await db().select().from(news).where(eq(news.id, article.id));
    expect(row).toMatchObject({ viewCount: 42, isPublished: true, publishedAt: article.publishedAt });
  });

  it("takes a free variant of the slug when another item holds it now", async () => {
    const product = await newProduct({ slug: "may-tho", name: "Máy thở" });
    await deleteProduct(product.id);
    const newcomer = await factories.createProduct(product.categoryId, { slug: "may-tho", name: "Máy thở mới" });
    await factories.createProduct(product.categoryId, { slug: "may-tho-2" });
    const entry = await deletedEntry("product", product.id);
    expect(await restoreDeletedItem(entry.revisionId, null, new Date())).toMatchObject({
      ok: true,
      id: product.id,
      slug: "may-tho-3",
      slugChanged: true,
    });
    const [other] = await db().select().from(productItems).where(eq(productItems.id, newcomer.id));
    expect(other).toMatchObject({ slug: "may-tho", name: "Máy thở mới" });
    expect(await getVisibleProductBySlug("may-tho-3")).toMatchObject({ id: product.id, name: "Máy thở" });
  });

  it("does not restore a product whose category is gone, and writes nothing", async () => {
    const product = await newProduct({ slug: "khong-danh-muc", name: "Máy mồ côi" });
    await deleteProduct(product.id);
    await db().delete(productCategories).where(eq(productCategories.id, product.categoryId));
    const entry = await deletedEntry("product", product.id);
    const revisions = await listRevisions("product", product.id);
    expect(await restoreDeletedItem(entry.revisionId, null, new Date())).toEqual({
      ok: false,
      error: "category-missing",
      title: "Máy mồ côi",
    });
    expect(await db().select().from(productItems).where(eq(productItems.id, product.id))).toEqual([]);
    expect(await listRevisions("product", product.id)).toEqual(revisions);
    expect(await findProductRedirect("khong-danh-muc")).toEqual({ gone: true });
    await deletedEntry("product", product.id);
  });

  it("brings an item back without its image when the image was deleted from the library since", async () => {
    const [kept] = await db()
      .insert(media)
      .values({
        storageKey: "products/con.webp",
        url: "/uploads/products/con.webp",
        originalName: "con.webp",
        mimeType: "image/webp",
        sizeBytes: 10,
        variants: [{ key: "products/con-400.webp", url: "/uploads/products/con-400.webp", width: 400, height: 300 }],
      })
      .returning();
    const restore = async (values: Partial<typeof productItems.$inferInsert>) => {
      const product = await newProduct(values);
      await deleteProduct(product.id);
      const result = await restoreDeletedItem((await deletedEntry("product", product.id)).revisionId, null, new Date());
      const [row] = await db().select().from(productItems).where(eq(productItems.id, product.id));
      return { result, imageUrl: row?.imageUrl };
    };
    expect(await restore({ imageUrl: "/uploads/products/da-xoa.webp" })).toEqual({
      result: expect.objectContaining({ ok: true, imageDropped: true }),
      imageUrl: null,
    });
    expect(await restore({ imageUrl: "http://127.0.0.1:3000/uploads/products/da-xoa.webp" })).toMatchObject({
      imageUrl: null,
    });
    for (const imageUrl of [kept?.url, "/uploads/products/con-400.webp", "https://example.com/anh.jpg"]) {
      expect(await restore({ imageUrl })).toEqual({
        result: expect.objectContaining({ ok: true, imageDropped: false }),
        imageUrl,
      });
    }
    const article = await factories.createArticle({ featuredImage: "/uploads/news/da-xoa.webp" });
    await deleteNews(article.id);
    const result = await restoreDeletedItem((await deletedEntry("article", article.id)).revisionId, null, new Date());
    expect(result).toMatchObject({ ok: true, imageDropped: true });
    const [row] = await db().select().from(news).where(eq(news.id, article.id));
    expect(row?.featuredImage).toBeNull();
  });

  it("purges a deleted item's revisions 30 days after the delete, not before, and leaves restored items alone", async () => {
    const gone = await newProduct({ name: "Sẽ hết hạn" });
    await recordRevision("product", gone.id, null);
    await deleteProduct(gone.id);
    const back = await factories.createArticle({ title: "Đã khôi phục" });
    await deleteNews(back.id);
    const restored = await restoreDeletedItem((await deletedEntry("article", back.id)).revisionId, null, new Date());
    expect(restored.ok).toBe(true);

    const revisionsOf = (kind: "product" | "article", id: number) =>
      db()
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.entityId, id))
        .then((rows) => rows.filter((r) => r.entityKind === kind));
    expect(await revisionsOf("product", gone.id)).toHaveLength(2);

    // 29 days on: still listed, nothing purged, restorable.
    expect((await pruneOnce(later(29), 365)).deletedRevisions).toBe(0);
    expect((await listDeletedItems(later(29))).some((i) => i.entityId === gone.id)).toBe(true);
    expect(await revisionsOf("product", gone.id)).toHaveLength(2);

    // Past 30 days: no longer listed nor restorable, and the periodic pruning removes its history.
    expect((await listDeletedItems(later(30.01))).some((i) => i.entityId === gone.id)).toBe(false);
    const entry = await deletedEntry("product", gone.id);
    expect(await restoreDeletedItem(entry.revisionId, null, later(30.01))).toMatchObject({
      ok: false,
      error: "expired",
    });
    expect((await pruneOnce(later(30.01), 365)).deletedRevisions).toBeGreaterThanOrEqual(2);
    expect(await revisionsOf("product", gone.id)).toEqual([]);
    expect(await restoreDeletedItem(entry.revisionId, null, new Date())).toEqual({ ok: false, error: "not-found" });
    // The restored article keeps its history.
    expect((await revisionsOf("article", back.id)).map((r) => r.note).sort()).toEqual(["deleted", "restore:deleted"]);
    expect(await db().select().from(slugRedirects).where(eq(slugRedirects.fromSlug, back.slug))).toEqual([]);
  });
});
