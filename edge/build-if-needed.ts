/**
 * The build freshness check `npm start` uses, shared with `npm run lighthouse`: build (the same
 * steps as `npm run build`) when the build (the app's bundle or the compiled server) is missing
 * or older than the sources.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "public",
  "edge",
  "scripts/build-server.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function newestMtime(root: string, entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(root, path.join(entry, child)));
  return newest;
}

/** The compiled server (scripts/build-server.ts) in BUILD_DIR (default `build`): what production runs. */
export function compiledServerPath(root = process.cwd()): string {
  return path.resolve(root, process.env.BUILD_DIR ?? "build", "node/main.js");
}

/** Builds into BUILD_DIR (default `build`) when needed; exits the process if a build step fails. */
export function buildIfNeeded(root = process.cwd()): void {
  const appBundle = path.resolve(root, process.env.BUILD_DIR ?? "build", "server/index.js");
  // The app's bundle and the compiled server: the older of the two is the build's age.
  const builtAt = Math.min(
    ...[appBundle, compiledServerPath(root)].map((full) => (fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0)),
  );
  const sourcesAt = Math.max(...sources.map((entry) => newestMtime(root, entry)));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  for (const [command, args] of [
    // The same steps as `npm run build`: icons from the logo, the app, precompressed assets, the
    // compiled server.
    ["node_modules/.bin/tsx", ["scripts/brand-icons.ts"]],
    ["node_modules/.bin/react-router", ["build"]],
    ["node_modules/.bin/tsx", ["scripts/precompress.ts"]],
    ["node_modules/.bin/tsx", ["scripts/build-server.ts"]],
  ] as const) {
    const result = spawnSync(path.join(root, command), args, {
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    // React Router's config reader starts Vite with an option Vite 8 calls deprecated: a harmless
    // line that is not ours to fix (see vite.config.ts), left out of what a first start prints.
    const quiet = (text: string) =>
      text
        .split("\n")
        .filter((line) => !line.includes("`envFile` option is deprecated"))
        .join("\n");
    process.stdout.write(quiet(result.stdout ?? ""));
    process.stderr.write(quiet(result.stderr ?? ""));
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
