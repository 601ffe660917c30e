import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import { type Config, getConfig } from "./config.server";
import { isEmptyDatabase, openDatabase } from "./db/client.server";
import { db, getDatabaseHandle, setDatabase } from "./db/index.server";
import { backfillImageVariants } from "./image-variants.server";
import { startMailOutbox, stopMailOutbox } from "./mail/outbox.server";
import { startPruning } from "./pruning.server";
import { type PublishScheduler, startPublishScheduler } from "./publish-scheduler.server";
import { ensureSiteSettings, seedDemoContent } from "./seed/seed.server";
import { countAdmins, upsertAdmin } from "./services/admin-users.server";
import { contentChangedElsewhere } from "./services/content-version.server";
import { siteUrlWarning } from "./site-url.server";
import { startStorageSweep } from "./storage-sweep.server";

type Log = (line: string) => void;

/** Opens and migrates the database, seeds an empty one, and makes sure an administrator exists. */
let stopListening: (() => Promise<void>) | null = null;
let scheduler: PublishScheduler | null = null;
let stopPruning: (() => void) | null = null;
let variantsTimer: NodeJS.Timeout | null = null;
let stopSweep: (() => void) | null = null;

/** Seconds after start before the renditions pass begins: the first visitors' pages go first. */
const VARIANTS_PASS_DELAY_MS = 5_000;

export async function startServices(log: Log = console.log, config: Config = getConfig()): Promise<void> {
  if ((globalThis as { __appDatabase?: unknown }).__appDatabase) return;
  const seedScript = path.resolve("scripts/seed.ts");
  const seedApart = config.SEED_DEMO && fs.existsSync(seedScript);
  // The first start of the embedded database (creating it, migrating, seeding) is the costly
  // one: PGlite's memory grows to about 1 GB and WebAssembly memory never shrinks (nor did it
  // when its thread was ended). So it runs in a process of its own, whose memory goes back to
  // the system when it ends, and the server idles as after a restart. PGlite admits one process
  // at a time.
  if (fs.existsSync(seedScript) && !config.DATABASE_URL && !fs.existsSync(`${config.dataDir}/pgdata/PG_VERSION`)) {
    log(
      seedApart
        ? "New database: creating it and seeding the demo catalogue and its images, in a separate process…"
        : "New database: creating it in a separate process…",
    );
    const started = Date.now();
    log(`${await runSeedProcess(seedScript, seedApart ? [] : ["--no-demo"])} (${Date.now() - started} ms)`);
  }
  const handle = await openConfiguredDatabase(log, config, { thread: config.PGLITE_THREAD });
  // With PostgreSQL, another server's write reaches this one as a NOTIFY from the content
  // version's trigger: the next request reads the version again (the 1 s check stays as a net).
  stopListening = (await handle.listen?.("content_version", contentChangedElsewhere)) ?? null;
  if (config.SEED_DEMO && (await isEmptyDatabase(db()))) {
    log("Empty database: seeding the demo catalogue and its generated images (first start only)…");
    const started = Date.now();
    if (seedApart) {
      if (handle.kind === "pglite") {
        setDatabase(undefined);
        await handle.close();
      }
      const line = await runSeedProcess(seedScript);
      if (handle.kind === "pglite") await openConfiguredDatabase(() => {}, config, { thread: config.PGLITE_THREAD });
      log(`${line} (${Date.now() - started} ms)`);
    } else {
      await ensureSiteSettings();
      const seeded = await seedDemoContent();
      log(`Seeded demo content: ${seeded.products} products, ${seeded.articles} articles (${Date.now() - started} ms)`);
    }
  }
  await ensureSiteSettings();
  await ensureFirstAdmin(config, log);
  const warning = siteUrlWarning(config);
  if (warning) log(warning);
  // Scheduled articles go public at their time, with no request needed (decision 016).
  scheduler = startPublishScheduler();
  // The audit log keeps AUDIT_RETENTION_DAYS (a year by default); deleted items' revisions go
  // 30 days after the delete (decision 017). At start and every 6 hours.
  stopPruning = startPruning(config.AUDIT_RETENTION_DAYS);
  // Files no row owns (an upload cut half way, a removal storage refused): every 15 s (decision 049).
  stopSweep = startStorageSweep(log);
  // Quote requests' notifications: the outbox's rows over SMTP, one sender per server (decision 030).
  startMailOutbox(config, log);
  // Renditions for images stored without them (grids from before decision 038), in the background.
  variantsTimer = setTimeout(() => {
    variantsTimer = null;
    backfillImageVariants(log)
      .then(({ made, failed }) => {
        if (made || failed) log(`Image renditions: made for ${made} stored images, ${failed} failed`);
      })
      .catch((error: unknown) => console.error("Image renditions pass failed:", error));
  }, VARIANTS_PASS_DELAY_MS);
  variantsTimer.unref();
}

