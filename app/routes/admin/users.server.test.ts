import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-accounts";
import { runAudited } from "~/server/audit.server";
import { db } from "~/server/db/index.server";
import { adminUsers } from "~/server/db/schema";
import { createAdmin, removeAdmin, setRole, upsertAdmin } from "~/server/services/admin-users.server";
import { listAuditEntries } from "~/server/services/audit-log.server";
import type { AdminIdentity } from "~/server/services/sessions.server";
import { setupTestDatabase } from "~/server/testing/database";
import { getAdministrators, handleUsersAction } from "./users.server";

setupTestDatabase();

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};

describe("the administrators screen", () => {
  it("adds an administrator, refuses a taken username with the message, lists without hashes", async () => {
    await db().delete(adminUsers);
    const { id } = await upsertAdmin("owner", "owner-password-1");
    const self = { id, username: "owner", role: "admin" } as const;
    const add = { intent: "add", username: "colleague", password: "twelve-chars!", confirmPassword: "twelve-chars!" };
    expect((await handleUsersAction(form(add), self)).result).toEqual({
      ok: true,
      intent: "add",
      message: vi.users.added("colleague"),
    });
    const again = await handleUsersAction(form(add), self);
    expect(again.result).toMatchObject({ ok: false, errors: { username: vi.users.duplicate("colleague") } });
    const otherCase = await handleUsersAction(form({ ...add, username: "Colleague" }), self);
    expect(otherCase.result).toMatchObject({
      ok: false,
      message: vi.users.duplicateOtherCase("Colleague", "colleague"),
      errors: {
        username:
          'Tên đăng nhập "Colleague" trùng với "colleague" (không phân biệt chữ hoa, chữ thường). Vui lòng chọn tên khác.',
      },
    });

    const short = await handleUsersAction(
      form({ ...add, username: "x1y", password: "short", confirmPassword: "short" }),
      self,
    );
    expect(short.status).toBe(400);
    expect(short.result).toMatchObject({ errors: { password: vi.users.passwordTooShort } });

    const { rows } = await getAdministrators(self);
    expect(rows.map((r) => [r.username, r.isSelf, r.lastLogin])).toEqual([
      ["owner", true, null],
      ["colleague", false, null],
    ]);
    expect(JSON.stringify(rows)).not.toContain("argon2");
  });

  it("refuses removing oneself and the last administrator, with the messages", async () => {
    await db().delete(adminUsers);
    const { id } = await upsertAdmin("alone", "alone-password-1");
    const self = { id, username: "alone", role: "admin" } as const;
    expect((await handleUsersAction(form({ intent: "remove", id: String(id) }), self)).result).toEqual({
      ok: false,
      intent: "remove",
      message: vi.users.cannotRemoveLast,
    });
    const { id: other } = await upsertAdmin("other", "other-password-1");
    expect((await handleUsersAction(form({ intent: "remove", id: String(id) }), self)).result).toEqual({
      ok: false,
      intent: "remove",
      message: vi.users.cannotRemoveSelf,
    });
    expect((await handleUsersAction(form({ intent: "remove", id: String(other) }), self)).result).toEqual({
      ok: true,
      intent: "remove",
      message: vi.users.removed("other"),
    });
    expect((await handleUsersAction(form({ intent: "remove", id: "x" }), self)).status).toBe(400);
  });
});

