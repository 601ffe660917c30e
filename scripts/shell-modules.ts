/**
 * The public shell's modules: every file of `app/` that the root route and the public layout
 * import statically, directly or through other files (type-only imports and `.server` files
 * aside, and the route modules themselves, which stay entries of their own).
 *
 * Every public page runs all of them, so the client build puts them in one chunk (`vite.config.ts`,
 * decision 037): left to itself the bundler made a dozen chunks of under 1 KB each (the
 * translations, the language, the button, the link, the logo, the contact data…), and each chunk is
 * one more request and one more `<link rel="modulepreload">` that the page starts after its first
 * paint, about 1 ms of the main thread each with DevTools attached.
 */
import fs from "node:fs";
import path from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** `import … from "x"`, `export … from "x"` and `import "x"`, not `import type` nor `export type`. */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** The file an import names, or undefined when it is a package or not a file of `app/`. */
function resolveImport(specifier: string, from: string, appDir: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (/\.[cm]?[jt]sx?$/.test(base) && fs.existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (fs.existsSync(base + extension)) return base + extension;
  }
  return undefined;
}

/** The source files statically reachable from `entries`, the entries themselves left out. */
export function staticImports(entries: string[], appDir: string): Set<string> {
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.resolve(entry));
  const entrySet = new Set(pending);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(match[1] as string, file, appDir);
      if (!target || /\.server\.tsx?$/.test(target) || !/\.(ts|tsx)$/.test(target)) continue;
      if (!seen.has(target)) pending.push(target);
    }
  }
  for (const entry of entrySet) seen.delete(entry);
  return seen;
}

/** The shell's modules of this project: what the root route and the public layout import. */
export function shellModules(appDir: string): Set<string> {
  return staticImports([path.join(appDir, "root.tsx"), path.join(appDir, "routes/public/layout.tsx")], appDir);
}
