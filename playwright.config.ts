import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { compiledServerPath } from "./edge/build-if-needed";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./scripts/chromium";

// Three servers for the run, each on a free port with a throwaway DATA_DIR holding the same seeded
// demo: the read-only specs on the first, the writing specs split between the second and the
// third (their data never meets). All three lanes run from the start. The main process decides;
// workers inherit the values through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
const LANES = ["", "_B", "_C"] as const;
for (const lane of LANES) process.env[`E2E_PORT${lane}`] ??= freePort();
if (LANES.every((lane) => !process.env[`E2E_DATA_DIR${lane}`])) {
  for (const lane of LANES) process.env[`E2E_DATA_DIR${lane}`] = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  if (!process.env.E2E_REUSE_SERVER && !process.argv.includes("--list")) seedOnce();
}
for (const lane of LANES) process.env[`E2E_DATA_DIR${lane}`] ??= fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

/** The demo seeded into the first server's directory and copied to the others' (tests/e2e/seed-data.ts). */
function seedOnce() {
  execFileSync(process.execPath, ["--import", "tsx", "tests/e2e/seed-data.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const baseURLB = `http://127.0.0.1:${process.env.E2E_PORT_B}`;
const baseURLC = `http://127.0.0.1:${process.env.E2E_PORT_C}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: ["--headless", ...CHROMIUM_FLAGS],
  },
};

/**
 * Spec files that change what others read: they sign in, post, or edit content or settings. They
 * run one at a time per server, on the second and the third server, beside the read-only specs
 * on the first. Every other spec only reads the seed's public site, so two workers share them. news.spec.ts counts
 * views of one article that no other spec opens; hardening.spec.ts posts without an Origin, which
 * the server refuses before any action. quote-requests.spec.ts switches the request form on and
 * off in the settings, which changes where a product page's 'Liên hệ tư vấn' leads; so does
 * quote-answer.spec.ts.
 */
const WRITES = [
  /\/admin-[^/]+\.spec\.ts$/,
  /\/render-cache\.spec\.ts$/,
  /\/hardening-fuzz\.spec\.ts$/,
  /\/quote-requests\.spec\.ts$/,
  /\/quote-answer\.spec\.ts$/,
  /\/product-regulatory\.spec\.ts$/,
];

// A spec that signs in changes what the read-only specs read: it must be one of the writing ones
// (product-regulatory.spec.ts, outside the list, once added a product while products.spec.ts
// counted the catalogue).
for (const file of fs.readdirSync("tests/e2e")) {
  const spec = `/${file}`;
  if (!spec.endsWith(".spec.ts") || WRITES.some((pattern) => pattern.test(spec))) continue;
  if (fs.readFileSync(path.join("tests/e2e", file), "utf8").includes("signIn(")) {
    throw new Error(`tests/e2e/${file} signs in (it writes): add it to WRITES in playwright.config.ts`);
  }
}
/**
 * The writing specs of the third server: the news editor's and the walkthrough (about a fifth of
 * the writing specs' time, 143 of 714 s of tests in one run). Its project comes after the others in
 * the list, so the run's third worker starts with the second server's lane and the third lane
 * takes a worker once the read-only specs have all started: the three lanes end together. (As a
 * project depending on the read-only one, on the first server, it waited for every project before
 * it, the second server's lane too, and then ran alone for 150 s.)
 */
const WRITES_C = [/\/admin-news[^/]*\.spec\.ts$/, /\/admin-walkthrough\.spec\.ts$/];

// `playwright test <file>.spec.ts ...` runs just the files named, in one worker.
const namedFiles = process.argv.some((arg) => arg.endsWith(".spec.ts"));

/** One e2e server: the compiled production server (decision 033) on its own port and data directory. */
function server(port: string, dataDir: string, url: string) {
  return {
    command: `node ${compiledServerPath()}`,
    url: `${url}/`,
    // The data is seeded before it starts (seedOnce, or npm test); a start that seeds took 100 s at load 20.
    timeout: 300_000,
    // E2E_PORT=… E2E_REUSE_SERVER=1 runs the tests against a server already started by hand.
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      NODE_ENV: "production",
      // The tests play a TLS-terminating proxy on the same machine (X-Forwarded-Proto).
      TRUST_PROXY: "loopback",
      LOG_REQUESTS: "false",
      // Canonical, hreflang and share URLs are absolute only with the site's address configured.
      PUBLIC_SITE_URL: url,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // The read-only lane's two workers and the writing lanes' one each, three at a time (each a
  // browser: four beside vitest reached load 22 on two cores and slowed vitest past the browser tests).
  workers: namedFiles ? 1 : 3,
  // In CI one retry: a test that fails twice fails the run; one that passes on retry is listed as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["./tests/e2e/slowest-files-reporter.ts"]],
  globalTeardown: "./tests/e2e/teardown.ts",
  // The longest tests (a product through create, rename, redirect and delete) take about 20 s on a
  // quiet machine; 60 s keeps them green on a busy one without changing what they check.
  timeout: 60_000,
  // One browser for every project: screenshots keep the name they had with the one "chromium" project.
  snapshotPathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}-chromium{-snapshotSuffix}{ext}",
  use: {
    baseURL,
    // Recording a trace for every test cost a quarter of the public specs' time (products and shell:
    // 154-157 s traced, 100-125 s not, back to back). In CI the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    { name: "public", testIgnore: WRITES, workers: 2, use: chromium },
    { name: "admin-b", testMatch: WRITES, testIgnore: WRITES_C, workers: 1, use: { ...chromium, baseURL: baseURLB } },
    { name: "admin", testMatch: WRITES_C, workers: 1, use: { ...chromium, baseURL: baseURLC } },
  ],
  webServer: [
    server(String(process.env.E2E_PORT), String(process.env.E2E_DATA_DIR), baseURL),
    server(String(process.env.E2E_PORT_B), String(process.env.E2E_DATA_DIR_B), baseURLB),
    server(String(process.env.E2E_PORT_C), String(process.env.E2E_DATA_DIR_C), baseURLC),
  ],
});
