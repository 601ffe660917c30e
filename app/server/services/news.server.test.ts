import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { news } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createArticle } from "../testing/factories";
import {
  getPublishedArticleBySlug,
  listLatestArticles,
  listPublishedArticles,
  listRelatedArticles,
  recordArticleView,
} from "./news.server";

setupTestDatabase();

describe("news", () => {
  let draftId: number;
  let viewedId: number;

  beforeAll(async () => {
    const at = (d: number) => new Date(Date.UTC(2026, 9, d));
    await createArticle({ slug: "cu-nhat", category: "announcement", publishedAt: at(1), createdAt: at(1) });
    const viewed = await createArticle({ slug: "moi-nhat", category: "company-news", publishedAt: at(20) });
    await createArticle({ slug: "giua", category: "company-news", publishedAt: at(10) });
    // Same publication time: the newer creation comes first.
    await createArticle({ slug: "cung-ngay-cu", publishedAt: at(5), createdAt: at(2) });
    await createArticle({ slug: "cung-ngay-moi", publishedAt: at(5), createdAt: at(3) });
    const draft = await createArticle({ slug: "nhap", isPublished: false });
    draftId = draft.id;
    viewedId = viewed.id;
  });

  it("lists only published articles, newest publication first, then newest creation", async () => {
    const { items, total } = await listPublishedArticles({ limit: 10, offset: 0 });
    expect(items.map((a) => a.slug)).toEqual(["moi-nhat", "giua", "cung-ngay-moi", "cung-ngay-cu", "cu-nhat"]);
    expect(total).toBe(5);
    expect((await listLatestArticles(3)).map((a) => a.slug)).toEqual(["moi-nhat", "giua", "cung-ngay-moi"]);
  });

  it("reads a published article by slug and never a draft", async () => {
    expect((await getPublishedArticleBySlug("giua"))?.category).toBe("company-news");
    expect(await getPublishedArticleBySlug("nhap")).toBeNull();
  });

  it("relates at most two other articles, same category first", async () => {
    const related = await listRelatedArticles({ slug: "moi-nhat", category: "company-news" });
    expect(related.map((a) => a.slug)).toEqual(["giua", "cung-ngay-moi"]);
  });

  it("counts each visitor's view exactly once, even when many arrive together", async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => recordArticleView(viewedId, `khach-${i}`)));
    expect(Math.max(...(counts as number[]))).toBe(20);
    expect(new Set(counts).size).toBe(20);
    // The same visitor twenty times at once: one view.
    const again = await Promise.all(Array.from({ length: 20 }, () => recordArticleView(viewedId, "cung-mot-khach")));
    expect(Math.max(...(again as number[]))).toBe(21);
    expect(await recordArticleView(draftId, "khach-0")).toBeNull();
    const [row] = await db().select({ viewCount: news.viewCount }).from(news).where(eq(news.id, draftId));
    expect(row?.viewCount).toBe(0);
  });
});
