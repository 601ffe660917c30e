import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain, type Drain } from "./drain";

/** A real server whose answers wait for `release` on /slow; /fast answers at once. */
async function serve(drain: Drain) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((req, res) => {
    if (drain.refuse(res)) return;
    drain.track(res);
    if (req.url === "/slow") void released.then(() => res.end("slow done"));
    else res.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ status: number; body: string; connection: string | undefined; retryAfter: string | undefined }>(
      (resolve, reject) => {
        const port = (server.address() as AddressInfo).port;
        http
          .get({ host: "127.0.0.1", port, path, agent }, (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => {
              body += chunk;
            });
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                body,
                connection: res.headers.connection,
                retryAfter: res.headers["retry-after"],
              }),
            );
          })
          .on("error", reject);
      },
    );
  return { server, agent, get, release };
}

const open: { server: http.Server; agent: http.Agent }[] = [];
afterEach(() => {
  for (const { server, agent } of open.splice(0)) {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  }
});

describe("a stopping server's drain", () => {
  it("waits for the request in flight, which is answered whole, and closes the connections it answers", async () => {
    const drain = createDrain();
    const site = await serve(drain);
    open.push(site);
    expect((await site.get("/fast")).connection).toBe("keep-alive");

    const slow = site.get("/slow");
    await expect.poll(() => drain.inFlight()).toBe(1);
    let drained = false;
    const draining = drain.drain({ timeoutMs: 5_000, pollMs: 5 }).then((outcome) => {
      drained = true;
      return outcome;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);

    site.release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "slow done", connection: "close" });
    const outcome = await draining;
    expect(outcome.left).toBe(0);
    expect(drain.inFlight()).toBe(0);
  });

  it("answers 503 with Retry-After once drained, and waits for other work (background renders) too", async () => {
    const drain = createDrain();
    const site = await serve(drain);
    open.push(site);
    let rendering = true;
    setTimeout(() => {
      rendering = false;
    }, 80);
    const outcome = await drain.drain({ timeoutMs: 5_000, busy: () => rendering, pollMs: 5 });
    expect(outcome.waitedMs).toBeGreaterThanOrEqual(70);

    const refused = await site.get("/fast");
    expect(refused).toMatchObject({ status: 503, connection: "close", retryAfter: "5" });
    expect(refused.body).toMatch(/restarting/);
  });

  it("stops waiting at its timeout and says how many requests are still open", async () => {
    const drain = createDrain();
    const site = await serve(drain);
    open.push(site);
    const slow = site.get("/slow");
    await expect.poll(() => drain.inFlight()).toBe(1);
    const outcome = await drain.drain({ timeoutMs: 60, pollMs: 5 });
    expect(outcome.left).toBe(1);
    site.release();
    expect((await slow).body).toBe("slow done");
    expect(drain.inFlight()).toBe(0);
  });
});
