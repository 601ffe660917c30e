/**
 * Runs `task` at the page's load event, or at once if it has passed. Returns a function that
 * cancels it (for an effect's clean-up).
 */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === "complete") {
    task();
    return () => {};
  }
  window.addEventListener("load", task, { once: true });
  return () => window.removeEventListener("load", task);
}

/**
 * Runs `task` once the page has loaded (its load event) and the main thread is idle, at most
 * `timeoutMs` after the load event. Safari has no requestIdleCallback: there the task runs a
 * second after the load event.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  afterLoad(() => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: timeoutMs });
    else window.setTimeout(task, 1000);
  });
}
