/**
 * `npm run bench:mix [-- --products 1000 --seconds 20 --connections 50,200 --cache-mb 64]`: the public site
 * under a realistic mix of visits (scripts/bench-mix-urls.ts: a few hot pages, a long tail of
 * products and articles from the sitemap, 15 % searches, 5 % filter combinations), replayed by
 * wrk at each connection count against nginx serving the same bytes, our server, and our server
 * while an editor saves a product every 3 s (scripts/bench-saver.ts). Prints req/s, p50, p99, the
 * ratio to nginx, the share of responses rendered cold (X-Render-Cache: miss, counted by wrk's
 * Lua), and the staleness of the saved product's public page.
 *
 * Seeds the demo content and `--products` more into a throwaway PGlite; fetches every distinct
 * address once from the server into nginx's mirror (so the server has seen each once, as after a
 * crawler's pass), then measures after 3 s of the mix unmeasured. Needs a build (made
 * when missing or stale), wrk and nginx (installed from Debian when missing, as root).
 */

import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { setDatabase } from "../app/server/db/index.server";
import { ensureSiteSettings, seedDemoContent, seedLargeCatalogue } from "../app/server/seed/seed.server";
import { setStorage } from "../app/server/storage/index.server";
import { createLocalStorage } from "../app/server/storage/local.server";
import { buildIfNeeded } from "../edge/build-if-needed";
import { buildMix, type Mix } from "./bench-mix-urls";
import { ensureTools, get, startNginx } from "./bench-nginx";
import { describeStaleness, prepareSaveDriver, type SaveFigures } from "./bench-saver";
import { renderWork, startBenchServer, wrkArgs } from "./bench-server";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string" },
    visits: { type: "string" },
    "cache-mb": { type: "string" },
  },
});
const extraProducts = Number(values.products ?? 1000);
const seconds = Number(values.seconds ?? 20);
const connectionCounts = (values.connections ?? "50,200").split(",").map(Number);
const visitCount = Number(values.visits ?? 20_000);
const PASSWORD = "bench-password-1234";
const env = {
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: PASSWORD,
  SEED_DEMO: "false",
  // The render cache's bound (RENDER_CACHE_MB), when not the server's default.
  ...(values["cache-mb"] ? { RENDER_CACHE_MB: values["cache-mb"] } : {}),
};

buildIfNeeded();
const tools = ensureTools();
if (!tools.wrk || !tools.nginx) {
  console.error("wrk and nginx are needed (apt-get install wrk nginx) and could not be installed.");
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mix-"));
const dataDir = path.join(work, "data");
const mirrorRoot = path.join(work, "mirror");
fs.mkdirSync(mirrorRoot, { recursive: true });
// nginx's workers run as another user: the mirror must be readable by it.
fs.chmodSync(work, 0o755);
fs.chmodSync(mirrorRoot, 0o755);

/** The demo content and `extraProducts` more, written and closed before a server opens it. */
async function seed() {
  const started = Date.now();
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
  setDatabase(handle);
  setStorage(createLocalStorage(path.join(dataDir, "uploads")));
  await handle.migrate();
  await ensureSiteSettings();
  await seedDemoContent();
  await seedLargeCatalogue(extraProducts);
  if (handle.vacuum) await handle.vacuum();
  await handle.close();
  console.log(
    `Seeded the demo content and ${extraProducts} products in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Paths of the sitemap's pages (following a sitemap index). */
async function sitemapPaths(base: string): Promise<string[]> {
  const paths: string[] = [];
  const queue = [`${base}/sitemap.xml`];
  for (let url = queue.shift(); url; url = queue.shift()) {
    const xml = (await get(url)).toString();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      if (!loc) continue;
      const target = new URL(loc.replace(/&amp;/g, "&"));
      const local = `${base}${target.pathname}${target.search}`;
      if (target.pathname.endsWith(".xml")) queue.push(local);
      else paths.push(`${target.pathname}${target.search}`);
    }
  }
  return [...new Set(paths)];
}

/** What the mix draws from: the sitemap's pages, and the slugs and brands the lists offer. */
async function siteOf(base: string) {
  const all = await sitemapPaths(base);
  const isTail = (p: string) => /^\/(?:en\/)?(?:products|news)\/[^/]+$/.test(p) && !/\/products\/all$/.test(p);
  const hot = ["/", "/products", "/news", "/en", "/en/products", ...all.filter((p) => !isTail(p))];
  const listing = (await get(`${base}/products`)).toString();
  // The sitemap lists /departments/{d} and /departments/{d}/{c}.
  const scopes = all.map((p) => /^\/departments\/([a-z0-9-]+(?:\/[a-z0-9-]+)?)$/.exec(p)?.[1]).filter(Boolean);
  const departments = scopes.filter((scope) => !scope?.includes("/")) as string[];
  const categories = scopes.filter((scope) => scope?.includes("/")) as string[];
  const brandSelect = /<select[^>]*name="brand"[^>]*>([\s\S]*?)<\/select>/.exec(listing)?.[1] ?? "";
  const brands = [...brandSelect.matchAll(/value="([a-z0-9-]+)"/g)].map((m) => m[1] as string);
  return { hot: [...new Set(hot)], tail: all.filter(isTail), departments, categories, brands };
}

/** Each distinct address's bytes as our server sends them (plain and gzip), and nginx's map to them. */
async function mirror(base: string, mix: Mix): Promise<string> {
  // nginx's map compares without case: one file for addresses differing only in case.
  const seen = new Set<string>();
  const targets = mix.distinct.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  fs.mkdirSync(path.join(mirrorRoot, "m"), { recursive: true, mode: 0o755 });
  const lines = targets.map((target, n) => `    "${target.replace(/["\\]/g, "\\$&")}" /m/${n}.html;`);
  // Four at a time: most are first renders.
  let next = 0;
  const fetchOne = async () => {
    for (let n = next++; n < targets.length; n = next++) {
      const file = path.join(mirrorRoot, `m/${n}.html`);
      fs.writeFileSync(file, await get(`${base}${targets[n]}`));
      fs.writeFileSync(`${file}.gz`, await get(`${base}${targets[n]}`, { "Accept-Encoding": "gzip" }));
    }
  };
  await Promise.all([fetchOne(), fetchOne(), fetchOne(), fetchOne()]);
  return `map_hash_max_size 65536;\n  map_hash_bucket_size 256;\n  map $request_uri $mirrored {\n    default /missing;\n${lines.join("\n")}\n  }`;
}

