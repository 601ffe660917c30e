import { describe, expect, it } from "vitest";
import { figuresOfLoad, median, type TraceEvent, tasksOfLoad } from "./main-thread-trace";

const URL_ = "http://127.0.0.1:1/";
const at = (name: string, cat: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat,
  ph: "X",
  pid: 1,
  tid: 7,
  ts,
  dur,
  ...extra,
});

/** A load: navigation at 1,000 µs, FCP at 30 ms, three tasks. */
function trace(): TraceEvent[] {
  return [
    {
      name: "navigationStart",
      cat: "blink.user_timing",
      ph: "R",
      pid: 1,
      tid: 7,
      ts: 1_000,
      args: { data: { documentLoaderURL: URL_ } },
    },
    // Before FCP: the document's parse and first layout (20 ms, not blocking as TBT counts).
    at("RunTask", "toplevel", 2_000, 20_000, { tdur: 20_000 }),
    at("ParseHTML", "devtools.timeline", 2_000, 5_000, { args: { beginData: { url: URL_ } } }),
    at("Layout", "devtools.timeline", 8_000, 14_000),
    { name: "firstContentfulPaint", cat: "loading", ph: "R", pid: 1, tid: 7, ts: 31_000 },
    // After FCP: 40 ms wall, 20 ms CPU: a script evaluation (3/4) that forces a layout (1/4).
    at("RunTask", "toplevel", 40_000, 40_000, { tdur: 20_000 }),
    at("v8.evaluateModule", "devtools.timeline", 40_000, 40_000, { args: { data: { url: "/assets/a.js" } } }),
    at("Layout", "devtools.timeline", 60_000, 10_000),
    // A short task: busy, never blocking.
    at("RunTask", "toplevel", 100_000, 5_000, { tdur: 5_000 }),
    // Another renderer's work is not the page's.
    at("RunTask", "toplevel", 40_000, 90_000, { tid: 8, tdur: 90_000 }),
  ];
}

describe("main-thread trace reading", () => {
  it("finds the page's tasks, their CPU time and what they did", () => {
    const { tasks, fcp } = tasksOfLoad(trace(), URL_);
    expect(fcp).toBe(30);
    expect(tasks.map((t) => [t.start, t.wall, t.cpu])).toEqual([
      [1, 20, 20],
      [39, 40, 20],
      [99, 5, 5],
    ]);
    const [, evaluation] = tasks;
    expect(evaluation?.top).toBe("v8.evaluateModule");
    expect(evaluation?.scriptUrl).toBe("/assets/a.js");
    // Shares of the wall time applied to the CPU time.
    expect(evaluation?.kinds.script).toBeCloseTo(15);
    expect(evaluation?.kinds.styleLayout).toBeCloseTo(5);
  });

  it("counts blocking time as TBT does, after FCP, over 12.5 ms of CPU", () => {
    const figures = figuresOfLoad(tasksOfLoad(trace(), URL_));
    expect(figures.busy).toBe(45);
    expect(figures.longest).toBe(20);
    expect(figures.blocking).toBeCloseTo(7.5);
    expect(figures.blockingByKind.script).toBeCloseTo(7.5 * 0.75);
    expect(figures.blockingByKind.styleLayout).toBeCloseTo(7.5 * 0.25);
  });

  it("takes the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
