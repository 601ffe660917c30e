import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { setDatabase } from "../db/index.server";
import { setStorage } from "../storage/index.server";
import { createLocalStorage } from "../storage/local.server";
import { adminQuery } from "./global-setup";

export interface TestContext {
  handle: DatabaseHandle;
  uploadsDir: string;
}

/**
 * A migrated database of its own: PGlite from the shared dump, or a throwaway database on the
 * PostgreSQL server of DATABASE_URL (dropped by `drop`, after the handle is closed).
 */
export async function openScratchDatabase(): Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }> {
  // Provided by the "database" project's global setup only: a file outside it would be left out
  // of the PostgreSQL pass (`npm run test:db`).
  const pgliteDump = inject("pgliteDump");
  if (pgliteDump === undefined) {
    throw new Error(
      "This test file opens a test database outside vitest's database project: import app/server/testing/database.ts so that tests/database-test-files.ts finds it.",
    );
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = fs.readFileSync(pgliteDump);
    return { handle: await openDatabase({ loadDataDir: new Blob([dump]) }) };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  // A copy of the template the global setup migrated.
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return { handle, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Gives the calling test file its own migrated database (PGlite from the shared dump, or a
 * throwaway database on the PostgreSQL server of DATABASE_URL) and its own uploads folder.
 */
export function setupTestDatabase(): TestContext {
  const context = {} as TestContext;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = await openScratchDatabase();
    context.handle = scratch.handle;
    dropDatabase = scratch.drop;
    setDatabase(context.handle);
    context.uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    setStorage(createLocalStorage(context.uploadsDir));
  });

  afterAll(async () => {
    setDatabase(undefined);
    setStorage(undefined);
    await context.handle?.close();
    await dropDatabase?.();
    if (context.uploadsDir) fs.rmSync(context.uploadsDir, { recursive: true, force: true });
  });

  return context;
}
