/**
 * The HTTP server: the edge (app.ts, one Express app) in front of the React Router app. `--dev` serves
 * through Vite's middleware with hot reload; otherwise it serves the production build from ./build.
 *
 * Whatever the app also uses (the configuration, the request headers it reads, the content
 * version) is taken from the build's entry module, never imported here: a second copy would be a
 * second module state (a configuration read twice, a content version nobody bumps).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type * as Entry from "../app/entry.server";

const dev = process.argv.includes("--dev");
// Before anything loads React: React and react-dom must agree on development or production.
// So everything that may load React or React Router is imported below, not statically.
process.env.NODE_ENV ??= dev ? "development" : "production";

const { refuseConnect } = await import("./bad-request");
const { createEdgeApp, createEdgeServer } = await import("./app");

type AppBuild = ServerBuild & { entry: { module: typeof Entry } };

const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

let loadBuild: () => Promise<AppBuild>;
let vite: Awaited<ReturnType<typeof import("vite").createServer>> | undefined;
if (dev) {
  const { createServer } = await import("vite");
  const server = await createServer({ server: { middlewareMode: true } });
  vite = server;
  loadBuild = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
} else {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppBuild;
  loadBuild = async () => build;
}

const firstBuild = await loadBuild();
const entry = firstBuild.entry.module;

function readConfig() {
  try {
    return entry.getConfig();
  } catch (error) {
    if (error instanceof entry.ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();

// Compiled by `npm run build` (build/node/main.js): the database worker was compiled beside it,
// and no thread of this process needs tsx (decision 033).
if (import.meta.url.endsWith(".js")) {
  entry.setCompiledDatabaseWorker(fileURLToPath(new URL("./pglite-worker.js", import.meta.url)));
}

try {
  await entry.startServices((line) => console.log(line));
} catch (error) {
  console.error("Start-up failed:", error instanceof Error ? error.message : error);
  process.exit(1);
}

let renderThread: import("./render-thread").RenderThread | null = null;
const { app, renderCache, drain } = createEdgeApp({
  config,
  dev,
  vite,
  build: dev ? () => loadBuild() : firstBuild,
  buildDir,
  entry,
  logRequests: config.LOG_REQUESTS ?? !dev,
  renderThread: () => renderThread,
});

// The render cache's background renders in a thread of their own (render-thread.ts), started
// beside the server: until it is ready they run on the main thread.
const threadDatabase = renderCache && config.RENDER_THREAD ? entry.renderThreadDatabase() : null;
if (threadDatabase) {
  const { startRenderThread } = await import("./render-thread");
  const started = Date.now();
  startRenderThread({
    compiled: import.meta.url.endsWith(".js") ? fileURLToPath(new URL("./render-worker.js", import.meta.url)) : null,
    buildDir,
    databasePort: threadDatabase.port,
    noteReads: entry.noteReads,
    onConnection: entry.relayAvailabilityEvent,
  }).then(
    (thread) => {
      if (stopping) return void thread.close();
      renderThread = thread;
      console.log(`Render thread ready (${Date.now() - started} ms)`);
    },
    (error: unknown) =>
      console.error(
        "The render thread did not start; background renders stay on the main thread:",
        error instanceof Error ? error.message : error,
      ),
  );
}

const server = createEdgeServer(app);
server.listen(config.PORT, config.HOST, () => {
  console.log(`Serving on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
});

refuseConnect(server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  // Requests and background renders already running finish on the open database (drain.ts).
  const { waitedMs, left } = await drain(8_000);
  console.log(`Requests drained in ${waitedMs} ms${left > 0 ? ` (${left} still open)` : ""}`);
  try {
    // Before the database: the thread's port to it closes with the thread.
    await renderThread?.close();
    await (await loadBuild()).entry.module.stopServices();
    console.log("Database closed");
    process.exit(0);
  } catch (error) {
    console.error("Shutdown failed:", error);
    process.exit(1);
  }
}
// `kill -USR2 <pid>`: one log line saying where the resident memory is (decision 021).
process.on("SIGUSR2", () => {
  entry.memoryReport().then(
    (report) =>
      console.log(
        `memory ${JSON.stringify({ ...report, renderCacheMb: Math.round((renderCache?.stats().bytes ?? 0) / 1024 / 1024) })}`,
      ),
    (error: unknown) => console.error("Memory report failed:", error),
  );
});
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
