import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { currentThreadId } from "./thread-priority";

/**
 * Runs `lowerThisThreadPriority` with each of `levels` in a thread of its own, kept alive until the
 * caller terminates it; answers its id and results.
 */
async function inThread(levels: number[]): Promise<{ tid: number; results: boolean[]; worker: Worker }> {
  const source = pathToFileURL(path.resolve("edge/thread-priority.ts")).href;
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
     import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })
       .then((m) => {
         const results = ${JSON.stringify(levels)}.map((level) => m.lowerThisThreadPriority(level));
         parentPort.postMessage({ tid: m.currentThreadId(), results });
         // Alive until terminated: a thread that has ended has no priority to read (ESRCH).
         setInterval(() => {}, 60_000);
       });`,
    { eval: true },
  );
  const answer = await new Promise<{ tid: number; results: boolean[] }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { ...answer, worker };
}

describe.runIf(process.platform === "linux")("a background thread's priority", () => {
  it("is lowered for that thread alone", async () => {
    const own = currentThreadId() as number;
    const before = os.getPriority(own);
    const { tid, results, worker } = await inThread([10]);
    try {
      expect(results).toEqual([true]);
      expect(tid).not.toBe(own);
      expect(os.getPriority(tid)).toBe(Math.max(10, before));
      // The thread that started it (a visitor's, in the server) keeps its own.
      expect(os.getPriority(own)).toBe(before);
    } finally {
      await worker.terminate();
    }
  });

  it("is never raised again", async () => {
    const { tid, results, worker } = await inThread([12, 5]);
    try {
      expect(results).toEqual([true, true]);
      expect(os.getPriority(tid)).toBe(Math.max(12, os.getPriority(currentThreadId() as number)));
    } finally {
      await worker.terminate();
    }
  });
});
