/**
 * Reads a Chromium trace (the JSON `browser.stopTracing()` answers) into the main thread's tasks
 * of one page load: each task's CPU time, split by kind of work (style and layout, script, HTML
 * parsing, other), and the blocking-time figures of `npm run bench:main-thread`.
 *
 * CPU time (the trace's thread durations) rather than wall time, so that a task is not charged
 * for the time the operating system gave another process: on a shared machine that is the part
 * of Lighthouse's observed durations that swings between runs.
 */

export type WorkKind = "styleLayout" | "script" | "parse" | "other";
export const WORK_KINDS: WorkKind[] = ["styleLayout", "script", "parse", "other"];

/** One trace event, as far as this reader needs it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } };
}

export interface Task {
  /** Start, ms after the page's navigation started. */
  start: number;
  /** Wall time, ms. */
  wall: number;
  /** The thread's CPU time, ms. */
  cpu: number;
  /** CPU ms by kind of work (self times, scaled to the task's CPU time). */
  kinds: Record<WorkKind, number>;
  /** The script most of the task's script time ran in, when there is one. */
  scriptUrl?: string;
  /** The longest event directly inside the task (what it was: Layout, v8.evaluateModule, FunctionCall…). */
  top?: string;
}

export interface LoadFigures {
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  busy: number;
  longest: number;
  /** Σ max(0, task − 12.5 ms) over the tasks ending after FCP: Lighthouse's TBT (50 ms threshold) over its 4× CPU slowdown. */
  blocking: number;
  blockingByKind: Record<WorkKind, number>;
  busyByKind: Record<WorkKind, number>;
  tasks: Task[];
}

/** What Lighthouse's 50 ms threshold is on an unthrottled CPU when it multiplies by 4. */
export const BLOCKING_THRESHOLD_MS = 50 / 4;

const KIND_OF_EVENT: Record<string, WorkKind> = {
  UpdateLayoutTree: "styleLayout",
  RecalculateStyles: "styleLayout",
  Layout: "styleLayout",
  ParseAuthorStyleSheet: "styleLayout",
  UpdateLayerTree: "styleLayout",
  PrePaint: "styleLayout",
  Paint: "styleLayout",
  Layerize: "styleLayout",
  HitTest: "styleLayout",
  "Document::updateStyle": "styleLayout",
  "LocalFrameView::layout": "styleLayout",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "V8.CompileCode": "script",
  "v8.produceCache": "script",
  "v8.produceModuleCache": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  FireIdleCallback: "script",
  RunMicrotasks: "script",
  "v8.run": "script",
  "v8.callFunction": "script",
  MinorGC: "script",
  MajorGC: "script",
  "V8.GCScavenger": "script",
  "V8.GCFinalizeMC": "script",
  "BlinkGC.AtomicPhase": "script",
  Commit: "styleLayout",
  PaintImage: "styleLayout",
  "IntersectionObserverController::computeIntersections": "styleLayout",
  BlinkScheduler_PerformMicrotaskCheckpoint: "script",
  ParseHTML: "parse",
};

/** Families of events by prefix: V8's own work (tiering, GC, stack checks), the document's loading. */
function kindOfEvent(name: string): WorkKind | undefined {
  const exact = KIND_OF_EVENT[name];
  if (exact) return exact;
  if (name.startsWith("V8.") || name.startsWith("v8.")) return "script";
  if (name.startsWith("DocumentLoader::")) return "parse";
  return undefined;
}

const zero = (): Record<WorkKind, number> => ({ styleLayout: 0, script: 0, parse: 0, other: 0 });

function isTopLevel(event: TraceEvent): boolean {
  return event.cat.split(",").includes("toplevel");
}

function scriptUrlOf(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url;
  return typeof url === "string" && url !== "" ? url : undefined;
}

/**
 * The main thread of the renderer that parsed `pageUrl`, and the time its navigation started
 * (µs, the trace's clock).
 */
function mainThreadOf(
  events: TraceEvent[],
  pageUrl: string,
): { pid: number; tid: number; start: number; fcp: number | undefined } {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === pageUrl);
  if (!parse) throw new Error(`No HTML parsing of ${pageUrl} in the trace`);
  const navigation = events
    .filter((e) => e.name === "navigationStart" && e.pid === parse.pid && e.args?.data?.documentLoaderURL === pageUrl)
    .sort((a, b) => a.ts - b.ts)[0];
  const start = navigation?.ts ?? parse.ts;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid && e.ts >= start);
  return { pid: parse.pid, tid: parse.tid, start, fcp: fcp?.ts };
}

