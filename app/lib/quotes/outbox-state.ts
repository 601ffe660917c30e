/**
 * A notification's delivery state as staff read it (the inbox), from the columns of its
 * `quote_outbox` row (decision 030). Pure, so the inbox's list and request page share it.
 */
export type DeliveryState = "sent" | "failed" | "sending" | "retrying" | "waiting";

export interface OutboxColumns {
  sentAt: Date | null;
  failedAt: Date | null;
  claimedUntil: Date | null;
  lastError: string | null;
}

export function deliveryState(row: OutboxColumns, now: Date = new Date()): DeliveryState {
  if (row.sentAt) return "sent";
  if (row.failedAt) return "failed";
  if (row.claimedUntil && row.claimedUntil.getTime() > now.getTime()) return "sending";
  // Not yet tried, or no SMTP_URL: waiting; tried and failed: waiting for its next try.
  return row.lastError ? "retrying" : "waiting";
}
