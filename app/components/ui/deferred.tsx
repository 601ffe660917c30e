import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code is split out of the page's first-load JavaScript (decision 008).
 *
 * The server renders it in full, in place (its HTML is in the page, so nothing shifts and it
 * reads without JavaScript): there the module is loaded once when this file is, and rendered
 * directly. In the browser its chunk is not among the page's preloaded scripts: it is requested
 * when the route module that declares it runs (with the hydration scripts, after the first
 * paint), so that it has usually arrived when hydration reaches it; the server's HTML stays in
 * place until then. A click on it before its code has arrived is lost (React stops it at the
 * boundary), as it is on any button before hydration, except a copy button's (the early-taps
 * script, `lib/early-taps.ts`). `whenRendered` waits instead for its first render (a dialog opened by a
 * click: it shows nothing for the moment its chunk takes to arrive).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenRendered = false } = {},
): ComponentType<P> {
  const onServer = typeof document === "undefined";
  let loaded: ComponentType<P> | undefined;
  const early = onServer || !whenRendered ? load() : undefined;
  early?.then((component) => {
    loaded = component;
  });
  const Lazy = lazy(async () => ({ default: loaded ?? (await (early ?? load())) }));
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
