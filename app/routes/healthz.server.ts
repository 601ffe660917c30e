import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "~/server/db/index.server";
import { storage as configuredStorage } from "~/server/storage/index.server";
import type { Storage } from "~/server/storage/types";

/**
 * What GET /healthz reports to the proxy and the orchestrator: can this server reach its
 * database, and can it write to its storage? Only "ok" or "failing" per check, never a reason:
 * reasons (host names, driver messages) go to the log, where operators look anyway.
 */
export interface HealthReport {
  status: "ok" | "failing";
  database: "ok" | "failing";
  storage: "ok" | "failing";
}

/** A check that takes longer than this counts as failing (a dead database can hang a connect). */
export const HEALTH_TIMEOUT_MS = 3_000;
/** The storage probe writes an object: at most once in this long per server, however often asked. */
export const STORAGE_PROBE_INTERVAL_MS = 10_000;

export interface HealthDependencies {
  ping(): Promise<void>;
  storage(): Storage;
  now(): number;
  log(line: string): void;
}

const defaults: HealthDependencies = {
  ping: async () => {
    await queryRows(sql`SELECT 1`);
  },
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
    return {
      status: database && storageOk ? "ok" : "failing",
      database: database ? "ok" : "failing",
      storage: storageOk ? "ok" : "failing",
    };
  };
}

let shared: (() => Promise<HealthReport>) | undefined;

/** The answer to GET /healthz: 200 when every check passes, else 503; never cached. */
export async function healthResponse(check?: () => Promise<HealthReport>) {
  shared ??= createHealthCheck();
  const report = await (check ?? shared)();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
