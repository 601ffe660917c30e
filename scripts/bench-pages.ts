/**
 * npm run bench:pages  (after `npm run build`)
 *
 * For the home, product list and article pages: the first-load JavaScript (gzip bytes of every
 * script the HTML loads), whether the browser fetches any data before the first render, and
 * HTTP throughput and latency under a short concurrent load. Prints the figures.
 */
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { percentile, startBenchServer } from "./bench-server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const server = await startBenchServer();
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

  console.log("First-load JavaScript (gzip, as served):");
  for (const [label, pagePath] of pages) {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1] as string);
    for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) scripts.add(m[1] as string);
    for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1] as string);
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
      raw += body.length;
      gzip += zlib.gzipSync(body, { level: 6 }).length;
    }
    console.log(
      `  ${label.padEnd(22)} ${String(scripts.size).padStart(2)} files  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  (${(raw / 1024).toFixed(1)} KB raw)`,
    );
  }

  console.log("\nData fetched by the browser before the first render (must be none):");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
  });
  const page = await browser.newPage();
  for (const [label, pagePath] of pages) {
    const dataRequests: string[] = [];
    const listener = (request: import("@playwright/test").Request) => {
      const type = request.resourceType();
      if (type === "fetch" || type === "xhr" || request.url().includes(".data")) dataRequests.push(request.url());
    };
    page.on("request", listener);
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
    page.off("request", listener);
    console.log(`  ${label.padEnd(22)} ${dataRequests.length === 0 ? "none" : dataRequests.join(", ")}`);
  }
  await browser.close();

  console.log(`\nHTTP load: ${CONNECTIONS} connections for ${SECONDS} s per page (loopback, same machine):`);
  for (const [label, pagePath] of pages) {
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