describe("the accounts' roles (decision 040)", () => {
  /** The action as the admin layout runs it: inside the audit scope, which stores what it describes. */
  const act = async (values: Record<string, string>, self: AdminIdentity) => {
    let answer: Awaited<ReturnType<typeof handleUsersAction>> | undefined;
    await runAudited(
      new Request("http://site.test/admin/users", { method: "POST" }),
      () => self,
      () => "198.51.100.9",
      async () => {
        answer = await handleUsersAction(form(values), self);
        return new Response(null, { status: answer.status });
      },
    );
    if (!answer) throw new Error("no answer");
    return answer;
  };
  const roleOf = async (id: number) =>
    (await db().select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id)))[0]?.role;

  it("creates an account with its role, changes it, lists it, and records every change", async () => {
    await db().delete(adminUsers);
    const { id } = await upsertAdmin("truong-phong", "owner-password-1");
    const self = { id, username: "truong-phong", role: "admin" } as const;
    const added = await act(
      {
        intent: "add",
        username: "bien-tap-1",
        password: "twelve-chars!",
        confirmPassword: "twelve-chars!",
        role: "editor",
      },
      self,
    );
    expect(added.result).toEqual({ ok: true, intent: "add", message: "Đã thêm bien-tap-1 (Biên tập viên)." });
    const rows = (await getAdministrators(self)).rows;
    const editor = rows.find((row) => row.username === "bien-tap-1");
    expect(editor?.role).toBe("editor");
    expect(rows.find((row) => row.username === "truong-phong")?.role).toBe("admin");

    const changed = await act({ intent: "role", id: String(editor?.id), role: "sales" }, self);
    expect(changed.result).toEqual({
      ok: true,
      intent: "role",
      message: "Đã đổi vai trò của bien-tap-1 thành Kinh doanh.",
    });
    expect(await roleOf(editor?.id ?? 0)).toBe("sales");
    // A role that is not one is refused before anything changes.
    expect((await act({ intent: "role", id: String(editor?.id), role: "owner" }, self)).status).toBe(400);
    expect(await roleOf(editor?.id ?? 0)).toBe("sales");

    const entries = (await listAuditEntries({ username: "truong-phong", limit: 10, offset: 0 })).items;
    expect(entries.map((e) => [e.action, e.entityKind, e.summary, e.intent])).toEqual([
      ["update", "user", "bien-tap-1: Biên tập viên → Kinh doanh", "role"],
      ["user_add", "user", "bien-tap-1 (Biên tập viên)", "add"],
    ]);
  });

  it("never demotes or removes the last Quản trị viên, and says why", async () => {
    await db().delete(adminUsers);
    const { id } = await upsertAdmin("duy-nhat", "alone-password-1");
    const self = { id, username: "duy-nhat", role: "admin" } as const;
    const sales = await createAdmin("kinh-doanh-1", "twelve-chars!", "sales");
    if (!sales.ok) throw new Error("not created");

    expect((await act({ intent: "role", id: String(id), role: "editor" }, self)).result).toEqual({
      ok: false,
      intent: "role",
      message: "Không thể đổi vai trò của Quản trị viên cuối cùng: luôn cần ít nhất một Quản trị viên",
    });
    expect((await act({ intent: "remove", id: String(id) }, self)).result.message).toBe(vi.users.cannotRemoveLast);
    expect(await roleOf(id)).toBe("admin");

    // Another account that is not a Quản trị viên does not count; a second Quản trị viên does.
    expect(await setRole(id, sales.id, "admin")).toMatchObject({ ok: true, from: "sales", to: "admin" });
    // Still never oneself.
    expect((await act({ intent: "role", id: String(id), role: "sales" }, self)).result.message).toBe(
      vi.users.cannotDemoteSelf,
    );
    // The other one may now be made Biên tập viên again, after which the first is the last again.
    expect(await setRole(id, sales.id, "editor")).toMatchObject({ ok: true });
    expect(await removeAdmin(id, id)).toEqual({ ok: false, error: "last" });
  });

  it("decides two Quản trị viên demoting each other at once one after the other: one stays", async () => {
    await db().delete(adminUsers);
    const a = await createAdmin("quan-tri-a", "twelve-chars!", "admin");
    const b = await createAdmin("quan-tri-b", "twelve-chars!", "admin");
    if (!a.ok || !b.ok) throw new Error("not created");
    const results = await Promise.all([setRole(a.id, b.id, "editor"), setRole(b.id, a.id, "editor")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: "actor-not-admin" });
    const admins = await db().select().from(adminUsers).where(eq(adminUsers.role, "admin"));
    expect(admins).toHaveLength(1);
  });
});