/** Splits one task's wall time into self times by kind, from the complete events nested in it. */
function selfTimes(task: TraceEvent, inside: TraceEvent[]): { kinds: Record<WorkKind, number>; scriptUrl?: string } {
  const kinds = zero();
  const scriptTime = new Map<string, number>();
  // A stack of open events; each one's self time is its duration minus its children's.
  type Open = { end: number; kind: WorkKind; self: number; url?: string };
  const stack: Open[] = [];
  const close = (open: Open) => {
    kinds[open.kind] += open.self;
    if (open.kind === "script" && open.url) scriptTime.set(open.url, (scriptTime.get(open.url) ?? 0) + open.self);
  };
  const root: Open = { end: task.ts + (task.dur ?? 0), kind: "other", self: task.dur ?? 0 };
  stack.push(root);
  for (const event of inside) {
    const dur = event.dur ?? 0;
    while (stack.length > 1 && (stack[stack.length - 1] as Open).end <= event.ts) close(stack.pop() as Open);
    const parent = stack[stack.length - 1] as Open;
    parent.self -= dur;
    // Unknown events keep their parent's kind (a compile inside an evaluation is script).
    const kind = kindOfEvent(event.name) ?? parent.kind;
    stack.push({ end: event.ts + dur, kind, self: dur, url: scriptUrlOf(event) ?? parent.url });
  }
  while (stack.length > 0) close(stack.pop() as Open);
  const scriptUrl = [...scriptTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { kinds, scriptUrl };
}

/**
 * The main thread's tasks of one page load, from navigation start to the end of the trace, and
 * its first contentful paint (ms after navigation start; Infinity when none was reported).
 */
export function tasksOfLoad(events: TraceEvent[], pageUrl: string): { tasks: Task[]; fcp: number } {
  const main = mainThreadOf(events, pageUrl);
  const onThread = events
    .filter((e) => e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.ts >= main.start)
    // Parents before children: earlier first, longer first at the same start.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  let i = 0;
  while (i < onThread.length) {
    const event = onThread[i] as TraceEvent;
    i++;
    if (!isTopLevel(event)) continue;
    const end = event.ts + (event.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (i < onThread.length && (onThread[i] as TraceEvent).ts < end) {
      const child = onThread[i] as TraceEvent;
      if (!isTopLevel(child)) inside.push(child);
      i++;
    }
    const wall = (event.dur ?? 0) / 1000;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    const { kinds, scriptUrl } = selfTimes(event, inside);
    const top = inside
      .filter(
        (e) =>
          e.ts + (e.dur ?? 0) <= end &&
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
          ),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.name;
    // Shares of the wall time, applied to the CPU time.
    const scale = wall > 0 ? cpu / wall : 0;
    for (const kind of WORK_KINDS) kinds[kind] = (kinds[kind] / 1000) * scale;
    tasks.push({ start: (event.ts - main.start) / 1000, wall, cpu, kinds, scriptUrl, top });
  }
  return { tasks, fcp: main.fcp === undefined ? Number.POSITIVE_INFINITY : (main.fcp - main.start) / 1000 };
}

/**
 * Busy time and longest task count every task; blocking time, as Lighthouse's TBT, only the tasks
 * that end after the first contentful paint.
 */
export function figuresOfLoad({ tasks, fcp }: { tasks: Task[]; fcp: number }): LoadFigures {
  const blockingByKind = zero();
  const busyByKind = zero();
  let busy = 0;
  let longest = 0;
  let blocking = 0;
  for (const task of tasks) {
    busy += task.cpu;
    longest = Math.max(longest, task.cpu);
    const over = task.start + task.wall > fcp ? Math.max(0, task.cpu - BLOCKING_THRESHOLD_MS) : 0;
    blocking += over;
    for (const kind of WORK_KINDS) {
      busyByKind[kind] += task.kinds[kind];
      if (task.cpu > 0) blockingByKind[kind] += (over * task.kinds[kind]) / task.cpu;
    }
  }
  return { fcp, busy, longest, blocking, blockingByKind, busyByKind, tasks };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
