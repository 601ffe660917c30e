import fs from "node:fs";
import path from "node:path";

/**
 * The test files that open a test database: those that import app/server/testing/database.ts,
 * directly or through other local modules. vitest.config.ts gives them a project of their own,
 * which `npm run test:db` runs again on PostgreSQL; the helper refuses to open a database for a
 * file outside it, so none can be left out.
 */
export const DATABASE_HELPER = "app/server/testing/database.ts";

const TEST_ROOTS = ["app", "edge", "scripts"];
const TEST_FILE = /\.test\.tsx?$/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// Value imports and re-exports ("import type" opens nothing), static or dynamic.
const IMPORT =
  /(?:^|[\s;])(?:import(?!\s+type\s)[^"'`;]*?from\s*|import\s*\(\s*|import\s+|export[^"'`;]*?from\s*)["']([^"']+)["']/g;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return [full];
  });
}

/** The local file an import names, or null for packages and node built-ins. */
function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base.replace(/\.js$/, "") + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Test files (paths relative to `root`) that reach the database helper through their imports. */
export function databaseTestFiles(root: string): string[] {
  const helper = path.join(root, DATABASE_HELPER);
  const reaches = new Map<string, boolean>();
  const reachesHelper = (file: string): boolean => {
    if (file === helper) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle leads nowhere new
    const source = fs.readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = specifier && resolveImport(root, file, specifier);
      if (target && reachesHelper(target)) {
        reaches.set(file, true);
        return true;
      }
    }
    return false;
  };
  return TEST_ROOTS.flatMap((dir) => filesUnder(path.join(root, dir)))
    .filter((file) => TEST_FILE.test(file) && reachesHelper(file))
    .map((file) => path.relative(root, file))
    .sort();
}

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`): in a module graph shared with other
 * files the module may already be loaded for real, so these run isolated (vitest.config.ts).
 */
export function mockingTestFiles(root: string): string[] {
  const MOCKS = /\bvi\.(?:do)?[mM]ock\(/;
  return TEST_ROOTS.flatMap((dir) => filesUnder(path.join(root, dir)))
    .filter((file) => TEST_FILE.test(file) && MOCKS.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file))
    .sort();
}
