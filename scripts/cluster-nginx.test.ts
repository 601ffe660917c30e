import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { clusterMainConfig, clusterSiteConfig } from "./cluster-nginx";

const site = fs.readFileSync("deploy/nginx/anviet.conf", "utf8");
const options = {
  upstreams: ["127.0.0.1:4001", "127.0.0.1:4002"],
  httpPort: 4080,
  httpsPort: 4443,
  certificate: "/tmp/c/cert.pem",
  certificateKey: "/tmp/c/key.pem",
  dir: "/tmp/c",
};

describe("the cluster test's nginx configuration", () => {
  it("is the repository's site with only ports, upstream servers and paths changed", () => {
    const result = clusterSiteConfig(site, options);
    const sourceLines = new Set(site.split("\n"));
    const changed = result.split("\n").filter((line) => !sourceLines.has(line));
    expect(changed.map((line) => line.trim())).toEqual([
      "server 127.0.0.1:4001 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:4002 max_fails=3 fail_timeout=10s;",
      "proxy_cache_path /tmp/c/cache levels=1:2 keys_zone=anviet_static:10m max_size=1g inactive=30d use_temp_path=off;",
      "listen 127.0.0.1:4080;",
      "root /tmp/c/acme;",
      "listen 127.0.0.1:4443 ssl http2;",
      "ssl_certificate /tmp/c/cert.pem;",
      "ssl_certificate_key /tmp/c/key.pem;",
      "access_log /tmp/c/logs/anviet.access.log anviet_upstream;",
      "error_log /tmp/c/logs/anviet.error.log;",
    ]);
    // Removed: the example servers and the IPv6 listens; nothing else.
    const resultLines = new Set(result.split("\n"));
    const removed = site.split("\n").filter((line) => !resultLines.has(line));
    expect(removed.filter((line) => !/server 10\.0\.0\.|listen|letsencrypt|\/var\//.test(line))).toEqual([]);
    expect(result).not.toMatch(/10\.0\.0\.1[12]:3000|\[::\]|\/var\/|\/etc\/letsencrypt/);
  });

  it("serves one upstream as well as several", () => {
    const result = clusterSiteConfig(site, { ...options, upstreams: ["127.0.0.1:4001"] });
    expect(result.match(/^\s+server 127\.0\.0\.1:\d+/gm)).toEqual(["    server 127.0.0.1:4001"]);
  });

  it("refuses a site file it can no longer follow", () => {
    expect(() => clusterSiteConfig(site.replace("listen 80;", "listen 8080;"), options)).toThrow(
      "expected 1 × listen 80, found 0",
    );
    expect(() => clusterSiteConfig(site, { ...options, upstreams: [] })).toThrow("at least one upstream");
  });

  it("wraps the site in a main configuration that writes only under its directory", () => {
    const main = clusterMainConfig("/tmp/c", "/tmp/c/site.conf");
    expect(main).toContain("include /tmp/c/site.conf;");
    expect(main).toContain("daemon off;");
    for (const line of main.split("\n").filter((l) => /(_path|pid|_log) /.test(l))) {
      expect(line).toMatch(/ \/tmp\/c\//);
    }
  });
});
