/**
 * The table `npm run lighthouse` prints: one row a page, each figure taken over the page's loads
 * (Lighthouse's variability guide: the median of several runs is about twice as stable as one).
 * Performance, LCP, TBT and the script bytes are medians; Accessibility, Best Practices and SEO the
 * lowest score, and CLS the largest shift, of any load. The TBT of every load is printed beside.
 * The report kept for a page (`--json`) is Lighthouse's own median run (`computeMedianRun`, the
 * load nearest the median FCP and TTI, as Lighthouse CI keeps one).
 */
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { median } from "./main-thread-trace";

export type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

export type PageRow = { label: string; path: string; loads: Report[]; errors: string[] };

/** The load that stands for the page: Lighthouse's median run when there are several. */
export function representative(loads: Report[]): Report | undefined {
  return loads.length ? (computeMedianRun(loads as never) as unknown as Report) : undefined;
}

/** A long path (an article's slug) cut to keep the table readable. */
function shortPath(p: string): string {
  return p.length > 48 ? `${p.slice(0, 47)}…` : p;
}

function cell(value: string, width: number, right = true): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? 0;
const tbt = (report: Report) => numeric(report, "total-blocking-time");
const score = (report: Report, id: string) => report.categories[id]?.score;
const scriptBytes = (report: Report) =>
  (
    report.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;

/** A page's figures over its loads, as the table prints them. */
export function pageFigures(loads: Report[]) {
  const scores = (id: string) => loads.map((load) => score(load, id)).filter((v): v is number => v != null);
  const lowest = (id: string) => (scores(id).length ? Math.min(...scores(id)) : undefined);
  return {
    performance: scores("performance").length ? median(scores("performance")) : undefined,
    accessibility: lowest("accessibility"),
    bestPractices: lowest("best-practices"),
    seo: lowest("seo"),
    lcpMs: median(loads.map((load) => numeric(load, "largest-contentful-paint"))),
    cls: Math.max(...loads.map((load) => numeric(load, "cumulative-layout-shift"))),
    tbtMs: median(loads.map(tbt)),
    scriptBytes: median(loads.map(scriptBytes)),
  };
}

/** The table's lines, a header first. */
export function tableLines(rows: PageRow[]): string[] {
  const header = ["page", "path", "Perf", "A11y", "BP", "SEO", "LCP s", "CLS", "TBT ms", "JS KB", "TBT of each load"];
  const widths = [
    Math.max(4, ...rows.map((r) => r.label.length)),
    Math.max(4, ...rows.map((r) => shortPath(r.path).length)),
    5,
    5,
    5,
    5,
    6,
    6,
    7,
    7,
    0,
  ];
  const lines = [header.map((h, i) => cell(h, widths[i] ?? 0, i > 1 && i < 10)).join("  ")];
  const percent = (value: number | undefined) => (value == null ? "–" : String(Math.round(value * 100)));
  for (const row of rows) {
    const f = row.loads.length ? pageFigures(row.loads) : undefined;
    const values = f
      ? [
          percent(f.performance),
          percent(f.accessibility),
          percent(f.bestPractices),
          percent(f.seo),
          (f.lcpMs / 1000).toFixed(1),
          f.cls.toFixed(3),
          f.tbtMs.toFixed(0),
          (f.scriptBytes / 1024).toFixed(1),
          row.loads.map((load) => tbt(load).toFixed(0)).join(" "),
        ]
      : [];
    const failures = row.errors.length ? `error: ${row.errors.join("; ")}` : "";
    lines.push(
      [
        cell(row.label, widths[0] ?? 0, false),
        cell(shortPath(row.path), widths[1] ?? 0, false),
        ...values.map((v, i) => cell(v, widths[i + 2] ?? 0, i < 8)),
        failures,
      ]
        .filter((v) => v !== "")
        .join("  "),
    );
  }
  return lines;
}

/** One line: how many pages (by their median TBT) and how many single loads kept TBT within `limitMs`. */
export function tbtSummary(rows: PageRow[], limitMs = 50): string {
  const measured = rows.filter((row) => row.loads.length > 0);
  const medians = measured.map((row) => median(row.loads.map(tbt)));
  const loads = measured.flatMap((row) => row.loads);
  const within = (values: number[]) => values.filter((value) => value <= limitMs).length;
  const sum = medians.reduce((total, value) => total + value, 0);
  return (
    `TBT ≤ ${limitMs} ms: ${within(medians)} of ${measured.length} pages (their median load; sum ${sum.toFixed(0)} ms), ` +
    `${within(loads.map(tbt))} of ${loads.length} single loads`
  );
}
