/**
 * The outbox of quote request notifications (decision 030): rows written in the
 * request's transaction, claimed by one sender at a time, marked sent, or put back with a backoff.
 * A claim is a short statement, never a transaction held open over SMTP: on PGlite every statement
 * shares one connection, and a transaction held for a send would stop every other request.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Executor, queryRows } from "../db/index.server";
import { quoteOutbox } from "../db/quote-schema";

/** A notification to write: who gets it, and the finished text. */
export interface OutboxDraft {
  kind: "staff" | "acknowledgement";
  recipients: readonly string[];
  subject: string;
  body: string;
  replyTo?: string | null;
}

/** A claimed row, as its sender needs it. */
export interface ClaimedMessage {
  id: number;
  requestId: number;
  kind: "staff" | "acknowledgement";
  recipients: string[];
  replyTo: string | null;
  subject: string;
  body: string;
  /** Counting this try. */
  attempts: number;
  /** This sender's claim: only its holder may put the row back. */
  claimToken: string;
}

/** Writes a request's notifications, in the caller's transaction when it gives one. */
export async function enqueueNotifications(executor: Executor, requestId: number, drafts: readonly OutboxDraft[]) {
  const rows = drafts.filter((draft) => draft.recipients.length > 0);
  if (rows.length === 0) return;
  await executor.insert(quoteOutbox).values(
    rows.map((draft) => ({
      requestId,
      kind: draft.kind,
      recipients: draft.recipients.join(", "),
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      body: draft.body,
    })),
  );
}

interface ClaimedRow {
  id: number;
  request_id: number;
  kind: "staff" | "acknowledgement";
  recipients: string;
  reply_to: string | null;
  subject: string;
  body: string;
  attempts: number;
  claim_token: string;
}

/**
 * Claims up to `limit` due rows for `leaseMs` and counts a try on each. SKIP LOCKED lets senders
 * on other servers pass over rows being claimed; the lease lets a crashed sender's rows be claimed
 * again once it lapses. The database's clock decides, so servers' clocks need not agree.
 */
export async function claimDueMessages(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const token = randomUUID();
  const rows = await queryRows<ClaimedRow>(sql`
    UPDATE quote_outbox AS o
    SET claim_token = ${token},
        claimed_until = now() + ${leaseMs}::double precision * interval '1 millisecond',
        attempts = o.attempts + 1
    FROM (
      SELECT id FROM quote_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
        AND (claimed_until IS NULL OR claimed_until <= now())
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE o.id = due.id
    RETURNING o.id, o.request_id, o.kind, o.recipients, o.reply_to, o.subject, o.body, o.attempts, o.claim_token`);
  return rows
    .map((row) => ({
      id: row.id,
      requestId: row.request_id,
      kind: row.kind,
      recipients: row.recipients
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
      replyTo: row.reply_to,
      subject: row.subject,
      body: row.body,
      attempts: row.attempts,
      claimToken: row.claim_token,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Records a delivery. By id alone: the message went, whoever's claim it was under. */
export async function markMessageSent(id: number): Promise<void> {
  await db()
    .update(quoteOutbox)
    .set({ sentAt: sql`now()`, claimToken: null, claimedUntil: null, lastError: null })
    .where(and(eq(quoteOutbox.id, id), isNull(quoteOutbox.sentAt)));
}

/**
 * Records a failed try under the sender's own claim: tried again after `retryInMs`, or given up
 * (`retryInMs` null: the failure stays for staff to see).
 */
export async function markMessageFailed(
  message: Pick<ClaimedMessage, "id" | "claimToken">,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db()
    .update(quoteOutbox)
    .set({
      lastError: error.slice(0, 1000),
      claimToken: null,
      claimedUntil: null,
      ...(retryInMs === null
        ? { failedAt: sql`now()` }
        : { nextAttemptAt: sql`now() + ${Math.round(retryInMs)}::double precision * interval '1 millisecond'` }),
    })
    .where(
      and(eq(quoteOutbox.id, message.id), eq(quoteOutbox.claimToken, message.claimToken), isNull(quoteOutbox.sentAt)),
    );
}

/** Sends a given-up or waiting message again at the next pass, with a fresh count of tries (staff's "send again"). */
export async function retryMessage(id: number): Promise<boolean> {
  const rows = await db()
    .update(quoteOutbox)
    .set({
      failedAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: sql`now()`,
      claimToken: null,
      claimedUntil: null,
    })
    .where(and(eq(quoteOutbox.id, id), isNull(quoteOutbox.sentAt)))
    .returning({ id: quoteOutbox.id });
  return rows.length > 0;
}

/**
 * Staff's "send again" from a request's page: only a message of that request the sender gave up
 * on goes back in the queue. Answers its kind (for the audit), or why not.
 */
export async function retryGivenUpMessage(
  requestId: number,
  id: number,
): Promise<{ kind: "staff" | "acknowledgement" } | "missing" | "not-given-up"> {
  const [row] = await db()
    .select({ kind: quoteOutbox.kind, failedAt: quoteOutbox.failedAt, sentAt: quoteOutbox.sentAt })
    .from(quoteOutbox)
    .where(and(eq(quoteOutbox.id, id), eq(quoteOutbox.requestId, requestId)));
  if (!row) return "missing";
  if (!row.failedAt || row.sentAt || !(await retryMessage(id))) return "not-given-up";
  return { kind: row.kind };
}

/** Rows by delivery state (the benchmark's and the tests' figures). */
export async function outboxCounts(): Promise<{ total: number; sent: number; failed: number; waiting: number }> {
  const [row] = await queryRows<{ total: number; sent: number; failed: number }>(sql`
    SELECT count(*)::int AS total, count(sent_at)::int AS sent, count(failed_at)::int AS failed FROM quote_outbox`);
  const total = row?.total ?? 0;
  const sent = row?.sent ?? 0;
  const failed = row?.failed ?? 0;
  return { total, sent, failed, waiting: total - sent - failed };
}

/**
 * Messages waiting longer than `minutes` (neither sent nor given up): the outbox's backlog, which
 * /healthz reports when the mail server or the senders have stopped.
 */
export async function outboxBacklog(minutes: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM quote_outbox
    WHERE sent_at IS NULL AND failed_at IS NULL AND created_at < now() - make_interval(mins => ${minutes})`);
  return row?.n ?? 0;
}
