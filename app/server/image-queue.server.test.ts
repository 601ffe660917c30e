import { describe, expect, it } from "vitest";
import { defaultImageWorkers, WorkQueue } from "./image-queue.server";

describe("the image work queue", () => {
  it("leaves a core for pages", () => {
    expect([1, 2, 4, 16].map(defaultImageWorkers)).toEqual([1, 1, 3, 15]);
  });

  it("runs at most N jobs at once, in the order they came, and every job finishes", async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue
          .run(async () => {
            started.push(i);
            running++;
            most = Math.max(most, running);
            await new Promise((resolve) => setImmediate(resolve));
            running--;
            if (i === 5) throw new Error("job 5 fails");
            return i;
          })
          .catch((error: Error) => error.message),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results[5]).toBe("job 5 fails");
    expect(results.filter((r) => typeof r === "number")).toHaveLength(19);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
