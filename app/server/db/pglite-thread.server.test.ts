import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.server";
import { isUniqueViolation } from "./errors.server";
import { contentVersion } from "./schema";

// PGlite in its own thread (the server's default, decision 018) behaves as PGlite on this one.
describe("PGlite in a worker thread", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
    handle = await openDatabase({ dataDir, thread: true });
    await handle.migrate();
    await handle.vacuum?.();
    await handle.db.execute(sql`CREATE TABLE thread_test (id int PRIMARY KEY, note text)`);
  });

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates and answers Drizzle's queries, timestamps as PostgreSQL's text", async () => {
    expect(await handle.db.select().from(contentVersion)).toEqual([{ id: 1, version: expect.any(Number) }]);
    const [row] = await rows<{ at: string; n: number; j: unknown }>(
      sql`SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, 7::int AS n, '{"a":[1]}'::jsonb AS j`,
    );
    expect(row).toEqual({ at: "2026-01-02 03:04:05+00", n: 7, j: { a: [1] } });
  });

  it("commits a transaction, rolls back one that throws, and keeps savepoints", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_test VALUES (1, 'kept')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO thread_test VALUES (2, 'kept too')`);
      });
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_test VALUES (3, 'undone')`);
          throw new Error("inner");
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_test VALUES (4, 'undone')`);
        throw new Error("outer");
      }),
    ).rejects.toThrow("outer");
    expect(await rows<{ id: number }>(sql`SELECT id FROM thread_test ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("passes a constraint's code and name across the thread", async () => {
    const error = await handle.db.execute(sql`INSERT INTO thread_test VALUES (1, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error, "thread_test_pkey")).toBe(true);
  });

  it("holds other statements until an open transaction ends", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_test VALUES (5, 'first')`);
      await held;
      await tx.execute(sql`INSERT INTO thread_test VALUES (6, 'second')`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const counting = rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM thread_test`);
    release();
    await writing;
    expect(await counting).toEqual([{ n: 4 }]);
  });

  it("gives another thread a port to the same database, whose statements wait for an open transaction too", async () => {
    const port = handle.connect?.();
    if (!port) throw new Error("no port");
    // Opened here on this thread over the port, as the render thread opens it in its own.
    const other = await openDatabase({ threadPort: port });
    try {
      const otherRows = async <T>(query: ReturnType<typeof sql>) =>
        ((await other.db.execute(query)) as unknown as { rows: T[] }).rows;
      expect(await otherRows(sql`SELECT id FROM thread_test WHERE id = 1`)).toEqual([{ id: 1 }]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writing = handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_test VALUES (7, 'from the main thread')`);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const seen = otherRows<{ note: string }>(sql`SELECT note FROM thread_test WHERE id = 7`);
      release();
      await writing;
      expect(await seen).toEqual([{ note: "from the main thread" }]);
      // Its errors cross as the main thread's do.
      const error = await other.db.execute(sql`INSERT INTO thread_test VALUES (7, 'again')`).catch((e: unknown) => e);
      expect(isUniqueViolation(error, "thread_test_pkey")).toBe(true);
    } finally {
      await other.close();
    }
    // Closing the port leaves the database open.
    expect(await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM thread_test WHERE id = 7`)).toEqual([{ n: 1 }]);
  });

  it("dumps the data folder", async () => {
    expect((await handle.dumpDataDir?.())?.size).toBeGreaterThan(100_000);
  });

  it("reports its thread's heap and PGlite's WASM memory (the memory report)", async () => {
    const memory = await handle.memory?.();
    // PostgreSQL's shared buffers alone (32 MB) live in the WASM memory.
    expect(memory?.wasmMb).toBeGreaterThanOrEqual(32);
    expect(memory?.heapTotalMb).toBeGreaterThan(0);
  });
});
