/**
 * The table `npm run lighthouse` prints: one row a page, its figures from Lighthouse's own median
 * run of the page's loads (`computeMedianRun`, the load nearest the median FCP and TTI, which
 * Lighthouse CI reports too), and the TBT of every load beside it.
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
  if (loads.length < 3) return loads[0];
  return computeMedianRun(loads as never) as unknown as Report;
}

const tbt = (report: Report) => report.audits["total-blocking-time"]?.numericValue ?? 0;

/** A long path (an article's slug) cut to keep the table readable. */
function shortPath(p: string): string {
  return p.length > 48 ? `${p.slice(0, 47)}…` : p;
}

function cell(value: string, width: number, right = true): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

/** The table's lines, a header first. */
export function tableLines(rows: PageRow[]): string[] {
  const header = ["page", "path", "Perf", "A11y", "BP", "SEO", "LCP s", "CLS", "TBT ms", "JS KB", "TBT of each load"];
  const widths = [34, Math.max(4, ...rows.map((r) => shortPath(r.path).length)), 5, 5, 5, 5, 6, 6, 7, 7, 0];
  const lines = [header.map((h, i) => cell(h, widths[i] ?? 0, i > 1 && i < 10)).join("  ")];
  for (const row of rows) {
    const lhr = representative(row.loads);
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
          tbt(lhr).toFixed(0),
          ((scripts ?? 0) / 1024).toFixed(1),
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

/** One line: how many pages' median runs and how many single loads kept TBT within `limitMs`. */
export function tbtSummary(rows: PageRow[], limitMs = 50): string {
  const measured = rows.filter((row) => row.loads.length > 0);
  const pagesWithin = measured.filter((row) => tbt(representative(row.loads) as Report) <= limitMs).length;
  const loads = measured.flatMap((row) => row.loads);
  const loadsWithin = loads.filter((load) => tbt(load) <= limitMs).length;
  const sum = measured.reduce((total, row) => total + tbt(representative(row.loads) as Report), 0);
  return (
    `TBT ≤ ${limitMs} ms: ${pagesWithin} of ${measured.length} pages (median runs, sum ${sum.toFixed(0)} ms), ` +
    `${loadsWithin} of ${loads.length} single loads (median of a page's loads: ` +
    `${measured.map((row) => median(row.loads.map(tbt)).toFixed(0)).join(" ")})`
  );
}
