/**
 * nginx and wrk for the benchmarks that compare our server with nginx serving the same bytes
 * (`npm run bench`, `npm run bench:mix`): Debian's packages, started with a config of our own
 * under a throwaway prefix, never the system service.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "./bench-server";

function have(command: string, args = ["-v"]): boolean {
  return !spawnSync(command, args).error;
}

/** nginx and wrk from Debian's packages when missing (as root); false when they cannot be had. */
export function ensureTools(): { wrk: boolean; nginx: boolean } {
  const missing = [have("wrk", ["--version"]) ? null : "wrk", have("nginx") ? null : "nginx"].filter(Boolean);
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(" and ")} from Debian's packages…`);
    spawnSync("apt-get", ["install", "-y", "-qq", ...(missing as string[])], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return { wrk: have("wrk", ["--version"]), nginx: have("nginx") };
}

/**
 * nginx with two workers serving `root`, each file's .gz beside it (gzip_static). `server` is the
 * server block's routing: by default a path's index.html; `http` adds directives (a map).
 */
export async function startNginx(
  root: string,
  { server = "location / { try_files $uri/index.html =404; }", http: extra = "" } = {},
): Promise<{ url: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const port = await freePort();
  fs.mkdirSync(path.join(dir, "logs"));
  const config = `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type text/html;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${extra}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    ${server}
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(
    "nginx",
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs/error.log")],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await get(`${url}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () => {
      child.kill("SIGQUIT");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One GET on a connection of its own: wrk runs through spawnSync, which blocks this process's
 * event loop, so a pooled keep-alive socket may have been closed by the server unnoticed.
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
