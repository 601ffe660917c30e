import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setClock } from "~/server/clock.server";
import { db } from "~/server/db/index.server";
import { adminUsers, media, news } from "~/server/db/schema";
import { recordMedia } from "~/server/services/media.server";
import { findDraft, listRevisions, saveDraft } from "~/server/services/revisions.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { loadNewsEditor, newsSaveErrorMessage, saveNewsEditor } from "./__news-editor.server";
import { loadNewsList } from "./news.server";

setupTestDatabase();

const TEXT = "Một hai ba bốn năm sáu bảy tám chín mười. ".repeat(5);

function request(fields: Record<string, string>) {
  const body = new FormData();
  const all: Record<string, string> = {
    intent: "save",
    title: "Bài viết",
    slug: "bai-viet-moi",
    excerpt: "Tóm tắt",
    content: `<p>${TEXT}</p>`,
    tags: "[]",
    tagsEn: "[]",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) body.set(key, value);
  return new Request("http://localhost/admin/news/new", { method: "POST", body });
}

type Reply = { data: Record<string, unknown>; init: { status?: number } | null };

let adminId = 0;

async function save(fields: Record<string, string>, id?: string) {
  if (!adminId) {
    const [admin] = await db()
      .insert(adminUsers)
      .values({ username: "bien-tap", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    adminId = admin?.id ?? 0;
  }
  return (await saveNewsEditor(request(fields), adminId, id)) as unknown as Reply;
}

describe("news editor server module", () => {
  it("stores sanitised HTML of both bodies, with the word count and reading time of the sanitised text", async () => {
    const content = [
      `<h2 onclick="x()">Mở đầu</h2><p style="text-align: center; position: fixed">${TEXT}</p>`,
      '<script>alert(1)</script><img src="/uploads/news/a-1.png" width="320" onerror="alert(2)">',
      '<p><a href="javascript:alert(3)">liên kết</a><span style="color: #dc2626; font-size: 18px">đỏ</span></p>',
    ].join("");
    const reply = await save({ slug: "sach-se", content, contentEn: "<p></p>", isPublished: "on" });
    expect(reply.data).toMatchObject({ ok: true, redirectTo: "/admin/news" });
    const [row] = await db()
      .select()
      .from(news)
      .where(eq(news.id, reply.data.id as number));
    expect(row?.content).not.toMatch(/script|onclick|onerror|javascript:|position/);
    expect(row?.content).toContain('<p style="text-align: center">');
    expect(row?.content).toContain('<span style="color: #dc2626; font-size: 18px">đỏ</span>');
    expect(row?.content).toContain('width="320"');
    // "<p></p>" shows nothing: stored empty so that /en falls back to Vietnamese.
    expect(row?.contentEn).toBe("");
    // "Mở đầu" (2) + 50 + "liên kết đỏ" (3); the script's text is gone.
    expect(row?.wordCount).toBe(55);
    expect(row?.createdBy).toBe(adminId);
    expect(row?.readingTime).toBe(1);
    expect(row?.publishedAt).not.toBeNull();
  });

  it("teaches the library the alt texts written in the bodies, never overwriting one it has", async () => {
    const stored = (name: string, alt = "") =>
      recordMedia({
        storageKey: `news/${name}`,
        url: `/uploads/news/${name}`,
        originalName: name,
        mimeType: "image/jpeg",
        sizeBytes: 1,
        alt,
      });
    const untold = await stored("chua-co.jpg");
    const named = await stored("da-co.jpg", "Tên trong thư viện");
    const decorative = await stored("trang-tri.jpg");
    const images = (extra: string) =>
      `<p>${TEXT}</p><img src="${untold.url}" alt="Máy thở ${extra}"><img src="${named.url}" alt="Khác"><img src="${decorative.url}" alt="">`;
    const reply = await save({
      slug: "day-thu-vien",
      content: images("mới"),
      contentEn: `<p>${TEXT}</p><img src="${untold.url}" alt="Ventilator">`,
    });
    expect(reply.data).toMatchObject({ ok: true });
    const altOf = async (id: number) =>
      (await db().select({ alt: media.alt, altEn: media.altEn }).from(media).where(eq(media.id, id)))[0];
    expect(await altOf(untold.id)).toEqual({ alt: "Máy thở mới", altEn: "Ventilator" });
    expect(await altOf(named.id)).toEqual({ alt: "Tên trong thư viện", altEn: "" });
    expect(await altOf(decorative.id)).toEqual({ alt: "", altEn: "" });
    // A later save with another text keeps the library's first.
    await save({ slug: "day-thu-vien-2", content: images("khác") });
    expect((await altOf(untold.id))?.alt).toBe("Máy thở mới");
  });

  it("refuses an image it cannot make its own (here the machine's own network) beside its field, nothing written", async () => {
    const before = (await db().select({ id: news.id }).from(news)).length;
    const featured = await save({ slug: "anh-ngoai", featuredImage: "http://127.0.0.1:9/a.png" });
    expect(featured.init?.status).toBe(400);
    expect(featured.data).toMatchObject({
      ok: false,
      errors: { featuredImage: "Không tải được ảnh: File không hợp lệ" },
    });
    const body = await save({ slug: "anh-ngoai", content: `<p>${TEXT}</p><img src="http://10.0.0.1/b.png" alt="">` });
    expect(body.data).toMatchObject({ ok: false, errors: { content: "Không tải được ảnh: File không hợp lệ" } });
    expect((await db().select({ id: news.id }).from(news)).length).toBe(before);
  });

  it("refuses a save over a newer version with the time of that version, nothing written", async () => {
    const created = await save({ slug: "cung-sua" });
    const id = String(created.data.id);
    const opened = (await loadNewsEditor(id)).article;
    if (!opened) throw new Error("not loaded");
    expect(opened.version).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect((await save({ slug: "cung-sua", title: "Người thứ nhất", version: opened.version }, id)).data.ok).toBe(true);
    const refused = await save({ slug: "cung-sua", title: "Người thứ hai", version: opened.version }, id);
    expect(refused.data.ok).toBe(false);
    expect(refused.data.message).toMatch(
      /^Bài viết đã được người khác sửa lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\. Hãy tải lại để xem bản mới, nội dung bạn đang nhập vẫn được giữ\.$/,
    );
    expect((await loadNewsEditor(id)).article?.title).toBe("Người thứ nhất");
    // A malformed version is a refused form, never a skipped check.
    expect((await save({ slug: "cung-sua", version: "hôm qua" }, id)).init?.status).toBe(400);
  });

  it("offers the admin's server draft kept since the last save; a successful save removes it", async () => {
    const created = await save({ slug: "co-nhap-may-chu" });
    const id = String(created.data.id);
    const opened = await loadNewsEditor(id, adminId);
    expect(opened.draft).toBeNull();
    const article = opened.article;
    if (!article) throw new Error("not loaded");
    const { id: _id, publishedAt: _p, createdAt: _c, readingTime: _r, version: _v, ...form } = article;
    const values = { ...form, category: "", title: "Đang sửa dở" };
    expect(await saveDraft("article", article.id, adminId, values)).toBe(true);
    const reopened = await loadNewsEditor(id, adminId);
    expect(reopened.draft?.values).toEqual(values);
    expect(reopened.draft?.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Another admin has no draft of it; a kept row that is not a form is not offered.
    const [other] = await db()
      .insert(adminUsers)
      .values({ username: "nguoi-khac", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    await saveDraft("article", article.id, other?.id ?? 0, { title: 5 });
    expect((await loadNewsEditor(id, other?.id)).draft).toBeNull();

    expect((await save({ slug: "co-nhap-may-chu", title: "Đã lưu", version: article.version }, id)).data.ok).toBe(true);
    expect(await findDraft("article", article.id, adminId)).toBeNull();
    // The two saves are the history; the draft is not in it.
    expect((await listRevisions("article", article.id)).map((r) => r.data.title)).toEqual(["Đã lưu", "Bài viết"]);
  });

  it("answers field errors with the form message, and the duplicate slug with the specification's text", async () => {
    const invalid = await save({ title: "", content: "<p>ngắn</p>" });
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({
      ok: false,
      message: "Vui lòng kiểm tra và sửa các lỗi trong form.",
      errors: { title: "Tiêu đề bài viết là bắt buộc", content: "Nội dung bài viết quá ngắn (tối thiểu 100 ký tự)" },
    });
    // Only a script: nothing is left after sanitising.
    const scriptOnly = await save({ slug: "chi-script", content: `<script>${TEXT}</script>` });
    expect(scriptOnly.data).toMatchObject({ ok: false, errors: { content: "Nội dung bài viết là bắt buộc" } });

    await createArticle({ slug: "da-co" });
    const duplicate = await save({ slug: "da-co" });
    expect(duplicate.data).toEqual({
      ok: false,
      errors: { slug: "Slug URL đã tồn tại. Vui lòng sử dụng slug khác." },
      message: "Slug URL đã tồn tại. Vui lòng sử dụng slug khác.",
    });
  });

  it("updates an article and keeps its publication time; an unknown id is a 404", async () => {
    const article = await createArticle({ slug: "cap-nhat", publishedAt: new Date(Date.UTC(2025, 0, 2)) });
    const reply = await save({ slug: "cap-nhat", title: "Tiêu đề mới", isPublished: "on" }, String(article.id));
    expect(reply.data).toMatchObject({ ok: true, id: article.id });
    const loaded = await loadNewsEditor(String(article.id));
    expect(loaded.article).toMatchObject({ title: "Tiêu đề mới", publishedAt: "2025-01-02T00:00:00.000Z" });
    expect((await save({ slug: "khong-co" }, "999999")).init?.status).toBe(404);
    expect((await save({ slug: "khong-co" }, "abc")).init?.status).toBe(404);
    await expect(loadNewsEditor("abc")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadNewsEditor("999999")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("schedules an article at a time typed in Vietnam's time; the list says 'Scheduled' until then", async () => {
    setClock(() => new Date("2030-06-01T00:00:00Z"));
    try {
      const refused = await save({ slug: "lich-sai", isPublished: "on", publishAt: "2030-02-30T08:00" });
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toMatchObject({ errors: { publishAt: "Thời gian đăng không hợp lệ" } });

      const reply = await save({
        slug: "len-lich",
        title: "Sắp đăng",
        isPublished: "on",
        publishAt: "2030-06-02T08:30",
      });
      expect(reply.data).toMatchObject({ ok: true });
      const id = String(reply.data.id);
      const [row] = await db().select().from(news).where(eq(news.slug, "len-lich"));
      expect(row?.publishedAt?.toISOString()).toBe("2030-06-02T01:30:00.000Z");
      expect((await loadNewsEditor(id)).article).toMatchObject({ isPublished: true, publishAt: "2030-06-02T08:30" });
      const list = await loadNewsList(new Request("http://localhost/admin/news?status=scheduled"));
      expect(list.rows.map((r) => [r.slug, r.scheduledFor])).toEqual([["len-lich", "08:30 02/06/2030"]]);
      const published = await loadNewsList(new Request("http://localhost/admin/news?status=published"));
      expect(published.rows.map((r) => r.slug)).not.toContain("len-lich");

      // Saved again with the field left empty, the scheduled time stays.
      await save({ slug: "len-lich", title: "Sắp đăng", isPublished: "on" }, id);
      expect((await loadNewsEditor(id)).article?.publishAt).toBe("2030-06-02T08:30");

      setClock(() => new Date("2030-06-02T01:30:00Z"));
      const after = await loadNewsList(new Request("http://localhost/admin/news?status=published"));
      expect(after.rows.find((r) => r.slug === "len-lich")).toMatchObject({ scheduledFor: null });
      expect((await loadNewsEditor(id)).article?.publishAt).toBe("");
    } finally {
      setClock();
    }
  });

  it("words a failed save as section 8 does", () => {
    const pg = (message: string, code?: string, constraint?: string) =>
      Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(message), { code, constraint }) });
    expect(newsSaveErrorMessage(pg("duplicate key", "23505", "news_slug_unique"))).toBe(
      "Slug URL đã tồn tại. Vui lòng sử dụng slug khác.",
    );
    expect(newsSaveErrorMessage(pg('null value in column "title"', "23502"))).toBe(
      "Tiêu đề không hợp lệ hoặc đã tồn tại.",
    );
    expect(newsSaveErrorMessage(pg('null value in column "excerpt"', "23502"))).toBe(
      "Vui lòng điền đầy đủ thông tin bắt buộc.",
    );
    expect(newsSaveErrorMessage(pg("duplicate key", "23505", "news_pkey"))).toBe(
      "Dữ liệu đã tồn tại. Vui lòng kiểm tra lại.",
    );
    expect(newsSaveErrorMessage(new Error("connection lost"))).toBe("Có lỗi xảy ra. Vui lòng thử lại.");
  });
});
