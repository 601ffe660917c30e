import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forwardDrainOnce } from "./drain-waiters";

const CHUNKS = 40;
const CHUNK_BYTES = 64 * 1024;

/** A server that writes CHUNKS incompressible chunks, waiting for each drain as React Router's writer does. */
async function serve(withForwarding: boolean) {
  const app = express();
  app.use(compression());
  if (withForwarding) app.use(forwardDrainOnce);
  const sent: Buffer[] = [];
  app.get("/", async (_req, res) => {
    res.type("text/html");
    for (let i = 0; i < CHUNKS; i++) {
      const chunk = randomBytes(CHUNK_BYTES);
      sent.push(chunk);
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off("drain", done);
            resolve();
          };
          res.once("drain", done);
        });
      }
    }
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/`, sent };
}

// Warnings are caught where Node raises them (EventEmitter calls process.emitWarning), so the
// second test's expected warning is recorded, not printed into the run's output.
const warnings: Error[] = [];
const emitWarning = process.emitWarning;

beforeEach(() => {
  process.emitWarning = ((warning: string | Error) => {
    warnings.push(typeof warning === "string" ? new Error(warning) : warning);
  }) as typeof process.emitWarning;
});

afterEach(() => {
  process.emitWarning = emitWarning;
  warnings.length = 0;
});

describe("forwardDrainOnce", () => {
  it("waits out every drain of a long compressed answer with one listener, and the body arrives whole", async () => {
    const { server, url, sent } = await serve(true);
    try {
      const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers.get("content-encoding")).toBe("br");
      // fetch decodes br itself: the bytes are the ones written, in order.
      const received = Buffer.from(await response.arrayBuffer());
      expect(Buffer.compare(received, Buffer.concat(sent))).toBe(0);
      expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("is needed: without it the same answer leaves a listener per wait on the zlib stream", async () => {
    const { server, url } = await serve(false);
    try {
      await (await fetch(url, { headers: { "Accept-Encoding": "br" } })).arrayBuffer();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.some((w) => w.name === "MaxListenersExceededWarning" && /drain/.test(w.message))).toBe(true);
    } finally {
      server.close();
    }
  });
});
