import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface FileTime {
  project: string;
  ms: number;
  tests: number;
  slowest: { title: string; ms: number };
}

/**
 * Prints, after the `list` reporter's summary, the ten spec files that took longest: the sum of
 * their tests' durations, retries included (in parallel workers that is work, not wall time), and
 * when each project's last test ended: the lanes to balance (decision 035).
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();
  private started = Date.now();
  /** Per project: the sum of its tests' durations and when its last test ended (ms since the start). */
  private readonly projects = new Map<string, { ms: number; ended: number }>();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? "";
    const entry = this.files.get(file) ?? { project, ms: 0, tests: 0, slowest: { title: "", ms: 0 } };
    entry.ms += result.duration;
    if (result.retry === 0) entry.tests++;
    if (result.duration > entry.slowest.ms) entry.slowest = { title: test.title, ms: result.duration };
    this.files.set(file, entry);
    const lane = this.projects.get(project) ?? { ms: 0, ended: 0 };
    lane.ms += result.duration;
    lane.ended = Date.now() - this.started;
    this.projects.set(project, lane);
  }

  onEnd() {
    const slowest = [...this.files.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nThe ten slowest spec files (run: ${seconds(Date.now() - this.started)} wall time):`);
    for (const [file, t] of slowest) {
      console.log(
        `  ${seconds(t.ms).padStart(8)}  ${file} [${t.project}], ${t.tests} tests; slowest ${seconds(t.slowest.ms)}: ${t.slowest.title}`,
      );
    }
    console.log("Projects (tests' time, and when the last one ended):");
    for (const [project, lane] of this.projects) {
      console.log(`  ${project.padEnd(10)} ${seconds(lane.ms).padStart(8)} of tests, ended at ${seconds(lane.ended)}`);
    }
  }

  printsToStdio() {
    return true;
  }
}
