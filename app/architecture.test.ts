/**
 * The screen pattern (docs/decisions/011-screen-pattern.md), checked on the source: a route module
 * reaches the server only through its own `<screen>.server.ts` (or a `__<name>.server.ts` shared by
 * the new and edit screens of one editor) and the auth guard; the server never imports components;
 * app/lib imports nothing server-side.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve(__dirname);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module a file imports, as a path under app/ ("server/auth.server", "routes/admin/x.server"). */
function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? "";
    if (specifier.startsWith("~/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(APP, resolve(dirname(file), specifier))];
    return [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const rel = (file: string) => relative(APP, file);

/** What a route module may import from app/server and from the server entries beside it. */
function routeServerImportProblems(file: string, imports: string[]): string[] {
  const own = basename(file).replace(/\.tsx?$/, "");
  const folder = dirname(rel(file));
  return imports.filter((target) => {
    if (target.startsWith("server/")) return target !== "server/auth.server";
    if (!target.endsWith(".server")) return false;
    // A server module beside the route: its own, or an editor's shared __*.server.
    if (dirname(target) !== folder) return true;
    const name = basename(target);
    return name !== `${own}.server` && !name.startsWith("__");
  });
}

const routeModules = filesUnder(join(APP, "routes")).filter((f) => !isTest(f) && !/\.server\.tsx?$/.test(f));
const serverModules = [
  ...filesUnder(join(APP, "server")),
  ...filesUnder(join(APP, "routes")).filter((f) => /\.server\.tsx?$/.test(f)),
].filter((f) => !isTest(f));

describe("the screen pattern", () => {
  it("route modules import from app/server only their own *.server.ts entry and the auth guard", () => {
    const problems = routeModules.flatMap((file) =>
      routeServerImportProblems(file, importsOf(file)).map((target) => `${rel(file)} imports ${target}`),
    );
    expect(problems).toEqual([]);
  });

  it("nothing on the server imports app/components", () => {
    const problems = serverModules.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("components/"))
        .map((target) => `${rel(file)} imports ${target}`),
    );
    expect(problems).toEqual([]);
  });

  it("nothing under app/lib imports app/server or app/components", () => {
    const problems = filesUnder(join(APP, "lib"))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("server/") || target.startsWith("components/"))
          .map((target) => `${rel(file)} imports ${target}`),
      );
    expect(problems).toEqual([]);
  });

  it("the check itself tells a stray import from an allowed one", () => {
    const route = join(APP, "routes/admin/products.tsx");
    const source = [
      'import { requireAdmin } from "~/server/auth.server";',
      'import { getProductList } from "./products.server";',
      'import { save } from "./__product-editor.server";',
      'import { listMedia } from "~/server/services/media.server";',
      'import { getHomePage } from "../public/home.server";',
      'import { getDashboardPage } from "./dashboard.server";',
    ].join("\n");
    expect(routeServerImportProblems(route, importsOf(route, source))).toEqual([
      "server/services/media.server",
      "routes/public/home.server",
      "routes/admin/dashboard.server",
    ]);
    const server = join(APP, "server/services/x.server.ts");
    expect(importsOf(server, 'import type { A } from "../../components/ui/button";')).toEqual(["components/ui/button"]);
  });
});
