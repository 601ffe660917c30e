/**
 * The server's one outbox sender (decision 030), started with the other background jobs
 * (startup.server.ts). Without SMTP_URL nothing is sent: the rows wait, and start-up says so once.
 */
import type { Config } from "../config.server";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker.server";
import { type MailTransport, mailFrom, redactedSmtpUrl, smtpTransport } from "./transport.server";

let worker: OutboxWorker | null = null;
let sender: MailSender | null = null;

/** The transport and sender address this server's notifications go out through. */
export interface MailSender {
  transport: MailTransport;
  from: string;
}

export function startMailOutbox(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_SITE_URL">,
  log: (line: string) => void,
): void {
  if (worker) return;
  if (!config.SMTP_URL) {
    log(
      "Mail: SMTP_URL is not set: quote request notifications wait in the outbox and go out once it is set (e.g. smtp://user:pass@host:587).",
    );
    return;
  }
  const from = mailFrom(config);
  sender = { transport: smtpTransport(config.SMTP_URL), from };
  worker = startOutboxWorker(sender);
  log(`Mail: quote request notifications go out through ${redactedSmtpUrl(config.SMTP_URL)} from ${from}`);
}

/** A request was stored: send its notifications now rather than at the next look. */
export function wakeMailOutbox(): void {
  worker?.wake();
}

/**
 * The running sender, or null when this server sends no mail (no SMTP_URL): the test message goes
 * through it, and the mail state reads "not configured" from it.
 */
export function mailSender(): MailSender | null {
  return sender;
}

export async function stopMailOutbox(): Promise<void> {
  const stopping = worker;
  worker = null;
  sender = null;
  await stopping?.stop();
}
