/**
 * `npm test`: the type check, the lint, the unit and server tests (vitest) and the browser tests
 * (Playwright), with what does not depend on each other run side by side (issue 25.4: the same
 * coverage in less time on the 2-core CI machine).
 *
 * 1. The type check, the lint and the build together: each runs mostly on one core.
 * 2. Vitest (one worker) beside Playwright: the browser tests leave a core partly idle while
 *    pages load and animations run, which the unit tests fill.
 *
 * Playwright's output streams as it runs; the others' output is printed whole when they end, so
 * no two interleave. Any failure fails the run; the steps' times are printed at the end.
 */
import { spawn } from "node:child_process";

interface Step {
  name: string;
  args: string[];
  /** Streams to the terminal as it runs (else printed whole at its end). */
  live?: boolean;
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, step.args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const chunks: Buffer[] = [];
    const take = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      if (step.live) stream.write(chunk);
      else chunks.push(chunk);
    };
    child.stdout.on("data", (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on("data", (chunk: Buffer) => take(chunk, process.stderr));
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!step.live) {
        process.stdout.write(`\n== ${step.name} (${seconds} s)\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ name: step.name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

function summary(outcomes: Outcome[], started: number): number {
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  console.log("\nnpm test:");
  for (const outcome of outcomes) {
    console.log(`${String(outcome.seconds).padStart(6)} s  ${outcome.name}${outcome.code === 0 ? "" : ", failed"}`);
  }
  console.log(
    `${String(Math.round((Date.now() - started) / 1000)).padStart(6)} s  in all${failed.length ? ", failed" : ""}`,
  );
  return failed.length ? 1 : 0;
}

async function main(): Promise<number> {
  const started = Date.now();
  const checks = await Promise.all([
    run({ name: "type check", args: ["run", "typecheck"] }),
    run({ name: "lint", args: ["run", "lint"] }),
    run({ name: "build", args: ["run", "build"] }),
  ]);
  if (checks.some((outcome) => outcome.code !== 0)) return summary(checks, started);

  console.log("\n== unit and server tests (vitest, one worker; printed when they end) beside the browser tests\n");
  const tests = await Promise.all([
    run({ name: "unit and server tests (vitest)", args: ["exec", "--", "vitest", "run", "--maxWorkers=1"] }),
    run({ name: "browser tests (Playwright)", args: ["exec", "--", "playwright", "test"], live: true }),
  ]);
  return summary([...checks, ...tests], started);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