/**
 * Asks every distinct address once (gzip, four at a time), as a crawler's pass would: each run of
 * ours starts from the same cache whatever ran before (a run with saves leaves the tail dropped).
 * Answers how many the server rendered for it, and how long it took.
 */
async function walk(base: string, mix: Mix): Promise<{ rendered: number; seconds: number; notFound: string[] }> {
  const started = Date.now();
  let rendered = 0;
  const notFound: string[] = [];
  let next = 0;
  const askOne = async () => {
    for (let n = next++; n < mix.distinct.length; n = next++) {
      const target = mix.distinct[n] as string;
      const answer = await new Promise<{ mark?: string; status: number }>((resolve, reject) => {
        http
          .get(`${base}${target}`, { headers: { "Accept-Encoding": "gzip" }, agent: false }, (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                mark: response.headers["x-render-cache"] as string | undefined,
                status: response.statusCode ?? 0,
              }),
            );
            response.on("error", reject);
          })
          .on("error", reject);
      });
      if (answer.mark === "miss") rendered++;
      if (answer.status === 404 || answer.status === 410) notFound.push(target);
    }
  };
  await Promise.all([askOne(), askOne(), askOne(), askOne()]);
  return { rendered, seconds: (Date.now() - started) / 1000, notFound };
}

/** wrk's Lua: each request a visit drawn from the mix; counts answers by X-Render-Cache and status. */
function luaScript(mix: Mix): string {
  const file = path.join(work, "mix.lua");
  const list = mix.visits.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",\n");
  fs.writeFileSync(
    file,
    `local visits = {\n${list}\n}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) misses = 0; answers = 0; failures = 0; redirects = 0; missing = 0; unavailable = 0; math.randomseed(os.time()) end
function request() return wrk.format("GET", visits[math.random(#visits)]) end
function response(status, headers, body)
  answers = answers + 1
  if status ~= 200 then failures = failures + 1 end
  if status >= 300 and status < 400 then redirects = redirects + 1 end
  if status == 404 or status == 410 then missing = missing + 1 end
  if status == 503 then unavailable = unavailable + 1 end
  if (headers["x-render-cache"] or headers["X-Render-Cache"]) == "miss" then misses = misses + 1 end
end
function done(summary, latency, requests)
  local m, a, f, r, n, u = 0, 0, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    m = m + t:get("misses"); a = a + t:get("answers"); f = f + t:get("failures")
    r = r + t:get("redirects"); n = n + t:get("missing"); u = u + t:get("unavailable")
  end
  io.write(string.format("MIX answers=%d misses=%d failures=%d redirects=%d missing=%d unavailable=%d\\n", a, m, f, r, n, u))
end
`,
  );
  return file;
}

interface Run {
  rps: number;
  p50: string;
  p99: string;
  cold: number;
  failures: number;
  /** Among the failures: 3xx, 404/410 and 503 answers. */
  statuses: { redirects: number; missing: number; unavailable: number };
  errors: string;
}

