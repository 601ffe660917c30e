/**
 * The site font's faces (decision 022): one file per weight, cut at build by scripts/site-font.ts.
 *
 * A page is never drawn again in them once it has been drawn (decision 036, "Never swapped"):
 * swapping the faces in lays every line of the page out again (36-38 ms of the main thread in
 * Lighthouse's traces of home, four times that on a phone) and can move what the visitor is
 * reading (a line that wraps differently pushes what follows).
 * - A document's first page paints in the size-matched fallback faces of app.css. After it has
 *   loaded, `useSiteFont` fetches the five files and keeps them aside.
 * - The next page (a client navigation) comes in the site font: the faces go into the document
 *   as its content does, before it is painted.
 * Declaring the faces before the first paint when the browser was known to hold the files
 * (a mark in localStorage) was tried: Lighthouse keeps localStorage but empties the HTTP cache,
 * as a cache evicted since a visit does, and the files then delayed the first paint (FCP 0.9 ->
 * 1.8-2.1 s on four pages of twelve). Without JavaScript the faces apply as @font-face rules from
 * a <noscript>.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import w400 from "./fonts/be-vietnam-pro-400.woff2?url";
import w500 from "./fonts/be-vietnam-pro-500.woff2?url";
import w600 from "./fonts/be-vietnam-pro-600.woff2?url";
import w700 from "./fonts/be-vietnam-pro-700.woff2?url";
import w800 from "./fonts/be-vietnam-pro-800.woff2?url";
import { whenIdle } from "./lib/when-idle";

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
 * The longest the fetch waits for the page to be idle after its load event: the files (about
 * 190 KB) should not take bandwidth from the page's images, nor their decoding the main thread
 * from hydration.
 */
const IDLE_TIMEOUT_MS = 1500;

/** The faces fetched on the document's first page, kept aside until the next one. */
let held: FontFace[] | undefined;

/**
 * On a document's first page: fetches the five files once the page is idle and keeps them aside
 * (`held`). A file that fails (offline) is left out; its weight stays in the fallback face.
 */
export function fetchSiteFont(doc: Document): void {
  if (doc.documentElement.dataset.siteFont) return;
  doc.documentElement.dataset.siteFont = "loading";
  whenIdle(() => {
    const faces = FACES.map(
      ([weight, url]) => new FontFace(FAMILY, `url(${url}) format("woff2")`, { weight: String(weight) }),
    );
    void Promise.allSettled(faces.map((face) => face.load())).then(() => {
      held = faces.filter((face) => face.status === "loaded");
      doc.documentElement.dataset.siteFont = "held";
    });
  }, IDLE_TIMEOUT_MS);
}

/** As the next page's content comes in (before it is painted): the faces kept aside go in. */
export function switchOnHeldFaces(doc: Document): void {
  if (!held) return;
  for (const face of held) doc.fonts.add(face);
  held = undefined;
  doc.documentElement.dataset.siteFont = "on";
}

/**
 * In the root, on every page. After hydration (after the first paint on public pages) the files
 * are fetched; at each later navigation (a layout effect, before the new page is painted) the
 * faces fetched meanwhile go in.
 */
export function useSiteFont(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => fetchSiteFont(document), []);
  useLayoutEffect(() => {
    if (key !== firstKey.current) switchOnHeldFaces(document);
  }, [key]);
}
