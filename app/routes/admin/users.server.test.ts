import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-accounts";
import { db } from "~/server/db/index.server";
import { adminUsers } from "~/server/db/schema";
import { upsertAdmin } from "~/server/services/admin-users.server";
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
    const self = { id, username: "owner" };
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
    const self = { id, username: "alone" };
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
