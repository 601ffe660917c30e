import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "../clock.server";
import { db } from "../db/index.server";
import { adminUsers } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { markEditing, stopEditing } from "./editor-presence.server";

setupTestDatabase();

async function admin(username: string) {
  const [row] = await db()
    .insert(adminUsers)
    .values({ username, passwordHash: "x" })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  if (!row) throw new Error("no admin");
  return row;
}

afterEach(() => setClock());

describe("editor presence", () => {
  it("names the other sessions that opened the item within 2 minutes, never the asking one", async () => {
    const lan = await admin("lan");
    const minh = await admin("minh");
    const start = Date.UTC(2026, 10, 25, 9, 0);
    setClock(() => new Date(start));
    const article = { kind: "article" as const, id: 41 };
    expect(await markEditing({ ...article, sessionId: "s-lan", admin: lan })).toEqual([]);
    // Another item, or the same id of the other kind, is somebody else's business.
    expect(await markEditing({ kind: "product", id: 41, sessionId: "s-minh-p", admin: minh })).toEqual([]);

    setClock(() => new Date(start + 60_000));
    expect(await markEditing({ ...article, sessionId: "s-minh", admin: minh })).toEqual(["lan"]);
    expect(await markEditing({ ...article, sessionId: "s-lan", admin: lan })).toEqual(["minh"]);
    // A second browser of the same person is another editor.
    expect((await markEditing({ ...article, sessionId: "s-lan-2", admin: lan })).sort()).toEqual(["lan", "minh"]);

    // Lan's first tab goes quiet; after 2 minutes without a heartbeat it no longer counts.
    setClock(() => new Date(start + 60_000 + 2 * 60_000 + 1));
    expect(await markEditing({ ...article, sessionId: "s-minh", admin: minh })).toEqual([]);

    await markEditing({ ...article, sessionId: "s-lan", admin: lan });
    await stopEditing({ ...article, sessionId: "s-lan" });
    expect(await markEditing({ ...article, sessionId: "s-minh", admin: minh })).toEqual([]);
  });
});
