/**
 * `npm run test:cluster`: the production setup of docs/operations.md on one machine. A throwaway
 * PostgreSQL cluster, s3rver as the bucket, two app servers from the production build, and
 * Debian's nginx in front with deploy/nginx/anviet.conf (only ports and paths changed, TLS with
 * a throwaway self-signed certificate). Then, as an administrator through nginx, it creates a
 * product with an image and checks what several servers must agree on. With `--figures` (or
 * CLUSTER_FIGURES=1) it then measures req/s through nginx with two app servers and with one:
 * figures that assert nothing, so CI leaves them out. Everything it starts is stopped, on failure
 * and on Ctrl-C too. Needs root or the postgres user's tools, nginx and openssl; wrk for the
 * figures (apt-get install nginx wrk).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import pg from "pg";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import S3rver from "s3rver";
import { digestWith, RATE_LIMITS } from "../app/server/rate-limit.server";
import { startSmtpSink } from "../app/server/testing/smtp-sink";
import { compiledServerPath } from "../edge/build-if-needed";
import { wrkArgs, wrkFigures } from "./bench-server";
import { type FaultContext, runFaults } from "./cluster-faults";
import { clusterMainConfig, clusterSiteConfig } from "./cluster-nginx";

const started = Date.now();
const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const RUN = Date.now().toString(36);
const ADMIN = { username: "admin", password: `cluster-${randomBytes(6).toString("hex")}` };
const FIGURES = process.argv.includes("--figures") || process.env.CLUSTER_FIGURES === "1";
// The faults under load (scripts/cluster-faults.ts); outages of 8 s, or 20 s with --full.
const FAULTS = process.argv.includes("--faults") || process.env.CLUSTER_FAULTS === "1";
const FULL = process.argv.includes("--full");
const BUCKET = "images";
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[cluster ${elapsed()}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- clean-up, whatever happens

const cleanups: { what: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
function onCleanup(what: string, run: () => Promise<void> | void) {
  cleanups.push({ what, run });
}
function cleanUp(): Promise<void> {
  // The supervisor starts no server again from now on.
  for (const server of servers) server.stopping = true;
  cleaning ??= (async () => {
    for (const { what, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`clean-up of ${what} failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything the cluster test started`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- small tools

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function shellQuote(words: string[]): string {
  return words.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(" ");
}

function run(command: string, args: string[], options: { as?: string } = {}): string {
  const [file, argv] =
    options.as && process.getuid?.() === 0
      ? ["su", [options.as, "-s", "/bin/sh", "-c", shellQuote([command, ...args])]]
      : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** As `run`, without blocking: the output is not kept (pg_ctl's server must not hold a pipe of ours). */
function runAsync(command: string, args: string[], options: { as?: string } = {}): Promise<void> {
  const [file, argv] =
    options.as && process.getuid?.() === 0
      ? ["su", [options.as, "-s", "/bin/sh", "-c", shellQuote([command, ...args])]]
      : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code})`)),
    );
  });
}

/** Stops a child process (SIGTERM, then SIGKILL after `graceMs`) and waits for it. */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", graceMs = 12_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

let certificate: Buffer | undefined;

/** One HTTP(S) request, no redirects followed; HTTPS trusts the test's own certificate. */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method ?? "GET",
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, "Content-Length": String(Buffer.byteLength(init.body)) },
        ca: certificate,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer within 60 s`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

function form(fields: Record<string, string>) {
  return { body: new URLSearchParams(fields).toString(), type: "application/x-www-form-urlencoded" };
}

async function multipart(data: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: data });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "" };
}

async function decodeSingleFetch(body: Buffer): Promise<unknown> {
  const stream = new Response(new Uint8Array(body)).body;
  if (!stream) throw new Error("empty answer");
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return decoded.value;
}

