/**
 * npm run bench:pages  (after `npm run build`)
 *
 * For the public pages (both languages): the first-load JavaScript (gzip bytes of every script
 * the HTML loads, against the 100 KB gzip budget of decision 008), whether the browser fetches any
 * data before the first render, and HTTP throughput and latency under a short concurrent load.
 * Prints the figures. BENCH_SECONDS=0 skips the load test.
 */
import http from "node:http";
import { chromium } from "@playwright/test";
import { percentile, startBenchServer } from "./bench-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Decision 008's budget: first-load JavaScript per public page, gzip. */
const BUDGET_GZIP_KB = 100;

const server = await startBenchServer();

/** Bytes on the wire for a file requested with this Accept-Encoding (node's fetch would decode). */
function servedBytes(src: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(src, server.url), { headers: { "accept-encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}
try {
  const newsHtml = await (await fetch(`${server.url}/news`)).text();
  const articlePath = newsHtml.match(/href="(\/news\/[a-z0-9-]+)"/)?.[1] ?? "/news";
  const pages = [
    ["home", "/"],
    ["product list", "/products"],
    ["product list, search", "/products?q=may+noi+soi"],
    ["product detail", "/products/may-noi-soi-da-day-pentax-eg-2990i"],
    ["article", articlePath],
  ] as const;
  // The first-load figures also cover the static pages and the English side (same route modules,
  // other texts).
  const firstLoadPages: (readonly [string, string])[] = [
    ...pages,
    ["about", "/about"],
    ["contact", "/contact"],
    ...pages.map(([label, p]) => [`${label} (en)`, p === "/" ? "/en" : `/en${p}`] as const),
  ];

  console.log(
    "First-load JavaScript, every script fetched to hydrate the page (as served: precompressed gzip level 9, or brotli where the browser takes it; public pages fetch them after the first paint):",
  );
  let overBudget = 0;
  for (const [label, pagePath] of firstLoadPages) {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    const scripts = new Set<string>();
    // Public pages mark their preloads inert until the first paint (rel="x-modulepreload", decision
    // 008): the same scripts, fetched a little later, so they count here all the same.
    for (const m of html.matchAll(/<link rel="(?:x-)?modulepreload" href="([^"]+)"/g)) scripts.add(m[1] as string);
    for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1] as string);
    for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1] as string);
    // React DOM, React and the React Router runtime: the entry module and its imports.
    const entry = /"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/.exec(html);
    const framework = new Set([entry?.[1], ...[...(entry?.[2] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1])]);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let frameworkGzip = 0;
    for (const src of scripts) {
      const [gz, br, plain] = await Promise.all(
        ["gzip", "br", "identity"].map((encoding) => servedBytes(src, encoding)),
      );
      if (framework.has(src)) frameworkGzip += gz ?? 0;
      gzip += gz ?? 0;
      brotli += br ?? 0;
      raw += plain ?? 0;
    }
    const over = gzip / 1024 > BUDGET_GZIP_KB;
    if (over) overBudget++;
    console.log(
      `  ${label.padEnd(27)} ${String(scripts.size).padStart(2)} files  ${String(gzip).padStart(7)} B = ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(brotli / 1024).toFixed(1).padStart(6)} KB brotli  (${(raw / 1024).toFixed(1)} KB raw; framework ${(frameworkGzip / 1024).toFixed(1)} KB gzip, ours ${((gzip - frameworkGzip) / 1024).toFixed(1)})  ${over ? `over the ${BUDGET_GZIP_KB} KB budget by ${(gzip / 1024 - BUDGET_GZIP_KB).toFixed(1)} KB` : "within budget"}`,
    );
  }
  console.log(
    `  budget: ${BUDGET_GZIP_KB} KB gzip per page (decision 008); ${overBudget} of ${firstLoadPages.length} pages over it`,
  );

  console.log("\nData fetched by the browser before the first render (must be none):");
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", ...CHROMIUM_FLAGS],
  });
  const page = await browser.newPage();
  for (const [label, pagePath] of pages) {
    const dataRequests: string[] = [];
    let discovery = 0;
    const listener = (request: import("@playwright/test").Request) => {
      const type = request.resourceType();
      // React Router's lazy route discovery (/__manifest) looks up routes for the page's links after
      // hydration; it carries no page content, so it is counted apart.
      if (request.url().includes("/__manifest")) discovery++;
      else if (type === "fetch" || type === "xhr" || request.url().includes(".data")) dataRequests.push(request.url());
    };
    page.on("request", listener);
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
    page.off("request", listener);
    console.log(
      `  ${label.padEnd(22)} ${dataRequests.length === 0 ? "none" : dataRequests.join(", ")}  (route discovery lookups after hydration: ${discovery})`,
    );
  }
  await browser.close();

  if (SECONDS > 0)
    console.log(`\nHTTP load: ${CONNECTIONS} connections for ${SECONDS} s per page (loopback, same machine):`);
  for (const [label, pagePath] of SECONDS > 0 ? pages : []) {
    const latencies: number[] = [];
    let errors = 0;
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          try {
            const response = await fetch(`${server.url}${pagePath}`, { headers: { "accept-encoding": "gzip" } });
            await response.arrayBuffer();
            if (!response.ok) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(22)} ${(latencies.length / SECONDS).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  errors ${errors}`,
    );
  }
} finally {
  await server.stop();
}
