import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseTestFiles, mockingTestFiles } from "./tests/database-test-files";

// The files that open a test database: a project of their own, which `npm run test:db` runs
// again on PostgreSQL (DATABASE_URL). Every other file stays in its project, each file in one.
const root = fileURLToPath(new URL(".", import.meta.url));
const database = databaseTestFiles(root);
// Files that replace modules run with a module graph of their own (the "mocks" project).
const mocking = mockingTestFiles(root);

// The projects without a database share one module graph per worker (isolate: false): loading
// the modules again for each file was most of their time (lib 17.5 s -> 3.9 s, server 69 -> 38 s,
// unit 214 -> 37 s at load 15-17). Their tests keep no state between files: each component test
// is cleaned up after itself (setup-dom.ts), spies are restored after each test.
const shared = { isolate: false, exclude: [...database, ...mocking] };

const serverTests = {
  environment: "node" as const,
  setupFiles: ["./app/testing/fail-on-console.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // One test file per core: vitest's default (cores - 1) runs files one at a time on the 2-core
    // CI machine, though most files are CPU-bound on one thread (their own PGlite, sharp, jsdom).
    maxWorkers: os.availableParallelism(),
    // In CI one retry, as Playwright's: a component test waiting on timers missed its 10 s once under
    // load (product-editor.test.tsx's draft offer); a test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          // Plain modules (app/lib, i18n, routes' helpers) need no DOM: jsdom's set-up cost about
          // a second of CPU per file for nothing. Components' tests keep it, .ts ones included
          // (the paste cleaner and the image helpers parse HTML with DOMParser).
          name: "lib",
          include: ["app/**/*.test.ts"],
          isolate: shared.isolate,
          exclude: ["app/components/**", "app/server/**", "app/**/*.server.test.ts", ...shared.exclude],
          ...serverTests,
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/components/**/*.test.ts", "app/**/*.test.tsx"],
          isolate: shared.isolate,
          exclude: ["app/server/**", "app/**/*.server.test.ts", ...shared.exclude],
          environment: "jsdom",
          setupFiles: ["./app/testing/setup-dom.ts"],
          // A form rendered, typed into and submitted takes 1-2 s on a quiet machine and over 5 s
          // (the default limit) at load 20; what these tests check is behaviour, not time.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          // Screen modules (app/routes/**/<screen>.server.ts) are tested on the server too.
          include: ["app/server/**/*.test.ts", "app/**/*.server.test.ts", "edge/**/*.test.ts", "scripts/**/*.test.ts"],
          isolate: shared.isolate,
          exclude: shared.exclude,
          ...serverTests,
        },
      },
      {
        extends: true,
        test: {
          // Component tests today; a server file that mocks names its environment in a
          // `@vitest-environment node` comment.
          name: "mocks",
          include: mocking.filter((file) => !database.includes(file)),
          environment: "jsdom",
          setupFiles: ["./app/testing/setup-dom.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "database",
          include: database,
          // One module graph per worker here too: each file opens its own database (setDatabase),
          // and what modules hold from a database (the content version, the shell, the form key)
          // is held per database (databaseGeneration). 200 -> 99 s for the project alone on this
          // machine (imports 92 -> 15 s); the files passed in three shuffled orders.
          isolate: false,
          globalSetup: ["./app/server/testing/global-setup.ts"],
          ...serverTests,
        },
      },
    ],
  },
});
