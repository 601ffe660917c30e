import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Back and forward put the page where it was at once. The page scrolls smoothly (app.css, so a
 * new page glides to the top as the specification asks), and the router's restoration of an
 * offset is a plain `scrollTo`: without this, back from an article to a news list scrolled down
 * 3,000 px showed the list from its top and glided down through all of it for a second.
 * Rendered just before `<ScrollRestoration>`, so that this layout effect runs before the
 * router's: the smooth scrolling is off for that one restoration, and on again in the next frame.
 */
export function InstantRestoration() {
  const { key } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry shown is a restoration
  useLayoutEffect(() => {
    if (type !== "POP") return;
    const html = document.documentElement;
    html.style.scrollBehavior = "auto";
    const frame = requestAnimationFrame(() => html.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      html.style.removeProperty("scroll-behavior");
    };
  }, [key, type]);
  return null;
}
