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
