/**
 * npm run restore -- FILE.tar.gz     into an empty database (PGlite in DATA_DIR, or DATABASE_URL)
 *                                    and an empty DATA_DIR/uploads (S3: checks the bucket has every key)
 *
 * With the embedded database, stop the server first: PGlite allows one process.
 */
import fs from "node:fs";
import path from "node:path";
import { RestoreError, restoreBackup } from "../app/server/backup/backup.server";
import { ConfigError, getConfig } from "../app/server/config.server";
import { db } from "../app/server/db/index.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";
import { storage } from "../app/server/storage/index.server";

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error(file ? `No such file: ${file}` : "Usage: npm run restore -- FILE.tar.gz");
  process.exit(1);
}

try {
  const config = getConfig();
  const started = Date.now();
  await openConfiguredDatabase(() => {}, config);
  const manifest = await restoreBackup(
    file,
    config.STORAGE === "s3"
      ? { db: db(), bucket: storage() }
      : { db: db(), uploadsDir: path.join(config.dataDir, "uploads") },
  );
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${file} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files (${Date.now() - started} ms)`,
  );
  await stopServices();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof RestoreError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
