/**
 * A real SMTP server on 127.0.0.1 for the outbox's tests and benchmark (the `smtp-server`
 * package): it accepts every message (any login, no TLS) and keeps the envelope and the decoded
 * subject and text, so a test reads what a mail program would show.
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The SMTP login it came under (several senders can be told apart by their URLs' users). */
  user: string;
  from: string;
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  headers: Map<string, string>;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops accepting connections (the server "down"); `start` brings it back on the same port. */
  close(): Promise<void>;
  start(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The headers and the plain text of a single-part message. */
export function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, "");
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n") };
}

export async function startSmtpSink(options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Pooled client connections stay open: closing must not wait for them.
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "" }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const { headers, text } = parseMessage(Buffer.concat(chunks).toString("utf8"));
          const mail: ReceivedMail = {
            user: typeof session.user === "string" ? session.user : "",
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: headers.get("subject") ?? "",
            text,
            headers,
          };
          received.push(mail);
          options.onMail?.(mail);
          callback();
        });
      },
    });
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = make();
      next.on("error", () => undefined);
      const listening = next.listen(port, "127.0.0.1", () => {
        const address = listening.address();
        if (address && typeof address === "object") port = address.port;
        server = next;
        resolve();
      });
      listening.once("error", reject);
    });
  await start();
  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://user:secret@127.0.0.1:${port}`;
    },
    received,
    close: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start,
  };
  return sink;
}

/**
 * An SMTP server on 127.0.0.1 that refuses every message, as a provider refusing our relay: at the
 * sender (MAIL FROM, 554) or at each recipient (RCPT TO, 550).
 */
export async function startRefusingSmtpServer(
  at: "sender" | "recipient",
): Promise<{ url: string; close: () => Promise<void> }> {
  const refuse =
    (code: number, text: string) => (_address: unknown, _session: unknown, callback: (error?: Error) => void) =>
      callback(Object.assign(new Error(text), { responseCode: code }));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    ...(at === "sender"
      ? { onMailFrom: refuse(554, "5.7.1 Relay access denied") }
      : { onRcptTo: refuse(550, "5.7.1 Relaying denied") }),
  });
  server.on("error", () => undefined);
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, "127.0.0.1", () => {
      const address = listening.address();
      resolve(address && typeof address === "object" ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
