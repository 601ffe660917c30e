/**
 * Image work (decoding, resizing, encoding) runs at most N jobs at a time, N from the core count
 * (one core left to render pages; IMAGE_WORKERS overrides), and each job's libvips uses one
 * thread. Two hundred uploads at once then queue here instead of taking every core from the
 * pages being served.
 */
import os from "node:os";
import sharp from "sharp";
import { getConfig } from "./config.server";

export function defaultImageWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/** A first-come, first-served queue running at most `concurrency` jobs together. */
export class WorkQueue {
  #running = 0;
  #waiting: (() => void)[] = [];

  constructor(readonly concurrency: number) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job in line, or is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

let queue: WorkQueue | undefined;

/** Runs image work in the process's bounded queue. */
export function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (!queue) {
    sharp.concurrency(1);
    // libvips' operation cache keeps decoded images around for reuse we never make.
    sharp.cache(false);
    queue = new WorkQueue(getConfig().IMAGE_WORKERS ?? defaultImageWorkers());
  }
  return queue.run(job);
}
