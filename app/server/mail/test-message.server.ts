/**
 * 'Gửi email thử': a message through the sender the notifications use (this server's
 * SMTP transport and sender address), answered with what the mail server said. It is not written
 * to the outbox: an outbox row belongs to a stored request (quote_outbox.request_id).
 */
import { vi } from "~/i18n/messages/admin-mail";
import { formatAdminDateTime } from "~/lib/admin-date";
import { mailSender } from "./outbox.server";
import { describeError } from "./outbox-worker.server";

export type TestMessageOutcome =
  | { outcome: "sent"; at: Date }
  | { outcome: "failed"; reason: string }
  | { outcome: "not-configured" };

/** Sends the test message to `to` now; `sentBy` names the administrator in its text. */
export async function sendTestMessage(to: readonly string[], sentBy: string): Promise<TestMessageOutcome> {
  const sender = mailSender();
  if (!sender) return { outcome: "not-configured" };
  const at = new Date();
  try {
    await sender.transport.send({
      from: sender.from,
      to,
      subject: vi.test.subject,
      text: vi.test.body(sentBy, formatAdminDateTime(at)),
    });
  } catch (error) {
    return { outcome: "failed", reason: describeError(error) };
  }
  return { outcome: "sent", at };
}
