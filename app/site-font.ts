/**
 * The site font's faces (decision 022): one file per weight, cut at build by scripts/site-font.ts.
 *
 * None of them is on the first paint's path: the page paints in the size-matched fallback faces
 * of app.css, and `useSiteFont` switches the faces on after hydration (which comes after the first
 * paint on public pages, decision 008): the weights the page shows arrive together and swap in
 * with one relayout, without moving a line (decision 036). Without JavaScript the same faces
 * apply as @font-face rules from a <noscript>.
 */
import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
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

/** An element's box in the viewport, in CSS pixels. */
export type Box = { element: Element; left: number; top: number; right: number; bottom: number };

/**
 * The boxes of the elements the viewport shows (the page's layout as the visitor sees it). An
 * element wholly above or below the viewport is not looked into: most of a long page is, and
 * reading every element's box took 3-5 ms of CPU on /about.
 */
function boxesInView(doc: Document): Box[] {
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const boxes: Box[] = [];
  const visit = (parent: Element) => {
    for (const element of parent.children) {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      if (bottom <= 0 || top >= height) continue;
      if (right > 0 && left < width && (right > left || bottom > top))
        boxes.push({ element, left, top, right, bottom });
      visit(element);
    }
  };
  visit(doc.body);
  return boxes;
}

/** Chrome does not count a move shorter than this as a layout shift. */
const MOVE_THRESHOLD_PX = 3;

/** The grid the moved area is counted on, in CSS pixels. */
const CELL_PX = 8;

/**
 * How far the boxes seen before have moved, scored as Chrome scores a layout shift: the share of
 * the viewport that the moved boxes cover, where they were and where they are (counted on an
 * 8 px grid), times the longest move over the viewport's larger side. 0 when nothing visible moved.
 */
export function shiftScore(before: readonly Box[], viewport: { width: number; height: number }): number {
  const columns = Math.ceil(viewport.width / CELL_PX);
  const rows = Math.ceil(viewport.height / CELL_PX);
  const covered = new Uint8Array(columns * rows);
  const cover = (left: number, top: number, right: number, bottom: number) => {
    const fromColumn = Math.max(0, Math.floor(left / CELL_PX));
    const toColumn = Math.min(columns, Math.ceil(right / CELL_PX));
    for (let row = Math.max(0, Math.floor(top / CELL_PX)); row < Math.min(rows, Math.ceil(bottom / CELL_PX)); row++) {
      covered.fill(1, row * columns + fromColumn, row * columns + Math.max(fromColumn, toColumn));
    }
  };
  let longest = 0;
  for (const box of before) {
    const now = box.element.getBoundingClientRect();
    const move = Math.max(Math.abs(now.left - box.left), Math.abs(now.top - box.top));
    if (move < MOVE_THRESHOLD_PX) continue;
    longest = Math.max(longest, move);
    cover(box.left, box.top, box.right, box.bottom);
    cover(now.left, now.top, now.right, now.bottom);
  }
  if (longest === 0) return 0;
  const impact = covered.reduce((sum, cell) => sum + cell, 0) / covered.length;
  return impact * Math.min(1, longest / Math.max(viewport.width, viewport.height));
}

/**
 * The largest shift the swap may cause on the page in view: a tenth of the 0.01 that issue 26
 * allows a whole load. A line that wraps differently in the site font moves what follows it by a
 * line (`/en/about`'s introduction at 412 px: 0.012).
 */
export const MAX_SWAP_SHIFT = 0.001;

/** The faces a swap held back because it would have moved the page in view. */
const held = new WeakMap<Document, FontFace[]>();

/**
 * Adds the faces in the next frame if that moves nothing the visitor sees: the layout with them
 * is compared with the layout without, before that frame is painted. If something would move
 * (a line wrapping differently in the site font pushes what follows), the faces are taken out
 * again in the same frame, so the page never moves, and they wait for the next page
 * (`switchOnHeldFaces`), whose content is laid out in them from its first frame.
 */
function addWithoutShift(doc: Document, faces: FontFace[]): void {
  requestAnimationFrame(() => {
    const before = boxesInView(doc);
    for (const face of faces) doc.fonts.add(face);
    const viewport = { width: doc.documentElement.clientWidth, height: doc.documentElement.clientHeight };
    if (shiftScore(before, viewport) <= MAX_SWAP_SHIFT) {
      doc.documentElement.dataset.siteFont = "on";
      return;
    }
    for (const face of faces) doc.fonts.delete(face);
    held.set(doc, faces);
    doc.documentElement.dataset.siteFont = "held";
  });
}

/** After a navigation to another page: the faces a swap held back come in with its content. */
export function switchOnHeldFaces(doc: Document): void {
  const faces = held.get(doc);
  if (!faces) return;
  held.delete(doc);
  for (const face of faces) doc.fonts.add(face);
  doc.documentElement.dataset.siteFont = "on";
}

/** The longest the swap waits for the page to be idle. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `then` once the page has loaded and its main thread is idle: the swap lays every line of
 * the page out again (20-30 ms of CPU on /about here), which should not land on hydration or the
 * images' decoding.
 */
function whenIdle(doc: Document, then: () => void): void {
  const view = doc.defaultView ?? window;
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof view.requestIdleCallback === "function"
      ? view.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS })
      : view.setTimeout(then, 0);
  if (doc.readyState === "complete") idle();
  else view.addEventListener("load", idle, { once: true });
}

/**
 * Switches the faces on, once per document, in one relayout: the weights the page shows are
 * fetched side by side and added to the document together once all have arrived (added one by
 * one as CSS rules, each arrival laid the whole page out again: 12-25 ms of main thread each on
 * /products). The other weights are added unloaded: the browser fetches one when text needs it.
 * The swap never moves the page in view (`addWithoutShift`).
 */
export function switchOnSiteFont(doc: Document): void {
  if (doc.documentElement.dataset.siteFont) return;
  doc.documentElement.dataset.siteFont = "loading";
  const used = weightsInUse(doc);
  const faces = FACES.map(([weight, url]) => ({
    weight,
    face: new FontFace(FAMILY, `url(${url}) format("woff2")`, { weight: String(weight), display: "swap" }),
  }));
  const first = faces.filter(({ weight }) => used.size === 0 || used.has(weight));
  // A face that fails to load (offline) is left out; the fallback face stays in its place.
  void Promise.allSettled(first.map(({ face }) => face.load())).then(() =>
    whenIdle(doc, () =>
      addWithoutShift(
        doc,
        faces.map(({ face }) => face).filter((face) => face.status !== "error"),
      ),
    ),
  );
}

/**
 * After hydration, on every page: the scripts (and so this) come after the first paint on public
 * pages. A swap held back on one page happens as the next page's content comes in (before it is
 * painted: a layout effect).
 */
export function useSiteFont(): void {
  const { key } = useLocation();
  useEffect(() => switchOnSiteFont(document), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation (its key) is the cue
  useLayoutEffect(() => switchOnHeldFaces(document), [key]);
}
