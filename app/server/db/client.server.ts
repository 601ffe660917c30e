import fs from "node:fs";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { noteConnected, noteConnectionLost } from "./availability.server";
import { noteStatement } from "./content-reads.server";
import {
  connectPgliteThread,
  PGLITE_SETTINGS,
  type PgliteMemory,
  pgliteWasmMb,
  startPgliteThread,
} from "./pglite-thread.server";
import { timed, timePglite } from "./query-timing.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: VACUUM (ANALYZE). PGlite runs no autovacuum, so without it the planner has no
   * statistics and no page is marked all-visible (index-only scans would read every row).
   */
  vacuum?: () => Promise<void>;
  /** PGlite only: the data folder as a compressed archive (backups, test snapshots). */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: its thread's V8 heap (when it has one) and its WASM memory, for the memory report. */
  memory?: () => Promise<PgliteMemory>;
  /** PGlite in its own thread only: a port to it for another thread of this process (`threadPort`). */
  connect?: () => MessagePort;
  /** How many statements Drizzle has sent since the database was opened (query budgets in tests). */
  queryCount(): number;
  /**
   * PostgreSQL only: calls `onNotify` for each NOTIFY on `channel`, on a connection of its own
   * that is opened again (after a second, then up to LISTEN_RETRY_MAX_MS apart) when it drops; `onLost` is
   * called when it drops. Answers a function that stops listening.
   */
  listen?: (channel: string, onNotify: () => void, onLost?: () => void) => Promise<() => Promise<void>>;
}

/** How long a new PostgreSQL connection may take before the statement waiting for it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * The LISTEN client's longest wait between tries while the database is away: once it is back,
 * other servers' writes reach this one within this long (the once-a-second version check covers
 * the gap meanwhile).
 */
export const LISTEN_RETRY_MAX_MS = 4_000;

/** LISTEN on its own client, reconnecting with a growing delay while the database is away. */
function listener(connectionString: string) {
  return async (channel: string, onNotify: () => void, onLost?: () => void) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let delay = 1000;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      if (stopped) return;
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
      next.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on("error", () => undefined);
      next.on("end", () => {
        if (client !== next || stopped) return;
        client = null;
        onLost?.();
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
        delay = 1000;
        // Anything may have changed while no one listened.
        onNotify();
      } catch {
        await next.end().catch(() => undefined);
        onLost?.();
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    };
  };
}

/** A Drizzle logger that only counts: the query budget test reads it through `queryCount`. */
function queryCounter() {
  let count = 0;
  return {
    logger: {
      logQuery(query: string) {
        count++;
        // What a render being recorded reads (the render cache keeps pages a change did not touch).
        noteStatement(query);
      },
    },
    queryCount: () => count,
  };
}

export interface OpenOptions {
  /** A postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (tests boot from an already-migrated one). */
  loadDataDir?: Blob | File;
  migrationsFolder?: string;
  /**
   * PGlite in a worker thread of its own (the server's default, PGLITE_THREAD): its queries then
   * leave the event loop free for other requests. Not with `loadDataDir`.
   */
  thread?: boolean;
  /** Another thread's PGlite thread, through a port its `connect()` gave: neither migrated nor closed from here. */
  threadPort?: MessagePort;
  /** PostgreSQL: the pool's connections at most (10). */
  poolMax?: number;
}

const defaultMigrationsFolder = () => path.resolve(process.cwd(), "drizzle");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();

  const counter = queryCounter();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // A database that does not answer (a stalled host, not a refused port) fails a request in
      // seconds instead of holding it until nginx gives up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client whose server went away (a restart, a stop): the pool drops it and the next
    // statement opens a new connection. Nothing else to do: that is the reconnection.
    pool.on("error", (error) => noteConnectionLost(error.message));
    // Every statement, in a transaction or not, goes through one of the pool's clients.
    pool.on("connect", (client) => {
      noteConnected();
      client.query = timed(client.query);
      client.on("error", (error) => noteConnectionLost(error.message));
    });
    const db = drizzleNodePg({ client: pool, schema, logger: counter.logger }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async migrate() {
        // Several app servers may start together: one migrates while the others wait.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock(727001)");
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("SELECT pg_advisory_unlock(727001)").catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      queryCount: counter.queryCount,
      listen: listener(options.databaseUrl),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // In a thread, the client is a proxy with the same methods (those Drizzle and this handle call).
  const thread = options.threadPort
    ? connectPgliteThread(options.threadPort)
    : options.thread
      ? await startPgliteThread({ dataDir: options.dataDir })
      : null;
  const client = timePglite(
    thread?.asClient() ??
      (await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        extensions: { pg_trgm },
        postgresqlconf: PGLITE_SETTINGS,
      })),
  );
  const db = drizzlePglite({ client, schema, logger: counter.logger });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async vacuum() {
      await client.exec("VACUUM (ANALYZE)");
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
    // In this thread PGlite's heap is the process's own, counted with it.
    memory: async () => (thread ? thread.memory() : { heapUsedMb: 0, heapTotalMb: 0, wasmMb: pgliteWasmMb(client) }),
    connect: thread && !options.threadPort ? () => thread.connect() : undefined,
    queryCount: counter.queryCount,
  };
}

/** True when the database has no content yet (no department, product or article). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT NOT EXISTS (SELECT 1 FROM departments) AND NOT EXISTS (SELECT 1 FROM news) AS empty`,
  )) as unknown as { rows: { empty: boolean }[] };
  return Boolean(result.rows[0]?.empty);
}