/**
 * A port to the embedded database for the render thread (edge/render-thread.ts), or null when
 * the database cannot be shared with another thread: PGlite on the main thread
 * (PGLITE_THREAD=false). PostgreSQL needs none: the render thread opens its own connections.
 */
export function renderThreadDatabase(): { port: MessagePort | null } | null {
  const handle = getDatabaseHandle();
  if (handle.kind === "postgres") return { port: null };
  return handle.connect ? { port: handle.connect() } : null;
}

/**
 * The render thread's database (in that thread): the server's PGlite thread through `port`, or
 * a pool of its own on PostgreSQL (two connections: it renders two pages at a time at most). It
 * neither migrates nor seeds (the main thread has), runs no scheduler, and listens for no NOTIFY:
 * each render names the content version it is for (contentVersionAtLeast).
 */
export async function openRenderThreadDatabase(port: MessagePort | null, config: Config = getConfig()): Promise<void> {
  if (!config.DATABASE_URL && !port) throw new Error("The render thread needs a port to the database thread");
  const handle = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, poolMax: 2 } : { threadPort: port ?? undefined },
  );
  setDatabase(handle);
}

/** Runs `npm run db:seed` as a child process; answers its "Seeded…" line, or throws with its output. */
function runSeedProcess(script: string, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const seeded = output
        .split("\n")
        .find((line) => line.startsWith("Seeded demo content") || line.startsWith("Database created"));
      if (code === 0 && seeded) resolve(seeded.trim());
      else reject(new Error(`Seeding failed (exit ${code}): ${output.trim().split("\n").slice(-5).join(" / ")}`));
    });
  });
}

/** Opens the configured database (PGlite in DATA_DIR, or DATABASE_URL) and applies the migrations. */
export async function openConfiguredDatabase(
  log: Log = console.log,
  config: Config = getConfig(),
  options: { thread?: boolean } = {},
) {
  log(config.DATABASE_URL ? "Database: connecting and migrating…" : "Database: opening and migrating…");
  const started = Date.now();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: `${config.dataDir}/pgdata`, thread: options.thread },
  );
  setDatabase(handle);
  await handle.migrate();
  // PGlite has no autovacuum: statistics and the visibility map, as a server's PostgreSQL keeps them.
  await handle.vacuum?.();
  log(
    `${handle.kind === "postgres" ? "Database: PostgreSQL (DATABASE_URL)" : `Database: PGlite in ${config.dataDir}/pgdata${options.thread ? " (own thread)" : ""}`} ready (${Date.now() - started} ms)`,
  );
  return handle;
}

/** Creates the first administrator when there is none; a generated password is printed once. */
export async function ensureFirstAdmin(config: Config, log: Log): Promise<void> {
  if ((await countAdmins()) > 0) return;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  await upsertAdmin(config.ADMIN_USERNAME, password);
  if (config.ADMIN_PASSWORD) {
    log(`Created administrator "${config.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`);
  } else {
    log(`Created administrator "${config.ADMIN_USERNAME}" with password: ${password}`);
    log("  (shown only this once; change it with: npm run admin:create -- --username <name>)");
  }
}

export async function stopServices(): Promise<void> {
  if (variantsTimer) clearTimeout(variantsTimer);
  variantsTimer = null;
  scheduler?.stop();
  scheduler = null;
  stopPruning?.();
  stopPruning = null;
  stopSweep?.();
  stopSweep = null;
  await stopMailOutbox();
  await stopListening?.();
  stopListening = null;
  const handle = (globalThis as { __appDatabase?: unknown }).__appDatabase ? getDatabaseHandle() : undefined;
  setDatabase(undefined);
  await handle?.close();
}
