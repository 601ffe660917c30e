/**
 * npm run lighthouse
 *
 * Builds when the build is missing or older than the sources (as `npm start` does), starts the
 * production server on a throwaway seeded DATA_DIR with PUBLIC_SITE_URL = its own address, and
 * runs Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on home, product
 * list, a product detail, an article, about and contact in both languages, one page after the
 * other. Prints Performance, Accessibility, Best Practices and SEO, LCP, CLS, TBT and the script
 * bytes transferred, then every audit that cost a point outside Performance.
 *
 * The runner and the server are not on a visitor's phone, so while pages load they run at the
 * lowest CPU priority (nice 19; Chromium, started before, keeps the normal one): on two cores their
 * share otherwise lengthens the page's main-thread tasks as Lighthouse observes them (decision 036).
 * LIGHTHOUSE_HARNESS_NICE=0 keeps them at the normal priority, to compare.
 *
 * The browser is Chromium's headless shell (the same Blink and V8 as Debian's full browser, the
 * one the browser tests run). The full browser, even headless, also lays out and composites its
 * desktop window (tab strip, toolbar) in software for every frame the page draws, which no phone
 * does: in Lighthouse's traces of the home page its main thread took 250-325 ms of CPU during a
 * load against the shell's 63-81, beside the page's own 190-250, and the page's tasks waited for
 * a core while it ran (decision 036, "The browser"). LIGHTHOUSE_BROWSER=full measures in the full
 * browser, to compare.
 *
 * Scores never change the exit code; it is non-zero only when the run itself fails (no build,
 * no server, or a page Lighthouse could not measure). `--json DIR` keeps each page's report.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "../server/build-if-needed";
import { startBenchServer, waitForQuiet } from "./bench-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium";

// Bounded time: a page gets 90 s, the whole run 15 minutes (pages past it are reported as skipped).
const PAGE_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_PAGE_TIMEOUT_MS ?? 90_000);
const RUN_BUDGET_MS = Number(process.env.LIGHTHOUSE_BUDGET_MS ?? 15 * 60_000);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const jsonDir = process.argv.includes("--json") ? process.argv[process.argv.indexOf("--json") + 1] : undefined;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const BROWSER = process.env.LIGHTHOUSE_BROWSER === "full" ? "full" : "shell";
const BROWSER_PATH = BROWSER === "full" ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Row = { label: string; path: string; lhr?: Result; error?: string };

/** The first sitemap URL under `prefix` (a product, an article), as a path. */
function firstPath(locs: string[], origin: string, prefix: string): string {
  const loc = locs.find((l) => l.startsWith(`${origin}${prefix}`) && l.length > `${origin}${prefix}`.length);
  if (!loc) throw new Error(`No ${prefix}… URL in the sitemap`);
  return loc.slice(origin.length);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** A long path (an article's slug) cut to keep the table readable. */
function shortPath(p: string): string {
  return p.length > 48 ? `${p.slice(0, 47)}…` : p;
}

function cell(value: string, width: number, right = true): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

buildIfNeeded();
const server = await startBenchServer({}, { siteUrlIsOrigin: true });
let chrome: chromeLauncher.LaunchedChrome | undefined;
const HARNESS_NICE = Number(process.env.LIGHTHOUSE_HARNESS_NICE ?? 19);
/**
 * Sets the priority of the runner's main thread and of every thread of the server (Linux: the
 * priority is per thread, and a thread started later, such as the render thread, keeps the one it
 * was started with).
 */
function harnessPriority(nice: number): void {
  const serverThreads = (() => {
    try {
      return fs.readdirSync(`/proc/${server.pid}/task`).map(Number);
    } catch {
      return [server.pid];
    }
  })();
  for (const pid of [process.pid, ...serverThreads]) {
    try {
      os.setPriority(pid, nice);
    } catch {
      // Lowering it back needs privileges a user may not have; the next launch then inherits it.
    }
  }
}
function audit(browser: chromeLauncher.LaunchedChrome, pagePath: string, categories: readonly string[]) {
  return lighthouse(
    `${server.url}${pagePath}`,
    { port: browser.port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: {
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: [...categories],
        maxWaitForLoad: 60_000,
      },
    },
  );
}
/**
 * Chromium starts at the normal priority (it inherits the runner's), then the harness steps aside.
 * A fresh browser's first load also pays the browser's own start (its GPU and network processes
 * warming up): the first page of a run scored 2-3 times the blocking time of the same page later
 * in it. A phone's browser is already running, so one unreported load of the home page comes first.
 */
async function launch(): Promise<chromeLauncher.LaunchedChrome> {
  harnessPriority(0);
  const launched = await chromeLauncher.launch({
    chromePath: BROWSER_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  harnessPriority(HARNESS_NICE);
  await withTimeout(audit(launched, "/", ["performance"]), PAGE_TIMEOUT_MS, "the warm-up load").catch(() => {
    // The reported loads say what went wrong, if anything did.
  });
  return launched;
}
let failed = false;
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const product = firstPath(locs, server.url, "/products/");
  const article = firstPath(locs, server.url, "/news/");
  const pages: [string, string][] = [
    ["home", "/"],
    ["product list", "/products"],
    ["product detail", product],
    ["article", article],
    ["about", "/about"],
    ["contact", "/contact"],
  ];
  const rows: Row[] = [
    ...pages.map(([label, p]) => ({ label: `${label} (vi)`, path: p })),
    ...pages.map(([label, p]) => ({ label: `${label} (en)`, path: p === "/" ? "/en" : `/en${p}` })),
  ];
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });

  chrome = await launch();
  console.log(
    `Browser: ${BROWSER === "full" ? "Chromium" : "Chromium's headless shell"} (LIGHTHOUSE_BROWSER=shell|full). ` +
      `The runner and the server run at nice ${HARNESS_NICE} while pages load (LIGHTHOUSE_HARNESS_NICE).`,
  );
  const retried = new Set<string>();
  const runStarted = Date.now();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    const started = Date.now();
    if (started - runStarted > RUN_BUDGET_MS) {
      row.error = `skipped: the run's ${RUN_BUDGET_MS / 60_000} minutes are spent`;
      failed = true;
      continue;
    }
    // Not while the server is still busy (its render thread loading the app at the start, a page
    // past its life rendered again): a phone's page does not share its CPU with the server.
    await waitForQuiet([server.pid], 10_000);
    harnessPriority(HARNESS_NICE);
    process.stdout.write(`Lighthouse ${i + 1}/${rows.length}: ${row.path} … `);
    try {
      const result = await withTimeout(audit(chrome, row.path, CATEGORIES), PAGE_TIMEOUT_MS, row.path);
      if (!result) throw new Error("Lighthouse returned nothing");
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      row.lhr = result.lhr;
      if (jsonDir) {
        const name = row.label.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");
        fs.writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
      }
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Does the server still answer the page? Tells a server failure from a browser one.
      const answer = await fetch(`${server.url}${row.path}`).then(
        (r) => `the server answers ${r.status}`,
        (e: unknown) => `the server does not answer (${e instanceof Error ? e.message : e})`,
      );
      row.error = `${message} [${answer}]`;
      console.log(`failed: ${row.error}`);
      // A run that failed or timed out may have left the browser in any state: start a fresh one,
      // and give the page one more try in it.
      await chrome.kill();
      chrome = await launch();
      if (!retried.has(row.path)) {
        retried.add(row.path);
        row.error = undefined;
        i--;
        continue;
      }
      failed = true;
    }
  }

  const header = ["page", "path", "Perf", "A11y", "BP", "SEO", "LCP s", "CLS", "TBT ms", "JS KB"];
  const widths = [22, 0, 5, 5, 5, 5, 6, 6, 7, 7];
  widths[1] = Math.max(4, ...rows.map((r) => shortPath(r.path).length));
  console.log(`\n${header.map((h, i) => cell(h, widths[i] ?? 0, i > 1)).join("  ")}`);
  for (const row of rows) {
    const lhr = row.lhr;
    const score = (id: string) => {
      const value = lhr?.categories[id]?.score;
      return value == null ? "–" : String(Math.round(value * 100));
    };
    const numeric = (id: string) => lhr?.audits[id]?.numericValue;
    const scripts = (
      lhr?.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((item) => item.resourceType === "script")?.transferSize;
    const values = lhr
      ? [
          score("performance"),
          score("accessibility"),
          score("best-practices"),
          score("seo"),
          ((numeric("largest-contentful-paint") ?? 0) / 1000).toFixed(1),
          (numeric("cumulative-layout-shift") ?? 0).toFixed(3),
          (numeric("total-blocking-time") ?? 0).toFixed(0),
          ((scripts ?? 0) / 1024).toFixed(1),
        ]
      : [`error: ${row.error}`];
    console.log(
      [cell(row.label, widths[0] ?? 0, false), cell(shortPath(row.path), widths[1] ?? 0, false), ...values]
        .map((v, i) => (i > 1 && lhr ? cell(v, widths[i] ?? 0) : v))
        .join("  "),
    );
  }

  // What cost a point outside Performance (another issue owns Performance).
  const lost = new Map<string, string[]>();
  for (const row of rows) {
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of row.lhr?.categories[id]?.auditRefs ?? []) {
        const audit = row.lhr?.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        const key = `${id}: ${audit.title} (${ref.id})`;
        lost.set(key, [...(lost.get(key) ?? []), row.path]);
      }
    }
  }
  console.log(lost.size ? "\nAudits below 100 outside Performance:" : "\nNo audit below 100 outside Performance.");
  for (const [key, paths] of lost) console.log(`  ${key}\n    ${paths.join(", ")}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
