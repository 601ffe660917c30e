import { type ComponentType, lazy, memo, Suspense } from "react";
import { whenIdle } from "~/lib/when-idle";

/**
 * When the browser requests a deferred component's chunk:
 * - `module`: when the route module that declares it runs (with the hydration scripts), so it has
 *   usually arrived when hydration reaches it; for what the page shows at once;
 * - `idle`: at the first idle time after the page's load event, or when it is first rendered if
 *   that comes sooner; for what a later interaction shows (a slow navigation's skeleton), so
 *   that its chunks neither lengthen the task that runs the route modules nor load during
 *   hydration (decision 034);
 * - `rendered`: only when it is first rendered (a dialog opened by a click, a widget most pages
 *   never show): it shows nothing for the moment its chunk takes to arrive, or, while hydrating,
 *   keeps the server's HTML until then.
 */
export type DeferredLoad = "module" | "idle" | "rendered";

/** The longest an `idle` chunk waits for the main thread after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * A component whose code is split out of the page's first-load JavaScript (decision 008).
 *
 * The server renders it in full, in place (its HTML is in the page, so nothing shifts and it
 * reads without JavaScript): there the module is loaded once when this file is, and rendered
 * directly. In the browser its chunk is not among the page's preloaded scripts: it is requested
 * as `when` says (above); the server's HTML stays in place until it has arrived. A click on it
 * before its code has arrived is lost (React stops it at the boundary), as it is on any button
 * before hydration, except a copy button's (the early-taps script, `lib/early-taps.ts`).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = "module" }: { when?: DeferredLoad } = {},
): ComponentType<P> {
  const onServer = typeof document === "undefined";
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    if (!loading) {
      loading = load();
      loading.then((component) => {
        loaded = component;
      });
    }
    return loading;
  };
  if (onServer || when === "module") start();
  else if (when === "idle") whenIdle(start, IDLE_TIMEOUT_MS);
  const Lazy = lazy(async () => ({ default: loaded ?? (await start()) }));
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
