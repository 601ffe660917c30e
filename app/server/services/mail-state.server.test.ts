/**
 * The quote requests' mail in words, read from the outbox on a real database while
 * this server's sender delivers to a real SMTP server on 127.0.0.1, or to one that refuses:
 * not configured, last sent at, failing since with the server's reason; and the requests whose
 * notification is overdue, each with why.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatAdminDateTime } from "~/lib/admin-date";
import { db } from "~/server/db/index.server";
import { quoteOutbox, quoteRequests } from "~/server/db/quote-schema";
import { setupTestDatabase } from "~/server/testing/database";
import { createQuoteRequest } from "~/server/testing/factories";
import { type SmtpSink, startRefusingSmtpServer, startSmtpSink } from "~/server/testing/smtp-sink";
import { startMailOutbox, stopMailOutbox, wakeMailOutbox } from "../mail/outbox.server";
import { mailStateView, overdueNotifications, readMailState } from "./mail-state.server";

setupTestDatabase();

const STAFF = ["sales@thietbi.example"];
let sink: SmtpSink;
let refusing: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  sink = await startSmtpSink();
  refusing = await startRefusingSmtpServer("sender");
});

afterEach(async () => {
  await stopMailOutbox();
  await db().delete(quoteRequests);
  sink.received.length = 0;
});

afterAll(async () => {
  await sink.close();
  await refusing.close();
});

const send = (url: string) =>
  startMailOutbox({ SMTP_URL: url, MAIL_FROM: "no-reply@thietbi.example", PUBLIC_SITE_URL: undefined }, () => {});

/** A stored request with a staff notification (and an acknowledgement when asked), `minutesAgo` old. */
async function storeRequest({ minutesAgo = 0, acknowledgement = false } = {}) {
  const { id } = await createQuoteRequest({
    createdAt: sql`now() - ${minutesAgo}::double precision * interval '1 minute'`,
  });
  const draft = (kind: "staff" | "acknowledgement", recipients: string) => ({
    requestId: id,
    kind,
    recipients,
    subject: `YC-${id}`,
    body: `Yêu cầu ${id}`,
    createdAt: sql`now() - ${minutesAgo}::double precision * interval '1 minute'`,
  });
  await db()
    .insert(quoteOutbox)
    .values([
      draft("staff", STAFF.join(", ")),
      ...(acknowledgement ? [draft("acknowledgement", "b@benhvien.example")] : []),
    ]);
  return id;
}

const outboxOf = (requestId: number) => db().select().from(quoteOutbox).where(eq(quoteOutbox.requestId, requestId));

async function until(check: () => Promise<boolean>, what: string) {
  const end = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the mail state", () => {
  it("without a sender (no SMTP_URL) is 'not configured', with the notifications waiting", async () => {
    await storeRequest();
    await storeRequest();
    const state = await readMailState();
    expect(state).toEqual({ configured: false, lastSentAt: null, waiting: 2, failing: null });
    expect(mailStateView(state)).toEqual({ state: "not-configured", waiting: 2 });
  });

  it("configured and delivered: 'last sent at' the delivery, as every server reads it from the rows", async () => {
    send(sink.url);
    expect(mailStateView(await readMailState())).toEqual({ state: "idle", waiting: 0 });
    const id = await storeRequest();
    wakeMailOutbox();
    await until(async () => (await outboxOf(id))[0]?.sentAt != null, "the delivery");
    expect(sink.received.map((mail) => mail.to)).toEqual([STAFF]);
    const sentAt = (await outboxOf(id))[0]?.sentAt as Date;
    const state = await readMailState();
    expect(state).toEqual({ configured: true, lastSentAt: sentAt, waiting: 0, failing: null });
    expect(mailStateView(state)).toEqual({
      state: "sent",
      at: formatAdminDateTime(sentAt),
      atIso: sentAt.toISOString(),
      waiting: 0,
    });
  });

  it("a server that refuses: 'failing since' the first failure after the last delivery, with its reason", async () => {
    send(sink.url);
    const delivered = await storeRequest();
    wakeMailOutbox();
    await until(async () => (await outboxOf(delivered))[0]?.sentAt != null, "the delivery");
    await stopMailOutbox();

    send(refusing.url);
    const before = Date.now();
    const refused = await storeRequest();
    wakeMailOutbox();
    await until(async () => (await outboxOf(refused))[0]?.lastError != null, "the refusal");
    const [row] = await outboxOf(refused);
    expect(row?.lastError).toContain("554");
    expect(row?.lastError).toContain("Relay access denied");

    const state = await readMailState();
    const lastSent = (await outboxOf(delivered))[0]?.sentAt as Date;
    expect(state.lastSentAt).toEqual(lastSent);
    expect(state.failing?.reason).toBe(row?.lastError);
    // The first (and only) failure: within the backoff's ±10 % of its minute.
    const since = state.failing?.since.getTime() ?? 0;
    expect(since).toBeGreaterThanOrEqual(before - 10_000);
    expect(since).toBeLessThanOrEqual(Date.now() + 10_000);
    expect(mailStateView(state)).toMatchObject({
      state: "failing",
      reason: row?.lastError,
      lastSent: formatAdminDateTime(lastSent),
      waiting: 1,
    });
  });

  it("dates a long failure from its first try, not from when a row that waited was written", async () => {
    // Written three days ago (mail was not configured then), tried three times: failed at about
    // now − 3 min, − 2 min and now (1 then 2 minutes of backoff), next try in 4 minutes.
    const id = await storeRequest({ minutesAgo: 3 * 24 * 60 });
    await db()
      .update(quoteOutbox)
      .set({ attempts: 3, lastError: "421 Service not available", nextAttemptAt: sql`now() + interval '4 minutes'` })
      .where(eq(quoteOutbox.requestId, id));
    const state = await readMailState();
    const expected = Date.now() - 3 * 60_000;
    expect(Math.abs((state.failing?.since.getTime() ?? 0) - expected)).toBeLessThan(10_000);
    expect(state.failing?.reason).toBe("421 Service not available");

    // Delivered since (another message went out after that failure): no longer failing.
    const later = await storeRequest();
    await db()
      .update(quoteOutbox)
      .set({ sentAt: sql`now() + interval '1 second'` })
      .where(eq(quoteOutbox.requestId, later));
    expect((await readMailState()).failing).toBeNull();

    // A row given up on after its 12th try failed counts from its failed_at.
    await db()
      .update(quoteOutbox)
      .set({ attempts: 12, lastError: "550 No such user", failedAt: sql`now() + interval '2 seconds'` })
      .where(eq(quoteOutbox.requestId, id));
    expect((await readMailState()).failing?.reason).toBe("550 No such user");
  });
});

