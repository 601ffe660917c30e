import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { compiledServerPath } from "../edge/build-if-needed";

/** A TCP port nobody listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A process's CPU time so far (user and system), in seconds (Linux). */
function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/{pid}/stat, after the command's closing parenthesis.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the servers are quiet (under 5 % of a core each over half a second), at most
 * `maxMs`: a measurement must not share the machine with a server's start-up (its render thread
 * loads the app a second time) or with requests still queued from the run before.
 */
export async function waitForQuiet(pids: number[], maxMs = 30_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const before = pids.map(cpuSeconds);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (pids.every((pid, i) => cpuSeconds(pid) - (before[i] ?? 0) < 0.025)) return;
  }
}

/** Signs in as the login form would; answers the session cookie ("name=value") for later requests. */
export async function signInForBench(url: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ username, password, redirectTo: "" }),
    headers: { Origin: url },
    redirect: "manual",
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed (${login.status})`);
  return cookie;
}

/** A production server on a free port with a throwaway DATA_DIR, for benchmarks (needs a build). */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean; siteUrlIsOrigin?: boolean } = {},
): Promise<{
  url: string;
  pid: number;
  dataDir: string;
  /** The server's memory breakdown (SIGUSR2, decision 021), as the JSON of its log line. */
  memoryReport: () => Promise<string>;
  stop: () => Promise<void>;
}> {
  if (!fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
    throw new Error("No build: run `npm run build` first");
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  // As production runs it (`npm start`, the systemd unit): the compiled server, without tsx
  // (decision 033). BENCH_FROM_SOURCES=true runs edge/main.ts through tsx, to compare.
  const main = compiledServerPath();
  // BENCH_NODE_ARGS: more flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (a profile written when it stops; node refuses --cpu-prof in NODE_OPTIONS).
  const args = [
    ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ...(process.env.BENCH_FROM_SOURCES === "true" || !fs.existsSync(main)
      ? ["--import", "tsx", "edge/main.ts"]
      : ["--enable-source-maps", main]),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_REQUESTS: "false",
      // As the systemd unit and `npm start` run it (decision 021); set it to compare.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      // Absolute canonical, hreflang and share URLs on this server's own address.
      ...(options.siteUrlIsOrigin ? { PUBLIC_SITE_URL: url } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Read its log (an unread pipe would stop the server once full); keep the memory lines.
  let reportWaiter: ((line: string) => void) | null = null;
  let pendingOutput = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    pendingOutput += chunk;
    const lines = pendingOutput.split("\n");
    pendingOutput = lines.pop() ?? "";
    for (const line of lines) if (line.startsWith("memory ")) reportWaiter?.(line.slice("memory ".length));
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server stopped during start-up");
    // Seeding took 100-115 s at load 20 (the e2e servers may take 300 s for the same reason).
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) {
      // Not left behind writing to a closed pipe.
      child.kill();
      throw new Error("The server did not start within 300 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    memoryReport: () =>
      new Promise<string>((resolve) => {
        reportWaiter = resolve;
        child.kill("SIGUSR2");
      }),
    async stop() {
      // A server that already stopped sends no second "exit".
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export interface Figures {
  rps: number;
  p50: string;
  p99: string;
  errors: string;
}

export interface WrkOptions {
  seconds: number;
  connections?: number;
  threads?: number;
  /** The Accept-Encoding header. */
  encoding?: string;
  /** A Lua script (wrk's -s), e.g. one cycling over several paths. */
  script?: string;
}

/** wrk's arguments: slow answers count (10 s timeout), latency percentiles printed. */
export function wrkArgs(
  url: string,
  { seconds, connections = 50, threads = 1, encoding = "gzip", script }: WrkOptions,
): string[] {
  return [
    ...(script ? ["-s", script] : []),
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    "-H",
    `Accept-Encoding: ${encoding}`,
    url,
  ];
}

/** wrk's output for one run (one thread, gzip, 10 s timeout); blocks this process meanwhile. */
export function wrkSync(url: string, options: WrkOptions): string {
  return spawnSync("wrk", wrkArgs(url, options), { encoding: "utf8" }).stdout;
}

/** The same without blocking: several runs may go on together. */
export function wrkAsync(url: string, options: WrkOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", wrkArgs(url, options), { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", () => resolve(out));
  });
}

/** Requests a second, median and 99th percentile latency, and errors, from wrk's output. */
export function wrkFigures(out: string): Figures {
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socket = /Socket errors: ([^\n]+)/.exec(out)?.[1];
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: /^\s+50%\s+(\S+)\s*$/m.exec(out)?.[1] ?? "?",
    p99: /^\s+99%\s+(\S+)\s*$/m.exec(out)?.[1] ?? "?",
    errors: [non2xx ? `${non2xx} non-2xx` : "", socket ? `socket ${socket}` : ""].filter(Boolean).join(", "),
  };
}

/** wrk's latency ("12.34ms", "1.20s", "850.00us") in milliseconds. */
export function latencyMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * factor;
}

/**
 * The render cache's background renders and carried pages so far, and the event loop's longest
 * delay since the last scrape (prom-client resets it at each), from the server's /metrics.
 */
export async function renderWork(
  base: string,
): Promise<{ background: number; inThread: number; carried: number; loopMaxMs: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return {
    background: value("render_cache_background_renders_total"),
    inThread: value("render_thread_renders_total"),
    carried: value("render_cache_carried_total"),
    loopMaxMs: value("nodejs_eventloop_lag_max_seconds") * 1000,
  };
}
