import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/types";
import { setupTestDatabase } from "~/server/testing/database";
import {
  createHealthCheck,
  type HealthReport,
  healthResponse,
  MAIL_BACKLOG_MINUTES,
  STORAGE_PROBE_INTERVAL_MS,
} from "./healthz.server";

const context = setupTestDatabase();

/** A report: every part ok unless told. */
const reportOf = (parts: Partial<HealthReport> = {}): HealthReport => ({
  status: "ok",
  database: "ok",
  storage: "ok",
  mail: "ok",
  mailWaiting: 0,
  ...parts,
});

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
    expect(await response.json()).toEqual(reportOf());
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
    expect(JSON.parse(body)).toEqual(
      reportOf({ status: "failing", database: "failing", storage: "failing", mail: "unknown" }),
    );
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
    expect(await check()).toEqual(reportOf());
    expect(state.puts).toBe(2);
  });

  it("answers 200 'degraded' naming storage when only storage fails (every server shares it)", async () => {
    const { storage, state } = countingStorage(context.uploadsDir);
    state.fail = true;
    const response = await healthResponse(createHealthCheck({ storage: () => storage, log: () => {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "degraded", database: "ok", storage: "failing" });
  });

  it("reports the mail outbox's backlog: messages waiting longer than the limit", async () => {
    const { db } = await import("~/server/db/index.server");
    const { sql } = await import("drizzle-orm");
    const { rows } = (await db().execute(sql`
      INSERT INTO quote_requests (lang, name, phone, email, province, preferred_contact, consent_text)
      VALUES ('vi', 'Kiểm tra', '+84912345678', 'kt@benhvien.example', 'ha-noi', 'phone', 'Đồng ý') RETURNING id`)) as unknown as {
      rows: { id: number }[];
    };
    const requestId = rows[0]?.id;
    await db().execute(sql`
      INSERT INTO quote_outbox (request_id, kind, recipients, subject, body, created_at) VALUES
        (${requestId}, 'staff', 'a@thietbi.example', 'old', 'x', now() - interval '${sql.raw(String(MAIL_BACKLOG_MINUTES + 1))} minutes'),
        (${requestId}, 'staff', 'a@thietbi.example', 'new', 'x', now())`);
    try {
      const response = await healthResponse(createHealthCheck());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(reportOf({ status: "degraded", mail: "backlog", mailWaiting: 1 }));
    } finally {
      await db().execute(sql`DELETE FROM quote_requests WHERE id = ${requestId}`);
    }
  });

  it("answers 503 with the database unreachable, storage still checked", async () => {
    const response = await healthResponse(
      createHealthCheck({
        ping: () =>
          Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
        log: () => {},
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(reportOf({ status: "failing", database: "failing", mail: "unknown" }));
  });
});
