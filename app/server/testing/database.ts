import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { setDatabase } from "../db/index.server";
import { setStorage } from "../storage/index.server";
import { createLocalStorage } from "../storage/local.server";

export interface TestContext {
  handle: DatabaseHandle;
  uploadsDir: string;
}

/**
 * Gives the calling test file its own migrated database (PGlite from the shared dump, or a
 * throwaway database on the PostgreSQL server of DATABASE_URL) and its own uploads folder.
 */
export function setupTestDatabase(): TestContext {
  const context = {} as TestContext;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      context.handle = await openDatabase({ databaseUrl: url.toString() });
      await context.handle.migrate();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    } else {
      const dump = fs.readFileSync(inject("pgliteDump"));
      context.handle = await openDatabase({ loadDataDir: new Blob([dump]) });
    }
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