function sessionFrom(answer: Answer): string | undefined {
  const cookies = answer.headers["set-cookie"] ?? [];
  return cookies.map((c) => /^admin_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------- the pieces

async function startPostgres(dir: string): Promise<string> {
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs.readdirSync("/usr/lib/postgresql").filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    : [];
  const latest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!latest)
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)");
  const bin = `/usr/lib/postgresql/${latest}/bin`;
  const pgDir = path.join(dir, "pg");
  fs.mkdirSync(pgDir);
  const as = process.getuid?.() === 0 ? "postgres" : undefined;
  if (as) run("chown", ["postgres:postgres", pgDir]);
  const port = await freePort();
  run(`${bin}/initdb`, ["-D", `${pgDir}/data`, "--auth=trust", "-U", "postgres", "-E", "UTF8"], { as });
  onCleanup("PostgreSQL", () => {
    spawnSync(
      as ? "su" : `${bin}/pg_ctl`,
      as
        ? [as, "-s", "/bin/sh", "-c", `${bin}/pg_ctl -D ${pgDir}/data -m fast -w stop`]
        : ["-D", `${pgDir}/data`, "-m", "fast", "-w", "stop"],
      { stdio: "ignore" },
    );
  });
  run(
    `${bin}/pg_ctl`,
    [
      "-D",
      `${pgDir}/data`,
      "-l",
      `${pgDir}/log`,
      "-w",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${pgDir}`,
      "start",
    ],
    { as },
  );
  say(`PostgreSQL ${latest} on 127.0.0.1:${port}`);
  // Asynchronous: the load goes on (and is measured) while pg_ctl waits.
  const ctl = (args: string[]) => runAsync(`${bin}/pg_ctl`, ["-D", `${pgDir}/data`, ...args], { as });
  postgresControl = {
    // With its log file named: a server started without one would keep our pipe open.
    restart: () => ctl(["-m", "fast", "-w", "-l", `${pgDir}/log`, "restart"]),
    stop: () => ctl(["-m", "fast", "-w", "stop"]),
    start: () =>
      ctl(["-l", `${pgDir}/log`, "-w", "-o", `-p ${port} -c listen_addresses=127.0.0.1 -k ${pgDir}`, "start"]),
  };
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

let postgresControl: FaultContext["postgres"] | undefined;
let s3Control: FaultContext["s3"] | undefined;

async function startS3(dir: string): Promise<string> {
  const make = (port: number) =>
    new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory: path.join(dir, "s3"),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
  let server: S3rver | null = make(0);
  const address = (await server.run()) as { port: number };
  onCleanup("s3rver", () => server?.close());
  const endpoint = `http://127.0.0.1:${address.port}`;
  s3Control = {
    async stop() {
      await server?.close();
      server = null;
    },
    async start() {
      server = make(address.port);
      await server.run();
    },
    async list(prefix) {
      const { S3Client, ListObjectsV2Command } = await import("@aws-sdk/client-s3");
      const client = new S3Client({
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ""));
        token = page.NextContinuationToken;
      } while (token);
      client.destroy();
      return keys;
    },
  };
  say(`s3rver on ${endpoint}, bucket "${BUCKET}"`);
  return endpoint;
}

interface AppServer {
  name: string;
  url: string;
  port: number;
  output: string[];
  /** Keep stdout lines (request logs) from now on, or drop them (benchmarks). */
  keepOutput: boolean;
  child: ChildProcess;
  /** When each process of this server logged "Serving on" (the supervisor starts new ones). */
  servingAt: number[];
  restarts: number;
  stopping: boolean;
}

/** As systemd's Restart= does (deploy/systemd/anviet@.service): a server that exits is started again after this long. */
const RESTART_DELAY_MS = 1_000;

async function startApp(name: string, env: Record<string, string>, dir: string): Promise<AppServer> {
  const port = await freePort();
  const dataDir = path.join(dir, `data-${name}`);
  const server = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    output: [],
    keepOutput: true,
    servingAt: [],
    restarts: 0,
    stopping: false,
  } as unknown as AppServer;
  // The compiled server, as production runs it (decision 033), under a supervisor of our own.
  const launch = () => {
    const child = spawn(process.execPath, [compiledServerPath()], {
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.child = child;
    let pending = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      if (lines.some((line) => line.startsWith("Serving on "))) server.servingAt.push(Date.now());
      if (server.keepOutput) server.output.push(...lines);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").trimEnd().split("\n")) server.output.push(`stderr: ${line}`);
    });
    child.on("exit", (code, signal) => {
      if (server.stopping || server.servingAt.length === 0) return;
      server.output.push(`supervisor: exited (${signal ?? `code ${code}`}), starting again in ${RESTART_DELAY_MS} ms`);
      setTimeout(() => {
        if (server.stopping) return;
        server.restarts++;
        launch();
      }, RESTART_DELAY_MS);
    });
  };
  launch();
  servers.push(server);
  onCleanup(`app server ${name}`, () => {
    server.stopping = true;
    return stopChild(server.child);
  });
  for (const deadline = Date.now() + 180_000; ; ) {
    if (server.child.exitCode !== null)
      throw new Error(`app server ${name} stopped during start-up:\n${server.output.join("\n")}`);
    if (server.servingAt.length > 0) break;
    if (Date.now() > deadline) throw new Error(`app server ${name} did not start within 180 s`);
    await sleep(200);
  }
  say(`app server ${name} on ${server.url}`);
  return server;
}

