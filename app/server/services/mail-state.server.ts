/**
 * The quote requests' mail in words, read from the outbox's rows (decision 030), so
 * every app server tells the same story: when a notification last went out, how many wait, since
 * when sending fails and the mail server's reason; and the requests whose notification is overdue.
 * Nothing is kept in a process's memory but whether this server has a sender (SMTP_URL).
 */
import { sql } from "drizzle-orm";
import { formatAdminDateTime } from "~/lib/admin-date";
import { type MailStateView, type OverdueNoticeView, overdueReason } from "~/lib/quotes/mail-state";
import { queryRows } from "../db/index.server";
import { mailSender } from "../mail/outbox.server";
import { OUTBOX_DEFAULTS } from "../mail/outbox-worker.server";

export interface MailState {
  /** This server sends (SMTP_URL is set): without it, notifications wait in the outbox. */
  configured: boolean;
  lastSentAt: Date | null;
  /** Notifications not sent and not given up. */
  waiting: number;
  /** The failures since the last delivery: since when, and the newest failure's reason. */
  failing: { since: Date; reason: string } | null;
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

// A failed try leaves `next_attempt_at` = the failure + the worker's backoff for that try, and a
// given-up row its `failed_at`; the outbox keeps no other time of a failure. So the last failure is
// the backoff subtracted back, and the first one the earlier backoffs too (never before the row was
// written): minutes off at most (the backoff's ±10 %), enough to say since when mail fails. A
// failure seconds after a delivery may read as before it; the row's own writing bounds it.
const BASE = sql`${OUTBOX_DEFAULTS.baseDelayMs}::double precision`;
const CAP = sql`${OUTBOX_DEFAULTS.maxDelayMs}::double precision`;
const MS = sql`interval '1 millisecond'`;

/** The outbox's state: one statement, whatever the number of rows. */
export async function readMailState(): Promise<MailState> {
  const [row] = await queryRows<{
    last_sent: Date | string | null;
    waiting: number | string;
    since: Date | string | null;
    reason: string | null;
  }>(sql`
    WITH failed AS (
      SELECT o.last_error, o.created_at, t.tries,
        greatest(o.created_at, coalesce(o.failed_at,
          o.next_attempt_at - least(${CAP}, ${BASE} * 2 ^ greatest(t.tries - 1, 0)) * ${MS})) AS last_failure
      FROM quote_outbox o
      -- A row being tried again has counted that try already; its last failure is the one before.
      CROSS JOIN LATERAL (SELECT CASE WHEN o.claimed_until > now() THEN o.attempts - 1 ELSE o.attempts END AS tries) t
      WHERE o.sent_at IS NULL AND o.last_error IS NOT NULL
    ),
    streak AS (
      SELECT f.last_error, f.last_failure,
        greatest(f.created_at, f.last_failure - coalesce(
          (SELECT sum(least(${CAP}, ${BASE} * 2 ^ (k - 1))) FROM generate_series(1, f.tries - 1) AS k), 0) * ${MS}
        ) AS first_failure
      FROM failed f
      WHERE f.last_failure > coalesce((SELECT max(sent_at) FROM quote_outbox), '-infinity'::timestamptz)
    )
    SELECT (SELECT max(sent_at) FROM quote_outbox) AS last_sent,
      (SELECT count(*) FROM quote_outbox WHERE sent_at IS NULL AND failed_at IS NULL) AS waiting,
      (SELECT min(first_failure) FROM streak) AS since,
      (SELECT last_error FROM streak ORDER BY last_failure DESC LIMIT 1) AS reason`);
  const since = toDate(row?.since ?? null);
  return {
    configured: mailSender() !== null,
    lastSentAt: toDate(row?.last_sent ?? null),
    waiting: Number(row?.waiting ?? 0),
    failing: since ? { since, reason: row?.reason ?? "" } : null,
  };
}

/** The state as staff read it, times in Vietnam's zone; "not configured" says more than any row. */
export function mailStateView(state: MailState): MailStateView {
  const { waiting } = state;
  if (!state.configured) return { state: "not-configured", waiting };
  if (state.failing) {
    return {
      state: "failing",
      since: formatAdminDateTime(state.failing.since),
      sinceIso: state.failing.since.toISOString(),
      reason: state.failing.reason,
      lastSent: state.lastSentAt ? formatAdminDateTime(state.lastSentAt) : null,
      waiting,
    };
  }
  if (state.lastSentAt) {
    return { state: "sent", at: formatAdminDateTime(state.lastSentAt), atIso: state.lastSentAt.toISOString(), waiting };
  }
  return { state: "idle", waiting };
}

export async function readMailStateView(): Promise<MailStateView> {
  return mailStateView(await readMailState());
}

/**
 * Requests whose notification has not gone out `minutes` after it was written: the ones of
 * `requestIds` (a page of the inbox) with why, staff's notification first, and how many requests
 * in all (one statement).
 */
export async function overdueNotifications(
  requestIds: readonly number[],
  minutes: number,
): Promise<{ total: number; byRequest: Map<number, OverdueNoticeView> }> {
  const rows = await queryRows<{
    total: number | string;
    now: Date | string;
    request_id: number | null;
    kind: "staff" | "acknowledgement" | null;
    waited_minutes: number | string | null;
    attempts: number | null;
    last_error: string | null;
    failed_at: Date | string | null;
    claimed_until: Date | string | null;
  }>(sql`
    WITH overdue AS (
      SELECT DISTINCT ON (o.request_id) o.request_id, o.kind, o.attempts, o.last_error, o.failed_at, o.claimed_until,
        floor(extract(epoch FROM now() - o.created_at) / 60) AS waited_minutes
      FROM quote_outbox o
      WHERE o.sent_at IS NULL AND o.created_at <= now() - ${minutes}::double precision * interval '1 minute'
      ORDER BY o.request_id, (o.kind = 'staff') DESC, o.created_at, o.id
    )
    SELECT (SELECT count(*) FROM overdue) AS total, now() AS now, v.*
    FROM (SELECT 1) AS one
    LEFT JOIN overdue v ON v.request_id IN ${requestIds.length > 0 ? [...requestIds] : [0]}`);
  const configured = mailSender() !== null;
  const byRequest = new Map<number, OverdueNoticeView>();
  for (const row of rows) {
    if (row.request_id === null || row.kind === null) continue;
    const columns = {
      attempts: row.attempts ?? 0,
      lastError: row.last_error,
      failedAt: toDate(row.failed_at),
      claimedUntil: toDate(row.claimed_until),
    };
    byRequest.set(row.request_id, {
      kind: row.kind,
      reason: overdueReason(columns, configured, new Date(row.now)),
      waitedMinutes: Number(row.waited_minutes ?? 0),
      attempts: columns.attempts,
      error: row.last_error,
    });
  }
  return { total: Number(rows[0]?.total ?? 0), byRequest };
}
