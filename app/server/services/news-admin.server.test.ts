import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewsFormValues } from "~/lib/validation/news";
import { db } from "../db/index.server";
import { news } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createArticle, newsSaveValues } from "../testing/factories";
import {
  createNews,
  deleteNews,
  getNewsForAdmin,
  listNewsForAdmin,
  type NewsSaveValues,
  setNewsPublished,
  updateNews,
} from "./news-admin.server";

setupTestDatabase();

function values(overrides: Partial<NewsFormValues> = {}): NewsSaveValues {
  return newsSaveValues("Bài mới", "bai-moi", {
    titleEn: "New article",
    excerpt: "Tóm tắt",
    category: "announcement",
    authorName: "Ban biên tập",
    tags: ["nội soi"],
    tagsEn: ["endoscopy"],
    isPublished: false,
    ...overrides,
  });
}

async function row(id: number) {
  const [article] = await db().select().from(news).where(eq(news.id, id));
  if (!article) throw new Error(`no article ${id}`);
  return article;
}

describe("news admin", () => {
  beforeAll(async () => {
    const at = (d: number) => new Date(Date.UTC(2026, 9, d));
    await createArticle({
      slug: "may-noi-soi",
      title: "Máy nội soi mới",
      createdAt: at(1),
      category: "product-update",
    });
    await createArticle({ slug: "thong-bao", title: "Thông báo nghỉ lễ", createdAt: at(2), isPublished: false });
    for (let i = 0; i < 25; i++) {
      await createArticle({ slug: `tin-${i}`, title: `Tin số ${i}`, createdAt: at(3 + (i % 20)) });
    }
  });

  it("lists newest first, a page at a time, with the filtered and overall totals", async () => {
    const first = await listNewsForAdmin({ limit: 10, offset: 0 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(27);
    expect(first.totalAll).toBe(27);
    const times = first.items.map((a) => a.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await listNewsForAdmin({ limit: 10, offset: 20 });
    expect(last.items).toHaveLength(7);
    expect(last.items.at(-1)?.slug).toBe("may-noi-soi");
  });

  it("searches titles ignoring case and diacritics, and filters by status and category", async () => {
    const found = await listNewsForAdmin({ q: "MAY noi", limit: 10, offset: 0 });
    expect(found.items.map((a) => a.slug)).toEqual(["may-noi-soi"]);
    expect(found.totalAll).toBe(27);
    expect((await listNewsForAdmin({ q: "100%", limit: 10, offset: 0 })).total).toBe(0);
    const drafts = await listNewsForAdmin({ status: "draft", limit: 10, offset: 0 });
    expect(drafts.items.map((a) => a.slug)).toEqual(["thong-bao"]);
    expect((await listNewsForAdmin({ status: "published", limit: 50, offset: 0 })).total).toBe(26);
    const updates = await listNewsForAdmin({ category: "product-update", limit: 10, offset: 0 });
    expect(updates.items.map((a) => a.slug)).toEqual(["may-noi-soi"]);
  });

  it("creates a draft without a publication time and a published article stamped now, views at 0", async () => {
    const draft = await createNews(values({ slug: "nhap-moi" }), null);
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    const stored = await row(draft.id);
    expect(stored).toMatchObject({ isPublished: false, publishedAt: null, viewCount: 0, tagsEn: ["endoscopy"] });
    expect(stored.wordCount).toBe(2);

    const before = Date.now();
    const published = await createNews(values({ slug: "xuat-ban-moi", isPublished: true }), null);
    if (!published.ok) throw new Error("not created");
    const at = (await row(published.id)).publishedAt?.getTime() ?? 0;
    expect(at).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a duplicate slug, on create and on update", async () => {
    expect(await createNews(values({ slug: "may-noi-soi" }), null)).toEqual({ ok: false, error: "duplicate-slug" });
    const other = await createNews(values({ slug: "khac-slug" }), null);
    if (!other.ok) throw new Error("not created");
    expect(await updateNews(other.id, values({ slug: "may-noi-soi" }))).toEqual({ ok: false, error: "duplicate-slug" });
    expect(await updateNews(999_999, values({ slug: "khong-co" }))).toEqual({ ok: false, error: "not-found" });
  });

  it("editor: a save over a newer version is refused and writes nothing (optimistic concurrency)", async () => {
    const created = await createNews(values({ slug: "hai-nguoi-sua" }), null);
    if (!created.ok) throw new Error("not created");
    const loaded = await getNewsForAdmin(created.id);
    if (!loaded) throw new Error("not loaded");
    // Both editors opened the same version; the first save bumps updated_at.
    expect(await updateNews(created.id, values({ slug: "hai-nguoi-sua", title: "Bản A" }), loaded.version)).toEqual({
      ok: true,
      id: created.id,
    });
    const afterFirst = await row(created.id);
    expect(afterFirst.updatedAt.getTime()).toBeGreaterThan(loaded.updatedAt.getTime());
    expect((await getNewsForAdmin(created.id))?.version).not.toBe(loaded.version);

    const stale = await updateNews(created.id, values({ slug: "doi-slug", title: "Bản B" }), loaded.version);
    expect(stale).toEqual({ ok: false, error: "stale", updatedAt: afterFirst.updatedAt });
    const unchanged = await row(created.id);
    expect(unchanged).toMatchObject({ title: "Bản A", slug: "hai-nguoi-sua", updatedAt: afterFirst.updatedAt });

    // Over the current version the save goes through.
    const current = await getNewsForAdmin(created.id);
    expect(await updateNews(created.id, values({ slug: "hai-nguoi-sua", title: "Bản B" }), current?.version)).toEqual({
      ok: true,
      id: created.id,
    });
    expect((await row(created.id)).title).toBe("Bản B");
  });

  it("editor: publishing keeps the existing time or stamps now; unpublishing clears it", async () => {
    const created = await createNews(values({ slug: "vong-doi" }), null);
    if (!created.ok) throw new Error("not created");
    const id = created.id;
    await updateNews(id, values({ slug: "vong-doi", isPublished: true }));
    const first = (await row(id)).publishedAt;
    expect(first).not.toBeNull();
    await updateNews(id, values({ slug: "vong-doi", title: "Đổi tiêu đề", isPublished: true }));
    expect((await row(id)).publishedAt).toEqual(first);
    expect((await row(id)).title).toBe("Đổi tiêu đề");
    await updateNews(id, values({ slug: "vong-doi", isPublished: false }));
    expect(await row(id)).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it("list: Draft to Published stamps now; Published to Draft keeps published_at", async () => {
    const article = await createArticle({ slug: "danh-sach", publishedAt: new Date(Date.UTC(2020, 0, 1)) });
    expect(await setNewsPublished(article.id, false)).toBe(true);
    expect(await row(article.id)).toMatchObject({
      isPublished: false,
      publishedAt: new Date(Date.UTC(2020, 0, 1)),
    });
    const before = Date.now();
    expect(await setNewsPublished(article.id, true)).toBe(true);
    const after = await row(article.id);
    expect(after.isPublished).toBe(true);
    expect(after.publishedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await setNewsPublished(999_999, true)).toBe(false);
  });

  it("reads one article and deletes it", async () => {
    const article = await createArticle({ slug: "se-xoa" });
    expect((await getNewsForAdmin(article.id))?.slug).toBe("se-xoa");
    expect(await deleteNews(article.id)).toBe(true);
    expect(await getNewsForAdmin(article.id)).toBeNull();
    expect(await deleteNews(article.id)).toBe(false);
  });
});
