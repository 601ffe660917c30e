import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "~/server/db/index.server";
import { outboxBacklog } from "~/server/services/quote-outbox.server";
import { storage as configuredStorage } from "~/server/storage/index.server";
import type { Storage } from "~/server/storage/types";

/**
 * What GET /healthz reports to the proxy, the orchestrator and an operator's monitor:
 * can this server reach its database, can it write to its storage, is the mail outbox keeping up?
 * Only a state per part, never a reason: reasons (host names, driver messages) go to the log.
 *
 * - database failing: 503 and status "failing" (the server cannot save; held pages are still
 *   answered, but a load balancer should prefer a server that can reach it);
 * - storage failing, or mail waiting: 200 and status "degraded": every server shares the bucket
 *   and the outbox, so taking this one out of rotation would help nobody.
 */
export interface HealthReport {
  status: "ok" | "degraded" | "failing";
  database: "ok" | "failing";
  storage: "ok" | "failing";
  /** "backlog": messages have waited longer than MAIL_BACKLOG_MINUTES; "unknown": the database is away. */
  mail: "ok" | "backlog" | "unknown";
  /** How many messages have waited that long (0 when the database is away). */
  mailWaiting: number;
}

/** A notification unsent after this long means the mail server or every sender has stopped. */
export const MAIL_BACKLOG_MINUTES = 15;

/** A check that takes longer than this counts as failing (a dead database can hang a connect). */
export const HEALTH_TIMEOUT_MS = 3_000;
/** The storage probe writes an object: at most once in this long per server, however often asked. */
export const STORAGE_PROBE_INTERVAL_MS = 10_000;

export interface HealthDependencies {
  ping(): Promise<void>;
  /** Messages waiting longer than MAIL_BACKLOG_MINUTES. */
  mailBacklog(): Promise<number>;
  storage(): Storage;
  now(): number;
  log(line: string): void;
}

const defaults: HealthDependencies = {
  ping: async () => {
    await queryRows(sql`SELECT 1`);
  },
  mailBacklog: () => outboxBacklog(MAIL_BACKLOG_MINUTES),
  storage: configuredStorage,
  now: () => Date.now(),
  log: (line) => console.error(line),
};

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${HEALTH_TIMEOUT_MS} ms`)),
      HEALTH_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Writes, reads back and deletes a tiny object under healthz/. */
async function probeStorage(store: Storage): Promise<void> {
  const key = `healthz/${randomUUID()}.txt`;
  await store.put(key, Buffer.from("ok"), { contentType: "text/plain", cacheControl: "no-store" });
  try {
    if (!(await store.exists(key))) throw new Error("the object just written is not there");
  } finally {
    await store.remove(key);
  }
}

/** Checks the database on every call and the storage at most every STORAGE_PROBE_INTERVAL_MS. */
export function createHealthCheck(dependencies: Partial<HealthDependencies> = {}) {
  const deps = { ...defaults, ...dependencies };
  let lastProbe: { at: number; result: Promise<boolean> } | undefined;

  const check = async (what: string, work: () => Promise<void>): Promise<boolean> => {
    try {
      await withTimeout(work(), what);
      return true;
    } catch (error) {
      deps.log(`Health check: ${what} failing: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };

  return async function checkHealth(): Promise<HealthReport> {
    const now = deps.now();
    // Concurrent and repeated calls share one probe (a failed one is retried on the next call).
    if (!lastProbe || now - lastProbe.at >= STORAGE_PROBE_INTERVAL_MS) {
      const result = check("storage", () => probeStorage(deps.storage()));
      lastProbe = { at: now, result };
      void result.then((ok) => {
        if (!ok && lastProbe?.result === result) lastProbe = undefined;
      });
    }
    const [database, storageOk] = await Promise.all([check("database", deps.ping), lastProbe.result]);
    let mailWaiting: number | null = null;
    if (database) {
      await check("mail outbox", async () => {
        mailWaiting = await deps.mailBacklog();
      });
    }
    const mail = mailWaiting === null ? "unknown" : mailWaiting > 0 ? "backlog" : "ok";
    return {
      status: !database ? "failing" : storageOk && mail === "ok" ? "ok" : "degraded",
      database: database ? "ok" : "failing",
      storage: storageOk ? "ok" : "failing",
      mail,
      mailWaiting: mailWaiting ?? 0,
    };
  };
}

let shared: (() => Promise<HealthReport>) | undefined;

/** The answer to GET /healthz: 503 while the database cannot be reached, else 200; never cached. */
export async function healthResponse(check?: () => Promise<HealthReport>) {
  shared ??= createHealthCheck();
  const report = await (check ?? shared)();
  return Response.json(report, {
    status: report.status === "failing" ? 503 : 200,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
