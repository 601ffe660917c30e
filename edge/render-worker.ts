/**
 * The render thread's own side (edge/render-thread.ts): loads the server build, opens the
 * database through the port it was given (or its own PostgreSQL pool), and renders each page it
 * is sent as the main thread would, answering the whole body and what the render read.
 * Compiled to build/node/render-worker.js by `npm run build`; from the sources it registers tsx.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type * as Entry from "../app/entry.server";
import { heldForm, toCached } from "./cached-response";
import type { ConnectionNote, RenderCall, RenderReply, RenderThreadStart } from "./render-thread";
import { lowerThisThreadPriority } from "./thread-priority";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const start = workerData as RenderThreadStart;
// Nobody waits for these renders: when the cores are busy, the visitors' requests on the main
// thread come first (thread-priority.ts). Its zlib work (the held form's compressions) runs in
// the process's shared pool, at the normal priority.
lowerThisThreadPriority();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

try {
  // As in main.ts: React is loaded after NODE_ENV is settled (the thread inherits the server's).
  process.env.NODE_ENV ??= "production";
  const { createRequestHandler } = await import("react-router");
  const build = (await import(pathToFileURL(path.join(start.buildDir, "server/index.js")).href)) as ServerBuild & {
    entry: { module: typeof Entry };
  };
  const entry = build.entry.module;
  // This thread's pool losing PostgreSQL, and connecting again, counts in the server's /metrics.
  entry.onAvailabilityEvent?.((event) => {
    if (event.kind !== "save-failed") port.postMessage({ connection: event } satisfies ConnectionNote);
  });
  await entry.openRenderThreadDatabase(start.databasePort);
  const render = createRequestHandler(build, process.env.NODE_ENV);

  port.on("message", (call: RenderCall) => {
    entry.contentVersionAtLeast(call.version);
    const reads = new Set<string>();
    entry
      .recordContentReads(reads, async () => {
        const response = await render(new Request(call.url, { headers: call.headers }));
        // The whole body inside the recording: what a streamed part read counts too.
        const body = response.body ? await response.arrayBuffer() : null;
        return { response, body };
      })
      .then(async ({ response, body }) => {
        // The held form made here, off the main thread: the nonce taken out, the scripts'
        // hashes, both compressions and the tag (cached-response.ts). A response that may not
        // be held goes back whole.
        const stored = call.hold
          ? await toCached(new Response(body, { status: response.status, headers: response.headers }), call.hold)
          : null;
        // A buffer of its own for each body, to be transferred (zlib's may share a larger one).
        const own = (bytes: Buffer) => {
          const copy = new ArrayBuffer(bytes.byteLength);
          new Uint8Array(copy).set(bytes);
          return copy;
        };
        const answer = {
          id: call.id,
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          reads: [...reads],
        };
        if (!stored) {
          port.postMessage({ ...answer, body } satisfies RenderReply, body ? [body] : []);
          return;
        }
        const held = { ...heldForm(stored), br: own(stored.br), gzip: own(stored.gzip) };
        port.postMessage({ ...answer, body: null, held } satisfies RenderReply, [held.br, held.gzip]);
      })
      .then(
        () => undefined,
        (error: unknown) => port.postMessage({ id: call.id, error: message(error) } satisfies RenderReply),
      );
  });
  port.postMessage({ id: 0, status: 0, statusText: "ready", headers: [], body: null, reads: [] } satisfies RenderReply);
} catch (error) {
  port.postMessage({ id: 0, error: message(error) } satisfies RenderReply);
}