function runWrk(base: string, script: string, connections: number, runSeconds = seconds): Promise<Run> {
  const args = [...wrkArgs(`${base}/`, { seconds: runSeconds, connections }), "-s", script];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", () => {
      const [, answers = "0", misses = "0", failures = "0", redirects = "0", missing = "0", unavailable = "0"] =
        /MIX answers=(\d+) misses=(\d+) failures=(\d+) redirects=(\d+) missing=(\d+) unavailable=(\d+)/.exec(out) ?? [];
      const socket = /Socket errors: ([^\n]+)/.exec(out)?.[1] ?? "";
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
        p50: /^\s+50%\s+(\S+)\s*$/m.exec(out)?.[1] ?? "?",
        p99: /^\s+99%\s+(\S+)\s*$/m.exec(out)?.[1] ?? "?",
        cold: Number(misses) / Math.max(1, Number(answers)),
        failures: Number(failures),
        statuses: { redirects: Number(redirects), missing: Number(missing), unavailable: Number(unavailable) },
        errors: socket,
      });
    });
  });
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

await seed();
const server = await startBenchServer(env, { dataDir, siteUrlIsOrigin: true });
const site = await siteOf(server.url);
const mix = buildMix(site, visitCount);
const kinds = {
  searches: mix.visits.filter((v) => v.includes("q=")).length / mix.visits.length,
  distinct: mix.distinct.length,
};
console.log(
  `Mix: ${mix.visits.length} visits, ${kinds.distinct} distinct addresses (${site.hot.length} hot pages, ${site.tail.length} products and articles, ${site.departments.length} departments, ${site.brands.length} brands); searches ${(kinds.searches * 100).toFixed(0)} %`,
);
const started = Date.now();
const nginxMap = await mirror(server.url, mix);
console.log(`Mirrored ${kinds.distinct} addresses for nginx in ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The server measured is the one that served the mirror: it has seen every address once, as a
// site a crawler has walked since the last save (what RENDER_CACHE_MB let it keep); each run of
// ours without saves starts after such a walk again.
const nginx = await startNginx(mirrorRoot, {
  http: nginxMap,
  server: "location / { try_files $mirrored =404; }",
});
const script = luaScript(mix);

try {
  const saver = await prepareSaveDriver(server.url, { password: PASSWORD });
  const warm = await runWrk(server.url, script, 50, 3);
  console.log(`Warm-up (not measured): 3 s of the mix, ${(warm.cold * 100).toFixed(1)} % rendered cold`);
  console.log(`\nwrk -t1, gzip, ${seconds} s a run; load average before: ${load()}`);
  console.log(
    `${"conns".padStart(5)} ${"target".padEnd(16)} ${"req/s".padStart(8)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"ratio".padStart(6)} ${"cold".padStart(7)}  staleness after a save`,
  );
  for (const connections of connectionCounts) {
    const reference = await runWrk(nginx.url, script, connections);
    const walked = await walk(server.url, mix);
    console.log(
      `(before ours at ${connections}: every address asked once, ${walked.rendered} rendered, in ${walked.seconds.toFixed(0)} s${walked.notFound.length ? `; ${walked.notFound.length} answer 404/410 (list pages past their end, held as pages are), e.g. ${walked.notFound.slice(0, 3).join(" ")}` : ""})`,
    );
    await renderWork(server.url);
    const plain = await runWrk(server.url, script, connections);
    const before = await renderWork(server.url);
    const driver = saver.start();
    const saving = await runWrk(server.url, script, connections);
    const saves: SaveFigures = await driver.stop();
    const after = await renderWork(server.url);
    const perSave = (n: number) => (saves.saves ? (n / saves.saves).toFixed(0) : "?");
    const line = (name: string, run: Run, extra = "") =>
      console.log(
        `${String(connections).padStart(5)} ${name.padEnd(16)} ${Math.round(run.rps).toString().padStart(8)} ${run.p50.padStart(9)} ${run.p99.padStart(9)} ${(run.rps / reference.rps).toFixed(3).padStart(6)} ${`${(run.cold * 100).toFixed(1)}%`.padStart(7)}  ${extra}${run.failures ? ` [${run.failures} non-200: ${run.statuses.redirects} 3xx, ${run.statuses.missing} 404/410, ${run.statuses.unavailable} 503]` : ""}${run.errors ? ` [socket ${run.errors}]` : ""}`,
      );
    line("nginx", reference);
    line("ours", plain);
    line("ours + saves/3s", saving, describeStaleness(saves));
    console.log(
      `      (each save: ${perSave(after.background - before.background)} held pages rendered again in the background (${perSave(after.inThread - before.inThread)} of them in the render thread), ${perSave(after.carried - before.carried)} kept without a render; the event loop's longest delay: ${before.loopMaxMs.toFixed(0)} ms without saves, ${after.loopMaxMs.toFixed(0)} ms with)`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  nginx.stop();
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
