/**
 * Backups: one .tar.gz holding the database as data (every table of the public schema, as the
 * JSON PostgreSQL itself writes, so values come back exactly) and the uploaded files (local
 * storage), or a manifest of the bucket's keys (S3: the bucket keeps the files and its own
 * versioning). The same code serves PGlite and PostgreSQL, and an archive of one restores into
 * the other. Restore goes into an empty database (after the migrations) and empty uploads.
 * `npm run backup` and `npm run restore -- FILE` drive it (scripts/backup.ts, scripts/restore.ts).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { Storage } from "../storage/types";

const run = promisify(execFile);
export const BACKUP_FORMAT = "medical-site-backup/1";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Tables in an order that satisfies their foreign keys, with their row counts. */
  tables: { name: string; rows: number }[];
  storage: "local" | "s3";
  /** Local uploads: every file with its SHA-256. S3: every key with its size (not copied). */
  files: { key: string; size: number; sha256?: string }[];
}

export interface BackupSide {
  db: Database;
  /** STORAGE=local: the uploads folder (DATA_DIR/uploads). */
  uploadsDir?: string;
  /** STORAGE=s3: the bucket, listed (backup) or checked (restore). */
  bucket?: Storage;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The public tables, parents before children (foreign keys), each with its writable columns.
 * Not `content_version` nor `content_changes`: they count writes and name what each touched, they
 * are not content; the restore's own inserts move them (their triggers), so every server's render
 * cache lets go of the pages it held. Not `form_keys`:
 * the secret that signs the public forms' tokens is made by each database's migration
 * and stays out of backup files; a form opened before a restore is asked to be sent again.
 */
export async function listTables(db: Database): Promise<{ name: string; columns: string[] }[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('content_version', 'content_changes', 'form_keys')
        ORDER BY table_name`,
  );
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const ordered: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const ref of references)
      if (unquote(ref.child) === name && unquote(ref.parent) !== name) visit(unquote(ref.parent), trail);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table === name).map((c) => c.column) }));
}

/** A table's rows as PostgreSQL's JSON text, in a stable order. */
export async function tableJson(db: Database, table: string, columns?: string[]): Promise<string> {
  const list = columns ? columns.map(quote).join(", ") : "*";
  const [row] = await rows<{ data: string }>(
    db,
    sql.raw(
      `SELECT coalesce(json_agg(x), '[]')::text AS data FROM (SELECT ${list} FROM ${quote(table)} t ORDER BY t::text) x`,
    ),
  );
  return row?.data ?? "[]";
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir`, as keys with "/" separators. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** Writes the archive to `outFile`; answers its manifest. */
export async function createBackup(source: BackupSide, outFile: string): Promise<BackupManifest> {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), "backup-"));
  try {
    await fs.promises.mkdir(path.join(staging, "database"));
    const tables: BackupManifest["tables"] = [];
    for (const table of await listTables(source.db)) {
      const data = await tableJson(source.db, table.name, table.columns);
      await fs.promises.writeFile(path.join(staging, "database", `${table.name}.json`), data);
      tables.push({ name: table.name, rows: (JSON.parse(data) as unknown[]).length });
    }
    const files: BackupManifest["files"] = [];
    if (source.bucket) {
      for (const object of await source.bucket.list("", { limit: 1_000_000 })) {
        files.push({ key: object.key, size: object.size });
      }
    } else if (source.uploadsDir) {
      for (const key of await listFiles(source.uploadsDir)) {
        const from = path.join(source.uploadsDir, key);
        const to = path.join(staging, "uploads", key);
        await fs.promises.mkdir(path.dirname(to), { recursive: true });
        // A hard link costs nothing; across file systems, a copy.
        await fs.promises.link(from, to).catch(() => fs.promises.copyFile(from, to));
        files.push({ key, size: (await fs.promises.stat(from)).size, sha256: await sha256(from) });
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      tables,
      storage: source.bucket ? "s3" : "local",
      files,
    };
    await fs.promises.writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    await fs.promises.mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    await run("tar", ["-czf", path.resolve(outFile), "-C", staging, "."]);
    return manifest;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {}

/**
 * Tables a later migration dropped: an older archive still holds them, and their rows (counters
 * whose windows have long ended) are left out of a restore. Migration 0021, decision 039.
 */
const RETIRED_TABLES = new Set(["login_attempts", "quote_submissions"]);

/** Brings an archive back into an empty, migrated database and empty uploads; answers its manifest. */
export async function restoreBackup(file: string, target: BackupSide): Promise<BackupManifest> {
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), "restore-"));
  try {
    await run("tar", ["-xzf", path.resolve(file), "-C", staging]).catch(() => {
      throw new RestoreError(`${file} is not a backup archive (tar.gz)`);
    });
    const manifestFile = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new RestoreError(`${file} has no manifest.json: not a backup`);
    const manifest = JSON.parse(await fs.promises.readFile(manifestFile, "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreError(`Unknown backup format: ${manifest.format}`);

    // Check everything before writing anything.
    const present = new Map((await listTables(target.db)).map((t) => [t.name, t.columns]));
    const tables = manifest.tables.filter((table) => !RETIRED_TABLES.has(table.name));
    for (const table of tables) {
      if (!present.has(table.name)) throw new RestoreError(`The database has no table ${table.name}`);
      const [row] = await rows<{ n: number }>(
        target.db,
        sql.raw(`SELECT count(*)::int AS n FROM ${quote(table.name)}`),
      );
      if (row?.n) throw new RestoreError(`The database is not empty (${table.name} has ${row.n} rows)`);
    }
    if (manifest.storage === "local") {
      if (!target.uploadsDir) throw new RestoreError("The backup holds local uploads but STORAGE is not local");
      if ((await listFiles(target.uploadsDir)).length > 0) {
        throw new RestoreError(`The uploads folder is not empty: ${target.uploadsDir}`);
      }
      for (const entry of manifest.files) {
        if ((await sha256(path.join(staging, "uploads", entry.key))) !== entry.sha256) {
          throw new RestoreError(`The archive's copy of ${entry.key} is damaged`);
        }
      }
    } else if (target.bucket) {
      const missing = [];
      for (const entry of manifest.files) if (!(await target.bucket.exists(entry.key))) missing.push(entry.key);
      if (missing.length)
        throw new RestoreError(`${missing.length} files are missing from the bucket, e.g. ${missing[0]}`);
    }

    await target.db.transaction(async (tx) => {
      for (const table of tables) {
        const data = await fs.promises.readFile(path.join(staging, "database", `${table.name}.json`), "utf8");
        const columns = (present.get(table.name) ?? []).map(quote).join(", ");
        await tx.execute(
          sql`${sql.raw(`INSERT INTO ${quote(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::${quote(table.name)},`)} ${data}::json)`,
        );
        // Identity columns continue after the restored ids.
        const identities = await tx.execute(
          sql.raw(`SELECT attname AS name FROM pg_attribute
            WHERE attrelid = '${quote(table.name)}'::regclass AND attidentity <> '' AND NOT attisdropped`),
        );
        for (const { name } of (identities as unknown as { rows: { name: string }[] }).rows) {
          await tx.execute(
            sql.raw(`SELECT setval(pg_get_serial_sequence('${quote(table.name)}', '${name}'),
              coalesce(max(${quote(name)}), 0) + 1, false) FROM ${quote(table.name)}`),
          );
        }
      }
    });

    if (manifest.storage === "local" && target.uploadsDir) {
      for (const entry of manifest.files) {
        const to = path.join(target.uploadsDir, entry.key);
        await fs.promises.mkdir(path.dirname(to), { recursive: true });
        await fs.promises.copyFile(path.join(staging, "uploads", entry.key), to);
      }
    }
    return manifest;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
