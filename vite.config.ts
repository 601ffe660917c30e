import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";
import { reactDomErrors } from "./scripts/react-dom-errors.js";
import { shellModules } from "./scripts/shell-modules.js";
import { siteFont } from "./scripts/site-font.js";

// React Router 7.18's route-reading child compiler spreads this config and adds `envFile: false`,
// which Vite 8 reports as deprecated once per compiler start. It is harmless and not ours to change,
// so that one line is dropped (edge/start.ts drops the config reader's copies); every other
// warning is kept.
const logger = createLogger();
const shell = shellModules(path.resolve("app"));
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("`envFile` option is deprecated")) return;
  warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [siteFont(), reactDomErrors(), tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  environments: {
    // The framework (React, React DOM, React Router) as one chunk of its own, loaded by every page:
    // left to itself the bundler cut it into four (React Router's chunk, two pieces of React DOM,
    // the JSX runtime) and put React DOM's client into the entry. In one chunk, every public page
    // measured less main-thread blocking (13 pages of 14, two rounds of `bench:main-thread`) and
    // about 3 KB less JavaScript (decision 036).
    client: {
      build: {
        // The chunks that a page loads later (`deferred()`, decision 034) are fetched with their
        // own imports: Vite's helper otherwise added a `<link rel="modulepreload">` per import
        // first, a dozen elements in one task at idle time (a task of 74 ms on the home page at 4×
        // CPU slowdown) for chunks that the page had mostly loaded already (decision 037).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (Chrome 136+): every function of the framework chunk is
            // compiled eagerly while the file streams in, off the main thread, instead of lazily
            // on its first call during hydration. Measured with `npm run bench:main-thread`
            // (4 runs, both builds alternating): 20–60 ms less script CPU per page and blocking
            // time down on 10 of the 12 pages (issue 26.1).
            postBanner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
            codeSplitting: {
              groups: [
                {
                  // React DOM's top-level errors, made before the framework runs: a chunk of its
                  // own that the root route imports first (app/lib/react-dom-errors.ts).
                  name: "react-dom-errors",
                  test: /[\\/]app[\\/]lib[\\/]react-dom-errors\.ts$/,
                  priority: 2,
                },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  tags: ["$initial"],
                },
                {
                  // The public shell's own modules (scripts/shell-modules.ts) and Vite's import
                  // helper: every public page runs all of them, so in one chunk they are one
                  // request instead of a dozen (decision 037).
                  name: "shell",
                  test: (id: string) =>
                    id.includes("vite/preload-helper") || shell.has(path.resolve(id.split("?")[0] ?? id)),
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // PGlite loads its WASM and data files relative to its own package: keep it out of the bundle.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg"],
  },
  server: {
    watch: { ignored: ["**/data/**", "**/test-results/**"] },
  },
});
