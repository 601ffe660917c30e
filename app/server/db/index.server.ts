import type { SQL } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client.server";

// The process-wide database. Kept on globalThis so that Vite's dev-time module reloads
// reuse the open connection instead of opening a second PGlite on the same folder.
const holder = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle; __appDatabaseGeneration?: number };

export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.__appDatabase = handle;
  holder.__appDatabaseGeneration = databaseGeneration() + 1;
}

/**
 * Counts the databases this process has been given: what a module holds from one database (the
 * content version, the shell, the form key) is not the next one's. A server sets it once; a
 * test file sets its own, and the files of one test worker share the modules (vitest.config.ts).
 */
export function databaseGeneration(): number {
  return holder.__appDatabaseGeneration ?? 0;
}

/** What a module holds from the database open now: `make` gives a fresh one for each database. */
export function perDatabase<T>(make: () => T): () => T {
  let generation = -1;
  let value: T | undefined;
  return () => {
    if (generation !== databaseGeneration()) {
      value = make();
      generation = databaseGeneration();
    }
    return value as T;
  };
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = holder.__appDatabase;
  if (!handle) throw new Error("The database is not open yet (startServices() opens it).");
  return handle;
}

/** The database or an open transaction: services that join their caller's transaction take one. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database every service uses. */
export function db(): Database {
  return getDatabaseHandle().db;
}

/** Runs raw SQL and answers its rows (both drivers answer { rows }). */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
