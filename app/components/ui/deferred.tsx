import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code is split out of the page's first-load JavaScript (decision 008).
 *
 * The server renders it in full, in place (its HTML is in the page, so nothing shifts and it
 * reads without JavaScript): there the module is loaded once when this file is, and rendered
 * directly. In the browser its chunk is fetched only when React first renders it: during
 * hydration the server's HTML stays in place until the chunk arrives, then it hydrates (a click
 * in the meantime is replayed by React once it has); rendered later (a dialog opened by a click),
 * it shows nothing for the moment its chunk takes to arrive.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const onServer = typeof document === "undefined";
  let loaded: ComponentType<P> | undefined;
  if (onServer) {
    load().then((component) => {
      loaded = component;
    });
  }
  const Lazy = lazy(async () => ({ default: loaded ?? (await load()) }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at module level
  function Deferred(props: P) {
    // The same Suspense boundary on both sides, so the browser hydrates the server's markup.
    const Loaded = onServer ? loaded : undefined;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  // Memoised: a parent that re-renders with the same props (the article when its view count
  // arrives) must not update a boundary still waiting for its chunk, or React would drop the
  // server's HTML and render it again in the browser (the page jumps for a moment).
  return memo(Deferred) as unknown as ComponentType<P>;
}
