import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/** A route of app/routes.ts as the tests walk it: a URL for it, its module, its layouts. */
export interface TableRoute {
  pattern: string;
  url: string;
  file: string;
  /** The route modules between the root and this route. */
  ancestors: string[];
  /** No default export: React Router serves it as a resource route (no HTML). */
  resource: boolean;
}

function join(parent: string, child: string | undefined) {
  if (!child) return parent;
  return parent ? `${parent.replace(/\/$/, "")}/${child}` : child;
}

function walk(entries: RouteConfigEntry[], parent = "", ancestors: string[] = []): TableRoute[] {
  return entries.flatMap((entry) => {
    const pattern = join(parent, entry.path);
    const here: TableRoute[] = [];
    // A layout without a path adds no URL of its own; its children carry them.
    if (entry.path !== undefined || entry.index) {
      const url = `/${pattern}`
        .replace(/\/+/g, "/")
        .replace(/:[A-Za-z0-9_]+\??/g, "1")
        .replace(/\*$/, "x");
      const source = fs.readFileSync(path.join("app", entry.file), "utf8");
      here.push({
        pattern: `/${pattern}`,
        url,
        file: entry.file,
        ancestors,
        resource: !/export\s+default\b/.test(source),
      });
    }
    return [...here, ...walk(entry.children ?? [], pattern, [...ancestors, entry.file])];
  });
}

/** Every route of app/routes.ts, so that a route added later is checked without anyone remembering to. */
export function routeTable(): TableRoute[] {
  return walk(routes);
}
