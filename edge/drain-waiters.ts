import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression` sends `res.on(event, …)` to its zlib stream but leaves `removeListener` (and `off`)
 * on the response, so a `res.once("drain", …)` never leaves the stream: React Router's writer waits
 * that way after every write the stream cannot take at once, and a long page added one listener per
 * wait ("MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]").
 *
 * Mounted after `compression()`: each response gets one drain listener of its own, the first time
 * one is asked for, which hands each drain to the waiters of that moment; `once` adds a waiter and
 * `removeListener`/`off` take it out again. Other events are left as they were.
 */
export function forwardDrainOnce(_req: Request, res: Response, next: NextFunction): void {
  const waiters = new Set<Listener>();
  let listening = false;
  const once = res.once.bind(res);
  const removeListener = res.removeListener.bind(res);
  const onDrain = () => {
    const now = [...waiters];
    waiters.clear();
    for (const waiter of now) waiter();
  };
  res.once = ((event: string | symbol, listener: Listener) => {
    if (event !== "drain") return once(event, listener);
    if (!listening) {
      listening = true;
      res.on("drain", onDrain);
    }
    waiters.add(listener);
    return res;
  }) as Response["once"];
  res.removeListener = ((event: string | symbol, listener: Listener) => {
    if (event === "drain" && waiters.delete(listener)) return res;
    return removeListener(event, listener);
  }) as Response["removeListener"];
  res.off = res.removeListener;
  next();
}
