/**
 * npm run bench:hardening  (after `npm run build`)
 *
 * Reruns the attack run's probes against a production server on 127.0.0.1 and prints figures:
 * resident memory (first start with seeding, after load, after 200 uploads), login guessing
 * against the real administrator, a decompression bomb, a chunked 600 MB upload, and public
 * page latency while 200 uploads run. Bounded loops only; nothing leaves the machine.
 */
import fs from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { readMemoryMap } from "../app/server/memory-map.server";
import { pngBomb } from "../app/server/testing/png-bomb";
import { percentile, startBenchServer } from "./bench-server";

const PASSWORD = "bench-password-123";
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request from a chosen local address (127.0.0.x), answering status, headers and body. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.from ?? "127.0.0.1" },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

function multipart(name: string, type: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// TRUST_PROXY: the login figures play a botnet behind a proxy on this machine (X-Forwarded-For).
const env = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "loopback" };
const server = await startBenchServer(env);
const { url, pid } = server;
/** The server's own breakdown of its memory (decision 021), one line. */
const breakdown = async () => console.log(`  where: ${await server.memoryReport()}`);
try {
  await sleep(3000);
  console.log(`RSS idle after a first start that seeded (in its own process): ${rssMb(pid)} MB`);
  await breakdown();

  // Load: 2,000 page requests, 16 at a time.
  const pages = ["/", "/products", "/products/all", "/news", "/en", "/en/products", "/about", "/contact"];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < 2000) {
        const path = pages[next++ % pages.length] as string;
        await request(`${url}${path}`);
      }
    }),
  );
  await sleep(2000);
  console.log(`RSS after 2,000 page requests: ${rssMb(pid)} MB`);
  await breakdown();

  // Login (decision 042). The administrator signs in once on this "laptop", which keeps
  // its device cookie; then 1,000 guesses for `admin` from 1,000 addresses behind the proxy
  // (X-Forwarded-For, TRUST_PROXY=loopback), 50 at a time, while the administrator signs in 20 times
  // on the known device from another address.
  const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    request(`${url}/admin/login`, {
      method: "POST",
      headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ username, password, redirectTo: "" }).toString(),
    });
  const cookiesOf = (answer: { headers: http.IncomingHttpHeaders }) =>
    (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] ?? "");
  const first = await signIn("admin", PASSWORD);
  const cookie = cookiesOf(first).find((pair) => pair.startsWith("admin_session=")) ?? "";
  const device = cookiesOf(first).find((pair) => pair.startsWith("admin_device=")) ?? "";
  const statuses: Record<number, number> = {};
  let started = performance.now();
  let nextGuess = 0;
  const guessing = Promise.all(
    Array.from({ length: 50 }, async () => {
      while (nextGuess < 1000) {
        const i = nextGuess++;
        const from = `198.51.${Math.floor(i / 250)}.${i % 250}`;
        const { status } = await signIn("admin", `guess-${i}`, { "X-Forwarded-For": from });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const adminTimes: number[] = [];
  let adminIn = 0;
  for (let i = 0; i < 20; i++) {
    const at = performance.now();
    const answer = await signIn("admin", PASSWORD, { Cookie: device, "X-Forwarded-For": "203.0.113.10" });
    adminTimes.push(Math.round(performance.now() - at));
    if (answer.status === 303 && cookiesOf(answer).some((pair) => pair.startsWith("admin_session="))) adminIn++;
  }
  await guessing;
  const guessSeconds = (performance.now() - started) / 1000;
  console.log(
    `Login: 1,000 guesses for admin from 1,000 addresses in ${guessSeconds.toFixed(1)} s answered ${JSON.stringify(statuses)} ` +
      `(200 = a wrong password checked, 429 = refused unchecked); meanwhile the administrator on a known device: ` +
      `${adminIn} of 20 signed in, ${percentile(
        [...adminTimes].sort((a, b) => a - b),
        0.5,
      )} ms median, ${Math.max(...adminTimes)} ms at most`,
  );
  // An office behind one address: 5 wrong passwords, then a colleague with the right one.
  const colleague = "dong-nghiep";
  started = performance.now();
  const added = await request(`${url}/admin/users.data`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "add",
      username: colleague,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }).toString(),
  });
  if (added.status === 200) {
    const office = { "X-Forwarded-For": "203.0.113.50" };
    for (let i = 0; i < 5; i++) await signIn("ke-toan", `typo-${i}`, office);
    const answer = await signIn(colleague, PASSWORD, office);
    console.log(
      `Login: after 5 wrong passwords from an office address, a colleague there with the right one: ${answer.status}` +
        `${answer.status === 303 ? " signed in" : " NOT signed in"} in ${Math.round(performance.now() - started)} ms`,
    );
  } else console.log(`Login: the colleague could not be added (${added.status})`);
  const auth = { Cookie: cookie, Origin: url };

  // Decompression bombs: 16000 × 16000 PNG, four one after the other.
  const bomb = multipart("bomb.png", "image/png", pngBomb(16000, 16000));
  const bombTimes: number[] = [];
  for (let i = 0; i < 4; i++) {
    started = performance.now();
    const response = await request(`${url}/admin/api/uploads?folder=products`, {
      method: "POST",
      headers: { ...auth, "Content-Type": bomb.contentType },
      body: bomb.body,
    });
    bombTimes.push(Math.round(performance.now() - started));
    if (response.status !== 413) console.log(`  bomb answered ${response.status}: ${response.body}`);
  }
  console.log(
    `Bomb (16000×16000 PNG, ${(bomb.body.length / 1024).toFixed(0)} KB): refused in ${bombTimes.join(", ")} ms; RSS ${rssMb(pid)} MB`,
  );

  // A chunked 600 MB body to the product images (50 MB), asking for ?max=500.
  const chunked = await new Promise<{ status: number; sentMb: number }>((resolve) => {
    const boundary = "----chunked";
    let sent = 0;
    let status = 0;
    const req = http.request(`${url}/admin/api/uploads?folder=products&max=500`, {
      method: "POST",
      headers: { ...auth, "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
    });
    const done = () => resolve({ status, sentMb: sent / 1024 / 1024 });
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      req.destroy();
      done();
    });
    req.on("error", done);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 65);
    const pump = () => {
      while (sent < 600 * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
  console.log(
    `Chunked 600 MB upload (folder=products&max=500): answered ${chunked.status || "closed"} after ${chunked.sentMb.toFixed(0)} MB sent by the client`,
  );

  // 200 parallel uploads of a 3000×2000 photo while the public list is fetched every 100 ms.
  const photo = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const upload = multipart("photo.jpg", "image/jpeg", photo);
  let uploading = true;
  const latencies: number[] = [];
  const prober = (async () => {
    while (uploading) {
      const t = performance.now();
      await request(`${url}/products`);
      latencies.push(performance.now() - t);
      await sleep(100);
    }
  })();
  let peak = rssMb(pid);
  let peakMap = readMemoryMap(pid);
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    // The kernel's map near the peak (read again only when 20 MB past it: reading it costs a few ms).
    if (now > (peakMap?.rssMb ?? 0) + 20) peakMap = readMemoryMap(pid);
    peak = Math.max(peak, now);
  }, 200);
  started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, () =>
      request(`${url}/admin/api/uploads?folder=products`, {
        method: "POST",
        headers: { ...auth, "Content-Type": upload.contentType },
        body: upload.body,
      }).then((r) => r.status),
    ),
  );
  const uploadSeconds = (performance.now() - started) / 1000;
  uploading = false;
  await prober;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  console.log(
    `200 parallel uploads (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 3000×2000): ${results.filter((s) => s === 201).length} stored in ${uploadSeconds.toFixed(1)} s; ` +
      `public /products meanwhile: ${latencies.length} requests, p50 ${Math.round(percentile(latencies, 0.5))} ms, p99 ${Math.round(percentile(latencies, 0.99))} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms; RSS peak ${peak} MB`,
  );
  console.log(`  where, at the peak (kernel's map only): ${JSON.stringify(peakMap)}`);
  await sleep(3000);
  console.log(`RSS 3 s after the 200 uploads: ${rssMb(pid)} MB`);
  await breakdown();
} finally {
  await server.stop();
}
