import { describe, expect, it } from "vitest";
import { type PageRow, type Report, representative, tableLines, tbtSummary } from "./lighthouse-report";

/** A report as Lighthouse writes one, with the figures the table reads. */
function load(fcp: number, tti: number, tbt: number, lcp = 900, performance = 1): Report {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      interactive: { numericValue: tti },
      "total-blocking-time": { numericValue: tbt },
      "largest-contentful-paint": { numericValue: lcp },
      "cumulative-layout-shift": { numericValue: 0 },
      "resource-summary": { details: { items: [{ resourceType: "script", transferSize: 163_840 }] } },
    },
  };
}

describe("the Lighthouse table", () => {
  it("stands a page's loads for by Lighthouse's median run, not the best one", () => {
    const loads = [load(830, 1_000, 10), load(850, 4_000, 120, 950, 0.97), load(840, 3_900, 60, 920, 0.99)];
    // Median FCP 840 and TTI 3,900: the third load is the nearest.
    expect(representative(loads)).toBe(loads[2]);
    expect(representative([loads[1] as Report])).toBe(loads[1]);
    expect(representative([])).toBeUndefined();
  });

  it("prints each page's figures over its loads, and every load's blocking time", () => {
    const rows: PageRow[] = [
      {
        label: "home (vi)",
        path: "/",
        loads: [load(830, 1_000, 10, 880, 1), load(840, 1_100, 30, 1_050, 1), load(850, 4_000, 95, 900, 0.97)],
        errors: [],
      },
      { label: "about (vi)", path: "/about", loads: [], errors: ["load 1: no result within 90 s"] },
    ];
    const shifted = rows[0]?.loads[2]?.audits["cumulative-layout-shift"];
    if (shifted) shifted.numericValue = 0.004;
    const [header, home, about] = tableLines(rows);
    expect(header).toMatch(/^page\s+path\s+Perf\s+A11y\s+BP\s+SEO\s+LCP s\s+CLS\s+TBT ms\s+JS KB\s+TBT of each load$/);
    // Medians of Performance, LCP and TBT; the largest shift of any load.
    expect(home?.split(/\s{2,}/)).toEqual([
      "home (vi)",
      "/",
      "100",
      "100",
      "100",
      "100",
      "0.9",
      "0.004",
      "30",
      "160.0",
      "10 30 95",
    ]);
    expect(about).toMatch(/about \(vi\)\s+\/about\s+error: load 1: no result within 90 s$/);
  });

  it("counts the pages whose median load and the single loads that kept TBT within the limit", () => {
    const rows: PageRow[] = [
      { label: "a", path: "/a", loads: [load(830, 1_000, 10), load(840, 1_100, 30), load(850, 4_000, 95)], errors: [] },
      { label: "b", path: "/b", loads: [load(830, 4_000, 70), load(840, 4_100, 80), load(850, 1_000, 5)], errors: [] },
    ];
    expect(tbtSummary(rows)).toBe("TBT ≤ 50 ms: 1 of 2 pages (their median load; sum 100 ms), 3 of 6 single loads");
  });
});
