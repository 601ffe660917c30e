/**
 * The server's one outbox sender (decision 030), started with the other background jobs
 * (startup.server.ts). Without SMTP_URL nothing is sent: the rows wait, and start-up says so once.
 */
import type { Config } from "../config.server";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker.server";
import { mailFrom, redactedSmtpUrl, smtpTransport } from "./transport.server";

let worker: OutboxWorker | null = null;

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
  worker = startOutboxWorker({ transport: smtpTransport(config.SMTP_URL), from });
  log(`Mail: quote request notifications go out through ${redactedSmtpUrl(config.SMTP_URL)} from ${from}`);
}

/** A request was stored: send its notifications now rather than at the next look. */
export function wakeMailOutbox(): void {
  worker?.wake();
}

export async function stopMailOutbox(): Promise<void> {
  const stopping = worker;
  worker = null;
  await stopping?.stop();
}
