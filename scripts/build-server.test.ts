import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCompiledWorker, startPgliteThread } from "../app/server/db/pglite-thread.server";
import { buildServer } from "./build-server";

// The compiled server (decision 033): what `node build/node/main.js` runs without tsx.
describe("the compiled server", () => {
  let outdir: string;
  let dataDir: string;

  beforeAll(async () => {
    // Inside the project, so that the compiled files find node_modules as build/node/ does.
    const cache = path.resolve("node_modules/.cache");
    fs.mkdirSync(cache, { recursive: true });
    outdir = fs.mkdtempSync(path.join(cache, "build-server-"));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "build-server-data-"));
    await buildServer(outdir);
  });

  afterAll(() => {
    setCompiledWorker(null);
    for (const dir of [outdir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes main.js and the database worker, with source maps", () => {
    for (const file of ["main.js", "main.js.map", "pglite-worker.js", "pglite-worker.js.map"]) {
      expect(fs.existsSync(path.join(outdir, file)), file).toBe(true);
    }
  });

  it("imports nothing that loads React before main.js has set NODE_ENV", () => {
    const main = fs.readFileSync(path.join(outdir, "main.js"), "utf8");
    const staticImports = [...main.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(staticImports.filter((name) => !name?.startsWith("node:"))).toEqual([]);
  });

  // The worker creates a new database first (PGlite's initdb, in WASM): a few seconds on a quiet
  // machine, over 30 s in CI while the browser tests share its two cores.
  it("runs PGlite's worker from the compiled file", { timeout: 120_000 }, async () => {
    setCompiledWorker(path.join(outdir, "pglite-worker.js"));
    const thread = await startPgliteThread({ dataDir });
    try {
      expect((await thread.query("SELECT 6 * 7 AS answer")).rows).toEqual([{ answer: 42 }]);
    } finally {
      await thread.close();
    }
  });
});
