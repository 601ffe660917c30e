/**
 * The outbox end to end against a real SMTP server on 127.0.0.1: a request posted to
 * the contact page's action is stored with its notifications, which a worker delivers once with
 * the right recipients, subject and text; the server down for a while then back (retried,
 * delivered once); two workers on one database (each message once); a bounded number of tries;
 * a crashed sender's claim taken over. The "database" project runs it on PGlite and, in
 * `npm run test:db`, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/quotes";
import { deliveryState } from "~/lib/quotes/outbox-state";
import type { QuoteAnswer } from "~/lib/quotes/quote-views";
import { handleContactAction } from "~/routes/public/contact.server";
import { db } from "~/server/db/index.server";
import { quoteOutbox } from "~/server/db/quote-schema";
import { issueFormToken } from "~/server/quote-guard.server";
import { CLIENT_ADDRESS_HEADER } from "~/server/request-headers.server";
import { COMPANY_SETTINGS } from "~/server/seed/data/settings";
import { noteWrite } from "~/server/services/content-version.server";
import { claimDueMessages, outboxCounts, retryMessage } from "~/server/services/quote-outbox.server";
import { createQuoteRequest, formKey } from "~/server/services/quote-requests.server";
import { insertSiteSettingsIfMissing, updateSiteSettings } from "~/server/services/settings.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { type SmtpSink, startSmtpSink } from "~/server/testing/smtp-sink";
import { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "./outbox-worker.server";
import { smtpTransport } from "./transport.server";

setupTestDatabase();

const STAFF = ["sales@thietbi.example", "kinhdoanh@thietbi.example"];
let sink: SmtpSink;
let productSlug = "";
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: [] });
  await updateSiteSettings({ quoteRequestsEnabled: true, quoteNotifyEmails: STAFF, quoteAcknowledge: true });
  noteWrite();
  const department = await createDepartment();
  const category = await createCategory(department.id);
  productSlug = (await createProduct(category.id, { name: "Máy nội soi dạ dày", nameEn: "Gastroscope" })).slug;
  sink = await startSmtpSink();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await db().delete(quoteOutbox);
  sink.received.length = 0;
  await sink.start().catch(() => undefined); // up again if a test took it down
});

afterAll(() => sink.close());

/** A worker sending to the sink, quick to retry (the defaults wait minutes). */
function worker(options: Partial<OutboxWorkerOptions> = {}) {
  const started = startOutboxWorker({
    transport: smtpTransport(sink.url),
    from: "no-reply@thietbi.example",
    pollMs: 20,
    baseDelayMs: 50,
    maxDelayMs: 200,
    ...options,
  });
  workers.push(started);
  return started;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let sender = 0;
async function postRequest(path: "/contact" | "/en/contact") {
  const body = new URLSearchParams({
    formToken: issueFormToken(await formKey(), Date.now() - 5_000),
    website: "",
    name: "Trần Thị B",
    organisation: "Phòng khám Đa khoa An Bình",
    position: "Giám đốc",
    phone: "0912 345 678",
    email: `b${++sender}@benhvien.example`,
    province: "ho-chi-minh",
    message: "Xin báo giá 2 máy\nGiao tại TP.HCM",
    preferredContact: "zalo",
    consent: "on",
    product: productSlug,
  });
  const response = await handleContactAction(
    new Request(`http://site.test${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: `10.1.0.${sender}` },
    }),
    path === "/contact" ? "vi" : "en",
  );
  const answer = response.data as QuoteAnswer;
  if (answer.status !== "sent") throw new Error(`not stored: ${JSON.stringify(answer)}`);
  return { id: Number(answer.reference.slice(3)), email: body.get("email") ?? "" };
}

/** Requests stored straight through the service, each with one staff notification. */
async function storeRequests(count: number) {
  for (let i = 0; i < count; i++) {
    await createQuoteRequest(
      {
        name: `Khách ${i}`,
        organisation: "",
        position: "",
        phone: "+84912345678",
        email: `k${i}@benhvien.example`,
        province: "ha-noi",
        message: "",
        preferredContact: "phone",
        consent: true,
        products: [],
      },
      [],
      {
        lang: "vi",
        consentText: "Đồng ý",
        notifications: ({ id }) => [{ kind: "staff", recipients: STAFF, subject: `YC-${id}`, body: `Yêu cầu ${id}` }],
      },
    );
  }
}

const outboxRows = () => db().select().from(quoteOutbox).orderBy(quoteOutbox.id);

describe("a request posted to the contact page", () => {
  it("is stored with its notifications, delivered once each: staff's in Vietnamese, the visitor's in English", async () => {
    const { id, email } = await postRequest("/en/contact");
    // Written with the request, before any sender ran.
    const rows = await outboxRows();
    expect(rows.map((row) => [row.requestId, row.kind, row.sentAt])).toEqual([
      [id, "staff", null],
      [id, "acknowledgement", null],
    ]);

    await worker().drain();
    expect(sink.received).toHaveLength(2);
    const staff = sink.received.find((mail) => mail.to.includes(STAFF[0] ?? ""));
    expect(staff?.to).toEqual(STAFF);
    expect(staff?.from).toBe("no-reply@thietbi.example");
    expect(staff?.subject).toBe(`[YC-${id}] Báo giá: Máy nội soi dạ dày – Phòng khám Đa khoa An Bình`);
    expect(staff?.headers.get("reply-to")).toBe(email);
    expect(staff?.text).toContain(`/admin/inquiries/${id}`);
    for (const line of [
      "- Máy nội soi dạ dày",
      "Họ và tên: Trần Thị B",
      "Đơn vị: Phòng khám Đa khoa An Bình",
      "Chức vụ: Giám đốc",
      "Điện thoại: 0912 345 678",
      `Email: ${email}`,
      "Tỉnh/Thành phố: TP. Hồ Chí Minh",
      "Muốn được liên hệ qua: Zalo",
      "Ngôn ngữ của khách: tiếng Anh",
      "Xin báo giá 2 máy\nGiao tại TP.HCM",
      "I agree that the company keeps the details above",
    ]) {
      expect(staff?.text).toContain(line);
    }

    const ack = sink.received.find((mail) => mail.to.includes(email));
    expect(ack?.to).toEqual([email]);
    expect(ack?.subject).toBe(
      `${COMPANY_SETTINGS.companyNameEn || COMPANY_SETTINGS.companyName}: we have received your request YC-${id}`,
    );
    expect(ack?.text).toContain("Dear Trần Thị B,");
    expect(ack?.text).toContain("- Gastroscope");
    expect(ack?.text).toContain(en.done.next);
    expect(ack?.text).toContain(en.done.urgent(COMPANY_SETTINGS.hotline));
    // Nothing the visitor typed but the name goes to an address anyone may type.
    expect(ack?.text).not.toContain("Xin báo giá");

    const sent = await outboxRows();
    expect(sent.every((row) => row.sentAt && row.attempts === 1 && !row.lastError && !row.claimToken)).toBe(true);
  });

  it("without staff addresses or the acknowledgement, stores the request with no mail to send", async () => {
    await updateSiteSettings({ quoteNotifyEmails: [], quoteAcknowledge: false });
    noteWrite();
    try {
      await postRequest("/contact");
      expect(await outboxRows()).toEqual([]);
    } finally {
      await updateSiteSettings({ quoteNotifyEmails: STAFF, quoteAcknowledge: true });
      noteWrite();
    }
  });
});

describe("delivery", () => {
  it("the SMTP server down for a while then back: retried with backoff, delivered once", async () => {
    await sink.close();
    await storeRequests(2);
    worker();
    await until(async () => (await outboxRows()).every((row) => row.attempts >= 2), "two failed tries each");
    const failing = await outboxRows();
    expect(failing.every((row) => row.sentAt === null && row.failedAt === null)).toBe(true);
    expect(failing.map((row) => deliveryState({ ...row, claimedUntil: null }))).toEqual(["retrying", "retrying"]);
    expect(failing[0]?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // The next try waits: after the first failure 50 ms, doubling.
    expect(failing.every((row) => row.nextAttemptAt.getTime() > row.createdAt.getTime())).toBe(true);
    expect(sink.received).toHaveLength(0);

    await sink.start();
    await until(async () => (await outboxCounts()).sent === 2, "delivery once the server is back");
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few more polls: nothing sent twice
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual(failing.map((row) => row.subject).sort());
    expect((await outboxRows()).map((row) => deliveryState(row))).toEqual(["sent", "sent"]);
    expect((await outboxRows()).every((row) => row.lastError === null)).toBe(true);
  });

  it("two workers on one database send each message once", async () => {
    await storeRequests(30);
    const rows = await outboxRows();
    const a = worker({ batch: 4 });
    const b = worker({ batch: 4 });
    await Promise.all([a.drain(), b.drain()]);
    await until(async () => (await outboxCounts()).sent === 30, "every message sent");
    const subjects = sink.received.map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(rows.map((row) => row.subject).sort());
    expect(new Set(subjects).size).toBe(30);
    expect((await outboxRows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it("claims made at the same moment never share a row (SKIP LOCKED, on PostgreSQL's connections)", async () => {
    await storeRequests(20);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDueMessages(4, 60_000)));
    const ids = claims.flat().map((message) => message.id);
    expect(ids.length).toBe(20);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(claims.flat().map((message) => message.claimToken)).size).toBe(
      claims.filter((c) => c.length).length,
    );
  });

  it("gives up after the bounded number of tries; the failure stays; staff may send again", async () => {
    await storeRequests(1);
    const failing: OutboxWorkerOptions["transport"] = {
      send: async () => {
        throw Object.assign(new Error("Mailbox unavailable"), { code: "EENVELOPE", responseCode: 550 });
      },
      close: () => undefined,
    };
    worker({ transport: failing, maxAttempts: 3 });
    await until(async () => (await outboxRows())[0]?.failedAt != null, "giving up");
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 3, sentAt: null, lastError: "EENVELOPE: Mailbox unavailable" });
    expect(row && deliveryState(row)).toBe("failed");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRows())[0]?.attempts).toBe(3); // no fourth try

    expect(await retryMessage(row?.id ?? 0)).toBe(true);
    await worker().drain();
    await until(async () => (await outboxCounts()).sent === 1, "delivery after 'send again'");
    expect(sink.received).toHaveLength(1);
  });

  it("a crashed sender's claim lapses and another sender delivers the message once", async () => {
    await storeRequests(1);
    // A sender claims the row for 300 ms, then dies without a word.
    const [claimed] = await claimDueMessages(10, 300);
    expect(claimed?.attempts).toBe(1);
    const [held] = await outboxRows();
    expect(held && deliveryState(held)).toBe("sending");
    const other = worker();
    await other.drain();
    expect(sink.received).toHaveLength(0); // still claimed
    await until(async () => (await outboxCounts()).sent === 1, "delivery after the claim lapsed");
    expect(sink.received).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(quoteOutbox)
      .where(eq(quoteOutbox.id, claimed?.id ?? 0));
    expect(row?.attempts).toBe(2);
  });
});
