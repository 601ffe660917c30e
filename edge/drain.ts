import type { ServerResponse } from "node:http";

/**
 * A stopping server's last seconds (SIGTERM, SIGINT). It no longer takes connections
 * (`server.close()`), but a client on a kept-alive connection may still send requests, and
 * requests and background renders already running still need the database. So:
 *
 * - while draining, requests are answered as usual, each with `Connection: close` (the client
 *   opens its next connection to a server that is up, behind nginx the other one);
 * - `drain` resolves once no request is in flight and nothing else is `busy` (the render
 *   cache's background renders), or after `timeoutMs`;
 * - after that the database closes: a request still arriving gets a 503 with Retry-After,
 *   never an error page from a closed database.
 */
export interface Drain {
  /**
   * Before anything answers a request: true when it has been answered already (a 503, the
   * server has stopped); while draining, marks the response `Connection: close`.
   */
  refuse(res: ServerResponse): boolean;
  /** Counts a request that is not answered at once, until its response closes. */
  track(res: ServerResponse): void;
  /** Starts draining; resolves when nothing is in flight (or at the timeout), then refuses the rest. */
  drain(options: {
    timeoutMs: number;
    busy?: () => boolean;
    pollMs?: number;
  }): Promise<{ waitedMs: number; left: number }>;
  /** Requests being answered now. */
  inFlight(): number;
}

export function createDrain(): Drain {
  let draining = false;
  let stopped = false;
  const active = new Set<ServerResponse>();

  return {
    refuse(res) {
      if (stopped) {
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": "5",
          Connection: "close",
        });
        res.end("The server is restarting. Please try again in a few seconds.\n");
        return true;
      }
      if (draining) res.setHeader("Connection", "close");
      return false;
    },
    track(res) {
      active.add(res);
      // "close" comes once, when the response is sent or the client went away, whichever is first.
      res.once("close", () => active.delete(res));
    },
    async drain({ timeoutMs, busy = () => false, pollMs = 25 }) {
      draining = true;
      // Those whose headers are not out yet end their connection too.
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
      const started = Date.now();
      while ((active.size > 0 || busy()) && Date.now() - started < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      stopped = true;
      return { waitedMs: Date.now() - started, left: active.size };
    },
    inFlight: () => active.size,
  };
}
