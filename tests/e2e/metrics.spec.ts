import { expect, test } from "./fixtures";

/** One sample's value from the exposition text (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("/metrics on the built server counts a product page and times the database", async ({ request }) => {
  const before = await (await request.get("/metrics")).text();
  // A query no page reads is never cached: a real render, with real statements.
  expect((await request.get("/products?metrics-probe=1")).status()).toBe(200);
  const response = await request.get("/metrics");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const after = await response.text();
  const moved = (series: string) => sample(after, series) - sample(before, series);
  expect(moved('http_requests_total{kind="product_list",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
  expect(moved('render_cache_answers_total{result="bypass"}')).toBeGreaterThanOrEqual(1);
  // Through the entry module's onQueryTime: the app's own database handle reports to the edge.
  expect(moved("db_query_duration_seconds_count")).toBeGreaterThanOrEqual(1);
  expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
});
