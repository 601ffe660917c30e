/**
 * The inbox's screen modules on a real database: the list's pages and filters from
 * the address in a fixed number of statements, the refusal figures, a request's page, its two
 * intents with their audit entries, and the export's cells.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { vi as t } from "~/i18n/messages/admin-inquiries";
import { runAudited } from "~/server/audit.server";
import { db } from "~/server/db/index.server";
import { quoteOutbox, quoteRefusals } from "~/server/db/quote-schema";
import { writeSheet } from "~/server/product-sheet.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { listAuditEntries } from "~/server/services/audit-log.server";
import { listInquiriesForExport } from "~/server/services/quote-inbox.server";
import { createQuoteRequest } from "~/server/services/quote-requests.server";
import type { AdminIdentity } from "~/server/services/sessions.server";
import { insertSiteSettingsIfMissing, updateSiteSettings } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { getDashboardPage } from "./dashboard.server";
import { getInquiryPage, handleInquiryAction } from "./inquiries.$id.server";
import { inquirySheet } from "./inquiries.export.server";
import { getInquiryList, refusalWindowStart } from "./inquiries.server";
import { getAdminLayout } from "./layout.server";

const database = setupTestDatabase();
const list = (search = "") => getInquiryList(new URL(`http://localhost/admin/inquiries${search}`));

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

let first = 0;
const actor: AdminIdentity = { id: 0, username: "kinh-doanh", role: "sales" };

beforeAll(async () => {
  actor.id = (await upsertAdmin("kinh-doanh", "correct-password")).id;
  for (let i = 1; i <= 120; i++) {
    const id = await createQuoteRequest(
      {
        name: i === 7 ? "Hoàng Thị Lan" : `Khách ${i}`,
        organisation: i === 7 ? '=HYPERLINK("http://x")' : "Bệnh viện",
        position: "",
        phone: "+84912345678",
        email: `k${i}@example.vn`,
        province: "ha-noi",
        message: i === 7 ? "Dòng một\nDòng hai" : "",
        preferredContact: "zalo",
        consent: true,
        products: [],
      },
      [],
      { lang: i === 7 ? "en" : "vi", consentText: "Tôi đồng ý." },
    );
    if (i === 1) first = id;
  }
  await db()
    .insert(quoteRefusals)
    .values([
      { day: refusalWindowStart(), reason: "honeypot", count: 4 },
      { day: new Date().toISOString().slice(0, 10), reason: "honeypot", count: 1 },
      { day: new Date().toISOString().slice(0, 10), reason: "too_fast", count: 2 },
      // Older than the window: not shown.
      { day: "2020-01-01", reason: "rate_email", count: 9 },
    ]);
});

describe("the inbox list", () => {
  it("shows 50 a page, newest first, the page in the address; a page past the end shows the last", async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 120, page: 1, pages: 3, enabled: false });
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]).toMatchObject({ name: "Khách 120", phone: "0912 345 678", status: "new" });
    expect(page.rows[0]?.reference).toMatch(/^YC-\d+$/);
    const last = await list("?page=99");
    expect(last.page).toBe(3);
    expect(last.rows).toHaveLength(20);
    expect(last.rows.at(-1)?.name).toBe("Khách 1");
  });

  it("reads the filters from the address, ignoring what it does not know", async () => {
    const found = await list("?q=hoang%20thi%20lan&status=new&product=abc&from=2026-13-40");
    expect(found.query).toMatchObject({ q: "hoang thi lan", status: "new", product: null, from: "" });
    expect(found.rows.map((r) => r.name)).toEqual(["Hoàng Thị Lan"]);
    expect((await list("?status=closed")).total).toBe(0);
  });

  it("counts the refusals of the last 30 days by reason, every reason listed", async () => {
    const { refusals } = await list();
    expect(refusals.find((r) => r.reason === "honeypot")?.count).toBe(5);
    expect(refusals.find((r) => r.reason === "too_fast")?.count).toBe(2);
    expect(refusals.find((r) => r.reason === "rate_email")?.count).toBe(0);
    expect(refusals).toHaveLength(7);
  });

  it("reads a page in a fixed number of statements, whatever the page or the filters", async () => {
    const statements = async (search: string) => {
      const before = database.handle.queryCount();
      await list(search);
      return database.handle.queryCount() - before;
    };
    const counts = [await statements(""), await statements("?page=2"), await statements("?q=lan&status=new")];
    // The count, the page (products in it), the filters' choices, the switch and new count, the
    // refusals, the page's overdue notifications.
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
  });
});

describe("a request's page", () => {
  it("shows everything sent; a missing or malformed id is a 404", async () => {
    const { rows } = await list("?q=lan");
    const view = await getInquiryPage(rows[0]?.id ?? 0);
    expect(view).toMatchObject({
      name: "Hoàng Thị Lan",
      phone: "+84912345678",
      phoneDisplay: "0912 345 678",
      province: "Hà Nội",
      preferredContact: "zalo",
      consentText: "Tôi đồng ý.",
      message: "Dòng một\nDòng hai",
      sourcePath: "/en/contact",
      lang: "en",
      products: [],
      deliveries: [],
    });
    await expect(getInquiryPage(999_999)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(getInquiryPage(null)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("adds a note and changes the status from the one shown, each with an audit entry", async () => {
    const audited = (fields: Record<string, string>) =>
      new Promise<Awaited<ReturnType<typeof handleInquiryAction>>>((resolve) => {
        void runAudited(
          new Request(`http://site.test/admin/inquiries/${first}`, { method: "POST" }),
          () => actor,
          () => "198.51.100.9",
          async () => {
            resolve(await handleInquiryAction(first, form(fields), actor));
            return new Response("ok");
          },
        );
      });
    expect((await audited({ intent: "note", body: "  Gọi lại chiều nay  " })).result).toEqual({
      ok: true,
      message: t.noteAdded,
    });
    expect((await audited({ intent: "status", from: "new", to: "in_progress" })).result.ok).toBe(true);
    // The page of another tab still says 'new': refused, nothing overwritten.
    const stale = await audited({ intent: "status", from: "new", to: "closed" });
    expect(stale).toEqual({ result: { ok: false, message: t.statusStale }, status: 200 });
    const view = await getInquiryPage(first);
    expect(view.status).toBe("in_progress");
    expect(view.notes.map((n) => [n.username, n.body])).toEqual([["kinh-doanh", "Gọi lại chiều nay"]]);
    expect(view.history.map((h) => [h.from, h.to, h.username])).toEqual([["new", "in_progress", "kinh-doanh"]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = (await listAuditEntries({ limit: 5, offset: 0 })).items;
    expect(entries.map((e) => [e.action, e.entityKind, e.entityId, e.intent, e.username])).toEqual([
      ["update", "other", `YC-${first}`, "status", "kinh-doanh"],
      ["create", "other", `YC-${first}`, "note", "kinh-doanh"],
    ]);
    expect(entries[0]?.summary).toBe(`YC-${first}: Mới → Đang xử lý`);
  });

  it("shows each notification's delivery: waiting, sent at, retrying after N failures, given up", async () => {
    const at = new Date("2026-11-20T01:30:00Z");
    await db()
      .insert(quoteOutbox)
      .values([
        { requestId: first, kind: "staff", recipients: "a@example.vn", subject: "s", body: "b", nextAttemptAt: at },
        {
          requestId: first,
          kind: "staff",
          recipients: "b@example.vn",
          subject: "s",
          body: "b",
          attempts: 3,
          lastError: "535 Authentication failed",
          nextAttemptAt: at,
        },
        { requestId: first, kind: "acknowledgement", recipients: "k1@example.vn", subject: "s", body: "b", sentAt: at },
        {
          requestId: first,
          kind: "staff",
          recipients: "c@example.vn",
          subject: "s",
          body: "b",
          attempts: 12,
          lastError: "550 Mailbox unavailable",
          nextAttemptAt: at,
          failedAt: at,
        },
      ]);
    const { deliveries } = await getInquiryPage(first);
    expect(deliveries.map((d) => [d.kind, d.recipients, d.delivery])).toEqual([
      // No sender in this test (no SMTP_URL): the page says so rather than a time already past.
      ["staff", "a@example.vn", { state: "waiting", nextAttempt: "08:30 20/11/2026", configured: false }],
      [
        "staff",
        "b@example.vn",
        { state: "retrying", attempts: 3, lastError: "535 Authentication failed", nextAttempt: "08:30 20/11/2026" },
      ],
      ["acknowledgement", "k1@example.vn", { state: "sent", at: "08:30 20/11/2026" }],
      [
        "staff",
        "c@example.vn",
        { state: "failed", attempts: 12, lastError: "550 Mailbox unavailable", at: "08:30 20/11/2026" },
      ],
    ]);
    // The list flags the request whose notification keeps failing.
    const oldest = (await list("?page=3")).rows.at(-1);
    expect([oldest?.id, oldest?.undelivered]).toEqual([first, 12]);
  });

  it("sends again only a notification of this request that the sender gave up on, with an audit entry", async () => {
    const page = await getInquiryPage(first);
    const given = page.deliveries.find((d) => d.delivery.state === "failed");
    const retrying = page.deliveries.find((d) => d.delivery.state === "retrying");
    if (!given || !retrying) throw new Error("the previous test's rows are missing");
    // Not given up: nothing to send again. Another request's message: not found here.
    expect(await handleInquiryAction(first, form({ intent: "resend", message: String(retrying.id) }), actor)).toEqual({
      result: { ok: false, message: t.resendNotNeeded },
      status: 200,
    });
    expect(
      (await handleInquiryAction(first + 1, form({ intent: "resend", message: String(given.id) }), actor)).status,
    ).toBe(404);

    const answer = await new Promise<Awaited<ReturnType<typeof handleInquiryAction>>>((resolve) => {
      void runAudited(
        new Request(`http://site.test/admin/inquiries/${first}`, { method: "POST" }),
        () => actor,
        () => "198.51.100.9",
        async () => {
          resolve(await handleInquiryAction(first, form({ intent: "resend", message: String(given.id) }), actor));
          return new Response("ok");
        },
      );
    });
    expect(answer).toEqual({ result: { ok: true, message: t.resent }, status: 200 });
    const again = (await getInquiryPage(first)).deliveries.find((d) => d.id === given.id);
    expect(again?.delivery.state).toBe("waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [entry] = (await listAuditEntries({ limit: 1, offset: 0 })).items;
    expect([entry?.intent, entry?.summary]).toEqual(["resend", `YC-${first}: gửi lại thông báo (báo cho nhân viên)`]);
  });

  it("refuses an empty note keeping what was typed, and malformed intents", async () => {
    expect(await handleInquiryAction(first, form({ intent: "note", body: "   " }), actor)).toEqual({
      result: { ok: false, message: t.noteRequired, note: "   " },
      status: 200,
    });
    expect((await handleInquiryAction(first, form({ intent: "status", from: "new", to: "gone" }), actor)).status).toBe(
      400,
    );
    expect((await handleInquiryAction(null, form({ intent: "note", body: "x" }), actor)).status).toBe(404);
    expect((await handleInquiryAction(999_999, form({ intent: "note", body: "x" }), actor)).status).toBe(404);
  });
});

describe("overdue notifications", () => {
  it("flags a request whose notification has not gone out 15 minutes after it was stored, with why", async () => {
    const second = first + 1;
    const written = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db()
      .insert(quoteOutbox)
      .values([
        // Staff's notification 40 minutes old, never tried: this server has no sender.
        {
          requestId: second,
          kind: "staff",
          recipients: "a@example.vn",
          subject: "s",
          body: "b",
          createdAt: written(40),
        },
        // The acknowledgement of a request 10 minutes old: not yet overdue.
        {
          requestId: first + 2,
          kind: "acknowledgement",
          recipients: "k3@example.vn",
          subject: "s",
          body: "b",
          createdAt: written(10),
        },
      ]);
    const page = await list("?page=3");
    expect(page.overdueTotal).toBe(1);
    const flagged = page.rows.filter((row) => row.overdue);
    expect(flagged.map((row) => [row.id, row.overdue])).toEqual([
      [second, { kind: "staff", reason: "not-configured", waitedMinutes: 40, attempts: 0, error: null }],
    ]);
    // Another page holds none of them, and still says how many there are.
    const front = await list();
    expect(front.rows.some((row) => row.overdue)).toBe(false);
    expect(front.overdueTotal).toBe(1);
  });
});

describe("the export", () => {
  it("writes the filtered requests as the list shows them", async () => {
    const rows = await listInquiriesForExport({ text: "lan" });
    const sheet = inquirySheet(rows);
    expect(sheet.header[0]).toBe(t.columns.reference);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]).toEqual(
      expect.arrayContaining(["Hoàng Thị Lan", "0912 345 678", "Hà Nội", "Zalo", "Dòng một\nDòng hai"]),
    );
    // A cell that starts like a formula is neutralised in CSV, as the product export does.
    const csv = (await writeSheet(sheet, "csv")).toString("utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`'=HYPERLINK`);
  });
});

describe("the navigation and the dashboard", () => {
  it("the dashboard shows new requests only while the form is on; the navigation while requests are stored", async () => {
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
    expect((await getDashboardPage(actor.role)).inquiries).toBeNull();
    // Off, stored requests stay reachable from the navigation.
    expect((await getAdminLayout(actor)).inquiries).toEqual({ shown: true, newCount: 119 });
    await updateSiteSettings({ quoteRequestsEnabled: true });
    const { inquiries } = await getDashboardPage(actor.role);
    expect(inquiries?.newCount).toBe(119);
    expect(inquiries?.latest.map((row) => row.name)).toEqual([
      "Khách 120",
      "Khách 119",
      "Khách 118",
      "Khách 117",
      "Khách 116",
    ]);
    expect((await list()).enabled).toBe(true);
  });
});
