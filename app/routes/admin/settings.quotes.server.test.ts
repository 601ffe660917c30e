/**
 * The quote settings' action on a real database: switching requests on needs an
 * address to notify or the editor's word that no one will be told, whatever the browser sent; and
 * 'Gửi email thử' through this server's sender to a real SMTP server on 127.0.0.1, to one that
 * refuses, and with no sender at all, each outcome in words and in the audit log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { vi as mail } from "~/i18n/messages/admin-mail";
import { vi } from "~/i18n/messages/admin-settings";
import { runAudited } from "~/server/audit.server";
import { startMailOutbox, stopMailOutbox } from "~/server/mail/outbox.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { upsertAdmin } from "~/server/services/admin-users.server";
import { listAuditEntries } from "~/server/services/audit-log.server";
import type { AdminIdentity } from "~/server/services/sessions.server";
import { getSiteSettings, insertSiteSettingsIfMissing, updateSiteSettings } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { type SmtpSink, startRefusingSmtpServer, startSmtpSink } from "~/server/testing/smtp-sink";
import { getQuoteSettingsPage, handleQuoteSettingsAction } from "./settings.quotes.server";

setupTestDatabase();

const actor: AdminIdentity = { id: 0, username: "kinh-doanh", role: "admin" };
let sink: SmtpSink;
let refusing: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
  actor.id = (await upsertAdmin(actor.username, "correct-password")).id;
  sink = await startSmtpSink();
  refusing = await startRefusingSmtpServer("recipient");
});

afterEach(() => stopMailOutbox());

afterAll(async () => {
  await sink.close();
  await refusing.close();
});

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};
const save = (values: unknown) => post({ intent: "save", values: JSON.stringify(values) });

/** The action as the admin's middleware runs it: its answer, then the entries it recorded. */
async function audited(form: FormData) {
  let answer: Awaited<ReturnType<typeof handleQuoteSettingsAction>> | undefined;
  await runAudited(
    new Request("http://site.test/admin/settings/quotes", { method: "POST" }),
    () => actor,
    () => "198.51.100.7",
    async () => {
      answer = await handleQuoteSettingsAction(form, actor.username);
      return new Response("ok");
    },
  );
  if (!answer) throw new Error("no answer");
  return answer;
}

const send = (url: string) =>
  startMailOutbox({ SMTP_URL: url, MAIL_FROM: "no-reply@thietbi.example", PUBLIC_SITE_URL: undefined }, () => {});

describe("switching quote requests on", () => {
  it("with no address to notify is refused unless the editor said no one should be told", async () => {
    await updateSiteSettings({ quoteRequestsEnabled: false, quoteNotifyEmails: [] });
    const { values } = await getQuoteSettingsPage();
    const refused = await handleQuoteSettingsAction(save({ ...values, quoteRequestsEnabled: true }), actor.username);
    expect(refused).toEqual({
      status: 400,
      result: { ok: false, message: vi.errors.form, errors: { quoteNotifyEmails: mail.notifyNeeded } },
    });
    expect((await getSiteSettings())?.quoteRequestsEnabled).toBe(false);

    const accepted = await handleQuoteSettingsAction(
      save({ ...values, quoteRequestsEnabled: true, acceptNoNotification: true }),
      actor.username,
    );
    expect(accepted).toMatchObject({ status: 200, result: { ok: true, message: vi.saved } });
    // The answer is not a setting: only the switch was stored.
    expect(await getSiteSettings()).toMatchObject({ quoteRequestsEnabled: true, quoteNotifyEmails: [] });
    expect(Object.keys((await getQuoteSettingsPage()).values)).not.toContain("acceptNoNotification");
  });

  it("with an address, or off, needs no answer", async () => {
    const { values } = await getQuoteSettingsPage();
    const withAddress = await handleQuoteSettingsAction(
      save({ ...values, quoteRequestsEnabled: true, quoteNotifyEmails: ["", " sales@thietbi.example "] }),
      actor.username,
    );
    expect(withAddress.status).toBe(200);
    expect(await getSiteSettings()).toMatchObject({
      quoteRequestsEnabled: true,
      quoteNotifyEmails: ["sales@thietbi.example"],
    });
    const off = await handleQuoteSettingsAction(
      save({ ...values, quoteRequestsEnabled: false, quoteNotifyEmails: [] }),
      actor.username,
    );
    expect(off.status).toBe(200);
  });
});

