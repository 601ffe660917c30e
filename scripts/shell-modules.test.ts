import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { shellModules, staticImports } from "./shell-modules";

describe("staticImports", () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function files(tree: Record<string, string>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shell-modules-"));
    for (const [name, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it("follows value imports and re-exports through ~/ and relative paths, not types, servers or packages", () => {
    const app = files({
      "root.tsx": [
        'import { a } from "~/lib/a";',
        'import type { T } from "~/lib/types";',
        'import { load } from "./root.server";',
        'import { useState } from "react";',
        'export { b } from "./components/b";',
        'import "./app.css";',
        "const later = () => import('~/lib/lazy');",
      ].join("\n"),
      "root.server.ts": 'import "~/lib/db";',
      "lib/a.ts": 'import { c } from "./c";\nimport {\n  d,\n} from "../components/d";',
      "lib/c.ts": "export const c = 1;",
      "lib/types.ts": "export type T = 1;",
      "lib/db.ts": "export const db = 1;",
      "lib/lazy.ts": "export const lazy = 1;",
      "components/b/index.tsx": "export const b = 1;",
      "components/d.tsx": 'import { a } from "~/lib/a";\nexport const d = a;',
      "app.css": "",
    });
    const found = [...staticImports([path.join(app, "root.tsx")], app)].map((f) => path.relative(app, f)).sort();
    expect(found).toEqual(["components/b/index.tsx", "components/d.tsx", "lib/a.ts", "lib/c.ts"]);
  });
});

describe("shellModules", () => {
  it("holds what every public page runs, not a page's own modules, the back office or the server's", () => {
    const app = path.resolve("app");
    const shell = [...shellModules(app)].map((f) => path.relative(app, f));
    for (const file of ["i18n/index.ts", "components/site/header.tsx", "components/site/footer.tsx", "site-font.ts"]) {
      expect(shell).toContain(file);
    }
    expect(shell).not.toContain("root.tsx");
    expect(shell).not.toContain("routes/public/layout.tsx");
    expect(shell.filter((f) => f.startsWith("routes/"))).toEqual([]);
    expect(shell.filter((f) => f.includes("admin"))).toEqual([]);
    expect(shell.filter((f) => /\.server\.tsx?$/.test(f))).toEqual([]);
  });
});
