import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "../app/server/db/client.server";

// A server's first start without SEED_DEMO creates its database through this script in a
// process of its own (the memory PGlite grows to while creating it goes when that process ends).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-no-demo-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("--no-demo creates and migrates the database, with the site's settings and no demo content", async () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--no-demo"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain("Database created, without demo content");
  expect(run.status).toBe(0);

  const handle = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
  try {
    const count = async (table: string) =>
      Number(
        (
          (await handle.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    expect(await count("product_items")).toBe(0);
    expect(await count("news")).toBe(0);
    expect(await count("site_settings")).toBe(1);
  } finally {
    await handle.close();
  }
}, 180_000);
