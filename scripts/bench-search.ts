/**
 * npm run bench:search [-- --products 10000 --runs 50]
 *
 * The product list's queries (the public list's service calls) on a large catalogue, in a
 * throwaway PGlite, or on DATABASE_URL (a scratch database you point it at: it migrates it and
 * adds the products). Prints p50 / p95 / max in milliseconds per query kind, and the CPU time
 * this process spent per call (PGlite runs in it; the figure that other load on the machine
 * disturbs least). Kinds run interleaved, round after round, so that a burst of load elsewhere
 * spreads over all of them. By default every call runs its statement whole (a server's first
 * request after an edit: nothing held, the site shell's read included); `--warm` reads the content
 * version first, as a running server has, so that a list's total (without search text) and the
 * site shell (its visible categories) are held per version as they are there.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { setDatabase } from "../app/server/db/index.server";
import { ensureSiteSettings, seedDemoContent, seedLargeCatalogue } from "../app/server/seed/seed.server";
import { currentContentVersion, noteWrite } from "../app/server/services/content-version.server";
import { listVisibleProducts, type ProductFilters, readVisibleBrands } from "../app/server/services/products.server";
import { setStorage } from "../app/server/storage/index.server";
import { createLocalStorage } from "../app/server/storage/local.server";
import { percentile } from "./bench-server";

const { values } = parseArgs({
  options: { products: { type: "string" }, runs: { type: "string" }, warm: { type: "boolean" } },
});
const products = Number(values.products ?? 10_000);
const runs = Number(values.runs ?? 50);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
const handle = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: path.join(dir, "pgdata") },
);
setDatabase(handle);
setStorage(createLocalStorage(path.join(dir, "uploads")));
await handle.migrate();
await ensureSiteSettings();
await seedDemoContent();
let started = Date.now();
await seedLargeCatalogue(products);
console.log(`${handle.kind}: seeded ${products} extra products in ${Date.now() - started} ms`);
// What the server does when it opens the database next (PGlite has no autovacuum; PostgreSQL's
// autovacuum would analyse the new rows within a minute).
started = Date.now();
if (handle.vacuum) await handle.vacuum();
else await handle.db.execute("VACUUM (ANALYZE)" as never);
console.log(`VACUUM (ANALYZE) in ${Date.now() - started} ms`);

if (values.warm) await currentContentVersion();

const page = (n: number) => ({ limit: 24, offset: (n - 1) * 24 });
type Kind = [string, () => Promise<unknown>];
const list =
  (filters: ProductFilters, n = 1) =>
  () =>
    listVisibleProducts(filters, page(n));
const kinds: Kind[] = [
  ["all, first page", list({})],
  ["all, page 200 (deep)", list({}, 200)],
  ["search 'may noi soi'", list({ q: "may noi soi" })],
  ["search 'pentax'", list({ q: "pentax" })],
  ["search 'zzqx' (no match)", list({ q: "zzqx" })],
  ["department", list({ departmentSlug: "khoa-noi-soi" })],
  ["category", list({ categorySlug: "ong-soi-mem" })],
  ["brand pentax-medical", list({ brand: "pentax-medical" })],
  ["brand 'medical' (partial)", list({ brand: "medical" })],
  ["department + search", list({ departmentSlug: "khoa-noi-soi", q: "pentax" })],
  ["dept + brand + search, p.3", list({ departmentSlug: "khoa-noi-soi", brand: "pentax-medical", q: "may" }, 3)],
  ["search, page 40 (deep)", list({ q: "may" }, 40)],
  // The statement itself: pages hold its answer per content version (listVisibleBrands).
  ["brand options, all", () => readVisibleBrands()],
  ["brand options, department", () => readVisibleBrands({ departmentSlug: "khoa-noi-soi" })],
];

const totals = new Map<string, string>();
for (const [label, run] of kinds) {
  const result = (await run()) as { total?: number } | string[];
  totals.set(label, Array.isArray(result) ? `${result.length} brands` : `total=${result.total}`);
}
const wall = new Map<string, number[]>(kinds.map(([label]) => [label, []]));
const cpu = new Map<string, number[]>(kinds.map(([label]) => [label, []]));
for (let i = 0; i < runs; i++) {
  for (const [label, run] of kinds) {
    // Cold: as after an edit, nothing held (a list's total, its visible categories from the shell).
    if (!values.warm) noteWrite();
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    await run();
    wall.get(label)?.push(performance.now() - before);
    const used = process.cpuUsage(cpuBefore);
    cpu.get(label)?.push((used.user + used.system) / 1000);
  }
}

const fmt = (n: number) => n.toFixed(1).padStart(6);
console.log(
  `${runs} runs each, interleaved, ${values.warm ? "warm (totals and the site shell held per content version)" : "cold (every statement whole)"}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log(
  `${"query".padEnd(28)} ${"result".padEnd(12)}  ${"p50".padStart(6)} ${"p95".padStart(6)} ${"max".padStart(6)} ms | cpu ${"p50".padStart(6)} ${"p95".padStart(6)} ms`,
);
for (const [label] of kinds) {
  const times = (wall.get(label) ?? []).sort((a, b) => a - b);
  const used = (cpu.get(label) ?? []).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${(totals.get(label) ?? "").padEnd(12)}  ${fmt(percentile(times, 0.5))} ${fmt(percentile(times, 0.95))} ${fmt(times.at(-1) ?? 0)}    |     ${fmt(percentile(used, 0.5))} ${fmt(percentile(used, 0.95))}`,
  );
}

await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
