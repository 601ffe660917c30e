import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { news } from "~/server/db/schema";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { loadNewsList, runNewsListAction } from "./news.server";

setupTestDatabase();

type Reply = { data: Record<string, unknown>; init: { status?: number } | null };

async function act(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request("http://localhost/admin/news", { method: "POST", body });
  return (await runNewsListAction(request)) as unknown as Reply;
}

describe("news list screen module", () => {
  it("answers one page with the list's view: 80-character excerpts, category labels, dates", async () => {
    await createArticle({
      slug: "dai",
      title: "Bài dài",
      excerpt: "x".repeat(120),
      category: "healthcare",
      publishedAt: new Date(Date.UTC(2026, 2, 4, 20)),
    });
    await createArticle({ slug: "nhap-ds", title: "Bản nháp", isPublished: false, category: null });
    const view = await loadNewsList(new Request("http://localhost/admin/news?page=99"));
    expect(view.page).toBe(1);
    const long = view.rows.find((r) => r.slug === "dai");
    expect(long).toMatchObject({ category: "Chăm sóc sức khỏe", publishedDate: "05/03/2026", isPublished: true });
    expect(long?.excerpt).toBe(`${"x".repeat(80)}…`);
    expect(view.rows.find((r) => r.slug === "nhap-ds")).toMatchObject({ category: null, publishedDate: null });
    const drafts = await loadNewsList(new Request("http://localhost/admin/news?status=draft"));
    expect(drafts.rows.map((r) => r.slug)).toEqual(["nhap-ds"]);
    expect(drafts.totalAll).toBe(2);
  });

  it("toggles the status and deletes by intent; anything else is refused", async () => {
    const article = await createArticle({ slug: "bat-tat", publishedAt: new Date(Date.UTC(2024, 5, 1)) });
    expect((await act({ intent: "publish", id: String(article.id), published: "false" })).data).toEqual({ ok: true });
    const [row] = await db().select().from(news).where(eq(news.id, article.id));
    expect(row).toMatchObject({ isPublished: false, publishedAt: new Date(Date.UTC(2024, 5, 1)) });
    expect((await act({ intent: "delete", id: String(article.id) })).data).toMatchObject({ ok: true });
    expect((await act({ intent: "delete", id: String(article.id) })).init?.status).toBe(404);
    expect((await act({ intent: "publish", id: "abc", published: "true" })).init?.status).toBe(400);
    expect((await act({ intent: "archive", id: "1" })).init?.status).toBe(400);
  });
});

describe("news list pages", () => {
  it("shows 50 articles a page, newest first, with the filters kept and the last page past the end", async () => {
    const created = new Date(Date.UTC(2026, 5, 1));
    await db()
      .insert(news)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          slug: `trang-${i + 1}`,
          title: `Trang ${i + 1}`,
          content: "<p>Nội dung</p>",
          category: "company-news" as const,
          isPublished: true,
          publishedAt: created,
          createdAt: new Date(created.getTime() + i * 60_000),
        })),
      );
    const first = await loadNewsList(new Request("http://localhost/admin/news?category=company-news"));
    expect(first).toMatchObject({ page: 1, pages: 2, total: 60 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.title).toBe("Trang 60");
    const second = await loadNewsList(new Request("http://localhost/admin/news?category=company-news&page=2"));
    expect(second.rows.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Trang ${10 - i}`));
    expect(second.query).toMatchObject({ category: "company-news", page: 2 });
    const past = await loadNewsList(new Request("http://localhost/admin/news?category=company-news&page=7"));
    expect(past.page).toBe(2);
  });
});
