/**
 * npm run lighthouse [-- --loads N] [-- --json DIR]
 *
 * Builds when the build is missing or older than the sources (as `npm start` does), starts the
 * production server on a throwaway seeded DATA_DIR with PUBLIC_SITE_URL = its own address, and
 * runs Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on home, product
 * list, a product detail, an article, about and contact in both languages. Prints Performance,
 * Accessibility, Best Practices and SEO, LCP, CLS, TBT and the script bytes transferred, then
 * every audit that cost a point outside Performance.
 *
 * Each page is loaded N times (3 by default; LIGHTHOUSE_LOADS or `--loads N`), in rounds: every
 * page once, then every page again, so that a slow minute of the machine falls on several pages
 * once rather than on one page's every load. A page's figures are taken over its loads (medians of
 * Performance, LCP, TBT and script bytes; the lowest Accessibility, Best Practices and SEO; the
 * largest CLS: `lighthouse-report.ts`), and the TBT of every load is printed beside them.
 *
 * The reference, in the same rounds: home and the product list (vi) with every script file
 * blocked (Lighthouse's `blockedUrlPatterns`): the same document, style sheet, fonts and images
 * with no JavaScript of ours but the inline starter. Their TBT is what the machine itself adds to
 * a page that runs no script; ours is that plus hydration.
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
import { buildIfNeeded } from "../edge/build-if-needed";
import { startBenchServer, waitForQuiet } from "./bench-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium";
import { type PageRow, type Report, representative, tableLines, tbtSummary } from "./lighthouse-report";

function argument(name: string): string | undefined {
  return process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
}
const LOADS = Math.max(1, Number(argument("--loads") ?? process.env.LIGHTHOUSE_LOADS ?? 3));
// Bounded time: a load gets 90 s, each round 6 minutes (loads past the budget are reported as
// skipped).
const PAGE_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_PAGE_TIMEOUT_MS ?? 90_000);
const RUN_BUDGET_MS = Number(process.env.LIGHTHOUSE_BUDGET_MS ?? LOADS * 6 * 60_000);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SCRIPT_FILES = ["*/assets/*.js"];
const jsonDir = argument("--json");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const BROWSER = process.env.LIGHTHOUSE_BROWSER === "full" ? "full" : "shell";
const BROWSER_PATH = BROWSER === "full" ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Row = PageRow & { categories: readonly string[]; blocked: string[] };

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
function audit(
  browser: chromeLauncher.LaunchedChrome,
  pagePath: string,
  categories: readonly string[],
  blockedUrlPatterns: string[] = [],
) {
  return lighthouse(
    `${server.url}${pagePath}`,
    { port: browser.port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: {
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: [...categories],
        blockedUrlPatterns,
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
  const row = (label: string, p: string, categories: readonly string[] = CATEGORIES, blocked: string[] = []): Row => ({
    label,
    path: p,
    loads: [],
    errors: [],
    categories,
    blocked,
  });
  const rows: Row[] = [
    ...pages.map(([label, p]) => row(`${label} (vi)`, p)),
    ...pages.map(([label, p]) => row(`${label} (en)`, p === "/" ? "/en" : `/en${p}`)),
  ];
  const reference: Row[] = [
    row("reference: home, no scripts (vi)", "/", ["performance"], SCRIPT_FILES),
    row("reference: product list, no scripts (vi)", "/products", ["performance"], SCRIPT_FILES),
  ];
  const all = [...rows, ...reference];
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });

  chrome = await launch();
  console.log(
    `Browser: ${BROWSER === "full" ? "Chromium" : "Chromium's headless shell"} (LIGHTHOUSE_BROWSER=shell|full). ` +
      `The runner and the server run at nice ${HARNESS_NICE} while pages load (LIGHTHOUSE_HARNESS_NICE). ` +
      `${LOADS} load${LOADS > 1 ? "s" : ""} a page, in rounds (LIGHTHOUSE_LOADS or --loads N).`,
  );
  const runStarted = Date.now();
  for (let round = 0; round < LOADS; round++) {
    for (let i = 0; i < all.length; i++) {
      const row = all[i] as Row;
      const started = Date.now();
      if (started - runStarted > RUN_BUDGET_MS) {
        row.errors.push(`load ${round + 1} skipped: the run's ${RUN_BUDGET_MS / 60_000} minutes are spent`);
        failed = true;
        continue;
      }
      // Not while the server is still busy (its render thread loading the app at the start, a page
      // past its life rendered again): a phone's page does not share its CPU with the server.
      await waitForQuiet([server.pid], 10_000);
      harnessPriority(HARNESS_NICE);
      process.stdout.write(`Lighthouse ${round + 1}/${LOADS}, ${i + 1}/${all.length}: ${row.label} ${row.path} … `);
      let attempt = 0;
      for (;;) {
        try {
          const result = await withTimeout(
            audit(chrome, row.path, row.categories, row.blocked),
            PAGE_TIMEOUT_MS,
            row.path,
          );
          if (!result) throw new Error("Lighthouse returned nothing");
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          row.loads.push(result.lhr as unknown as Report);
          console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // Does the server still answer the page? Tells a server failure from a browser one.
          const answer = await fetch(`${server.url}${row.path}`).then(
            (r) => `the server answers ${r.status}`,
            (e: unknown) => `the server does not answer (${e instanceof Error ? e.message : e})`,
          );
          console.log(`failed: ${message} [${answer}]`);
          // A load that failed or timed out may have left the browser in any state: start a fresh
          // one, and give the load one more try in it.
          await chrome.kill();
          chrome = await launch();
          if (++attempt > 1) {
            row.errors.push(`load ${round + 1}: ${message} [${answer}]`);
            failed = true;
            break;
          }
        }
      }
    }
  }
  if (jsonDir) {
    for (const row of all) {
      const name = row.label.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");
      row.loads.forEach((report, k) => {
        fs.writeFileSync(path.join(jsonDir, `${name}-${k + 1}.json`), JSON.stringify(report, null, 1));
      });
      const chosen = representative(row.loads);
      if (chosen) fs.writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(chosen, null, 1));
    }
  }

  console.log(`\n${tableLines(all).join("\n")}`);
  console.log(`\nOur pages: ${tbtSummary(rows)}`);
  console.log(`Reference, scripts blocked: ${tbtSummary(reference)}`);

  // What cost a point outside Performance (another issue owns Performance).
  const lost = new Map<string, string[]>();
  for (const row of rows) {
    const lhr = representative(row.loads) as Result | undefined;
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr?.categories[id]?.auditRefs ?? []) {
        const audit = lhr?.audits[ref.id];
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
