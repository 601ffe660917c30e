import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { adminUsers } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import {
  authenticateAdmin,
  changePassword,
  countAdmins,
  createAdmin,
  listAdmins,
  removeAdmin,
  UsernameTakenError,
  upsertAdmin,
} from "./admin-users.server";
import { createSession, getSession } from "./sessions.server";

setupTestDatabase();

describe("administrators", () => {
  it("stores an argon2id hash, never the password", async () => {
    const { id, created } = await upsertAdmin("admin", "correct horse battery");
    expect(created).toBe(true);
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("correct horse");
    expect(await countAdmins()).toBe(1);
  });

  it("accepts the right password and refuses a wrong one or an unknown user", async () => {
    await upsertAdmin("editor", "s3cret-password");
    expect(await authenticateAdmin("editor", "s3cret-password")).toEqual({ id: expect.any(Number) });
    expect(await authenticateAdmin("editor", "wrong-password")).toBeNull();
    expect(await authenticateAdmin("nobody", "s3cret-password")).toBeNull();
  });

  it("resets the password of an existing administrator", async () => {
    await upsertAdmin("reset-me", "first-password");
    const result = await upsertAdmin("reset-me", "second-password");
    expect(result.created).toBe(false);
    expect(await authenticateAdmin("reset-me", "first-password")).toBeNull();
    expect(await authenticateAdmin("reset-me", "second-password")).not.toBeNull();
  });
});

describe("the administrators screen's services", () => {
  it("lists administrators without their hashes", async () => {
    await upsertAdmin("listed-admin", "a-long-password-1");
    const list = await listAdmins();
    const row = list.find((a) => a.username === "listed-admin");
    expect(row).toEqual({
      id: expect.any(Number),
      username: "listed-admin",
      role: "admin",
      createdAt: expect.any(Date),
      lastLoginAt: null,
    });
    expect(JSON.stringify(list)).not.toContain("argon2");
  });

  it("adds an administrator; a taken username is refused by the unique constraint", async () => {
    const created = await createAdmin("new-colleague", "twelve-chars-ok");
    expect(created).toEqual({ ok: true, id: expect.any(Number) });
    expect(await authenticateAdmin("new-colleague", "twelve-chars-ok")).not.toBeNull();
    expect(await createAdmin("new-colleague", "another-password")).toEqual({
      ok: false,
      error: "duplicate",
      existing: "new-colleague",
    });
  });

  it("usernames are unique whatever their case; sign-in matches the name exactly", async () => {
    await createAdmin("Case-Colleague", "twelve-chars-ok");
    expect(await createAdmin("case-colleague", "another-password")).toEqual({
      ok: false,
      error: "duplicate",
      existing: "Case-Colleague",
    });
    // The database itself refuses, whatever code writes.
    await expect(db().insert(adminUsers).values({ username: "CASE-COLLEAGUE", passwordHash: "x" })).rejects.toThrow();
    // admin:create does not set another administrator's password through a name in other case.
    await expect(upsertAdmin("case-COLLEAGUE", "a-third-password")).rejects.toThrow(UsernameTakenError);
    expect(await authenticateAdmin("Case-Colleague", "twelve-chars-ok")).not.toBeNull();
    expect(await authenticateAdmin("case-colleague", "twelve-chars-ok")).toBeNull();
  });

  it("the database refuses a username outside the rule", async () => {
    await expect(db().insert(adminUsers).values({ username: "a b", passwordHash: "x" })).rejects.toThrow();
  });

  it("never removes oneself, nor the last administrator; a removed administrator's sessions end", async () => {
    await db().delete(adminUsers);
    const { id: first } = await upsertAdmin("first-admin", "a-long-password-1");
    expect(await removeAdmin(first, first)).toEqual({ ok: false, error: "last" });

    const { id: second } = await upsertAdmin("second-admin", "a-long-password-2");
    expect(await removeAdmin(first, first)).toEqual({ ok: false, error: "self" });
    const { token } = await createSession(second);
    expect(await removeAdmin(first, second)).toEqual({ ok: true, username: "second-admin" });
    expect(await getSession(token)).toBeNull();
    expect(await removeAdmin(first, second)).toEqual({ ok: false, error: "not-found" });
    expect(await countAdmins()).toBe(1);
  });

  it("of two administrators removing each other at once, one stays", async () => {
    await db().delete(adminUsers);
    const { id: a } = await upsertAdmin("admin-a", "a-long-password-1");
    const { id: b } = await upsertAdmin("admin-b", "a-long-password-2");
    const results = await Promise.all([removeAdmin(a, b), removeAdmin(b, a)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "actor-gone" }]);
    expect(await countAdmins()).toBe(1);
  });

  it("a last administrator cannot be removed by anyone", async () => {
    await db().delete(adminUsers);
    const { id: only } = await upsertAdmin("only-admin", "a-long-password-1");
    // An actor that no longer exists (its row deleted meanwhile) is refused too.
    expect(await removeAdmin(only + 1000, only)).toEqual({ ok: false, error: "actor-gone" });
    expect(await countAdmins()).toBe(1);
  });
});

describe("changing one's password", () => {
  it("needs the current password, stores a new argon2id hash and ends every other session", async () => {
    const { id } = await upsertAdmin("changer", "old-password-123");
    const here = await createSession(id);
    const elsewhere = await createSession(id);
    const { id: otherAdmin } = await upsertAdmin("bystander", "bystander-pass");
    const bystander = await createSession(otherAdmin);

    expect(await changePassword(id, "not-the-password", "new-password-456", here.token)).toEqual({
      ok: false,
      error: "wrong-current",
    });
    expect(await getSession(elsewhere.token)).not.toBeNull();

    expect(await changePassword(id, "old-password-123", "new-password-456", here.token)).toEqual({
      ok: true,
      endedSessions: 1,
    });
    expect(await getSession(here.token)).not.toBeNull();
    expect(await getSession(elsewhere.token)).toBeNull();
    expect(await getSession(bystander.token)).not.toBeNull();
    expect(await authenticateAdmin("changer", "old-password-123")).toBeNull();
    expect(await authenticateAdmin("changer", "new-password-456")).toEqual({ id });
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
