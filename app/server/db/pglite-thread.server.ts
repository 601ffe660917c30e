/**
 * PGlite in a worker thread (`pglite-worker.server.ts`), seen from the main thread as the few
 * PGlite methods Drizzle's PGlite driver and the database handle call: query, exec, transaction,
 * dumpDataDir, close. Each call is one message; rows come back by structured clone.
 * Decision 018 has the figures that made this the server's default.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PostgreSQL's default 128 MB of shared buffers lives in the WASM heap, which never shrinks;
 * 32 MB holds a catalogue of 10,000 products and halves the server's resident memory.
 */
export const PGLITE_SETTINGS = ["shared_buffers=32MB"];

export interface ThreadStart {
  dataDir?: string;
}

export type ThreadCall =
  | {
      op: "query";
      sql: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      /** Types answered as text (the caller's parsers of them are identities, as Drizzle's are). */
      textTypes?: number[];
      tx?: number;
    }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "dump" }
  | { op: "memory" }
  | { op: "close" }
  /** Another thread of this process (the render thread) gets a port of its own to the database. */
  | { op: "attach"; port: MessagePort };

/** The database thread's own memory (for the memory report): its V8 heap and PGlite's WASM memory. */
export interface PgliteMemory {
  heapUsedMb: number;
  heapTotalMb: number;
  /** What PGlite's WebAssembly memory has grown to; it never shrinks. */
  wasmMb: number;
}

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Read from PGlite's Emscripten module, which PGlite does not expose (hence the narrow cast). */
export function pgliteWasmMb(client: PGlite): number {
  const mod = (client as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod;
  return toMb(mod?.wasmMemory?.buffer.byteLength ?? 0);
}

export function pgliteMemory(client: PGlite, heap: { used_heap_size: number; total_heap_size: number }): PgliteMemory {
  return {
    heapUsedMb: toMb(heap.used_heap_size),
    heapTotalMb: toMb(heap.total_heap_size),
    wasmMb: pgliteWasmMb(client),
  };
}

export type ThreadRequest = ThreadCall & { id: number };

export type ThreadReply = { id: number; result?: unknown; error?: SerializedError };

type SerializedError = Record<string, unknown> & { message: string };

/** An error's message and its own fields (a DatabaseError's code, constraint, detail…): clones drop them. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return fields;
}

function revive(fields: SerializedError): Error {
  const error = new Error(fields.message);
  for (const [key, value] of Object.entries(fields)) {
    if (key !== "message") (error as unknown as Record<string, unknown>)[key] = value;
  }
  return error;
}

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

export interface PgliteThread {
  query: Query;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  memory(): Promise<PgliteMemory>;
  /**
   * A port to the same database for another thread of this process (connectPgliteThread there):
   * its statements queue with this thread's, and wait, as they do, while a transaction is open.
   */
  connect(): MessagePort;
  close(): Promise<void>;
  /** What Drizzle's PGlite driver takes as its client (it calls only the methods above). */
  asClient(): PGlite;
}

let compiledWorker: string | null = null;

/**
 * The compiled server (`node build/node/main.js`) runs the worker compiled beside it
 * (scripts/build-server.ts), so that no thread of the process loads tsx.
 */
export function setCompiledWorker(file: string | null): void {
  compiledWorker = file;
}

/** Starts the worker and waits until PGlite has opened the data folder. */
export async function startPgliteThread(start: ThreadStart): Promise<PgliteThread> {
  const source = pathToFileURL(path.resolve(process.cwd(), "app/server/db/pglite-worker.server.ts")).href;
  const worker = compiledWorker
    ? new Worker(compiledWorker, { workerData: start })
    : // From the sources (tests, `node --import tsx edge/main.ts`): the worker registers tsx first.
      new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
        { eval: true, workerData: start },
      );
  let closing = false;
  const client = threadClient(worker, async () => {
    closing = true;
    await worker.terminate();
  });
  worker.on("error", (error) => {
    console.error("The database thread failed:", error.message);
    client.fail(error);
  });
  worker.on("exit", (code) => {
    if (!closing) console.error(`The database thread stopped (exit ${code})`);
    client.fail(new Error(`The database thread stopped (exit ${code})`));
  });
  await client.ready;
  return client.thread;
}

/**
 * The database thread seen from another thread of this process, over a port that
 * `PgliteThread.connect()` gave. Closing it closes the port, not the database.
 */
export function connectPgliteThread(port: MessagePort): PgliteThread {
  const client = threadClient(port, async () => port.close());
  port.on("close", () => client.fail(new Error("The database thread's port closed")));
  return client.thread;
}

/** Calls over a worker or a port: one message per call, answered by id (0: the worker is ready). */
function threadClient(
  endpoint: Worker | MessagePort,
  end: () => Promise<void>,
): { thread: PgliteThread; ready: Promise<void>; fail: (error: Error) => void } {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  // A port's client has no "ready" to wait for: its failure then is nobody's to handle.
  ready.catch(() => undefined);
  endpoint.on("message", (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(revive(reply.error));
    else waiting.resolve(reply.result);
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const call = <T>(request: ThreadCall, transfer: MessagePort[] = []): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      endpoint.postMessage({ ...request, id }, transfer);
    });
  };
  const query =
    (tx?: number): Query =>
    (sql, params, options) =>
      call<Results>({
        op: "query",
        sql,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      });
  const exec = (tx?: number) => (sql: string) => call<Results[]>({ op: "exec", sql, tx });

  const thread: PgliteThread = {
    query: query(),
    exec: exec(),
    async transaction(callback) {
      const id = await call<number>({ op: "begin" });
      let closed = false;
      const tx = {
        query: query(id),
        exec: exec(id),
        sql: () => Promise.reject(new Error("tx.sql is not available across threads")),
        async rollback() {
          closed = true;
          await call({ op: "end", tx: id, commit: false });
        },
        get closed() {
          return closed;
        },
        listen: () => Promise.reject(new Error("LISTEN is not available in a transaction")),
      } as unknown as Transaction;
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(tx);
      } catch (error) {
        if (!closed) await call({ op: "end", tx: id, commit: false });
        throw error;
      }
      if (!closed) await call({ op: "end", tx: id, commit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: "dump" })], { type: "application/x-gzip" });
    },
    memory: () => call<PgliteMemory>({ op: "memory" }),
    connect() {
      const { port1, port2 } = new MessageChannel();
      call({ op: "attach", port: port2 }, [port2]).catch(() => port1.close());
      return port1;
    },
    async close() {
      if (failure) return;
      if (endpoint instanceof Worker) await call({ op: "close" });
      await end();
      fail(new Error("The database is closed"));
    },
    asClient: () => thread as unknown as PGlite,
  };
  return { thread, ready, fail };
}
