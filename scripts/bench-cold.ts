/**
 * `npm run bench:cold`: the uncached path with PGlite on the main thread (PGLITE_THREAD=false)
 * against PGlite in its own worker thread (PGLITE_THREAD=true), in the same run, interleaved,
 * on copies of one seeded database (decision 018). Per variant: one server with the render cache
 * off (uncached `/`, `/products` and a product page: req/s, p50, p99 at 50 connections) and one
 * with it on (a cached product page's p99 at 20 connections while 50 connections ask for
 * uncached `/products?bench=…` on the same server: what a query costs requests that need none).
 * Rounds alternate the variants' order; medians with the spread (min–max) are printed, and the
 * servers' resident memory idle and at the end. BENCH_ROUNDS (3), BENCH_SECONDS (10). Needs a
 * build and wrk.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../edge/build-if-needed";
import { type Figures, latencyMs, rssMb, startBenchServer, wrkAsync, wrkFigures, wrkSync } from "./bench-server";

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const variants = [
  { name: "main thread", env: { PGLITE_THREAD: "false" } },
  { name: "own thread", env: { PGLITE_THREAD: "true" } },
] as const;

buildIfNeeded();
if (execFileSync("sh", ["-c", "command -v wrk || true"], { encoding: "utf8" }).trim() === "") {
  console.error("wrk is needed (apt-get install wrk).");
  process.exit(1);
}

// BENCH_DATA: a DATA_DIR seeded before (by `npm start`), copied and left as it is; else one is seeded.
let source = process.env.BENCH_DATA;
const seedHere = !source;
if (!source) {
  console.log("Seeding one database (demo catalogue) for every server…");
  const seeded = await startBenchServer({ ADMIN_PASSWORD: "bench-password-1234" }, { keepData: true });
  await seeded.stop();
  source = seeded.dataDir;
}
const seededDir = source;

/** A server on its own copy of the seeded data folder (PGlite admits one process per folder). */
async function serverOn(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cold-"));
  fs.cpSync(seededDir, dataDir, { recursive: true });
  return startBenchServer({ ADMIN_PASSWORD: "bench-password-1234", ...env }, { dataDir });
}

const servers = [];
for (const variant of variants) {
  const cold = await serverOn({ ...variant.env, RENDER_CACHE_MB: "0" });
  const hot = await serverOn({ ...variant.env });
  servers.push({ variant, cold, hot, idle: [rssMb(cold.pid), rssMb(hot.pid)] });
}
if (seedHere) fs.rmSync(seededDir, { recursive: true, force: true });
const productPath = /href="(\/products\/(?!all")[a-z0-9-]+)"/.exec(
  await (await fetch(`${servers[0]?.cold.url}/products`)).text(),
)?.[1];
if (!productPath) throw new Error("No product link in the seeded site");

const pages = [
  ["/", "/"],
  ["/products", "/products"],
  ["product", productPath],
] as const;
type Sample = { rps: number; p50: number; p99: number; errors: string };
const samples = new Map<string, Sample[]>();
const keep = (key: string, figures: Figures) => {
  const list = samples.get(key) ?? [];
  list.push({ rps: figures.rps, p50: latencyMs(figures.p50), p99: latencyMs(figures.p99), errors: figures.errors });
  samples.set(key, list);
};

try {
  // Warm-up: the JIT, PGlite's buffers, the cached page.
  for (const { cold, hot } of servers) {
    for (const [, page] of pages) wrkSync(`${cold.url}${page}`, { seconds: 2, connections: 10 });
    wrkSync(`${hot.url}${productPath}`, { seconds: 1, connections: 10 });
  }
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    console.log(`Round ${round}/${rounds} (load average ${os.loadavg()[0]?.toFixed(1)})…`);
    for (const { variant, cold, hot } of order) {
      for (const [name, page] of pages)
        keep(`${variant.name}|${name}`, wrkFigures(wrkSync(`${cold.url}${page}`, { seconds })));
      const [uncached, cached] = await Promise.all([
        wrkAsync(`${hot.url}/products?bench=${round}`, { seconds }),
        wrkAsync(`${hot.url}${productPath}`, { seconds, connections: 20 }),
      ]);
      keep(`${variant.name}|mixed: uncached /products`, wrkFigures(uncached));
      keep(`${variant.name}|mixed: cached product`, wrkFigures(cached));
    }
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const spread = (values: number[], digits = 0) =>
    `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
  console.log(
    `\nwrk -t1 -d${seconds}s, gzip, ${rounds} rounds: median (min–max); the cached page at 20 connections beside 50 uncached`,
  );
  console.log(
    `${"variant".padEnd(12)} ${"page".padEnd(28)} ${"req/s".padStart(18)} ${"p50 ms".padStart(20)} ${"p99 ms".padStart(22)}`,
  );
  for (const [key, list] of samples) {
    const [variant = "", page = ""] = key.split("|");
    const errors = list.map((s) => s.errors).filter(Boolean);
    console.log(
      `${variant.padEnd(12)} ${page.padEnd(28)} ${spread(list.map((s) => s.rps)).padStart(18)} ${spread(
        list.map((s) => s.p50),
        1,
      ).padStart(20)} ${spread(
        list.map((s) => s.p99),
        1,
      ).padStart(22)}${errors.length ? `  (${errors.join("; ")})` : ""}`,
    );
  }
  console.log("\nresident memory, MB: idle → after (cache off server; cache on server)");
  for (const { variant, cold, hot, idle } of servers) {
    console.log(
      `${variant.name.padEnd(12)} ${Math.round(idle[0] ?? 0)} → ${Math.round(rssMb(cold.pid))}; ${Math.round(idle[1] ?? 0)} → ${Math.round(rssMb(hot.pid))}`,
    );
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
} finally {
  for (const { cold, hot } of servers) {
    await cold.stop();
    await hot.stop();
  }
}