/** The servers as the faults see them: the process now running, and when a new one serves. */
function faultServer(server: AppServer): FaultContext["servers"][number] {
  return {
    name: server.name,
    url: server.url,
    pid: () => server.child.pid,
    get restarts() {
      return server.restarts;
    },
    async servingAfter(since, timeoutMs) {
      for (const deadline = Date.now() + timeoutMs; ; await sleep(50)) {
        const at = server.servingAt.find((time) => time > since);
        if (at !== undefined) return at - since;
        if (Date.now() > deadline) throw new Error(`${server.name} not serving again within ${timeoutMs} ms`);
      }
    },
  };
}

/**
 * Fault d's disk: the app servers' upload spool (TMPDIR) on a tmpfs of 16 MB, mounted here when
 * this process may mount (root with CAP_SYS_ADMIN); else the reason it is skipped.
 */
function uploadDisk(dir: string): { tmpdir?: string; disk: FaultContext["disk"] } {
  if (process.getuid?.() !== 0) return { disk: { skipped: "not root: cannot mount a tmpfs" } };
  const mount = path.join(dir, "upload-disk");
  fs.mkdirSync(mount);
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=16m,mode=1777", "tmpfs", mount], { encoding: "utf8" });
  if (mounted.status !== 0) {
    return { disk: { skipped: `mount -t tmpfs failed: ${(mounted.stderr || mounted.stdout).trim()}` } };
  }
  onCleanup("the upload disk (tmpfs)", () => {
    spawnSync("umount", ["-l", mount]);
  });
  const filler = path.join(mount, "filler");
  return {
    tmpdir: mount,
    disk: {
      fill() {
        // Fills what is left, appending: called again, it takes the room an upload in flight at
        // the first call gave back when it ended. ENOSPC at the end is the point.
        spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k", "count=1024", "oflag=append", "conv=notrunc"], {
          encoding: "utf8",
        });
      },
      free() {
        fs.rmSync(filler, { force: true });
      },
    },
  };
}

interface Nginx {
  url: string;
  httpUrl: string;
  child: ChildProcess;
  /** Rewrites the site with these upstreams and reloads nginx. */
  reload(upstreams: string[]): Promise<void>;
}

async function startNginx(dir: string, upstreams: string[]): Promise<Nginx> {
  nginxDir = path.join(dir, "nginx");
  for (const sub of ["logs", "tmp", "cache", "acme"]) fs.mkdirSync(path.join(nginxDir, sub), { recursive: true });
  const certFile = path.join(nginxDir, "cert.pem");
  const keyFile = path.join(nginxDir, "key.pem");
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  run("openssl", ["req", "-x509", ...key, "-days", "1", ...subject, "-keyout", keyFile, "-out", certFile]);
  certificate = fs.readFileSync(certFile);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = fs.readFileSync(path.join(root, "deploy/nginx/anviet.conf"), "utf8");
  const siteFile = path.join(nginxDir, "site.conf");
  const write = (list: string[]) =>
    fs.writeFileSync(
      siteFile,
      clusterSiteConfig(site, {
        upstreams: list,
        httpPort,
        httpsPort,
        certificate: certFile,
        certificateKey: keyFile,
        dir: nginxDir,
      }),
    );
  write(upstreams);
  const mainFile = path.join(nginxDir, "nginx.conf");
  fs.writeFileSync(mainFile, clusterMainConfig(nginxDir, siteFile));
  const args = ["-p", nginxDir, "-c", mainFile, "-e", path.join(nginxDir, "logs/error.log")];
  run("nginx", [...args, "-t", "-q"]);
  const child = spawn("nginx", args, { stdio: ["ignore", "inherit", "inherit"] });
  onCleanup("nginx", () => stopChild(child, "SIGQUIT"));
  const url = `https://127.0.0.1:${httpsPort}`;
  for (const deadline = Date.now() + 20_000; ; ) {
    if (child.exitCode !== null) throw new Error("nginx stopped during start-up (see its error log above)");
    try {
      await request(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not answer within 20 s");
      await sleep(100);
    }
  }
  const version = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "");
  say(`${version} on ${url} (and http://127.0.0.1:${httpPort})`);
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    child,
    async reload(list) {
      write(list);
      run("nginx", [...args, "-t", "-q"]);
      child.kill("SIGHUP");
      // The new workers take new connections as soon as they are up.
      await sleep(1_000);
    },
  };
}

