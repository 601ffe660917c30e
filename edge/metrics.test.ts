import http, { type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onQueryTime, timed } from "../app/server/db/query-timing.server";
import { addressAllowList, createMetrics, pageKind } from "./metrics";
import { startStubEdge } from "./testing/stub-edge";

describe("pageKind", () => {
  it.each([
    ["/", "home"],
    ["/en", "home"],
    ["/en/?utm_source=x", "home"],
    ["/products", "product_list"],
    ["/en/products/all?page=2", "product_list"],
    ["/products/category/ultrasound", "product_list"],
    ["/products/department/imaging", "product_list"],
    ["/departments/imaging/ultrasound", "product_list"],
    ["/products/x-ray-100", "product"],
    ["/en/products/x-ray-100", "product"],
    ["/news", "news_list"],
    ["/news/new-clinic", "article"],
    ["/search?q=may", "search"],
    ["/about", "page"],
    ["/en/contact", "page"],
    ["/products.data", "data"],
    ["/en/news/new-clinic.data?_routes=x", "data"],
    ["/assets/entry-abc123.js", "asset"],
    ["/uploads/products/a.webp", "asset"],
    ["/favicon.ico", "asset"],
    ["/admin", "admin"],
    ["/admin/products/12/edit", "admin"],
    ["/admin/api/uploads", "api"],
    ["/api/article-views", "api"],
    ["/sitemap.xml", "other"],
    ["/robots.txt", "other"],
    ["/healthz", "other"],
  ] as const)("%s is %s", (target, kind) => {
    expect(pageKind(target)).toBe(kind);
  });
});

describe("the render cache's background work", () => {
  it("counts renders behind stale answers and pages carried through a change", async () => {
    const metrics = createMetrics();
    metrics.backgroundRender();
    metrics.backgroundRender();
    metrics.carried(40);
    const text = await metrics.registry.metrics();
    expect(text).toContain("render_cache_background_renders_total 2\n");
    expect(text).toContain("render_cache_carried_total 40\n");
  });
});

describe("the request series", () => {
  it("are answered in Prometheus' form: counts by kind and class, cumulative buckets, sum and count", async () => {
    const metrics = createMetrics();
    const req = (url: string) => ({ url }) as IncomingMessage;
    const now = performance.now();
    metrics.answered(req("/about"), 200, now - 3);
    metrics.answered(req("/en/contact"), 200, now - 30);
    metrics.answered(req("/admin/x"), 404, now);
    metrics.cacheAnswer("hit");
    metrics.cacheAnswer("hit");
    metrics.cacheAnswer("stale");
    const text = await metrics.registry.metrics();
    expect(text).toContain("# TYPE http_requests_total counter\n");
    expect(text).toContain('http_requests_total{kind="page",status_class="2xx"} 2\n');
    expect(text).toContain('http_requests_total{kind="admin",status_class="4xx"} 1\n');
    expect(text).not.toContain('status_class="5xx"');
    expect(text).toContain("# TYPE http_request_duration_seconds histogram\n");
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.001",kind="page"} 0\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",kind="page"} 1\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",kind="page"} 1\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",kind="page"} 2\n');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",kind="page"} 2\n');
    expect(text).toContain('http_request_duration_seconds_count{kind="page"} 2\n');
    const sum = Number(/http_request_duration_seconds_sum\{kind="page"\} (\S+)/.exec(text)?.[1]);
    expect(sum).toBeGreaterThanOrEqual(0.033);
    expect(sum).toBeLessThan(1);
    expect(text).toContain('render_cache_answers_total{result="hit"} 2\n');
    expect(text).toContain('render_cache_answers_total{result="stale"} 1\n');
    expect(text).not.toContain('result="miss"');
  });
});

describe("addressAllowList", () => {
  const allowed = addressAllowList(["127.0.0.1/8", "::1", "10.2.0.0/16", "fd00::/8"]);
  it("matches addresses and ranges of both families", () => {
    for (const address of [
      "127.0.0.1",
      "127.9.9.9",
      "::1",
      "10.2.255.1",
      "fd12::5",
      "::ffff:127.0.0.1",
      "::ffff:10.2.0.9",
    ]) {
      expect(allowed(address), address).toBe(true);
    }
  });
  it("refuses everything else", () => {
    for (const address of [undefined, "", "10.3.0.1", "192.168.1.1", "::2", "fe80::1", "::ffff:10.3.0.1", "nonsense"]) {
      expect(allowed(address), String(address)).toBe(false);
    }
  });
});

