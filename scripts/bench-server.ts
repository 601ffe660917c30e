import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A production server on a free port with a throwaway DATA_DIR, for benchmarks (needs a build). */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean; siteUrlIsOrigin?: boolean } = {},
): Promise<{
  url: string;
  pid: number;
  dataDir: string;
  stop: () => Promise<void>;
}> {
  if (!fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
    throw new Error("No build: run `npm run build` first");
  }
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_REQUESTS: "false",
      // Absolute canonical, hreflang and share URLs on this server's own address.
      ...(options.siteUrlIsOrigin ? { PUBLIC_SITE_URL: url } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server stopped during start-up");
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error("The server did not start within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
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
