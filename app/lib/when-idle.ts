/**
 * Runs `task` once the page has loaded (its load event) and the main thread is idle, at most
 * `timeoutMs` after the load event. Safari has no requestIdleCallback: there the task runs a
 * second after the load event.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: timeoutMs });
    else window.setTimeout(task, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
