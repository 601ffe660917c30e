/**
 * The quote requests' mail as staff read it: whether it goes out at all, when it last
 * did, since when it fails and why; a request whose notification is overdue; the test message's
 * outcome. Pure views (the server formats times in Vietnam's zone), shared by the quote settings,
 * the dashboard and the inbox.
 */
import { z } from "~/lib/zod";
import type { InquiryListView, InquiryRowView } from "./inbox-views";

/** The configuration that turns mail on (the operators' name for it, shown as it is written). */
export const MAIL_SETTING = "SMTP_URL";

/** A notification not sent this long after its request was stored is flagged in the inbox. */
export const OVERDUE_AFTER_MINUTES = 15;

export type MailStateView =
  /** No sender on this server: notifications wait in the outbox. */
  | { state: "not-configured"; waiting: number }
  /** Configured; nothing sent nor failed yet. */
  | { state: "idle"; waiting: number }
  | { state: "sent"; at: string; atIso: string; waiting: number }
  | {
      state: "failing";
      since: string;
      sinceIso: string;
      /** The mail server's (or the network's) reason, as the last failed try recorded it. */
      reason: string;
      /** The last delivery that did go out, if any. */
      lastSent: string | null;
      waiting: number;
    };

/** Why a request's notification has not gone out. */
export type OverdueReason = "not-configured" | "failing" | "given-up" | "sending" | "not-tried";

export interface OverdueNoticeView {
  /** Staff's notification, or (when staff's went) the visitor's acknowledgement. */
  kind: "staff" | "acknowledgement";
  reason: OverdueReason;
  /** Minutes since the notification was written (its request stored). */
  waitedMinutes: number;
  /** Tries that failed (given up or retrying). */
  attempts: number;
  /** The last failed try's reason. */
  error: string | null;
}

/** An inbox row, flagged when its notification is overdue. */
export type InquiryMailRowView = InquiryRowView & { overdue: OverdueNoticeView | null };

/** The inbox's page with its flags, and how many requests in all have an overdue notification. */
export type InquiryMailListView = Omit<InquiryListView, "rows"> & { rows: InquiryMailRowView[]; overdueTotal: number };

/** Which reason a notification's outbox columns give, on a server that does (or does not) send. */
export function overdueReason(
  row: { attempts: number; lastError: string | null; failedAt: Date | null; claimedUntil: Date | null },
  configured: boolean,
  now: Date,
): OverdueReason {
  if (row.failedAt) return "given-up";
  if (row.claimedUntil && row.claimedUntil.getTime() > now.getTime()) return "sending";
  if (row.lastError) return "failing";
  return configured ? "not-tried" : "not-configured";
}

/** Whether switching the form on with these values tells no one: on, and no address to notify. */
export function notifiesNoOne(values: { quoteRequestsEnabled?: unknown; quoteNotifyEmails?: unknown }): boolean {
  const addresses = Array.isArray(values.quoteNotifyEmails)
    ? values.quoteNotifyEmails.filter((item) => typeof item === "string" && item.trim() !== "")
    : [];
  return values.quoteRequestsEnabled === true && addresses.length === 0;
}

/** 'Gửi email thử': an address typed, or none (the notified addresses). Errors are the catalogue's. */
export function testMailSchema(messages: { badAddress: string }) {
  return z.object({
    intent: z.literal("test-mail"),
    to: z
      .string()
      .trim()
      .max(200, { error: messages.badAddress })
      .refine((value) => value === "" || z.email().safeParse(value).success, { error: messages.badAddress })
      .default(""),
  });
}

/** What 'Gửi email thử' answers. */
export type TestMailResult =
  | { ok: true; outcome: "sent"; message: string }
  | { ok: false; outcome: "failed" | "not-configured" | "refused"; message: string; errors?: Record<string, string> };
