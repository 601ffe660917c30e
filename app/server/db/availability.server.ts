/**
 * Parts that go away in production: the database restarted or stopped, the storage
 * endpoint stalled, a disk full. Here: which failure an error is, what the back office answers
 * for it (503 with Retry-After and a sentence in Vietnamese, never a stack), and the events the
 * edge counts in /metrics (reconnections, failed saves by cause). See docs/operations.md.
 */
import { vi } from "~/i18n/messages/admin-availability";

/** Seconds a client is asked to wait before trying again while a part is away. */
export const RETRY_AFTER_SECONDS = 5;

export type FailureCause = "database" | "storage" | "disk" | "other";

/** SQLSTATEs of a server going away or not taking connections (classes 08 and 57P, too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-4]|53300)$/;
/** Node's network failures, as node-postgres passes them on. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres' own messages for a connection lost or never made. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;
const DISK_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** The error and its causes (drizzle wraps the driver's error; AggregateError holds several). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 8) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const record = current as Record<string, unknown>;
    yield record;
    queue.push(record.cause);
    if (Array.isArray(record.errors)) queue.push(...record.errors);
  }
}

/** Storage failures are tagged where they happen (storage/index.server.ts); S3's errors carry $metadata. */
const STORAGE_MARK = Symbol.for("anviet.storageFailure");

/** Marks an error as the storage's (a bucket or folder that failed), keeping it as it is. */
export function asStorageFailure<T>(error: T): T {
  if (error && typeof error === "object") (error as Record<symbol, unknown>)[STORAGE_MARK] = true;
  return error;
}

/** Which part failed, for the answer and the metrics. */
export function failureCause(error: unknown): FailureCause {
  let cause: FailureCause = "other";
  for (const link of chain(error)) {
    const code = typeof link.code === "string" ? link.code : "";
    if (DISK_CODES.has(code)) return "disk";
    if (cause !== "other") continue;
    if ((link as Record<symbol, unknown>)[STORAGE_MARK]) cause = "storage";
    else if ("$metadata" in link || "$fault" in link) cause = "storage";
    else if (UNAVAILABLE_SQLSTATE.test(code)) cause = "database";
    else if (NETWORK_CODES.has(code) && typeof link.path !== "string") cause = "database";
    else if (typeof link.message === "string" && UNAVAILABLE_MESSAGE.test(link.message)) cause = "database";
  }
  return cause;
}

/** True when the error says the database could not be reached (not a constraint, not a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return failureCause(error) === "database";
}

/** The back office's sentence for a part away (null: a failure of another kind). */
export function unavailableMessage(cause: FailureCause): string | null {
  if (cause === "database") return vi.databaseUnavailable;
  if (cause === "storage") return vi.storageUnavailable;
  if (cause === "disk") return vi.diskFull;
  return null;
}

/** What a refused save answers: the form layer's shape ({ ok: false, message }), marked for the browser. */
export interface UnavailableBody {
  ok: false;
  message: string;
  unavailable: Exclude<FailureCause, "other">;
}

export function unavailableBody(cause: Exclude<FailureCause, "other">): UnavailableBody {
  return { ok: false, message: unavailableMessage(cause) ?? vi.databaseUnavailable, unavailable: cause };
}

// ---------------------------------------------------------------- events for /metrics

export type AvailabilityEvent =
  | { kind: "connection-lost" }
  | { kind: "reconnected"; afterMs: number }
  | { kind: "save-failed"; cause: FailureCause };

const listeners = new Set<(event: AvailabilityEvent) => void>();

/** Calls `listener` with each event (the edge's metrics); answers a function that stops it. */
export function onAvailabilityEvent(listener: (event: AvailabilityEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: AvailabilityEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error("An availability listener failed:", error);
    }
  }
}

interface ConnectionState {
  lostAt: number | null;
}
const holder = globalThis as typeof globalThis & { __databaseConnection?: ConnectionState };
holder.__databaseConnection ??= { lostAt: null };
const connection = holder.__databaseConnection;

/** A connection to PostgreSQL failed or dropped (logged once per outage). */
export function noteConnectionLost(reason: string, now = Date.now()): void {
  if (connection.lostAt !== null) return;
  connection.lostAt = now;
  console.error(`Database connection lost (${reason}): reconnecting as requests come`);
  emit({ kind: "connection-lost" });
}

/** A new connection was made: after a loss, that is a reconnection (counted, logged). */
export function noteConnected(now = Date.now()): void {
  if (connection.lostAt === null) return;
  const afterMs = now - connection.lostAt;
  connection.lostAt = null;
  console.log(`Database reconnected after ${afterMs} ms`);
  emit({ kind: "reconnected", afterMs });
}

/** Since when the database has been away (null: connected as far as this process knows). */
export function databaseLostSince(): number | null {
  return connection.lostAt;
}

/**
 * An event of another thread's own connections (the render thread's pool on PostgreSQL), passed
 * on to this thread's listeners: the edge's metrics count every pool of the server.
 */
export function relayAvailabilityEvent(event: AvailabilityEvent): void {
  emit(event);
}

/** A save (a POST to the back office) failed: counted by cause. */
export function noteSaveFailed(cause: FailureCause): void {
  emit({ kind: "save-failed", cause });
}
