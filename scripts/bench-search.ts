/**
 * npm run bench:search [-- --products 10000 --runs 50]
 *
 * Product-list query timings (the public list's service calls) on a large catalogue, in a
 * throwaway PGlite (or on DATABASE_URL, into a scratch database you point it at).
 * Prints p50 / p95 / max in milliseconds per query shape.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { setDatabase } from "../app/server/db/index.server";
import { ensureSiteSettings, seedDemoContent, seedLargeCatalogue } from "../app/server/seed/seed.server";
import { listVisibleProducts, type ProductFilters } from "../app/server/services/products.server";
import { setStorage } from "../app/server/storage/index.server";
import { createLocalStorage } from "../app/server/storage/local.server";

const { values } = parseArgs({ options: { products: { type: "string" }, runs: { type: "string" } } });
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

const shapes: [string, ProductFilters, number][] = [
  ["all, first page", {}, 0],
  ["all, page 200", {}, 200 * 24],
  ["search 'may noi soi'", { q: "may noi soi" }, 0],
  ["search 'zzqx' (no match)", { q: "zzqx" }, 0],
  ["brand pentax-medical", { brand: "pentax-medical" }, 0],
  ["department + search", { departmentSlug: "khoa-noi-soi", q: "pentax" }, 0],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
for (const [label, filters, offset] of shapes) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    const result = await listVisibleProducts(filters, { limit: 24, offset });
    times.push(performance.now() - started);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number | undefined) => (n ?? 0).toFixed(1);
  console.log(
    `${label.padEnd(28)} total=${String(total).padStart(6)}  p50=${fmt(percentile(times, 0.5))} ms  p95=${fmt(percentile(times, 0.95))} ms  max=${fmt(times.at(-1))} ms`,
  );
}

await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
