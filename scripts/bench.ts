/**
 * `npm run bench`: the public pages' throughput, cached and uncached, against nginx serving the
 * identical bytes in the same run. Builds if needed, starts two production servers on
 * throwaway seeded databases (render cache on, and RENDER_CACHE_MB=0), copies each page's
 * bytes (plain and gzip, as our server sent them) into a directory nginx serves, and runs wrk
 * against all three: req/s, p50 and p99 at 50 connections (a product page also at 100 with the
 * cache on), and the servers' memory idle and after. BENCH_SECONDS sets each run's length (5);
 * each page first runs 2 s unmeasured on the cached server (warm-up), once both servers are quiet
 * (their start-up, the uncached server's queue from the page before).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../edge/build-if-needed";
import { ensureTools, get, startNginx } from "./bench-nginx";
import { type Figures, rssMb, startBenchServer, waitForQuiet, wrkFigures, wrkSync } from "./bench-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Each page's unmeasured run on the cached server before its measured one. */
const WARM_UP_SECONDS = 2;

function wrk(url: string, connections = 50): Figures {
  return wrkFigures(wrkSync(url, { seconds, connections }));
}

/** The pages to measure, found in the seeded site. */
async function pages(base: string): Promise<[string, string][]> {
  const list = (await get(`${base}/products`)).toString();
  // A product card (the nav also links the whole-catalogue listing, /products/all).
  const product = [...list.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)]
    .map((m) => m[1])
    .find((p) => p !== "/products/all");
  const news = (await get(`${base}/news`)).toString();
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(news)?.[1];
  if (!product || !article) throw new Error("No product or article link found in the seeded site");
  return [
    ["home", "/"],
    ["product list", "/products"],
    ["product", product],
    ["article", article],
    ["en product list", "/en/products"],
  ];
}

/** The bytes our server sends for each page, written where nginx serves them (path/index.html + .gz). */
async function mirror(base: string, list: [string, string][], root: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [, page] of list) {
    const dir = path.join(root, page);
    fs.mkdirSync(dir, { recursive: true });
    const plain = await get(`${base}${page}`);
    const gzipped = await get(`${base}${page}`, { "Accept-Encoding": "gzip" });
    fs.writeFileSync(path.join(dir, "index.html"), plain);
    fs.writeFileSync(path.join(dir, "index.html.gz"), gzipped);
    sizes[page] = gzipped.length;
  }
  return sizes;
}

const ms = (value: string) => value.padStart(8);
const num = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "–").padStart(8);

buildIfNeeded();
const tools = ensureTools();
if (!tools.wrk) {
  console.error("wrk is needed (apt-get install wrk) and could not be installed.");
  process.exit(1);
}
if (!tools.nginx) console.log("nginx could not be installed: our figures alone, without the reference.");

console.log(`Starting two servers (render cache on, and off)… runs of ${seconds} s, wrk -t1, gzip`);
const cached = await startBenchServer({});
const uncached = await startBenchServer({ RENDER_CACHE_MB: "0" });
const idle = { cached: Math.round(rssMb(cached.pid)), uncached: Math.round(rssMb(uncached.pid)) };
const list = await pages(cached.url);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
// nginx's workers run as another user: the pages must be readable by it.
fs.chmodSync(root, 0o755);
const sizes = await mirror(cached.url, list, root);
const nginx = tools.nginx ? await startNginx(root) : null;

try {
  console.log(
    `\n${"page".padEnd(16)} ${"gzip KB".padStart(7)} | ${"nginx r/s".padStart(9)} | ${"cached r/s".padStart(10)} ${"p50".padStart(8)} ${"p99".padStart(8)} ${"ratio".padStart(6)} | ${"uncached".padStart(8)} ${"p50".padStart(8)} ${"p99".padStart(8)}`,
  );
  for (const [name, page] of list) {
    // Warm-up, not measured: one request each (the cache's first render), then the cached server
    // at full load for WARM_UP_SECONDS, so that its figures are the steady state rather than
    // V8's first optimisations of the fast path and the start-up's garbage.
    for (const base of [cached.url, uncached.url]) await get(`${base}${page}`);
    await waitForQuiet([cached.pid, uncached.pid]);
    wrkSync(`${cached.url}${page}`, { seconds: WARM_UP_SECONDS, connections: 50 });
    const reference = nginx ? wrk(`${nginx.url}${page}`) : null;
    const hot = wrk(`${cached.url}${page}`);
    const cold = wrk(`${uncached.url}${page}`);
    const ratio = reference ? (hot.rps / reference.rps).toFixed(3) : "–";
    const bytes = sizes[page] ?? 0;
    const errors = [hot.errors, cold.errors, reference?.errors].filter(Boolean).join("; ");
    console.log(
      `${name.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(7)} | ${(reference ? num(reference.rps) : "–").padStart(9)} | ${num(hot.rps).padStart(10)} ${ms(hot.p50)} ${ms(hot.p99)} ${ratio.padStart(6)} | ${num(cold.rps)} ${ms(cold.p50)} ${ms(cold.p99)}${errors ? `  (${errors})` : ""}`,
    );
  }
  const product = list.find(([name]) => name === "product")?.[1] ?? "/products";
  const wide = wrk(`${cached.url}${product}`, 100);
  console.log(
    `\nproduct page, cache on, 100 connections: ${num(wide.rps).trim()} req/s, p50 ${wide.p50}, p99 ${wide.p99}`,
  );
  console.log(
    `server RSS: cache on ${idle.cached} MB idle → ${Math.round(rssMb(cached.pid))} MB after; cache off ${idle.uncached} MB idle → ${Math.round(rssMb(uncached.pid))} MB after`,
  );
} finally {
  nginx?.stop();
  fs.rmSync(root, { recursive: true, force: true });
  await cached.stop();
  await uncached.stop();
}
