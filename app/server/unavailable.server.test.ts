import { describe, expect, it } from "vitest";
import { vi as texts } from "~/i18n/messages/admin-availability";
import {
  type AvailabilityEvent,
  asStorageFailure,
  failureCause,
  isDatabaseUnavailable,
  noteConnected,
  noteConnectionLost,
  onAvailabilityEvent,
  unavailableBody,
} from "./db/availability.server";
import { answerUnavailable, noteRequestFailure, unavailableAnswer } from "./unavailable.server";

/** As node-postgres and drizzle give them. */
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const drizzleWrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("which part an error is about", () => {
  it.each([
    ["a refused connection", refused(), "database"],
    ["the same wrapped by drizzle", drizzleWrapped(refused()), "database"],
    ["a fast shutdown (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" }), "database"],
    ["a server starting up (57P03)", Object.assign(new Error("starting up"), { code: "57P03" }), "database"],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly"), "database"],
    ["a connect timeout", new Error("timeout exceeded when trying to connect"), "database"],
    ["a full disk", Object.assign(new Error("ENOSPC: no space left"), { code: "ENOSPC", path: "/tmp/x" }), "disk"],
    ["an S3 error", Object.assign(refused(), { $metadata: { attempts: 3 } }), "storage"],
    ["a storage failure tagged", asStorageFailure(new Error("EIO")), "storage"],
    [
      "a file the disk refused (not a network error)",
      Object.assign(new Error("EPIPE"), { code: "EPIPE", path: "/x" }),
      "other",
    ],
    ["a unique violation", Object.assign(new Error("duplicate"), { code: "23505" }), "other"],
    ["a bug", new TypeError("x is undefined"), "other"],
  ])("%s", (_name, error, cause) => {
    expect(failureCause(error)).toBe(cause);
    expect(isDatabaseUnavailable(error)).toBe(cause === "database");
  });
});

describe("a save meeting a part away", () => {
  it("answers 503 with Retry-After and the sentence in Vietnamese, in the form layer's shape", async () => {
    const answer = unavailableAnswer("database");
    expect(answer.init?.status).toBe(503);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("retry-after")).toBe("5");
    expect(answer.data).toEqual({ ok: false, message: texts.databaseUnavailable, unavailable: "database" });
    expect(unavailableBody("storage").message).toBe(texts.storageUnavailable);
  });

  /** The root middleware around a handler answering `response`, after `fail` ran as handleError would. */
  async function throughRoot(method: string, response: Response, fail?: unknown) {
    const values = new Map<unknown, unknown>();
    const context = {
      set: (key: unknown, value: unknown) => values.set(key, value),
      get: (key: unknown) => values.get(key),
    };
    const events: AvailabilityEvent[] = [];
    const stop = onAvailabilityEvent((event) => events.push(event));
    try {
      const answer = await answerUnavailable(
        { request: new Request("http://x/admin/products/new.data", { method }), context, params: {} } as never,
        async () => {
          if (fail) noteRequestFailure(context, fail);
          return response;
        },
      );
      return { answer: answer as Response, events };
    } finally {
      stop();
    }
  }

  it("turns the 500 of an action that met the database away into a 503 with Retry-After, counted", async () => {
    const { answer, events } = await throughRoot(
      "POST",
      new Response("boom", { status: 500 }),
      drizzleWrapped(refused()),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.text()).toBe("boom");
    expect(events).toEqual([{ kind: "save-failed", cause: "database" }]);
  });

  it("leaves a bug's 500 as it is (counted as 'other'), and a GET's failure uncounted", async () => {
    const post = await throughRoot("POST", new Response("bug", { status: 500 }), new TypeError("x"));
    expect(post.answer.status).toBe(500);
    expect(post.events).toEqual([{ kind: "save-failed", cause: "other" }]);
    const get = await throughRoot("GET", new Response("page", { status: 500 }), refused());
    expect(get.answer.status).toBe(503);
    expect(get.events).toEqual([]);
  });

  it("counts an action's own 503 by the part it names, and takes the name off", async () => {
    const own = unavailableAnswer("storage");
    const response = new Response(JSON.stringify(own.data), { status: 503, headers: own.init?.headers });
    const { answer, events } = await throughRoot("POST", response);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("x-unavailable-part")).toBeNull();
    expect(events).toEqual([{ kind: "save-failed", cause: "storage" }]);
  });
});

describe("connection events", () => {
  it("reports a loss once per outage and the reconnection after it, with how long it took", () => {
    const events: AvailabilityEvent[] = [];
    const stop = onAvailabilityEvent((event) => events.push(event));
    const errors = console.error;
    const logs = console.log;
    console.error = () => undefined;
    console.log = () => undefined;
    try {
      noteConnected(0);
      noteConnectionLost("terminating connection due to administrator command", 1_000);
      noteConnectionLost("Connection terminated unexpectedly", 1_100);
      noteConnected(3_500);
      noteConnected(3_600);
    } finally {
      console.error = errors;
      console.log = logs;
      stop();
    }
    expect(events).toEqual([{ kind: "connection-lost" }, { kind: "reconnected", afterMs: 2_500 }]);
  });
});
