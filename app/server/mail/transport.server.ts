/**
 * Mail out over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587, or smtps:// for
 * TLS from the first byte). The outbox worker sees only `MailTransport`, so its tests may give it
 * a real SMTP server or anything else that sends.
 */
import nodemailer from "nodemailer";

export interface MailMessage {
  from: string;
  to: readonly string[];
  replyTo?: string | null;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may take at most: far below the outbox's claim (5 min). */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export function smtpTransport(url: string, { maxConnections = 3 } = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A few connections kept open and reused: a burst of requests does not open one each.
    pool: true,
    maxConnections,
    ...SMTP_TIMEOUTS,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: [...message.to],
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        // The texts are ours: nothing in them may make nodemailer read a file or fetch a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transporter.close(),
  };
}

/** The SMTP URL with its password hidden, for the start-up line. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unreadable URL)";
  }
}

/**
 * The sender's address: MAIL_FROM, else the SMTP user when it is an address (what most providers
 * accept), else no-reply at the public site's host.
 */
export function mailFrom(config: { MAIL_FROM?: string; SMTP_URL?: string; PUBLIC_SITE_URL?: string }): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  if (config.SMTP_URL) {
    try {
      const user = decodeURIComponent(new URL(config.SMTP_URL).username);
      if (/^[^@\s]+@[^@\s]+$/.test(user)) return user;
    } catch {
      // Not a URL: the configuration check refuses it before this is reached.
    }
  }
  const host = config.PUBLIC_SITE_URL ? new URL(config.PUBLIC_SITE_URL).hostname : "localhost";
  return `no-reply@${host}`;
}
