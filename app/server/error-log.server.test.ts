import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorLogEntry, logError } from "./error-log.server";

const request = (path = "/admin/categories", init?: RequestInit) => new Request(`http://site.test${path}`, init);

/** What React Router hands handleError for a thrown `data(…, { status })` (a refused body). */
const thrownResponse = (status: number) => new ErrorResponse(status, "", { ok: false });

describe("the error log", () => {
  it("gives a client's mistake one warning line and no stack", () => {
    for (const error of [
      thrownResponse(400),
      thrownResponse(415),
      new Error('You made a GET request to "/api/article-views" but did not provide a `loader` for route "x"'),
      new Error("Invalid request method PROPFIND"),
    ]) {
      const entry = errorLogEntry(error, request());
      expect(entry?.level).toBe("warn");
      expect(entry?.line).toMatch(/^Refused GET \/admin\/categories: /);
      expect(entry?.line).not.toContain("\n");
      expect(entry?.line).not.toContain("undefined");
      expect(entry?.line).not.toMatch(/\bat .*:\d+:\d+/);
    }
  });

  it("gives an unexpected failure exactly one line, a JSON record that carries its stack", () => {
    const failure = new RangeError("Maximum call stack size exceeded");
    const entry = errorLogEntry(failure, request("/admin/news/new", { method: "POST" }));
    expect(entry?.level).toBe("error");
    expect(entry?.line.split("\n")).toHaveLength(1);
    const record = JSON.parse(entry?.line ?? "{}");
    expect(record).toMatchObject({
      level: "error",
      method: "POST",
      path: "/admin/news/new",
      message: "Maximum call stack size exceeded",
    });
    expect(record.stack).toContain("RangeError: Maximum call stack size exceeded\n    at ");
  });

  it("logs nothing for a request the visitor abandoned", () => {
    const controller = new AbortController();
    controller.abort();
    expect(errorLogEntry(new Error("x"), request("/", { signal: controller.signal }))).toBeNull();
  });

  it("writes through the console method of its level, once", () => {
    const lines: string[][] = [];
    const sink = {
      warn: (line: string) => lines.push(["warn", line]),
      error: (line: string) => lines.push(["error", line]),
    };
    logError(new Error("boom"), request(), sink);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[0]).toBe("error");
  });
});
