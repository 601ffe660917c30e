import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { adminUsers, news } from "~/server/db/schema";
import { getPublishedArticleBySlug } from "~/server/services/news.server";
import { findArticleRedirect } from "~/server/services/redirects.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { saveNewsEditor } from "./__news-editor.server";
import { loadRevisions, runRevisionsAction } from "./revisions.server";

setupTestDatabase();

const TEXT = "Máy nội soi thế hệ mới giúp bác sĩ quan sát rõ hơn và rút ngắn thời gian thủ thuật. ".repeat(3);

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost/admin/news/1/edit", { method: "POST", body });
};

const form = (title: string, extra = "") => ({
  intent: "save",
  title,
  titleEn: `${title} (EN)`,
  slug: "co-phien-ban",
  excerpt: "Tóm tắt",
  content: `<p>${TEXT}${extra}</p>`,
  tags: "[]",
  tagsEn: "[]",
  isPublished: "on",
});

type Reply = { data: Record<string, unknown>; init: { status?: number } | null };

describe("revision history screens", () => {
  it("keeps each save with who and what changed, newest first, and restores an older one publicly", async () => {
    const [admin] = await db().insert(adminUsers).values({ username: "bien-tap", passwordHash: "x" }).returning();
    const adminId = admin?.id ?? 0;
    const article = await createArticle({ slug: "co-phien-ban", title: "Bản gốc", content: `<p>${TEXT}</p>` });
    const id = String(article.id);
    await saveNewsEditor(post(form("Bản hai")), adminId, id);
    await saveNewsEditor(post(form("Bản ba", " Đoạn thêm mới.")), adminId, id);

    const view = await loadRevisions("article", id);
    expect(view.title).toBe("Bản ba");
    expect(view.revisions.map((r) => [r.kind, r.username, r.current])).toEqual([
      ["save", "bien-tap", true],
      ["save", "bien-tap", false],
      ["baseline", "", false],
    ]);
    const [third, second] = view.revisions;
    const title = third?.changes.find((c) => c.field === "title");
    expect(title?.parts).toEqual([{ text: "Bản " }, { text: "hai", removed: true }, { text: "ba", added: true }]);
    // The rich text is compared as text, never as HTML.
    const content = third?.changes.find((c) => c.field === "content");
    expect(content?.parts.filter((p) => p.added).map((p) => p.text.trim())).toEqual(["Đoạn thêm mới."]);
    expect(JSON.stringify(content)).not.toContain("<p>");

    const restored = (await runRevisionsAction(
      "article",
      new Request("http://localhost/x", {
        method: "POST",
        body: new URLSearchParams({ intent: "restore", revision: String(second?.id) }),
      }),
      adminId,
      id,
    )) as unknown as Reply;
    expect(restored.data).toMatchObject({ ok: true });
    expect((await getPublishedArticleBySlug("co-phien-ban"))?.title).toBe("Bản hai");
    const after = await loadRevisions("article", id);
    expect(after.revisions[0]).toMatchObject({ kind: "restore", restoredFrom: second?.id, current: true });
    expect(after.revisions).toHaveLength(4);

    const refused = (await runRevisionsAction(
      "article",
      new Request("http://localhost/x", {
        method: "POST",
        body: new URLSearchParams({ intent: "restore", revision: "999999" }),
      }),
      adminId,
      id,
    )) as unknown as Reply;
    expect(refused.init?.status).toBe(404);
    await expect(loadRevisions("article", "999999")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("brings a restored revision's slug back while the slug follows the title, or says why not", async () => {
    const [admin] = await db().insert(adminUsers).values({ username: "dia-chi", passwordHash: "x" }).returning();
    const adminId = admin?.id ?? 0;
    const article = await createArticle({ slug: "ban-dau-tien", title: "Bản đầu tiên", content: `<p>${TEXT}</p>` });
    const id = String(article.id);
    const save = (title: string, slug: string) => saveNewsEditor(post({ ...form(title), slug }), adminId, id);
    await save("Bản đầu tiên", "ban-dau-tien");
    await save("Bản thứ hai", "ban-thu-hai");
    const restore = async (revision: number | undefined) =>
      (
        (await runRevisionsAction(
          "article",
          new Request("http://localhost/x", {
            method: "POST",
            body: new URLSearchParams({ intent: "restore", revision: String(revision) }),
          }),
          adminId,
          id,
        )) as unknown as Reply
      ).data;
    const first = (await loadRevisions("article", id)).revisions.find((r) => r.kind === "save" && !r.current);

    // The slug follows the title: it comes back with it, and the newer address leads to the article.
    expect(await restore(first?.id)).toEqual({
      ok: true,
      message: `Đã khôi phục phiên bản #${first?.id}. Địa chỉ đổi lại từ /news/ban-thu-hai sang /news/ban-dau-tien; địa chỉ cũ chuyển hướng (301).`,
    });
    expect((await getPublishedArticleBySlug("ban-dau-tien"))?.title).toBe("Bản đầu tiên");
    expect(await findArticleRedirect("ban-thu-hai")).toEqual({ moved: "ban-dau-tien" });

    // A slug written by hand stays.
    await save("Bản thứ hai", "duong-dan-rieng");
    expect((await restore(first?.id))?.message).toBe(
      `Đã khôi phục phiên bản #${first?.id}. Địa chỉ giữ nguyên /news/duong-dan-rieng vì slug hiện tại được đặt riêng, không theo tiêu đề.`,
    );
    // A slug another article took since stays too.
    await save("Bản thứ hai", "ban-thu-hai");
    await createArticle({ slug: "ban-dau-tien-khac", title: "Khác" });
    await db().update(news).set({ slug: "ban-dau-tien" }).where(eq(news.slug, "ban-dau-tien-khac"));
    expect((await restore(first?.id))?.message).toBe(
      `Đã khôi phục phiên bản #${first?.id}. Địa chỉ giữ nguyên /news/ban-thu-hai vì slug "ban-dau-tien" đang được mục khác dùng.`,
    );
  });
});
