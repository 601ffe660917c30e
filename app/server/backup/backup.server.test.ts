import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { beginLoginAttempt } from "../auth.server";
import { db } from "../db/index.server";
import { ensureSiteSettings, seedDemoContent } from "../seed/seed.server";
import { upsertAdmin } from "../services/admin-users.server";
import { saveProductDocuments, storeDocument } from "../services/documents.server";
import { openScratchDatabase, setupTestDatabase } from "../testing/database";
import { makePdf } from "../testing/document-files";
import { createBackup, listFiles, listTables, RestoreError, restoreBackup, tableJson } from "./backup.server";

const context = setupTestDatabase();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

const hashes = async (dir: string) => {
  const out: Record<string, string> = {};
  for (const key of await listFiles(dir)) {
    out[key] = createHash("sha256")
      .update(fs.readFileSync(path.join(dir, key)))
      .digest("hex");
  }
  return out;
};

describe("backup and restore", () => {
  it("round-trip the seeded site: every table's rows and every file's bytes", { timeout: 360_000 }, async () => {
    await ensureSiteSettings();
    await seedDemoContent();
    await upsertAdmin("owner", "correct-password");
    await beginLoginAttempt("owner", "192.0.2.1");
    // A product document: its rows and its file (and preview) go into the archive too.
    const pdfFile = path.join(work, "datasheet.pdf");
    fs.writeFileSync(pdfFile, await makePdf({ text: "Backed up" }));
    const { row: document } = await storeDocument({
      file: pdfFile,
      originalName: "datasheet.pdf",
      kind: "datasheet",
      language: "en",
      createdBy: null,
    });
    const [product] = await db()
      .execute<{ id: number }>(sql`SELECT id FROM product_items ORDER BY id LIMIT 1`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    await db().transaction((tx) =>
      saveProductDocuments(tx, product?.id ?? 0, [
        {
          linkId: null,
          documentId: document.id,
          kind: "datasheet",
          language: "en",
          title: "Thông số",
          titleEn: "Datasheet",
          validUntil: null,
          isPublic: true,
        },
      ]),
    );

    const archive = path.join(work, "site.tar.gz");
    let started = performance.now();
    const manifest = await createBackup({ db: db(), uploadsDir: context.uploadsDir }, archive);
    const backupMs = performance.now() - started;
    const tables = await listTables(db());
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(tables.map((t) => t.name).sort());
    expect(manifest.tables.find((t) => t.name === "product_items")?.rows).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThan(50);
    // The seed's datasheets and instructions (two a product; the first product's replaced by this one).
    const [links] = await db()
      .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_documents`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(links?.n).toBeGreaterThan(1);
    expect(manifest.tables.find((t) => t.name === "product_documents")?.rows).toBe(links?.n);
    expect(manifest.tables.find((t) => t.name === "site_documents")?.rows).toBe(1);
    expect(manifest.files.map((f) => f.key)).toContain(document.storageKey);

    const target = await openScratchDatabase();
    const uploads = path.join(work, "restored-uploads");
    try {
      started = performance.now();
      await restoreBackup(archive, { db: target.handle.db, uploadsDir: uploads });
      const restoreMs = performance.now() - started;
      console.log(
        `backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms: ${tables.length} tables, ` +
          `${manifest.files.length} files, archive ${(fs.statSync(archive).size / 1024 / 1024).toFixed(1)} MB`,
      );
      for (const table of tables) {
        // All columns, the generated ones too.
        expect(await tableJson(target.handle.db, table.name), table.name).toBe(await tableJson(db(), table.name));
      }
      expect(await hashes(uploads)).toEqual(await hashes(context.uploadsDir));

      // The restored site goes on: new rows get new ids.
      const before = JSON.parse(await tableJson(target.handle.db, "admin_users")) as { id: number }[];
      const { setDatabase } = await import("../db/index.server");
      setDatabase(target.handle);
      try {
        await upsertAdmin("second", "another-password");
      } finally {
        setDatabase(context.handle);
      }
      const after = JSON.parse(await tableJson(target.handle.db, "admin_users")) as { id: number }[];
      expect(after.length).toBe(before.length + 1);

      // Never over existing content.
      await expect(
        restoreBackup(archive, { db: target.handle.db, uploadsDir: path.join(work, "empty") }),
      ).rejects.toThrow(RestoreError);
      await expect(restoreBackup(archive, { db: target.handle.db, uploadsDir: uploads })).rejects.toThrow(/not empty/);
    } finally {
      // Dropped after the test (afterAll), as setupTestDatabase does: a PostgreSQL connection
      // still closing when the database is dropped reports an error.
      cleanups.push(async () => {
        await target.handle.close();
        await target.drop?.();
      });
    }
  });

  it("restores an archive made before migration 0021, leaving out the rate-limit tables it dropped", async () => {
    const source = await openScratchDatabase();
    const target = await openScratchDatabase();
    cleanups.push(async () => {
      for (const side of [source, target]) {
        await side.handle.close();
        await side.drop?.();
      }
    });
    const archive = path.join(work, "before-0021.tar.gz");
    await createBackup({ db: source.handle.db, uploadsDir: path.join(work, "no-uploads") }, archive);
    // The archive as an older version wrote it: with login_attempts and its rows.
    const unpacked = fs.mkdtempSync(path.join(work, "old-"));
    execFileSync("tar", ["-xzf", archive, "-C", unpacked]);
    const manifestFile = path.join(unpacked, "manifest.json");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { tables: { name: string; rows: number }[] };
    manifest.tables.unshift({ name: "login_attempts", rows: 1 });
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const row = [{ id: 1, username: "owner", address: "192.0.2.1", attempted_at: "2026-11-01T00:00:00+00:00" }];
    fs.writeFileSync(path.join(unpacked, "database", "login_attempts.json"), JSON.stringify(row));
    execFileSync("tar", ["-czf", archive, "-C", unpacked, "."]);
    const restored = await restoreBackup(archive, { db: target.handle.db, uploadsDir: path.join(work, "restored-0") });
    expect(restored.tables.map((t) => t.name)).toContain("login_attempts");
    expect((await listTables(target.handle.db)).map((t) => t.name)).not.toContain("login_attempts");
  });

  it("refuses a file that is not a backup", async () => {
    const junk = path.join(work, "junk.tar.gz");
    fs.writeFileSync(junk, "not an archive");
    await expect(restoreBackup(junk, { db: db(), uploadsDir: path.join(work, "x") })).rejects.toThrow(
      /not a backup archive/,
    );
  });
});
