/**
 * The render thread: the render cache's background renders (a held page rendered again after a
 * content change touched it, or past its life) run in a worker thread of their own, on the same
 * server build and the same database, so that the React render of a list page (one task of
 * 20–60 ms under load) no longer holds up every visitor's request on the main thread (decision 012).
 * Renders a visitor waits for (a page never held, an admin's) stay on the main
 * thread. The worker is edge/render-worker.ts; the messages are defined here.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type MessagePort, Worker } from "node:worker_threads";
import { type HeldForm, withHeldForm } from "./cached-response";

export interface RenderThreadStart {
  /** The build directory (its server/index.js is the app). */
  buildDir: string;
  /** A port to the database thread (PGlite), or null (PostgreSQL: the thread opens its own pool). */
  databasePort: MessagePort | null;
}

export interface RenderCall {
  id: number;
  url: string;
  headers: [string, string][];
  /** The content version the render cache renders for: the thread reads the database again when it knows an older one. */
  version: number;
  /** Make the held form there (cached-response.ts `toCached`, with the render's nonce): the reply carries it instead of the body. */
  hold?: { nonce: string | null; cacheXml: boolean };
}

export type RenderReply =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
      /** The held form, when the call asked for it and the response may be held (then no body). */
      held?: Omit<HeldForm, "br" | "gzip"> & { br: ArrayBuffer; gzip: ArrayBuffer };
      /** What the render read (db/content-reads.server.ts), for the cache's entry. */
      reads: string[];
    }
  | { id: number; error: string };

/** A change in the thread's own database connections (its PostgreSQL pool), for the server's metrics. */
export interface ConnectionNote {
  connection: { kind: "connection-lost" } | { kind: "reconnected"; afterMs: number };
}

export interface RenderThread {
  /**
   * Renders `request` in the thread; what it read is noted in the caller's recording (`noteReads`).
   * With `hold`, the thread also makes the held form, which the render cache's `toCached` then
   * takes as it is (`withHeldForm`).
   */
  render(request: Request, version: number, hold?: RenderCall["hold"]): Promise<Response>;
  /** False once the thread has failed or stopped: renders then belong to the main thread again. */
  usable(): boolean;
  close(): Promise<void>;
}

export interface RenderThreadOptions extends RenderThreadStart {
  /** The compiled worker (build/node/render-worker.js), or null to run the sources through tsx. */
  compiled: string | null;
  /** The app's recording of a render's reads (entry.noteReads), called with the thread's. */
  noteReads: (...topics: string[]) => void;
  /** The thread's connections lost and made again (entry.relayAvailabilityEvent). */
  onConnection?: (event: ConnectionNote["connection"]) => void;
  log?: (line: string) => void;
}

/** Starts the thread and waits until it has loaded the build and opened the database. */
export async function startRenderThread(options: RenderThreadOptions): Promise<RenderThread> {
  const start: RenderThreadStart = { buildDir: options.buildDir, databasePort: options.databasePort };
  const transfer = options.databasePort ? [options.databasePort] : [];
  const source = pathToFileURL(path.resolve(process.cwd(), "edge/render-worker.ts")).href;
  const worker = options.compiled
    ? new Worker(options.compiled, { workerData: start, transferList: transfer })
    : new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
        { eval: true, workerData: start, transferList: transfer },
      );
  const log = options.log ?? ((line: string) => console.error(line));
  const pending = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let closing = false;
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (reply: RenderReply | ConnectionNote) => {
    if ("connection" in reply) {
      options.onConnection?.(reply.connection);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ("error" in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply);
  });
  worker.on("error", (error) => {
    log(`The render thread failed: ${error.message}`);
    fail(error);
  });
  worker.on("exit", (code) => {
    if (!closing) log(`The render thread stopped (exit ${code}); background renders go back to the main thread`);
    fail(new Error(`The render thread stopped (exit ${code})`));
  });
  try {
    await ready;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  return {
    async render(request, version, hold) {
      if (failure) throw failure;
      const id = nextId++;
      const reply = await new Promise<RenderReply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const call: RenderCall = { id, url: request.url, headers: [...request.headers], version, hold };
        worker.postMessage(call);
      });
      if ("error" in reply) throw new Error(reply.error);
      options.noteReads(...reply.reads);
      const response = new Response(reply.body, {
        status: reply.status,
        statusText: reply.statusText,
        headers: reply.headers,
      });
      if (!reply.held) return response;
      return withHeldForm(response, {
        ...reply.held,
        br: Buffer.from(reply.held.br),
        gzip: Buffer.from(reply.held.gzip),
      });
    },
    usable: () => failure === null,
    async close() {
      if (closing) return;
      closing = true;
      fail(new Error("The render thread is closed"));
      await worker.terminate();
    },
  };
}
