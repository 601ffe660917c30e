import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel } from "node:worker_threads";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteReads, recordContentReads } from "../app/server/db/content-reads.server";
import { toCached } from "./cached-response";
import { type RenderThread, startRenderThread } from "./render-thread";
import { BACKGROUND_NICE, currentThreadId } from "./thread-priority";

// The thread from the sources (tsx), over a stand-in build (testing/render-thread-build.ts).
describe("the render thread", () => {
  let buildDir: string;
  let thread: RenderThread;
  const logged: string[] = [];

  beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "render-thread-"));
    fs.mkdirSync(path.join(buildDir, "server"));
    const stand = pathToFileURL(path.resolve("edge/testing/render-thread-build.ts")).href;
    fs.writeFileSync(path.join(buildDir, "package.json"), JSON.stringify({ type: "module" }));
    fs.writeFileSync(path.join(buildDir, "server/index.js"), `export * from ${JSON.stringify(stand)};\n`);
    const { port1 } = new MessageChannel();
    thread = await startRenderThread({
      compiled: null,
      buildDir,
      databasePort: port1,
      noteReads,
      log: (line) => logged.push(line),
    });
  }, 30_000);

  afterAll(async () => {
    await thread?.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it("renders a page in its own thread, for the version it is told, with the request's headers", async () => {
    const response = await thread.render(new Request("http://site.test/", { headers: { "Accept-Language": "vi" } }), 7);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<body>thread v7 db:port vi /");
    // A later version moves it; an older one does not move it back.
    expect(await (await thread.render(new Request("http://site.test/"), 9)).text()).toContain("thread v9");
    expect(await (await thread.render(new Request("http://site.test/"), 8)).text()).toContain("thread v9");
  });

  it.runIf(process.platform === "linux")(
    "renders at a lower priority than the thread that started it (visitors' requests first)",
    async () => {
      const response = await thread.render(new Request("http://site.test/"), 9);
      const own = os.getPriority(currentThreadId() as number);
      expect(Number(response.headers.get("x-thread-nice"))).toBe(Math.max(BACKGROUND_NICE, own));
      expect(BACKGROUND_NICE).toBeGreaterThan(0);
    },
  );

  it("notes what the render read in the caller's recording", async () => {
    const reads = new Set<string>();
    const response = await recordContentReads(reads, () => thread.render(new Request("http://site.test/about"), 9));
    expect(await response.text()).toContain("/about");
    // Through the app's `noteReads`, into the recording the call was made in (the render cache's entry).
    expect([...reads]).toEqual(["page:about"]);
  });

  it("with `hold`, makes the held form in the thread: the main thread's toCached takes it as it is", async () => {
    const reads = new Set<string>();
    const response = await recordContentReads(reads, () =>
      thread.render(new Request("http://site.test/about"), 9, { nonce: null, cacheXml: false }),
    );
    expect([...reads]).toEqual(["page:about"]);
    // No body came back: the compressed forms did.
    expect(response.body).toBeNull();
    const held = await toCached(response, { now: 5, url: "http://site.test/about" });
    expect(held).not.toBeNull();
    const plain = zlib.brotliDecompressSync(held?.br ?? Buffer.alloc(0)).toString();
    expect(plain).toContain("<body>thread v9 db:port");
    expect(zlib.gunzipSync(held?.gzip ?? Buffer.alloc(0)).toString()).toBe(plain);
    // The same entry the main thread makes of the same bytes (tag, headers, hashes), stored now for this address.
    const here = await toCached(
      new Response(plain, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } }),
    );
    expect(held?.tag).toBe(here?.tag);
    expect(held?.scripts).toEqual(here?.scripts);
    expect(held).toMatchObject({ status: 200, storedAt: 5, url: "http://site.test/about", version: 0, hits: 0 });
    // A 404 is held too; without `hold` the body comes back as before.
    const missing = await thread.render(new Request("http://site.test/nowhere"), 9, { nonce: null, cacheXml: false });
    expect((await toCached(missing))?.status).toBe(404);
    expect(await (await thread.render(new Request("http://site.test/about"), 9)).text()).toContain("thread v9");
  });

  it("answers a 404 as the app does, and a render whose body breaks as an error of the call", async () => {
    expect((await thread.render(new Request("http://site.test/nowhere"), 9)).status).toBe(404);
    await expect(thread.render(new Request("http://site.test/fail/x"), 9)).rejects.toThrow(
      "the stream of /fail/x broke",
    );
    // Still serving after the error.
    expect(thread.usable()).toBe(true);
    expect((await thread.render(new Request("http://site.test/about"), 9)).status).toBe(200);
  });

  it("once closed, is not usable and refuses renders (the cache then renders on the main thread)", async () => {
    await thread.close();
    expect(thread.usable()).toBe(false);
    await expect(thread.render(new Request("http://site.test/"), 9)).rejects.toThrow("closed");
  });
});
