/**
 * The screen pattern (docs/decisions/009-screen-pattern.md), checked on the source: a route module
 * reaches the server only through its own `<screen>.server.ts` (or a `__<name>.server.ts` shared by
 * the new and edit screens of one editor), the auth guard and the form reader; the server never imports components;
 * app/lib imports nothing server-side; no module imports itself through others (an import cycle).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

/** Every module a file imports, as a path under app/ ("server/auth.server", "routes/admin/x.server"). */
function importsOf(file: string, source = readFileSync(file, "utf8")): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const specifier = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\?.*$/, "");
    if (specifier.startsWith("~/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(APP, resolve(dirname(file), specifier))];
    return [];
  });
}

/** The file an import under app/ names (a module path without extension, or a folder's index), if any. */
function resolveModule(target: string, exists: (path: string) => boolean = existsSync): string | undefined {
  const path = join(APP, target);
  const candidates = /\.tsx?$/.test(target)
    ? [path]
    : [".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => path + end);
  return candidates.find((candidate) => exists(candidate));
}

/**
 * The import cycles of a module graph (Tarjan's strongly connected components): each cycle as the
 * modules it passes through, in import order, back to the first.
 */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  // One cycle per component: the shortest way from its first module (by name) back to itself.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...members].sort()[0] ?? "";
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length && !cameFrom.has(start); i++) {
      const node = queue[i] ?? "";
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
    const path = [start];
    for (let node = cameFrom.get(start); node !== undefined && node !== start; node = cameFrom.get(node)) {
      path.unshift(node);
    }
    return [start, ...path];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const rel = (file: string) => relative(APP, file);

/** What a route module may import from app/server and from the server entries beside it. */
function routeServerImportProblems(file: string, imports: string[]): string[] {
  const own = basename(file).replace(/\.tsx?$/, "");
  const folder = dirname(rel(file));
  return imports.filter((target) => {
    // The auth guard and the form reader stand at the request's edge: every action may call them.
    if (target.startsWith("server/")) return target !== "server/auth.server" && target !== "server/form-body.server";
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

const appModules = filesUnder(APP).filter((f) => !isTest(f));

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

  it("no import cycle among app/ modules (type-only and dynamic imports count)", () => {
    const graph = new Map(
      appModules.map((file) => [
        rel(file),
        importsOf(file).flatMap((target) => {
          const resolved = resolveModule(target);
          return resolved ? [rel(resolved)] : [];
        }),
      ]),
    );
    expect(importCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
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

  it("the cycle check resolves imports and finds a cycle through a type-only import", () => {
    const here = join(APP, "components/site/site-data.ts");
    expect(importsOf(here, 'import type { loader } from "~/routes/public/layout";\nimport "./styles.ts";')).toEqual([
      "routes/public/layout",
      "components/site/styles.ts",
    ]);
    const files = new Set([join(APP, "routes/public/layout.tsx"), join(APP, "i18n/index.ts")]);
    expect(resolveModule("routes/public/layout", (path) => files.has(path))).toBe(
      join(APP, "routes/public/layout.tsx"),
    );
    expect(resolveModule("i18n", (path) => files.has(path))).toBe(join(APP, "i18n/index.ts"));
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(importCycles(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["e", "e"],
    ]);
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
