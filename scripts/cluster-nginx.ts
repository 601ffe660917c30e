/**
 * The repository's nginx site (deploy/nginx/anviet.conf) made runnable on one machine for
 * `npm run test:cluster`: only the listen ports, the upstream servers and the file paths change.
 * Each replacement must match, so an edit to the site file that the test could no longer follow
 * fails here instead of testing something else.
 */

export interface ClusterNginxOptions {
  /** host:port of each app server. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  /** A directory for the cache, logs and temporary files. */
  dir: string;
}

function replaceExactly(text: string, pattern: RegExp, replacement: string, times: number, what: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (found !== times) throw new Error(`deploy/nginx/anviet.conf: expected ${times} × ${what}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

/** The site file with test ports and paths. */
export function clusterSiteConfig(site: string, options: ClusterNginxOptions): string {
  if (options.upstreams.length === 0) throw new Error("at least one upstream");
  let text = site;
  // The upstream's server lines become one line per test server, with the same parameters.
  const upstream = /^( +)server [0-9.]+:\d+([^;\n]*);\n(?:\1server [0-9.]+:\d+[^;\n]*;\n)*/m;
  const found = upstream.exec(text);
  if (!found) throw new Error("deploy/nginx/anviet.conf: no upstream server lines");
  const [, indent, parameters] = found;
  const servers = options.upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join("");
  text = text.replace(upstream, () => servers);
  text = replaceExactly(text, /^( +)listen 80;$/m, `$1listen 127.0.0.1:${options.httpPort};`, 1, "listen 80");
  text = replaceExactly(
    text,
    /^( +)listen 443 ssl http2;$/m,
    `$1listen 127.0.0.1:${options.httpsPort} ssl http2;`,
    1,
    "listen 443",
  );
  text = replaceExactly(text, /^ +listen \[::\]:(80|443)[^;\n]*;\n/m, "", 2, "IPv6 listen");
  text = replaceExactly(
    text,
    /\/etc\/letsencrypt\/live\/example\.com\/fullchain\.pem/,
    options.certificate,
    1,
    "certificate",
  );
  text = replaceExactly(text, /\/etc\/letsencrypt\/live\/example\.com\/privkey\.pem/, options.certificateKey, 1, "key");
  text = replaceExactly(text, /\/var\/cache\/nginx\/anviet/, `${options.dir}/cache`, 1, "cache path");
  text = replaceExactly(text, /\/var\/log\/nginx\//, `${options.dir}/logs/`, 2, "log path");
  text = replaceExactly(text, /\/var\/www\/letsencrypt/, `${options.dir}/acme`, 1, "ACME root");
  return text;
}

/** The main nginx.conf around the site, as Debian's would be, with everything under `dir`. */
export function clusterMainConfig(dir: string, siteFile: string): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    access_log ${dir}/logs/access.log;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${siteFile};
}
`;
}
