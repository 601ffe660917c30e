/**
 * `npm test`: the type check, the lint, the unit and server tests (vitest) and the browser tests
 * (Playwright), with what does not depend on each other run side by side (the same
 * coverage in less time on the 2-core CI machine).
 *
 * - At once: the type check, the lint, the build, the browser tests' data (the demo seeded once,
 *   tests/e2e/seed-data.ts) and the unit and server tests (vitest, one worker, the longest step).
 * - The browser tests as soon as the build and their data are ready, beside vitest: they leave a
 *   core partly idle while pages load and animations run, which the unit tests fill.
 *
 * A step that fails stops the others (a failed type check need not wait for the browser tests).
 * Playwright's output streams as it runs; the others' output is printed whole when they end, so
 * no two interleave. The steps' times are printed at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Streams to the terminal as it runs (else printed whole at its end). */
  live?: boolean;
}

interface Outcome {
  name: string;
  /** null: not run (a step it needed failed, or another step failed first). */
  code: number | null;
  seconds: number;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const running = new Set<ChildProcess>();
let failed = false;

/** Stops every running step (each leads a process group of its own: npm, then its tool's processes). */
function stopAll() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

function run(step: Step): Promise<Outcome> {
  if (failed) return Promise.resolve({ name: step.name, code: null, seconds: 0 });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
      detached: true,
    });
    running.add(child);
    const chunks: Buffer[] = [];
    const take = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      if (step.live) stream.write(chunk);
      else chunks.push(chunk);
    };
    child.stdout?.on("data", (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr?.on("data", (chunk: Buffer) => take(chunk, process.stderr));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const stopped = failed && signal !== null;
      if (!step.live) {
        process.stdout.write(`\n== ${step.name} (${seconds} s${stopped ? ", stopped" : ""})\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const outcome = { name: step.name, code: stopped ? null : (code ?? 1), seconds };
      if (outcome.code !== null && outcome.code !== 0 && !failed) {
        failed = true;
        stopAll();
      }
      resolve(outcome);
    });
  });
}

/** Runs `step` once every outcome in `needs` passed; else reports it as not run. */
async function after(needs: Promise<Outcome>[], step: Step): Promise<Outcome> {
  const outcomes = await Promise.all(needs);
  if (outcomes.some((outcome) => outcome.code !== 0)) return { name: step.name, code: null, seconds: 0 };
  return run(step);
}

function summary(outcomes: Outcome[], started: number): number {
  console.log("\nnpm test:");
  for (const outcome of outcomes) {
    const state = outcome.code === null ? ", not run" : outcome.code === 0 ? "" : ", failed";
    console.log(`${String(outcome.seconds).padStart(6)} s  ${outcome.name}${state}`);
  }
  const ok = outcomes.every((outcome) => outcome.code === 0);
  console.log(`${String(Math.round((Date.now() - started) / 1000)).padStart(6)} s  in all${ok ? "" : ", failed"}`);
  return ok ? 0 : 1;
}

async function main(): Promise<number> {
  const started = Date.now();
  // The browser tests' three data directories (removed by their teardown, or below if they never ran).
  const dataDirs = ["", "_B", "_C"].map((lane) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
    process.env[`E2E_DATA_DIR${lane}`] = dir;
    return dir;
  });
  const node = process.execPath;
  const typecheck = run({ name: "type check", command: npm, args: ["run", "typecheck"] });
  const lint = run({ name: "lint", command: npm, args: ["run", "lint"] });
  const build = run({ name: "build", command: npm, args: ["run", "build"] });
  const data = run({
    name: "browser tests' data (the demo, seeded once)",
    command: node,
    args: ["--import", "tsx", "tests/e2e/seed-data.ts"],
  });
  const browser = after([build, data], {
    name: "browser tests (Playwright)",
    command: npm,
    args: ["exec", "--", "playwright", "test"],
    live: true,
  });
  // At once: the longest step (539 s beside the browser tests, which took 494 s from their start
  // at 35 s; started after the type check, it ended 55 s after them).
  const unit = run({
    name: "unit and server tests (vitest, one worker; printed when they end)",
    command: npm,
    args: ["exec", "--", "vitest", "run", "--maxWorkers=1"],
  });
  const outcomes = await Promise.all([typecheck, lint, build, data, unit, browser]);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  return summary(outcomes, started);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    failed = true;
    stopAll();
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    stopAll();
    process.exit(1);
  },
);
