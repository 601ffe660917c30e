import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { adminUsers } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { authenticateAdmin, countAdmins, upsertAdmin } from "./admin-users.server";

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
