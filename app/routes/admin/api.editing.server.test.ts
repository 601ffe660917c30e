import { describe, expect, it } from "vitest";
import { articleDraftSchema } from "~/lib/validation/drafts";
import { NEWS_LIMITS } from "~/lib/validation/news";
import { db } from "~/server/db/index.server";
import { adminUsers } from "~/server/db/schema";
import { findDraft } from "~/server/services/revisions.server";
import type { AdminIdentity } from "~/server/services/sessions.server";
import { setupTestDatabase } from "~/server/testing/database";
import * as factories from "~/server/testing/factories";
import { handleEditingIntent } from "./api.editing.server";

setupTestDatabase();

/** An article editor's form as the browser keeps it: every text empty unless given. */
function articleForm(values: Record<string, unknown> = {}) {
  const texts = Object.fromEntries(Object.keys(articleDraftSchema.shape).map((key) => [key, ""]));
  return {
    ...texts,
    title: "Bài đang sửa",
    content: "<p>Đoạn chưa lưu.</p>",
    featuredImage: null,
    tags: [],
    tagsEn: [],
    isPublished: false,
    ...values,
  };
}

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost/admin/api/editing", { method: "POST", body });
}

async function signedInAdmin() {
  const [admin] = await db()
    .insert(adminUsers)
    .values({ username: `nhap-${Math.random().toString(36).slice(2, 8)}`, passwordHash: "x" })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  if (!admin) throw new Error("no admin");
  return admin;
}

const sendDraft = async (admin: AdminIdentity, kind: string, id: number, draft: string) =>
  handleEditingIntent(post({ intent: "draft", kind, id: String(id), draft }), admin);

describe("the editing endpoint's server drafts", () => {
  it("keeps the admin's draft of an existing article, sanitised and without unknown fields, and discards it", async () => {
    const admin = await signedInAdmin();
    const article = await factories.createArticle({ slug: "nhap-an-toan" });
    const form = articleForm({
      content: '<p onclick="x()">Đoạn chưa lưu.</p><script>alert(1)</script>',
      featuredImage: "javascript:alert(1)",
      role: "superuser",
    });
    expect(await sendDraft(admin, "article", article.id, JSON.stringify(form))).toEqual({
      answer: { ok: true },
      status: 200,
    });
    const kept = await findDraft("article", article.id, admin.id);
    expect(kept?.values).toMatchObject({
      title: "Bài đang sửa",
      content: "<p>Đoạn chưa lưu.</p>",
      featuredImage: null,
    });
    expect(kept?.values).not.toHaveProperty("role");

    const discarded = await handleEditingIntent(
      post({ intent: "discard", kind: "article", id: String(article.id) }),
      admin,
    );
    expect(discarded.status).toBe(200);
    expect(await findDraft("article", article.id, admin.id)).toBeNull();
  });

  it("keeps the values a draft was typed over beside it, checked as a draft is", async () => {
    const admin = await signedInAdmin();
    const article = await factories.createArticle({ slug: "nhap-co-goc" });
    const send = (base: string) =>
      handleEditingIntent(
        post({ intent: "draft", kind: "article", id: String(article.id), draft: JSON.stringify(articleForm()), base }),
        admin,
      );
    expect((await send("{not json")).status).toBe(400);
    expect(await findDraft("article", article.id, admin.id)).toBeNull();
    const base = articleForm({ title: "Bài như đã mở", content: '<p onclick="x()">Đoạn gốc.</p>' });
    expect((await send(JSON.stringify(base))).status).toBe(200);
    const kept = await findDraft("article", article.id, admin.id);
    expect(kept?.values).toMatchObject({ title: "Bài đang sửa" });
    expect(kept?.base).toMatchObject({ title: "Bài như đã mở", content: "<p>Đoạn gốc.</p>" });
  });

  it("refuses a draft over the save's limits, a malformed one, and one of an item that does not exist", async () => {
    const admin = await signedInAdmin();
    const article = await factories.createArticle({ slug: "nhap-qua-lon" });
    const tooLongBody = JSON.stringify(articleForm({ content: "x".repeat(NEWS_LIMITS.contentHtml + 1) }));
    expect((await sendDraft(admin, "article", article.id, tooLongBody)).status).toBe(413);
    const tooLongTitle = JSON.stringify(articleForm({ title: "x".repeat(NEWS_LIMITS.title + 1) }));
    expect((await sendDraft(admin, "article", article.id, tooLongTitle)).status).toBe(413);
    // Over the whole draft's bound: refused before it is read.
    const huge = JSON.stringify(articleForm({ padding: "x".repeat(5_000_000) }));
    expect((await sendDraft(admin, "article", article.id, huge)).status).toBe(413);
    expect((await sendDraft(admin, "article", article.id, "{not json")).status).toBe(400);
    expect((await sendDraft(admin, "article", article.id, JSON.stringify({ title: 5 }))).status).toBe(400);
    expect(await findDraft("article", article.id, admin.id)).toBeNull();

    expect((await sendDraft(admin, "article", 999_999, JSON.stringify(articleForm()))).status).toBe(404);
    const product = { name: "Máy", nameEn: "", slug: "may", description: "", descriptionEn: "", brands: [] };
    const productDraft = JSON.stringify({
      ...product,
      departmentId: null,
      categoryId: null,
      imageUrl: null,
      features: [],
      specifications: [],
      displayOrder: "0",
      isActive: true,
      isFeatured: false,
    });
    expect((await sendDraft(admin, "product", 999_999, productDraft)).status).toBe(404);
    expect((await sendDraft(admin, "product", 0, productDraft)).status).toBe(400);
  });
});
