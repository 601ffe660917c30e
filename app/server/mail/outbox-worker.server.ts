/**
 * The outbox's sender (decision 030): claims due rows, sends each over the transport,
 * marks it sent, or puts it back with an exponential backoff until a bounded number of tries have
 * failed. Every server runs one; the claims (quote-outbox.server.ts) give each message one sender.
 * Everything it knows is in the rows, so a restart goes on where the last process stopped.
 */
import {
  type ClaimedMessage,
  claimDueMessages,
  markMessageFailed,
  markMessageSent,
} from "../services/quote-outbox.server";
import type { MailTransport } from "./transport.server";

export interface OutboxWorkerOptions {
  transport: MailTransport;
  from: string;
  /** How often to look for due rows (other servers' new requests, retries coming due). */
  pollMs?: number;
  /** How long a claim holds: longer than any one SMTP conversation (SMTP_TIMEOUTS). */
  leaseMs?: number;
  /** Tries before giving up; the failure stays on the row for staff to see. */
  maxAttempts?: number;
  /** The wait after the first failure, doubled after each next one up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Rows claimed at once, and sent at once. */
  batch?: number;
  concurrency?: number;
  onError?: (error: unknown) => void;
}

export interface OutboxWorker {
  /** Looks for due rows now (a request was just stored). */
  wake(): void;
  /** Sends until nothing is due (tests, the benchmark). */
  drain(): Promise<void>;
  /** Stops looking; waits for the sends under way; closes the transport. */
  stop(): Promise<void>;
}

/**
 * The defaults: 12 tries over about 12 hours (1, 2, 4 … 64 minutes, then every 2 hours), so a
 * mail server down for a night still gets every message.
 */
export const OUTBOX_DEFAULTS = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 12,
  baseDelayMs: 60_000,
  maxDelayMs: 2 * 60 * 60_000,
  batch: 20,
  concurrency: 3,
} as const;

/** The wait before try `attempts + 1`: doubling from `base`, at most `max`, spread by ±10 %. */
export function retryDelay(attempts: number, base: number, max: number, random = Math.random): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.9 + 0.2 * random()));
}

/** What went wrong, as staff will read it: the SMTP reply when there was one. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: string; response?: string };
  const detail = response && !error.message.includes(response) ? ` (${response})` : "";
  return `${code ? `${code}: ` : ""}${error.message}${detail}`;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const o = { ...OUTBOX_DEFAULTS, ...options };
  const onError = options.onError ?? ((error: unknown) => console.error("Mail outbox:", error));
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function deliver(message: ClaimedMessage): Promise<void> {
    // A sender stopped during the last try (its claim lapsed): that try counted; give up now.
    if (message.attempts > o.maxAttempts) {
      await markMessageFailed(message, "Sender stopped during the last attempt", null);
      return;
    }
    try {
      await o.transport.send({
        from: o.from,
        to: message.recipients,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.body,
      });
    } catch (error) {
      const retryIn =
        message.attempts >= o.maxAttempts ? null : retryDelay(message.attempts, o.baseDelayMs, o.maxDelayMs);
      await markMessageFailed(message, describeError(error), retryIn);
      return;
    }
    // Sent: a lost "sent" mark would send it again once the claim lapses, so try the mark harder.
    for (let tries = 1; ; tries++) {
      try {
        await markMessageSent(message.id);
        return;
      } catch (error) {
        if (tries >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * tries));
      }
    }
  }

  async function sendAll(messages: ClaimedMessage[]): Promise<void> {
    const queue = [...messages];
    const lanes = Array.from({ length: Math.min(o.concurrency, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await deliver(next).catch(onError);
      }
    });
    await Promise.all(lanes);
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        const claimed = await claimDueMessages(o.batch, o.leaseMs);
        if (claimed.length > 0) await sendAll(claimed);
        if (claimed.length < o.batch) break;
      }
    } while (again && !stopped);
  }

  function schedule() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, o.pollMs);
    timer.unref?.();
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  void run();

  return {
    wake: () => void run(),
    async drain() {
      // A pass under way may have started before the rows the caller waits for were written.
      await run();
      await run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      o.transport.close();
    },
  };
}
