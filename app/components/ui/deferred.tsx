import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code is split out of the page's first-load JavaScript (decision 008).
 *
 * The server renders it in full (its HTML is in the page, so nothing shifts and it reads without
 * JavaScript). In the browser its chunk is fetched only when React first renders it: during
 * hydration the server's HTML stays in place until the chunk arrives, then it hydrates (a click
 * in the meantime is replayed by React once it has); rendered later (a dialog opened by a click),
 * it shows nothing for the moment its chunk takes to arrive.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
