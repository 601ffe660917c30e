import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/types";
import { setupTestDatabase } from "~/server/testing/database";
import { createHealthCheck, healthResponse, STORAGE_PROBE_INTERVAL_MS } from "./healthz.server";

const context = setupTestDatabase();

/** Local storage that counts writes and can be told to fail them. */
function countingStorage(root: string) {
  const inner = createLocalStorage(root);
  const state = { puts: 0, fail: false };
  const storage: Storage = {
    ...inner,
    async put(key, body, options) {
      state.puts++;
      if (state.fail) throw new Error("EACCES: permission denied, open '/secret/path'");
      return inner.put(key, body, options);
    },
  };
  return { storage, state };
}

describe("GET /healthz", () => {
  it("answers 200 with the database and storage checked, no-store, and leaves nothing behind", async () => {
    const response = await healthResponse(createHealthCheck());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
    const probes = path.join(context.uploadsDir, "healthz");
    expect(fs.existsSync(probes) ? fs.readdirSync(probes) : []).toEqual([]);
  });

  it("answers 503 naming the failing check, without the reason (that goes to the log)", async () => {
    const logged: string[] = [];
    const { storage, state } = countingStorage(context.uploadsDir);
    state.fail = true;
    const check = createHealthCheck({
      storage: () => storage,
      ping: () => Promise.reject(new Error("connect ECONNREFUSED db.internal:5432 password=hunter2")),
      log: (line) => logged.push(line),
    });
    const response = await healthResponse(check);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "failing", database: "failing", storage: "failing" });
    expect(body).not.toMatch(/ECONNREFUSED|hunter2|db\.internal|EACCES|secret/);
    expect(logged.sort()).toEqual([
      "Health check: database failing: connect ECONNREFUSED db.internal:5432 password=hunter2",
      "Health check: storage failing: EACCES: permission denied, open '/secret/path'",
    ]);
  });

  it("writes to storage at most once per interval, however often it is asked", async () => {
    const { storage, state } = countingStorage(context.uploadsDir);
    let now = 1_000_000;
    const check = createHealthCheck({ storage: () => storage, now: () => now });
    const reports = await Promise.all(Array.from({ length: 20 }, () => check()));
    expect(reports.every((r) => r.status === "ok")).toBe(true);
    expect(state.puts).toBe(1);
    now += STORAGE_PROBE_INTERVAL_MS - 1;
    await check();
    expect(state.puts).toBe(1);
    now += 1;
    await check();
    expect(state.puts).toBe(2);
  });

  it("retries a failed storage probe on the next call", async () => {
    const { storage, state } = countingStorage(context.uploadsDir);
    state.fail = true;
    const check = createHealthCheck({ storage: () => storage, now: () => 0, log: () => {} });
    expect((await check()).storage).toBe("failing");
    state.fail = false;
    expect(await check()).toEqual({ status: "ok", database: "ok", storage: "ok" });
    expect(state.puts).toBe(2);
  });
});