// ---------------------------------------------------------------- checks

const results: { name: string; ok: boolean; error?: string }[] = [];
async function check(name: string, body: () => Promise<void>) {
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, error: message });
    console.log(`  ✗ ${name}\n      ${message.split("\n").join("\n      ")}`);
  }
}

async function signIn(base: string, username: string, password: string, headers: Record<string, string> = {}) {
  const { body, type } = form({ username, password, redirectTo: "" });
  return request(`${base}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": type, Origin: base, ...headers },
    body,
  });
}

/** wrk's figures for `url`, or null without wrk. Slow answers count (10 s timeout), errors are shown. */
function wrk(url: string, seconds: number, connections = 50): { rps: number; latency: string } | null {
  if (spawnSync("wrk", ["--version"]).error) return null;
  const out = run("wrk", wrkArgs(url, { seconds, connections, threads: 2, encoding: "br, gzip" }));
  if (process.env.CLUSTER_DEBUG) console.log(out);
  const { rps, p50, p99, errors } = wrkFigures(out);
  const completed = /(\d+) requests in/.exec(out)?.[1] ?? "?";
  const latency = [`${completed} done`, `p50 ${p50}`, `p99 ${p99}`, ...(errors ? [errors] : [])];
  return { rps, latency: latency.join(", ") };
}

const servers: AppServer[] = [];
let nginxDir = "";

/** After a failure: the last lines each app server and nginx wrote. */
function showLogs() {
  for (const server of servers) {
    console.error(`\n--- app server ${server.name}, last lines:\n${server.output.slice(-25).join("\n")}`);
  }
  const errorLog = path.join(nginxDir, "logs/error.log");
  if (nginxDir && fs.existsSync(errorLog)) {
    console.error(`\n--- nginx error log:\n${fs.readFileSync(errorLog, "utf8").split("\n").slice(-15).join("\n")}`);
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-"));
  // PostgreSQL (as the postgres user) and nginx's workers (unprivileged) must reach their files.
  fs.chmodSync(dir, 0o755);
  onCleanup("temporary files", () => fs.rmSync(dir, { recursive: true, force: true }));

  if (!fs.existsSync(path.join(buildDir, "server/index.js")) || !fs.existsSync(compiledServerPath())) {
    say(`no build in ${buildDir}: npm run build`);
    run("npm", ["run", "build"]);
  }
  const builtAt = fs.statSync(path.join(buildDir, "server/index.js")).mtime;
  say(
    `build: ${path.relative(root, buildDir) || "."} of ${builtAt.toISOString()} (npm run build to test newer sources)`,
  );
  const databaseUrl = await startPostgres(dir);
  const s3 = await startS3(dir);
  const env = {
    DATABASE_URL: databaseUrl,
    STORAGE: "s3",
    S3_ENDPOINT: s3,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    // nginx, on this machine, is the one proxy whose forwarded headers count.
    TRUST_PROXY: "127.0.0.1",
    LOG_REQUESTS: "true",
  };
  // Quote requests' mail (decision 030): each server logs in to this SMTP server as itself.
  const smtp = await startSmtpSink();
  onCleanup("SMTP server", () => smtp.close());
  const smtpAs = (user: string) => `smtp://${user}:secret@127.0.0.1:${smtp.port}`;
  // Fault d: the servers' upload spool on a small disk of its own.
  const spool = FAULTS ? uploadDisk(dir) : null;
  const spoolEnv: Record<string, string> = spool?.tmpdir ? { TMPDIR: spool.tmpdir } : {};
  // The first server migrates and seeds the empty database; the second finds it ready.
  const a = await startApp("A", { ...env, ...spoolEnv, SMTP_URL: smtpAs("A") }, dir);
  const b = await startApp("B", { ...env, ...spoolEnv, SMTP_URL: smtpAs("B") }, dir);
  const nginx = await startNginx(dir, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  const database = new pg.Client({ connectionString: databaseUrl });
  // The faults restart PostgreSQL: this client is not used after them, and its loss is no failure.
  database.on("error", () => undefined);
  await database.connect();
  onCleanup("database client", () => database.end());
  say("checks:");

  await check("nginx runs the repository's site: HTTPS with HTTP/2, plain HTTP redirected to HTTPS", async () => {
    const url = new URL(nginx.url);
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        { host: url.hostname, port: Number(url.port), ca: certificate, ALPNProtocols: ["h2", "http/1.1"] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on("error", reject);
    });
    expect(alpn === "h2", `ALPN chose ${alpn}, not h2`);
    const plain = await request(`${nginx.httpUrl}/products?x=1`);
    expect(plain.status === 301, `plain HTTP answered ${plain.status}`);
    expect(plain.headers.location === "https://127.0.0.1/products?x=1", `redirect to ${plain.headers.location}`);
  });

  await check(
    "/healthz: database and storage ok on both servers and through nginx, no-store, nothing secret",
    async () => {
      for (const base of [a.url, b.url, nginx.url]) {
        const answer = await request(`${base}/healthz`);
        expect(answer.status === 200, `${base}/healthz answered ${answer.status}: ${answer.text}`);
        expect(
          answer.text === '{"status":"ok","database":"ok","storage":"ok","mail":"ok","mailWaiting":0}',
          `${base}/healthz said ${answer.text}`,
        );
        expect(
          answer.headers["cache-control"] === "no-store",
          `${base}/healthz Cache-Control ${answer.headers["cache-control"]}`,
        );
      }
    },
  );

  await check(
    "nginx keeps hashed /assets files once fetched (MISS, then HIT), passing the app's brotli through",
    async () => {
      const page = await request(`${nginx.url}/products`);
      // The framework chunk (vite.config.ts): every page loads it, and it is far above the sizes
      // left uncompressed (the client entry, 249 bytes, is below them).
      const asset = /\/assets\/framework-[\w-]+\.js/.exec(page.text)?.[0];
      expect(asset, "no framework chunk under /assets on /products");
      const headers = { "Accept-Encoding": "br, gzip" };
      const first = await request(`${nginx.url}${asset}`, { headers });
      const second = await request(`${nginx.url}${asset}`, { headers });
      const statuses = [first, second].map((answer) => `${answer.status} ${answer.headers["x-cache-status"]}`);
      expect(statuses.join(", ") === "200 MISS, 200 HIT", `${asset}: ${statuses.join(", ")}`);
      expect(second.headers["content-encoding"] === "br", `content-encoding ${second.headers["content-encoding"]}`);
      expect(
        /immutable/.test(String(second.headers["cache-control"])),
        `cache-control ${second.headers["cache-control"]}`,
      );
    },
  );

  let adminCookie = "";
  await check(
    "the administrator signs in through nginx; the cookie is Secure (HTTPS, told by the trusted proxy)",
    async () => {
      const answer = await signIn(nginx.url, ADMIN.username, ADMIN.password);
      expect(answer.status === 303, `sign-in answered ${answer.status}`);
      adminCookie = sessionFrom(answer) ?? "";
      expect(adminCookie, "no session cookie");
      const cookie = (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith("admin_session=")) ?? "";
      expect(/;\s*Secure/i.test(cookie), `cookie not Secure: ${cookie}`);
    },
  );

  const slug = `may-cum-may-chu-${RUN}`;
  const name = `Máy cụm máy chủ ${RUN}`;
  let imageUrl = "";
  await check(
    "a product with an image, made through nginx, shows within a second on both servers asked directly (render cache on)",
    async () => {
      expect(adminCookie, "not signed in");
      const cookie = `admin_session=${adminCookie}`;
      // Both servers hold the listing in their render cache before the change.
      for (const server of [a, b]) {
        await request(`${server.url}/products`);
        const listing = await request(`${server.url}/products`);
        expect(listing.status === 200 && !listing.text.includes(name), `${server.name} /products before`);
        expect(listing.headers["x-render-cache"] === "hit", `${server.name} did not hold /products`);
        expect(
          (await request(`${server.url}/products/${slug}`)).status === 404,
          `${server.name} knew the product early`,
        );
      }
      const sharp = (await import("sharp")).default;
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0433c8" } })
        .jpeg()
        .toBuffer();
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "cluster-photo.jpg");
      const upload = await multipart(data);
      const uploaded = await request(`${nginx.url}/admin/api/uploads?folder=products&max=50`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: nginx.url, "Content-Type": upload.type },
        body: upload.body,
      });
      expect(uploaded.status === 201, `upload answered ${uploaded.status}: ${uploaded.text.slice(0, 300)}`);
      const uploadResult = JSON.parse(uploaded.text) as { ok: boolean; image?: { url: string } };
      imageUrl = uploadResult.image?.url ?? "";
      expect(imageUrl.startsWith(`${s3}/${BUCKET}/products/`), `image stored at ${imageUrl}, not in the bucket`);

      const { rows } = await database.query<{ id: number }>(
        `SELECT c.id FROM product_categories c JOIN departments d ON d.id = c.department_id
       WHERE c.is_active AND d.is_active ORDER BY d.display_order, c.display_order, c.id LIMIT 1`,
      );
      const categoryId = rows[0]?.id;
      expect(categoryId, "no active category in the seeded catalogue");
      const fields = form({
        categoryId: String(categoryId),
        name,
        nameEn: `Cluster device ${RUN}`,
        slug,
        description: "Tạo qua nginx trong bài kiểm tra nhiều máy chủ",
        descriptionEn: "",
        brands: JSON.stringify(["Cluster Brand"]),
        imageUrl,
        features: "[]",
        specifications: "[]",
        displayOrder: "0",
        isActive: "on",
      });
      const saved = await request(`${nginx.url}/admin/products/new.data`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: nginx.url, "Content-Type": fields.type },
        body: fields.body,
      });
      const result = (await decodeSingleFetch(saved.body)) as { data?: { ok?: boolean } };
      expect(
        saved.status === 200 && result.data?.ok === true,
        `save answered ${saved.status}: ${JSON.stringify(result)}`,
      );

      // Each server learns of the write from PostgreSQL (NOTIFY, else its once-a-second check),
      // then renders the list again: 5 s leaves room for a render on a loaded machine (the time
      // it took is printed).
      const savedAt = Date.now();
      for (const server of [a, b]) {
        let listing = await request(`${server.url}/products`);
        while (!listing.text.includes(name) && Date.now() - savedAt < 5_000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          listing = await request(`${server.url}/products`);
        }
        expect(listing.text.includes(name), `${server.name}: /products does not list the new product after 5 s`);
        console.log(`    ${server.name} listed it ${Date.now() - savedAt} ms after the save`);
        const page = await request(`${server.url}/products/${slug}`);
        expect(page.status === 200, `${server.name} /products/${slug} answered ${page.status}`);
        expect(page.text.includes(name), `${server.name}: the product page lacks the name`);
      }
    },
  );

  await check("the product's image is served from the bucket, and the public page links it there", async () => {
    expect(imageUrl, "no image was uploaded");
    const image = await request(imageUrl);
    expect(image.status === 200, `bucket answered ${image.status} for ${imageUrl}`);
    expect(/^image\//.test(String(image.headers["content-type"])), `content-type ${image.headers["content-type"]}`);
    const page = await request(`${nginx.url}/products/${slug}`);
    expect(page.text.includes(`${s3}/${BUCKET}/products/`), "the public page links no image in the bucket");
  });

  await check("a session made on server A works on server B; signed out on B, it is refused on A", async () => {
    const answer = await signIn(a.url, ADMIN.username, ADMIN.password);
    const session = sessionFrom(answer);
    expect(answer.status === 303 && session, `sign-in on A answered ${answer.status}`);
    const cookie = `admin_session=${session}`;
    const onB = await request(`${b.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(onB.status === 200, `B answered ${onB.status} with A's session`);
    const out = await request(`${b.url}/admin/logout`, { method: "POST", headers: { Cookie: cookie, Origin: b.url } });
    expect(out.status === 303, `sign-out on B answered ${out.status}`);
    const onA = await request(`${a.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(onA.status === 302, `A answered ${onA.status} after sign-out on B`);
  });

  await check("the login rate limit counts failures across servers (3 on A + 2 on B, then 429 on both)", async () => {
    const username = `guess-${RUN}`;
    for (const [server, tries] of [
      [a, 3],
      [b, 2],
    ] as const) {
      for (let i = 0; i < tries; i++) {
        const answer = await signIn(server.url, username, `wrong-${i}`);
        expect(answer.status === 200 && !sessionFrom(answer), `failure ${i + 1} on ${server.name}: ${answer.status}`);
      }
    }
    for (const server of [a, b]) {
      const answer = await signIn(server.url, username, "wrong-again");
      expect(answer.status === 429, `${server.name} answered ${answer.status} after 5 failures`);
    }
  });

  await check("through nginx, a forged X-Forwarded-For does not change the address the app counts", async () => {
    const username = `forged-${RUN}`;
    const answer = await signIn(nginx.url, username, "wrong", { "X-Forwarded-For": "203.0.113.77" });
    expect(answer.status === 200, `sign-in answered ${answer.status}`);
    // The counters hold keyed digests (decision 039): the failure is counted for nginx's address only.
    const secret = (await database.query<{ key: string }>("SELECT key FROM form_keys")).rows[0]?.key ?? "";
    const hitsOf = async (address: string) =>
      (
        await database.query<{ hits: number }>(
          "SELECT hits FROM rate_limit_counters WHERE limit_name = $1 AND subject = $2",
          [
            RATE_LIMITS.loginUsernameAddress.name,
            digestWith(secret, RATE_LIMITS.loginUsernameAddress, `${username}\n${address}`),
          ],
        )
      ).rows.map((row) => row.hits);
    const [real, forged] = [await hitsOf("127.0.0.1"), await hitsOf("203.0.113.77")];
    expect(real.join() === "1" && forged.length === 0, `counted ${JSON.stringify({ real, forged })}`);
  });

  await check("quote requests' mail: two servers share one outbox and send each message once", async () => {
    const session = sessionFrom(await signIn(a.url, ADMIN.username, ADMIN.password));
    expect(session, "sign-in on A failed");
    const { body, type } = form({
      intent: "save",
      values: JSON.stringify({
        quoteRequestsEnabled: true,
        quoteConsent: "Tôi đồng ý được liên hệ.",
        quoteConsentEn: "I agree to be contacted.",
        quoteNotifyEmails: ["cluster@thietbi.example"],
        quoteAcknowledge: false,
        quoteRetentionMonths: 24,
      }),
    });
    const saved = await request(`${a.url}/admin/settings/quotes`, {
      method: "POST",
      headers: { "Content-Type": type, Origin: a.url, Cookie: `admin_session=${session}` },
      body,
    });
    expect(saved.status === 200, `saving the quote settings answered ${saved.status}`);
    // 300 messages waiting at once, then a request on each server wakes both senders together.
    const { rows } = await database.query<{ id: number }>(
      `INSERT INTO quote_requests (lang, name, phone, email, province, preferred_contact, consent_text)
       VALUES ('vi', 'Cụm', '+84912345678', 'cum@benhvien.example', 'ha-noi', 'phone', 'Đồng ý') RETURNING id`,
    );
    await database.query(
      `INSERT INTO quote_outbox (request_id, kind, recipients, subject, body)
       SELECT $1, 'staff', 'cluster@thietbi.example', 'cluster-' || g, 'x' FROM generate_series(1, 300) g`,
      [rows[0]?.id],
    );
    // A form's token stores one request (decision 039): a form for each server.
    const tokenOf = async () =>
      /name="formToken"[^>]*value="([^"]+)"/.exec((await request(`${a.url}/contact`)).text)?.[1];
    const tokens = [await tokenOf(), await tokenOf()];
    expect(tokens.every(Boolean), "no form token on /contact");
    await sleep(3_200); // the spam guard's minimum fill time
    for (const [i, server] of [a, b].entries()) {
      const posted = form({
        formToken: tokens[i] ?? "",
        website: "",
        name: `Cụm ${server.name}`,
        phone: "0912 345 678",
        email: `cum${i}@benhvien.example`,
        province: "ha-noi",
        preferredContact: "phone",
        consent: "on",
      });
      const answer = await request(`${server.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": posted.type, Origin: server.url },
        body: posted.body,
      });
      expect(/YC-\d+/.test(answer.text), `the request on ${server.name} was not stored (${answer.status})`);
    }
    for (const deadline = Date.now() + 120_000; ; await sleep(200)) {
      const waiting = await database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM quote_outbox WHERE sent_at IS NULL",
      );
      if (waiting.rows[0]?.n === 0) break;
      expect(Date.now() < deadline, `${waiting.rows[0]?.n} messages still unsent after 120 s`);
    }
    await sleep(2_000); // a second copy, if any, would come now
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects.length === 302, `the SMTP server received ${subjects.length} messages for 302`);
    expect(new Set(subjects).size === 302, "some message was received twice");
    const retried = await database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM quote_outbox WHERE attempts <> 1",
    );
    expect(retried.rows[0]?.n === 0, `${retried.rows[0]?.n} messages took more than one try`);
    const byA = smtp.received.filter((mail) => mail.user === "A").length;
    say(`  (server A sent ${byA} of the 302 messages, server B ${302 - byA})`);
  });

  await check("each server logs one JSON line per request on stdout", async () => {
    for (const server of [a, b]) {
      const lines = server.output.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
      const health = lines.find((line) => line.path === "/healthz");
      expect(health, `${server.name} logged no /healthz line`);
      const keys = Object.keys(health).join(",");
      expect(keys === "time,method,path,status,ms,bytes", `${server.name} logged ${keys}`);
      expect(health.status === 200 && health.method === "GET", `${server.name} logged ${JSON.stringify(health)}`);
    }
  });

  // ------------------------------------------------------------ faults under load
  if (FAULTS) {
    const { rows: categories } = await database.query<{ id: number }>(
      `SELECT c.id FROM product_categories c JOIN departments d ON d.id = c.department_id
       WHERE c.is_active AND d.is_active ORDER BY c.id LIMIT 1`,
    );
    await database.end().catch(() => undefined);
    if (!postgresControl || !s3Control || !certificate) throw new Error("the cluster is not up");
    say("faults under load:");
    await runFaults({
      nginxUrl: nginx.url,
      servers: [faultServer(a), faultServer(b)],
      databaseUrl,
      postgres: postgresControl,
      s3: s3Control,
      disk: spool?.disk ?? { skipped: "not asked" },
      nginxAccessLog: path.join(nginxDir, "logs/anviet.access.log"),
      nginxErrorLog: path.join(nginxDir, "logs/anviet.error.log"),
      certificate,
      admin: ADMIN,
      categoryId: categories[0]?.id ?? 0,
      run: RUN,
      outageMs: FULL ? 20_000 : 8_000,
      say,
      check,
      decode: decodeSingleFetch,
    });
  }

  // ------------------------------------------------------------ figures (no assertions)
  const seconds = 8;
  a.keepOutput = false;
  b.keepOutput = false;
  const figures: string[] = [];
  const settle = async () => {
    for (const server of [a, b]) await request(`${server.url}/products`);
  };
  const measure = async (label: string, url: string) => {
    wrk(url, 2, 2); // warm-up
    await settle();
    const figure = wrk(url, seconds);
    // wrk leaves requests half-rendered when it stops: let the servers finish them first.
    await settle();
    if (figure) figures.push(`  ${label.padEnd(36)} ${figure.rps.toFixed(0).padStart(6)} req/s  (${figure.latency})`);
  };
  if (!FIGURES) {
    figures.push("  req/s through nginx: not measured (npm run test:cluster -- --figures)");
  } else if (spawnSync("wrk", ["--version"]).error) {
    figures.push("  wrk is not installed (apt-get install wrk): no figures");
  } else {
    say(
      `req/s on /products, wrk: 2 threads, 50 connections, compressed, ${seconds} s (same machine: overhead, not scale-out)`,
    );
    const load = os.loadavg().map((l) => l.toFixed(1));
    say(
      `${os.cpus().length} cores, load average ${load.join(" ")} before measuring (other work on the machine counts)`,
    );
    await measure("one app server directly (no nginx)", `${a.url}/products`);
    await measure("through nginx, two app servers", `${nginx.url}/products`);
    await nginx.reload([`127.0.0.1:${a.port}`]);
    await measure("through nginx, one app server", `${nginx.url}/products`);
  }
  const rss = (pid: number | undefined) => {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return `${Math.round(kb / 1024)} MB`;
  };
  figures.push(`  resident memory after the run: app server A ${rss(a.child.pid)}, B ${rss(b.child.pid)}`);
  for (const line of figures) console.log(line);
}

let exitCode = 1;
let stoppedEarly = "";
try {
  await main();
  exitCode = results.length > 0 && results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  console.error(`\ncluster test stopped: ${error instanceof Error ? error.stack : error}`);
  stoppedEarly = ", stopped before the end";
} finally {
  if (exitCode !== 0) showLogs();

  await cleanUp();
}
const passed = results.filter((r) => r.ok).length;
console.log(`cluster: ${passed} passed, ${results.length - passed} failed${stoppedEarly} (${elapsed()})`);
process.exit(exitCode);
