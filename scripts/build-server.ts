/**
 * `npm run build`'s last step: the server around the app (edge/main.ts and what it imports)
 * and its workers (the embedded database's, the render thread's), compiled to plain JavaScript under build/node/, so that
 * production runs `node build/node/main.js` without tsx (its loader thread cost about 32 MB,
 * decision 033). Packages stay imports of node_modules; the app itself is React Router's bundle
 * (build/server/index.js), loaded by main.js as before.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function buildServer(outdir: string): Promise<void> {
  await build({
    entryPoints: {
      main: "edge/main.ts",
      "pglite-worker": "app/server/db/pglite-worker.server.ts",
      "render-worker": "edge/render-worker.ts",
    },
    outdir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    // main.ts sets NODE_ENV before it imports what loads React: its dynamic imports stay chunks of
    // their own, evaluated when imported, not hoisted into main.js.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    target: "node20.19",
    sourcemap: true,
    // The sources' `~/…` imports, as tsconfig.json maps them.
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outdir = path.resolve(process.env.BUILD_DIR ?? "build", "node");
  await buildServer(outdir);
  console.log(
    `Compiled the server into ${path.relative(process.cwd(), outdir)}/ (main.js, pglite-worker.js, render-worker.js)`,
  );
}
