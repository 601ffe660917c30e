/**
 * The embedded database's own thread: PGlite runs here, so that its queries (WASM, with the
 * data folder read and written synchronously) do not stop the server's event loop. The main
 * thread talks to it through `pglite-thread.server.ts`; the messages are defined there.
 * Compiled to build/node/pglite-worker.js by `npm run build`; from the sources it registers tsx.
 */
import { getHeapStatistics } from "node:v8";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  PGLITE_SETTINGS,
  pgliteMemory,
  serializeError,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from "./pglite-thread.server";

const port = parentPort;
if (!port) throw new Error("pglite-worker runs as a worker thread");
const start = workerData as ThreadStart;

/** An open transaction: its statements, and the promise that ends it (commit or rollback). */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  ended: Promise<unknown>;
}

const ROLLBACK = Symbol("rollback");
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Parsers cannot cross threads: the types the caller named are answered as PostgreSQL's text. */
function queryOptions(rowMode: "array" | "object" | undefined, textTypes: number[] | undefined): QueryOptions {
  const parsers: NonNullable<QueryOptions["parsers"]> = {};
  for (const type of textTypes ?? []) parsers[type] = (value: string) => value;
  return { rowMode, parsers };
}

async function begin(client: PGlite): Promise<number> {
  const id = nextTransaction++;
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let opened!: (tx: Transaction) => void;
  const open = new Promise<Transaction>((resolve) => {
    opened = resolve;
  });
  const ended = client
    .transaction(async (tx) => {
      opened(tx);
      // A rollback is a throw: PGlite then sends ROLLBACK and releases its lock.
      if (!(await decided)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  // BEGIN itself may fail: then `ended` rejects before `open` resolves.
  const tx = await Promise.race([open, ended.then(() => Promise.reject(new Error("BEGIN failed")))]);
  transactions.set(id, { tx, end, ended });
  return id;
}

async function handle(client: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const target = request.tx ? transactionOf(request.tx).tx : client;
      const result = await target.query(request.sql, request.params, queryOptions(request.rowMode, request.textTypes));
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    }
    case "exec": {
      const target = request.tx ? transactionOf(request.tx).tx : client;
      const results = await target.exec(request.sql);
      return results.map((result) => ({ rows: result.rows, affectedRows: result.affectedRows, fields: result.fields }));
    }
    case "begin":
      return begin(client);
    case "end": {
      const open = transactionOf(request.tx);
      transactions.delete(request.tx);
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case "dump":
      return (await client.dumpDataDir("gzip")).arrayBuffer();
    case "memory":
      return pgliteMemory(client, getHeapStatistics());
    case "close":
      await client.close();
      return null;
    case "attach":
      serve(client, request.port);
      return null;
  }
}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

/** Answers the calls that come over `endpoint` (the main thread's, or a port another thread was given). */
function serve(client: PGlite, endpoint: MessagePort) {
  endpoint.on("message", (request: ThreadRequest) => {
    handle(client, request).then(
      (result) => {
        const reply: ThreadReply = { id: request.id, result };
        endpoint.postMessage(reply, result instanceof ArrayBuffer ? [result] : []);
      },
      (error: unknown) => endpoint.postMessage({ id: request.id, error: serializeError(error) } satisfies ThreadReply),
    );
  });
}

try {
  const client = await PGlite.create({
    dataDir: start.dataDir,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  serve(client, port);
  port.postMessage({ id: 0, result: "ready" } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, error: serializeError(error) } satisfies ThreadReply);
}
