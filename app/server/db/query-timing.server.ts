/**
 * Database time as the app waits for it, the same way for PGlite (on its thread or
 * not) and node-postgres: each driver's query methods are wrapped once where the client is made
 * (client.server.ts). The HTTP edge subscribes through the entry module (edge/metrics.ts).
 */

type Observer = (seconds: number) => void;

let observer: Observer | null = null;

/** Calls `observe` with each statement's duration in seconds (one observer: the edge's metrics). */
export function onQueryTime(observe: Observer | null): void {
  observer = observer === null || observe === null ? observe : chain(observer, observe);
}

function chain(first: Observer, second: Observer): Observer {
  return (seconds) => {
    first(seconds);
    second(seconds);
  };
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * `method`, reporting how long each call took: until its promise settles, or until its callback
 * (a last argument that is a function, as node-postgres' pool passes one) is called.
 */
export function timed<F>(method: F): F {
  const original = method as unknown as Method;
  return function (this: unknown, ...args: unknown[]) {
    if (observer === null) return original.apply(this, args);
    const started = process.hrtime.bigint();
    const done = () => observer?.(Number(process.hrtime.bigint() - started) / 1e9);
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as Method).apply(undefined, results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as unknown as F;
}

/** Wraps a PGlite client's (or its thread proxy's) query and exec, and those of its transactions. */
export function timePglite<
  C extends {
    query: unknown;
    exec: unknown;
    transaction<T>(callback: (tx: { query: unknown; exec: unknown }) => Promise<T>): Promise<T>;
  },
>(client: C): C {
  client.query = timed(client.query);
  client.exec = timed(client.exec);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = timed(tx.query);
      tx.exec = timed(tx.exec);
      return callback(tx);
    });
  return client;
}
