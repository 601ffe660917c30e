import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RequestLogLine, requestLogger } from "./request-log";

const lines: string[] = [];
let base = "";
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const app = express();
  app.use(requestLogger((line) => lines.push(line)));
  app.use(compression());
  app.get("/small", (_req, res) => {
    res.type("text/plain").send("hello");
  });
  app.get("/big", (_req, res) => {
    res.type("text/plain").send("a".repeat(100_000));
  });
  app.get("/streamed", (_req, res) => {
    res.type("text/plain");
    res.write("one ");
    res.write(Buffer.from("two "));
    res.end("three");
  });
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

/** The line logged for the request just made (the log is written when the answer is sent). */
async function lastLine(): Promise<RequestLogLine> {
  for (let i = 0; i < 100 && lines.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const line = lines.shift();
  if (!line) throw new Error("no log line");
  expect(line.includes("\n")).toBe(false);
  return JSON.parse(line) as RequestLogLine;
}

describe("requestLogger", () => {
  it("writes one JSON line per request with time, method, path, status, duration and bytes", async () => {
    lines.length = 0;
    const response = await fetch(`${base}/small?q=private+search`);
    expect(await response.text()).toBe("hello");
    const line = await lastLine();
    expect(Object.keys(line)).toEqual(["time", "method", "path", "status", "ms", "bytes"]);
    expect(line).toMatchObject({ method: "GET", path: "/small", status: 200, bytes: 5 });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(lines).toEqual([]);
  });

  it("counts the compressed bytes that went out, and bodies written in pieces", async () => {
    lines.length = 0;
    const big = await fetch(`${base}/big`, { headers: { "Accept-Encoding": "gzip" } });
    expect(big.headers.get("content-encoding")).toBe("gzip");
    expect((await big.text()).length).toBe(100_000);
    const bigLine = await lastLine();
    expect(bigLine.bytes).toBeGreaterThan(0);
    expect(bigLine.bytes).toBeLessThan(2_000);

    await (await fetch(`${base}/streamed`, { headers: { "Accept-Encoding": "identity" } })).text();
    expect(await lastLine()).toMatchObject({ path: "/streamed", bytes: "one two three".length });
  });

  it("logs refusals and odd paths as data, one line each", async () => {
    lines.length = 0;
    await (await fetch(`${base}/nothing/%22%0A%7D`, { method: "POST" })).text();
    expect(await lastLine()).toMatchObject({ method: "POST", path: "/nothing/%22%0A%7D", status: 404 });
  });
});
