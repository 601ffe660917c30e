/**
 * The site font's faces (decision 022): one file per weight, cut at build by scripts/site-font.ts.
 *
 * None of them is on the first paint's path: the page paints in the size-matched fallback faces
 * of app.css, and `useSiteFont` switches the faces on after hydration (which comes after the first
 * paint on public pages, decision 008): the weights the page shows arrive together and swap in
 * with one relayout, without moving a line (decision 036). Without JavaScript the same faces
 * apply as @font-face rules from a <noscript>.
 */
import { useEffect } from "react";
import w400 from "./fonts/be-vietnam-pro-400.woff2?url";
import w500 from "./fonts/be-vietnam-pro-500.woff2?url";
import w600 from "./fonts/be-vietnam-pro-600.woff2?url";
import w700 from "./fonts/be-vietnam-pro-700.woff2?url";
import w800 from "./fonts/be-vietnam-pro-800.woff2?url";

const FAMILY = "Be Vietnam Pro";

const FACES = [
  [400, w400],
  [500, w500],
  [600, w600],
  [700, w700],
  [800, w800],
] as const;

/** The faces as @font-face rules, for the root's <noscript> (pages without JavaScript). */
export const siteFontFaces = FACES.map(
  ([weight, url]) =>
    `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2")}`,
).join("");

/**
 * The weights the page has laid out text in so far: the size-matched fallback faces of app.css
 * (one per weight, local fonts) that the browser has loaded. Empty when the device has none of
 * those local fonts (then every weight is fetched).
 */
function weightsInUse(doc: Document): Set<number> {
  const used = new Set<number>();
  for (const face of doc.fonts) {
    if (!face.family.includes(`${FAMILY} Fallback`) || face.status !== "loaded") continue;
    // "100 400", "500", "800 900": a face serves the one of our weights inside its range.
    const [low = 0, high = low] = face.weight.split(" ").map(Number);
    for (const [weight] of FACES) if (weight >= low && weight <= high) used.add(weight);
  }
  return used;
}

/**
 * Switches the faces on, once per document, in one relayout: the weights the page shows are
 * fetched side by side and added to the document together once all have arrived (added one by
 * one as CSS rules, each arrival laid the whole page out again: 12-25 ms of main thread each on
 * /products). The other weights are added unloaded: the browser fetches one when text needs it.
 */
export function switchOnSiteFont(doc: Document): void {
  if (doc.documentElement.dataset.siteFont) return;
  doc.documentElement.dataset.siteFont = "on";
  const used = weightsInUse(doc);
  const faces = FACES.map(([weight, url]) => ({
    weight,
    face: new FontFace(FAMILY, `url(${url}) format("woff2")`, { weight: String(weight), display: "swap" }),
  }));
  const first = faces.filter(({ weight }) => used.size === 0 || used.has(weight));
  // A face that fails to load (offline) is left out; the fallback face stays in its place.
  void Promise.allSettled(first.map(({ face }) => face.load())).then(() => {
    for (const { face } of faces) if (face.status !== "error") doc.fonts.add(face);
  });
}

/** After hydration, on every page: the scripts (and so this) come after the first paint on public pages. */
export function useSiteFont(): void {
  useEffect(() => switchOnSiteFont(document), []);
}
