/**
 * The site font's faces (decision 022): one file per weight, cut at build by scripts/site-font.ts.
 *
 * None of them is on the first paint's path: the page paints in the size-matched fallback faces
 * of app.css, and the @font-face rules below are switched on after that paint (the after-paint
 * starter on public pages, `useSiteFont` otherwise), so the browser then fetches only the weights
 * the page uses and swaps them in without moving a line. Without JavaScript the same rules apply
 * from a <noscript>.
 */
import { useEffect } from "react";
import w400 from "./fonts/be-vietnam-pro-400.woff2?url";
import w500 from "./fonts/be-vietnam-pro-500.woff2?url";
import w600 from "./fonts/be-vietnam-pro-600.woff2?url";
import w700 from "./fonts/be-vietnam-pro-700.woff2?url";
import w800 from "./fonts/be-vietnam-pro-800.woff2?url";
import { SITE_FONT_ON_ID, SITE_FONT_SOURCE_ID } from "./lib/site-font";

const FACES = [
  [400, w400],
  [500, w500],
  [600, w600],
  [700, w700],
  [800, w800],
] as const;

/** The @font-face rules, rendered by the root into a <noscript> (its markup is what the switch inserts). */
export const siteFontFaces = FACES.map(
  ([weight, url]) =>
    `@font-face{font-family:"Be Vietnam Pro";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2")}`,
).join("");

/** Switches the faces on, once per document (the starter may have done it already). */
export function switchOnSiteFont(doc: Document): void {
  const source = doc.getElementById(SITE_FONT_SOURCE_ID);
  if (!source || doc.getElementById(SITE_FONT_ON_ID)) return;
  doc.head.insertAdjacentHTML("beforeend", source.textContent ?? "");
}

/** For pages without the after-paint starter (the back office): on after hydration. */
export function useSiteFont(): void {
  useEffect(() => switchOnSiteFont(document), []);
}