describe("timed", () => {
  it("reports a promise's and a callback's duration, and stays silent without an observer", async () => {
    const seen: number[] = [];
    onQueryTime((seconds) => seen.push(seconds));
    try {
      await timed(async (value: number) => value)(1);
      await new Promise<void>((resolve) => {
        timed((_sql: string, done: () => void) => setTimeout(done, 5))("SELECT 1", resolve);
      });
      await timed(() => Promise.reject(new Error("refused")))().catch(() => undefined);
      expect(seen).toHaveLength(3);
      expect(seen[1]).toBeGreaterThanOrEqual(0.004);
    } finally {
      onQueryTime(null);
    }
    await timed(async () => 1)();
    expect(seen).toHaveLength(3);
  });
});

describe("/metrics on the real edge", () => {
  let edge: Awaited<ReturnType<typeof startStubEdge>>;
  let port = 0;
  let observeQuery: ((seconds: number) => void) | null = null;

  beforeAll(async () => {
    edge = await startStubEdge(
      { METRICS_ALLOW: "127.0.0.1/32" },
      {
        onQueryTime: (observe) => {
          observeQuery = observe;
        },
      },
    );
    port = edge.port;
  });

  afterAll(() => edge.close());

  function get(target: string, options: { from?: string; headers?: Record<string, string> } = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port, path: target, agent: false, localAddress: options.from, headers: options.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", reject);
    });
  }

  /** One sample's value from the exposition text (0 when absent). */
  const sample = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it("counts requests by kind, cache answers and cold renders, and database time", async () => {
    const before = (await get("/metrics")).body;
    const miss = await get("/about");
    const hit = await get("/about");
    expect([miss.headers["x-render-cache"], hit.headers["x-render-cache"]]).toEqual(["miss", "hit"]);
    await get("/admin/nothing-here");
    observeQuery?.(0.003);

    const scrape = await get("/metrics");
    expect(scrape.status).toBe(200);
    expect(scrape.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers["cache-control"]).toBe("no-store");
    expect(scrape.headers["x-render-cache"]).toBeUndefined();
    const after = scrape.body;
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('http_requests_total{kind="page",status_class="2xx"}')).toBe(2);
    expect(moved('http_request_duration_seconds_count{kind="page"}')).toBe(2);
    expect(moved('http_requests_total{kind="admin",status_class="4xx"}')).toBe(1);
    expect(moved('render_cache_answers_total{result="miss"}')).toBe(1);
    expect(moved('render_cache_answers_total{result="hit"}')).toBe(1);
    expect(moved('render_cache_answers_total{result="bypass"}')).toBe(1);
    expect(moved("render_cache_cold_renders_total")).toBe(1);
    expect(moved("db_query_duration_seconds_count")).toBe(1);
    expect(sample(after, "render_cache_entries")).toBe(1);
    expect(sample(after, "render_cache_bytes")).toBeGreaterThan(0);
    // Node's own: memory and event-loop delay.
    expect(after).toContain("process_resident_memory_bytes ");
    expect(after).toContain("nodejs_eventloop_lag_p99_seconds ");
  });

  it("answers an address METRICS_ALLOW does not name with the site's 404", async () => {
    const outside = await get("/metrics", { from: "127.0.0.2" });
    expect(outside.status).toBe(404);
    expect(outside.body).not.toContain("http_requests_total");
    const unknownPage = await get("/metrics-not-here");
    expect(outside.headers["content-type"]).toBe(unknownPage.headers["content-type"]);
  });

  it("refuses a request forwarded by a proxy TRUST_PROXY does not name", async () => {
    const forwarded = await get("/metrics", { headers: { "X-Forwarded-For": "127.0.0.1" } });
    expect(forwarded.status).toBe(404);
  });
});

describe("availability counters", () => {
  it("counts connection losses, reconnections and failed saves by cause, every cause shown from 0", async () => {
    const metrics = createMetrics();
    const before = await metrics.registry.metrics();
    for (const cause of ["database", "storage", "disk", "other"]) {
      expect(before).toContain(`save_failures_total{cause="${cause}"} 0`);
    }
    metrics.availability({ kind: "connection-lost" });
    metrics.availability({ kind: "reconnected", afterMs: 1200 });
    metrics.availability({ kind: "save-failed", cause: "database" });
    metrics.availability({ kind: "save-failed", cause: "database" });
    metrics.availability({ kind: "save-failed", cause: "disk" });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^db_connection_losses_total 1$/m);
    expect(text).toMatch(/^db_reconnections_total 1$/m);
    expect(text).toContain('save_failures_total{cause="database"} 2');
    expect(text).toContain('save_failures_total{cause="disk"} 1');
    expect(text).toContain('save_failures_total{cause="storage"} 0');
  });
});
