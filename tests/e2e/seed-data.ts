/**
 * The browser tests' data: the demo seeded once into E2E_DATA_DIR (database and images), then
 * copied to E2E_DATA_DIR_B and E2E_DATA_DIR_C for the other two servers. The servers then find a
 * seeded database and only migrate (nothing to do) and create the administrator.
 *
 * `playwright.config.ts` runs it before its servers start when it made the directories itself;
 * `npm test` (scripts/test.ts) runs it beside the type check and the build, and hands the
 * directories to Playwright.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.E2E_DATA_DIR;
const copies = [process.env.E2E_DATA_DIR_B, process.env.E2E_DATA_DIR_C];
if (!dataDir || !copies.every(Boolean)) {
  console.error("E2E_DATA_DIR, E2E_DATA_DIR_B and E2E_DATA_DIR_C name the three servers' data directories");
  process.exit(1);
}
execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", LOG_REQUESTS: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});
for (const copy of copies) fs.cpSync(dataDir, String(copy), { recursive: true });
