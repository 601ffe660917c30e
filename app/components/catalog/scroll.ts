/** Input with which a visitor scrolls (or takes the page) themselves. */
export const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** How long after a scroll to the top the page is still brought back to it if moved. */
const SETTLE_MS = 3000;

/**
 * Scrolls the page to the top, smoothly unless the visitor asked for reduced motion.
 *
 * The page changes under the animation (a filter change shows the skeleton cards, then the next
 * results), and a scroll that something else starts meanwhile ends the animation wherever it
 * stands. Until the visitor scrolls or types themselves, or a few seconds have passed, a scroll
 * that ends short of the top is finished at once.
 */
export function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  if (!("onscrollend" in window)) return;
  const settled = new AbortController();
  const listen = { passive: true, signal: settled.signal };
  const stop = () => settled.abort();
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, listen);
  window.addEventListener(
    "scrollend",
    () => {
      if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: "instant" });
    },
    listen,
  );
  window.setTimeout(stop, SETTLE_MS);
}
