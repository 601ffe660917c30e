/**
 * npm run bench:main-thread [-- --runs N] [--build DIR ...] [--pages home,about] [--verbose]
 *
 * The main-thread work of the twelve Lighthouse pages (home, product list, a product, an article,
 * about, contact; both languages), measured so that it survives a shared machine: each page is
 * loaded N times (default 5) in Debian's Chromium, a fresh context each time, a 390 px phone
 * viewport, no throttling, with a trace of the renderer. Per page it prints the medians of:
 * the main thread's CPU time until the page is quiet (hydrated, network idle, then 1.5 s), the
 * longest task, and Σ max(0, task − 12.5 ms), which is what Lighthouse's Total Blocking Time
 * (tasks over 50 ms after a 4× CPU slowdown) comes to on this CPU, split into style and layout,
 * script, HTML parsing and other; and the JavaScript transferred: the scripts the document names
 * (first load) and every script until quiet (total). CPU time, not wall time: a task is not
 * charged for time the system gave other processes (scripts/main-thread-trace.ts).
 *
 * `--build DIR` (repeatable) starts one server per build and alternates between them page by
 * page, so a before/after comparison shares the machine's load; without it the current build is
 * used (built first when stale, as `npm start` does). `--verbose` prints each page's longest
 * tasks (median run) and the requests made after the document's own scripts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { buildIfNeeded } from "../edge/build-if-needed";
import { startBenchServer } from "./bench-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { figuresOfLoad, type LoadFigures, median, type TraceEvent, tasksOfLoad, WORK_KINDS } from "./main-thread-trace";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const RUNS = Number(option("--runs") ?? 5);
const VERBOSE = args.includes("--verbose");
const builds = args.flatMap((a, i) => (a === "--build" ? [args[i + 1] as string] : []));
const onlyPages = option("--pages")?.split(",");
const QUIET_MS = 1500;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
];

interface Load {
  figures: LoadFigures;
  firstJs: number;
  totalJs: number;
  later: string[];
}

/** One page load in a fresh phone context: its trace's figures and the script bytes on the wire. */
async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const responses = new Map<string, { url: string; type: string }>();
    const finished: { url: string; type: string; bytes: number }[] = [];
    cdp.on("Network.responseReceived", (e) => responses.set(e.requestId, { url: e.response.url, type: e.type }));
    cdp.on("Network.loadingFinished", (e) => {
      const response = responses.get(e.requestId);
      if (response) finished.push({ ...response, bytes: e.encodedDataLength });
    });
    const consoleErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const answer = await page.goto(url, { waitUntil: "load" });
    const html = (await answer?.text()) ?? "";
    // Polled through the protocol: Playwright's own waiting injects its script into the page,
    // whose evaluation would count as the page's work.
    for (
      let waited = 0;
      !(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")));
      waited += 100
    ) {
      if (waited > 30_000) throw new Error(`${url} did not hydrate within 30 s`);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(QUIET_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    if (consoleErrors.length > 0) console.warn(`\n  console errors on ${url}: ${consoleErrors.join(" | ")}`);
    // The scripts the document names (its preloads and module script) are the first load.
    const named = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const js = finished.filter((f) => f.type === "Script");
    const isNamed = (u: string) => named.has(new URL(u).pathname);
    const firstJs = js.filter((f) => isNamed(f.url)).reduce((sum, f) => sum + f.bytes, 0);
    const totalJs = js.reduce((sum, f) => sum + f.bytes, 0);
    const later = finished
      .filter((f) => !isNamed(f.url) && f.type !== "Document" && f.type !== "Image" && f.type !== "Font")
      .map((f) => new URL(f.url).pathname.replace(/^\/assets\//, ""));
    return { figures: figuresOfLoad(tasksOfLoad(trace.traceEvents, url)), firstJs, totalJs, later };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => value.toFixed(0).padStart(6);
const kb = (value: number) => (value / 1024).toFixed(1).padStart(7);

function printRow(label: string, loads: Load[]) {
  const m = (pick: (l: Load) => number) => median(loads.map(pick));
  console.log(
    label.padEnd(28) +
      ms(m((l) => l.figures.fcp)) +
      ms(m((l) => l.figures.busy)) +
      ms(m((l) => l.figures.longest)) +
      ms(m((l) => l.figures.blocking)) +
      WORK_KINDS.map((k) => ms(m((l) => l.figures.blockingByKind[k]))).join("") +
      "  |" +
      WORK_KINDS.map((k) => ms(m((l) => l.figures.busyByKind[k]))).join("") +
      kb(m((l) => l.firstJs)) +
      kb(m((l) => l.totalJs)),
  );
  if (!VERBOSE) return;
  // The run whose blocking time is the median, in detail.
  const sorted = [...loads].sort((a, b) => a.figures.blocking - b.figures.blocking);
  const typical = sorted[Math.floor(sorted.length / 2)] as Load;
  const long = [...typical.figures.tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 6);
  for (const t of long.sort((a, b) => a.start - b.start)) {
    const kinds = WORK_KINDS.map((k) => `${k} ${t.kinds[k].toFixed(0)}`).join(", ");
    const script = t.scriptUrl ? ` ${t.scriptUrl.replace(/^.*\/assets\//, "")}` : "";
    console.log(`    at ${t.start.toFixed(0)} ms: ${t.cpu.toFixed(1)} ms ${t.top ?? ""} (${kinds})${script}`);
  }
  if (typical.later.length > 0) console.log(`    after the document's scripts: ${typical.later.join(", ")}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

if (builds.length === 0) buildIfNeeded();
const buildDirs = builds.length > 0 ? builds : [process.env.BUILD_DIR ?? "build"];
for (const dir of buildDirs) {
  if (!fs.existsSync(path.resolve(dir, "server/index.js"))) throw new Error(`No build in ${dir}`);
}
const servers = await Promise.all(
  buildDirs.map((dir) => startBenchServer({ BUILD_DIR: dir }, { siteUrlIsOrigin: true })),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const first = servers[0] as (typeof servers)[number];
  const sitemap = await (await fetch(`${first.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  const firstUnder = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length) ?? prefix;
  const pages: [string, string][] = [
    ["home", "/"],
    ["product-list", "/products"],
    ["product", firstUnder("/products/")],
    ["article", firstUnder("/news/")],
    ["about", "/about"],
    ["contact", "/contact"],
  ];
  const rows = [
    ...pages.map(([label, p]) => [`${label}-vi`, p] as const),
    ...pages.map(([label, p]) => [`${label}-en`, p === "/" ? "/en" : `/en${p}`] as const),
  ].filter(([label]) => !onlyPages || onlyPages.some((o) => label.startsWith(o)));

  console.log(`load average at start: ${loadAverage()}; ${RUNS} loads a page per build, ${os.cpus().length} cores`);
  const results = new Map<string, Load[]>();
  // Warm each server's render cache and the browser once, outside the figures.
  for (const server of servers) for (const [, p] of rows) await fetch(`${server.url}${p}`);
  for (let run = 0; run < RUNS; run++) {
    for (const [label, p] of rows) {
      for (const [b, server] of servers.entries()) {
        const key = `${label} ${buildDirs[b]}`;
        const load = await measure(browser, `${server.url}${p}`);
        results.set(key, [...(results.get(key) ?? []), load]);
      }
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done (load ${loadAverage()})\n`);
  }

  console.log(
    `\nmedians, CPU ms (no throttling; blocking = Σ max(0, task − 12.5 ms), Lighthouse's TBT ÷ 4), JS KB on the wire`,
  );
  const kinds = WORK_KINDS.map((k) => ({ styleLayout: "style", script: "script", parse: "parse", other: "other" })[k]);
  console.log(
    "page".padEnd(28) +
      "fcp".padStart(6) +
      ["busy", "long", "block", ...kinds].map((h) => h.padStart(6)).join("") +
      "  |" +
      kinds.map((h) => h.padStart(6)).join("") +
      "  JS 1st".padStart(7) +
      "  JS all".padStart(7),
  );
  console.log(`${"".padEnd(54)}${"(blocking by kind)".padEnd(24)}   ${"(busy by kind)".padEnd(24)}`);
  for (const [label] of rows) {
    for (const dir of buildDirs)
      printRow(buildDirs.length > 1 ? `${label} ${dir}` : label, results.get(`${label} ${dir}`) ?? []);
  }
  console.log(`load average at end: ${loadAverage()}`);
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