describe("overdue notifications", () => {
  it("flags a request whose notification has waited over 15 minutes, with why; fresh ones are not", async () => {
    const fresh = await storeRequest({ minutesAgo: 5 });
    const waiting = await storeRequest({ minutesAgo: 20 });
    const failing = await storeRequest({ minutesAgo: 90, acknowledgement: true });
    const givenUp = await storeRequest({ minutesAgo: 3 * 24 * 60 });
    const delivered = await storeRequest({ minutesAgo: 60 });
    await db()
      .update(quoteOutbox)
      .set({ attempts: 2, lastError: "EAUTH: Invalid login: 535 Authentication failed" })
      .where(sql`${quoteOutbox.requestId} = ${failing} AND ${quoteOutbox.kind} = 'staff'`);
    await db()
      .update(quoteOutbox)
      .set({ attempts: 12, lastError: "550 Mailbox unavailable", failedAt: sql`now()` })
      .where(eq(quoteOutbox.requestId, givenUp));
    await db().update(quoteOutbox).set({ sentAt: sql`now()` }).where(eq(quoteOutbox.requestId, delivered));
    const ids = [fresh, waiting, failing, givenUp, delivered];

    const unset = await overdueNotifications(ids, 15);
    expect(unset.total).toBe(3);
    expect([...unset.byRequest.keys()].sort()).toEqual([waiting, failing, givenUp].sort());
    expect(unset.byRequest.get(waiting)).toEqual({
      kind: "staff",
      reason: "not-configured",
      waitedMinutes: 20,
      attempts: 0,
      error: null,
    });
    // Staff's notification is the one that matters: the acknowledgement is waiting too.
    expect(unset.byRequest.get(failing)).toEqual({
      kind: "staff",
      reason: "failing",
      waitedMinutes: 90,
      attempts: 2,
      error: "EAUTH: Invalid login: 535 Authentication failed",
    });
    expect(unset.byRequest.get(givenUp)).toMatchObject({
      reason: "given-up",
      attempts: 12,
      waitedMinutes: 3 * 24 * 60,
    });

    // With a sender, a notification never tried is not "not configured": no try was made (this
    // one's first is not due yet, so the sender leaves it).
    await db()
      .update(quoteOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(quoteOutbox.requestId, waiting));
    send(refusing.url);
    const configured = await overdueNotifications([waiting], 15);
    expect(configured.byRequest.get(waiting)?.reason).toBe("not-tried");
    // The total counts every request, whatever the page holds.
    expect(configured.total).toBe(3);
    expect((await overdueNotifications([], 15)).total).toBe(3);
  });
});
