import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers } from "~/server/db/schema";
import { getPublishedArticleBySlug } from "~/server/services/news.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { loadDeletedList, runDeletedAction } from "./deleted.server";
import { runNewsListAction } from "./news.server";
import { loadRevisions } from "./revisions.server";

setupTestDatabase();

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

describe("the recently deleted screen", () => {
  it("lists an article deleted from the news list with who and when, restores it once, then lists nothing", async () => {
    const [admin] = await db().insert(adminUsers).values({ username: "bien-tap", passwordHash: "x" }).returning();
    const adminId = admin?.id ?? 0;
    const article = await createArticle({ slug: "tin-se-xoa", title: "Tin sẽ xóa" });
    const request = new Request("http://localhost/admin/news", {
      method: "POST",
      body: form({ intent: "delete", id: String(article.id) }),
    });
    await runNewsListAction(request, adminId);

    const { rows, retentionDays } = await loadDeletedList();
    expect(retentionDays).toBe(30);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "article",
        title: "Tin sẽ xóa",
        slug: "tin-se-xoa",
        deletedBy: "bien-tap",
        daysLeft: 30,
        deletedAt: expect.stringMatching(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/),
      }),
    ]);
    const revision = String(rows[0]?.revisionId);

    const restored = await runDeletedAction(form({ intent: "restore", revision }), adminId);
    expect(restored).toEqual({
      result: { ok: true, message: "Đã khôi phục bài viết “Tin sẽ xóa” (đã xuất bản)." },
      status: 200,
    });
    expect(await getPublishedArticleBySlug("tin-se-xoa")).toMatchObject({ title: "Tin sẽ xóa" });
    expect((await loadDeletedList()).rows).toEqual([]);
    const history = await loadRevisions("article", String(article.id));
    expect(history.revisions.map((r) => [r.kind, r.username])).toEqual([
      ["undeleted", "bien-tap"],
      ["deleted", "bien-tap"],
    ]);

    expect(await runDeletedAction(form({ intent: "restore", revision }), adminId)).toEqual({
      result: { ok: false, message: "“Tin sẽ xóa” đã được khôi phục trước đó." },
      status: 200,
    });
    expect(await runDeletedAction(form({ intent: "restore", revision: "abc" }), adminId)).toMatchObject({
      result: { ok: false },
      status: 400,
    });
  });
});
