/**
 * npm run backup                     one archive in ./backups (database and uploads, or the S3 keys)
 * npm run backup -- --out FILE.tar.gz
 *
 * With the embedded database (no DATABASE_URL), stop the server first: PGlite allows one process.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../app/server/backup/backup.server";
import { ConfigError, getConfig } from "../app/server/config.server";
import { db } from "../app/server/db/index.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";
import { storage } from "../app/server/storage/index.server";

const { values } = parseArgs({ options: { out: { type: "string" } } });

try {
  const config = getConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
  const out = path.resolve(values.out ?? path.join("backups", `site-${stamp}.tar.gz`));
  const started = Date.now();
  await openConfiguredDatabase(() => {}, config);
  const manifest = await createBackup(
    config.STORAGE === "s3"
      ? { db: db(), bucket: storage() }
      : { db: db(), uploadsDir: path.join(config.dataDir, "uploads") },
    out,
  );
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backup written: ${out} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} ${
      manifest.storage === "s3" ? "S3 keys listed" : "files"
    }, ${Date.now() - started} ms)`,
  );
  await stopServices();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
