import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ForbiddenBody } from "~/lib/forbidden";
import type { Role } from "~/lib/roles";
import { saveProductEditor } from "~/routes/admin/__product-editor.server";
import { adminGuard, requireAdmin, sessionCookie } from "./auth.server";
import { db } from "./db/index.server";
import { adminUsers, auditLog, productItems } from "./db/schema";
import { createAdmin } from "./services/admin-users.server";
import { createSession } from "./services/sessions.server";
import { setupTestDatabase } from "./testing/database";
import { createCategory, createDepartment, createProduct } from "./testing/factories";

setupTestDatabase();

/** A signed-in account of `role`: its id and the Cookie header its browser sends. */
async function account(role: Role) {
  const created = await createAdmin(`${role}-${Math.random().toString(36).slice(2, 8)}`, "correct-password-1", role);
  if (!created.ok) throw new Error("account not created");
  const { token, expiresAt } = await createSession(created.id);
  const [cookie] = (await sessionCookie(token, expiresAt, false)).split(";");
  return { id: created.id, cookie: cookie ?? "" };
}

/**
 * Runs a request through the admin layout's middleware the way React Router does, for the route of
 * `pattern`, with `handler` as the loader or action below (a thrown Response is the answer).
 */
async function throughGuard(
  request: Request,
  pattern: string,
  handler: (context: RouterContextProvider) => Promise<Response>,
) {
  const context = new RouterContextProvider();
  let ran = false;
  const run = async (index: number): Promise<Response> => {
    const middleware = adminGuard[index];
    if (!middleware) {
      ran = true;
      return handler(context);
    }
    const url = new URL(request.url);
    // React Router names the route without its leading slash ("admin/products/:id/edit").
    const args = { request, context, params: {}, url, pattern: pattern.replace(/^\//, "") };
    const result = await middleware(args as never, () => run(index + 1));
    return result ?? run(index + 1);
  };
  try {
    return { response: await run(0), ran };
  } catch (error) {
    if (error instanceof Response) return { response: error, ran };
    throw error;
  }
}

const ok = async () => new Response("ok");

describe("the roles, enforced by the admin guard (decision 040)", () => {
  it("refuses a Kinh doanh account's product save with 403: nothing saved, nothing audited", async () => {
    const product = await createProduct((await createCategory((await createDepartment()).id)).id, {
      name: "Máy siêu âm",
    });
    const sales = await account("sales");
    const body = new URLSearchParams({ name: "Đã bị đổi tên", slug: product.slug, version: "x" });
    const request = new Request(`http://site.test/admin/products/${product.id}/edit`, {
      method: "POST",
      headers: { Cookie: sales.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const { response, ran } = await throughGuard(request, "/admin/products/:id/edit", async (context) => {
      await saveProductEditor(request, requireAdmin(context).id, String(product.id));
      return new Response("saved");
    });
    expect(ran).toBe(false);
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = (await response.json()) as ForbiddenBody;
    expect(answer.message).toBe("Tài khoản của bạn không có quyền thực hiện thao tác này.");
    const [stored] = await db().select().from(productItems).where(eq(productItems.id, product.id));
    expect(stored?.name).toBe("Máy siêu âm");
    expect(stored?.updatedAt).toEqual(product.updatedAt);
    expect(await db().select().from(auditLog).where(eq(auditLog.userId, sales.id))).toEqual([]);

    // The same account reads the product.
    const read = await throughGuard(
      new Request(`http://site.test/admin/products/${product.id}/edit`, { headers: { Cookie: sales.cookie } }),
      "/admin/products/:id/edit",
      ok,
    );
    expect([read.ran, read.response.status]).toEqual([true, 200]);
  });

  it("refuses a Biên tập viên the accounts, the audit and buyers' requests with the page's text", async () => {
    const editor = await account("editor");
    for (const [path, pattern] of [
      ["/admin/users", "/admin/users"],
      ["/admin/audit", "/admin/audit"],
      ["/admin/redirects", "/admin/redirects"],
      ["/admin/settings/quotes", "/admin/settings/quotes"],
      ["/admin/inquiries", "/admin/inquiries"],
      ["/admin/inquiries/7", "/admin/inquiries/:id"],
      ["/admin/inquiries/export.csv", "/admin/inquiries/export.csv"],
    ] as const) {
      const { response, ran } = await throughGuard(
        new Request(`http://site.test${path}`, { headers: { Cookie: editor.cookie } }),
        pattern,
        ok,
      );
      expect([path, ran, response.status]).toEqual([path, false, 403]);
      expect(((await response.json()) as ForbiddenBody).message).toBe("Tài khoản của bạn không có quyền mở trang này.");
    }
    for (const pattern of [
      "/admin/news/:id/edit",
      "/admin/products/:id/edit",
      "/admin/settings/:section",
      "/admin/account",
    ]) {
      const post = new Request("http://site.test/admin/x", { method: "POST", headers: { Cookie: editor.cookie } });
      expect((await throughGuard(post, pattern, ok)).ran, pattern).toBe(true);
    }
  });

  it("lets a Quản trị viên through everywhere, and refuses a route the table does not name", async () => {
    const admin = await account("admin");
    const get = (pattern: string) =>
      throughGuard(new Request("http://site.test/admin/x", { headers: { Cookie: admin.cookie } }), pattern, ok);
    for (const pattern of ["/admin/users", "/admin/inquiries/:id", "/admin/settings/quotes", "/admin/audit"])
      expect((await get(pattern)).response.status, pattern).toBe(200);
    const unknown = await get("/admin/screen-added-later");
    expect([unknown.ran, unknown.response.status]).toEqual([false, 403]);
  });

  it("reads the role with the session on every request: a changed role counts at once", async () => {
    const sales = await account("sales");
    const request = () => new Request("http://site.test/admin/news", { headers: { Cookie: sales.cookie } });
    expect((await throughGuard(request(), "/admin/news", ok)).response.status).toBe(403);
    await db().update(adminUsers).set({ role: "editor" }).where(eq(adminUsers.id, sales.id));
    expect((await throughGuard(request(), "/admin/news", ok)).response.status).toBe(200);
  });
});