describe("'Gửi email thử'", () => {
  it("sends through this server's sender to the saved addresses, says so, and is audited", async () => {
    await updateSiteSettings({ quoteNotifyEmails: ["sales@thietbi.example", "kinhdoanh@thietbi.example"] });
    send(sink.url);
    const answer = await audited(post({ intent: "test-mail", to: "" }));
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ ok: true, outcome: "sent" });
    expect(answer.result.message).toMatch(
      /^Đã gửi email thử tới sales@thietbi\.example, kinhdoanh@thietbi\.example lúc \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}\./,
    );
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({
      from: "no-reply@thietbi.example",
      to: ["sales@thietbi.example", "kinhdoanh@thietbi.example"],
      subject: mail.test.subject,
    });
    expect(sink.received[0]?.text).toContain("Đây là thư thử do kinh-doanh gửi từ trang quản trị");

    // An address typed goes instead of the saved ones.
    expect((await audited(post({ intent: "test-mail", to: "giamdoc@thietbi.example" }))).result.ok).toBe(true);
    expect(sink.received[1]?.to).toEqual(["giamdoc@thietbi.example"]);

    const entries = (await listAuditEntries({ limit: 5, offset: 0 })).items.map((entry) => entry.summary);
    expect(entries).toContain(
      `${vi.sections.quotes}: Gửi email thử tới sales@thietbi.example, kinhdoanh@thietbi.example: đã gửi`,
    );
    expect(entries).toContain(`${vi.sections.quotes}: Gửi email thử tới giamdoc@thietbi.example: đã gửi`);
  });

  it("a server that refuses: the answer gives its reason, and so does the audit entry", async () => {
    send(refusing.url);
    const answer = await audited(post({ intent: "test-mail", to: "sales@thietbi.example" }));
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ ok: false, outcome: "failed" });
    expect(answer.result.message).toContain("Không gửi được email thử. Máy chủ email trả lời:");
    expect(answer.result.message).toContain("550 5.7.1 Relaying denied");
    const [entry] = (await listAuditEntries({ limit: 1, offset: 0 })).items;
    expect(entry?.summary).toContain("Gửi email thử tới sales@thietbi.example: lỗi:");
    expect(entry?.summary).toContain("Relaying denied");
  });

  it("with no sender (SMTP_URL not set) says plainly that mail is not configured", async () => {
    const answer = await audited(post({ intent: "test-mail", to: "sales@thietbi.example" }));
    expect(answer).toEqual({
      status: 200,
      result: { ok: false, outcome: "not-configured", message: mail.test.notConfigured("SMTP_URL") },
    });
    expect(answer.result.message).toContain("SMTP_URL chưa được đặt");
    expect((await getQuoteSettingsPage()).mail).toEqual({ state: "not-configured", waiting: 0 });
  });

  it("refuses a malformed address, or nowhere to send, before trying", async () => {
    send(sink.url);
    const before = sink.received.length;
    expect(await handleQuoteSettingsAction(post({ intent: "test-mail", to: "not-an-address" }), "x")).toEqual({
      status: 400,
      result: { ok: false, outcome: "refused", message: mail.test.badAddress, errors: { to: mail.test.badAddress } },
    });
    await updateSiteSettings({ quoteNotifyEmails: [] });
    expect((await handleQuoteSettingsAction(post({ intent: "test-mail" }), "x")).result).toMatchObject({
      ok: false,
      errors: { to: mail.test.noRecipient },
    });
    expect(sink.received.length).toBe(before);
  });
});
