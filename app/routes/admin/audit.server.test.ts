import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-audit";
import { foreignWords } from "~/i18n/messages/vietnamese-words";
import { AUDIT_INTENT_KEYS } from "~/lib/audit-keys";
import { recordAuditEntries } from "~/server/services/audit-log.server";
import { setupTestDatabase } from "~/server/testing/database";
import { loadAuditLog } from "./audit.server";

setupTestDatabase();

const load = (search = "") => loadAuditLog(new URL(`http://localhost/admin/audit${search}`));

describe("the audit log screen", () => {
  it("lists newest first in Vietnam's time, filters by user, action, object and Vietnamese days", async () => {
    await recordAuditEntries([
      // 23:30 on 1 March in Hanoi is still 1 March there, though 2 March has begun nowhere else yet.
      {
        userId: null,
        username: "an",
        action: "update",
        entityKind: "product",
        entityId: 7,
        summary: "Máy thở",
        address: "10.0.0.1",
        at: new Date("2026-03-01T16:30:00Z"),
      },
      {
        userId: null,
        username: "binh",
        action: "login_failed",
        entityKind: "session",
        address: "10.0.0.2",
        at: new Date("2026-03-01T17:30:00Z"),
      },
      {
        userId: null,
        username: "an",
        action: "delete",
        entityKind: "article",
        entityId: 3,
        address: "10.0.0.1",
        at: new Date("2026-03-03T02:00:00Z"),
      },
    ]);
    const all = await load();
    expect(all.rows.map((r) => [r.username, r.action, r.at])).toEqual([
      ["an", "delete", "09:00 03/03/2026"],
      ["binh", "login_failed", "00:30 02/03/2026"],
      ["an", "update", "23:30 01/03/2026"],
    ]);
    expect(all.users).toEqual(["an", "binh"]);
    expect(all.retentionDays).toBe(365);
    expect((await load("?user=an")).rows.map((r) => r.action)).toEqual(["delete", "update"]);
    expect((await load("?action=login_failed")).rows.map((r) => r.address)).toEqual(["10.0.0.2"]);
    expect((await load("?entity=product")).rows.map((r) => r.summary)).toEqual(["Máy thở"]);
    expect((await load("?from=2026-03-01&to=2026-03-01")).rows.map((r) => r.username)).toEqual(["an"]);
    expect((await load("?from=2026-03-02")).total).toBe(2);
    // Unknown filters read as none; a page past the end shows the last one.
    expect((await load("?action=hack&entity=x&from=yesterday&page=9")).query).toMatchObject({
      action: null,
      entity: null,
      from: "",
      page: 1,
    });
  });

  it("names each entry's intent by a key the screen shows in Vietnamese, never an unknown one", async () => {
    await recordAuditEntries(
      [...AUDIT_INTENT_KEYS, "frobnicate"].map((intent, index) => ({
        userId: null,
        username: "chi",
        action: "update" as const,
        entityKind: "other" as const,
        summary: `mục ${index}`,
        intent,
        address: "10.0.0.3",
      })),
    );
    const rows = (await load("?user=chi")).rows;
    expect(rows.map((row) => row.intent).sort()).toEqual([...AUDIT_INTENT_KEYS, null].sort());
    for (const key of AUDIT_INTENT_KEYS) expect(foreignWords(vi.intents[key])).toEqual([]);
  });
});
