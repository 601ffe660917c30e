import { describe, expect, it } from "vitest";
import { audit, runAudited } from "./audit.server";
import { signIn } from "./auth.server";
import { upsertAdmin } from "./services/admin-users.server";
import { listAuditEntries, pruneAuditLog, recordAuditEntries } from "./services/audit-log.server";
import type { AdminIdentity } from "./services/sessions.server";
import { setupTestDatabase } from "./testing/database";

setupTestDatabase();

const admin: AdminIdentity = { id: 0, username: "bien-tap", role: "editor" };
const address = () => "198.51.100.7";
const post = (path: string) => new Request(`http://site.test${path}`, { method: "POST" });
const latest = async (limit = 5) => (await listAuditEntries({ limit, offset: 0 })).items;

describe("the audit trail", () => {
  it("stores what an admin action described, with who and the client address, after it answered", async () => {
    const user = await upsertAdmin("bien-tap", "correct-password");
    admin.id = user.id;
    const response = await runAudited(
      post("/admin/products.data"),
      () => admin,
      address,
      async () => {
        audit({ action: "update", entityKind: "product", entityId: 42, summary: "Máy siêu âm", intent: "save" });
        return new Response("ok");
      },
    );
    expect(response.status).toBe(200);
    const [entry] = await latest(1);
    expect(entry).toMatchObject({
      userId: admin.id,
      username: "bien-tap",
      action: "update",
      entityKind: "product",
      entityId: "42",
      summary: "Máy siêu âm",
      intent: "save",
      address: "198.51.100.7",
    });
  });

  it("records nothing for a read, nor for a described screen's refusal", async () => {
    const before = (await listAuditEntries({ limit: 1, offset: 0 })).total;
    await runAudited(
      new Request("http://site.test/admin/products"),
      () => admin,
      address,
      async () => {
        audit({ action: "delete", entityKind: "product" });
        return new Response("page");
      },
    );
    await runAudited(
      post("/admin/news/new.data"),
      () => admin,
      address,
      async () => new Response("no", { status: 200 }),
    );
    expect((await listAuditEntries({ limit: 1, offset: 0 })).total).toBe(before);
  });

  it("records a write to a screen that does not describe itself by its path, unless it failed", async () => {
    await runAudited(
      post("/admin/media.data"),
      () => admin,
      address,
      async () => new Response("ok"),
    );
    expect((await latest(1))[0]).toMatchObject({
      action: "update",
      entityKind: "media",
      summary: "/admin/media",
    });
    const before = (await listAuditEntries({ limit: 1, offset: 0 })).total;
    await runAudited(
      post("/admin/media"),
      () => admin,
      address,
      async () => new Response("bad", { status: 400 }),
    );
    expect((await listAuditEntries({ limit: 1, offset: 0 })).total).toBe(before);
  });

  it("records sign-ins, failed ones with the name typed and no user", async () => {
    await signIn("bien-tap", "wrong-password", "203.0.113.9", new Date(), async () => undefined);
    await signIn("bien-tap", "correct-password", "203.0.113.9", new Date(), async () => undefined);
    const [success, failure] = await latest(2);
    expect(failure).toMatchObject({
      action: "login_failed",
      userId: null,
      username: "bien-tap",
      address: "203.0.113.9",
    });
    expect(success).toMatchObject({ action: "login", userId: admin.id, entityKind: "session", address: "203.0.113.9" });
  });

  it("filters by user, action, object and dates, and prunes what is older than the retention", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await recordAuditEntries([
      { userId: null, username: "cu", action: "delete", entityKind: "article", address: "x", at: old },
      { userId: null, username: "cu", action: "upload", entityKind: "media", address: "x", at: old },
    ]);
    expect((await listAuditEntries({ username: "cu", limit: 10, offset: 0 })).total).toBe(2);
    expect((await listAuditEntries({ username: "cu", action: "upload", limit: 10, offset: 0 })).total).toBe(1);
    expect(
      (await listAuditEntries({ entityKind: "article", limit: 10, offset: 0 })).items.map((e) => e.username),
    ).toEqual(["cu"]);
    const range = { from: new Date("2019-12-31T00:00:00Z"), to: new Date("2020-01-02T00:00:00Z") };
    expect((await listAuditEntries({ ...range, limit: 10, offset: 0 })).total).toBe(2);
    expect(await pruneAuditLog(new Date("2021-01-01T00:00:00Z"))).toBe(2);
    expect((await listAuditEntries({ username: "cu", limit: 10, offset: 0 })).total).toBe(0);
    expect((await listAuditEntries({ username: "bien-tap", limit: 10, offset: 0 })).total).toBeGreaterThan(0);
  });
});
