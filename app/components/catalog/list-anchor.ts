import { type RefObject, useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { VISITOR_INPUT } from "./scroll";

/**
 * A product list shown again (back from a product, a reload) puts the card the visitor left where
 * they left it. The router restores the page's offset, and the same offset is not the same card:
 * - a document's first page is drawn in the site font's size-matched fallback faces and the pages
 *   after it in the site font itself (decision 036), so back from a product the list's rows are
 *   a little taller or shorter than they were (5 px off after a dozen rows in Vietnamese, 15 in
 *   English, in products.spec.ts);
 * - in a new document (a reload) the router restores the offset while the document is parsed,
 *   when the cards far from the screen are not laid out yet (`content-visibility: auto` until
 *   they are laid out after hydration, app.css `.lazy-card`) and stand at an estimated height.
 * While the visitor scrolls, the first card on the screen and its distance from the top are noted,
 * and kept per history entry when the list is left (sessionStorage, as the router keeps offsets).
 * When that entry is shown again the page is moved so that the card stands there again: right
 * after the router's own restoration (a layout effect of the root's, which runs after this one),
 * and in the next few frames, while the cards take their own heights.
 */
export function useListAnchor(list: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();

  useLayoutEffect(() => {
    const anchor = readAnchors()[key];
    // Written by this code, but read defensively: a page never fails for what storage holds.
    if (!Array.isArray(anchor) || typeof anchor[0] !== "string" || typeof anchor[1] !== "number") return;
    const [slug, top] = anchor;
    const restore = () => {
      const card = list.current?.querySelector(`[data-card="${CSS.escape(slug)}"]`);
      if (!card) return;
      const by = card.getBoundingClientRect().top - top;
      // Instant, like the router's restoration (components/site/instant-restoration.tsx): the
      // page's smooth scrolling (app.css) would glide to the card.
      if (Math.abs(by) >= 0.5) window.scrollTo({ top: window.scrollY + by, behavior: "instant" });
    };
    // The cards around it take their own heights in the frames after (content-visibility decides
    // which are near the screen as a frame is drawn): it is put back in each of the next few
    // frames, unless the visitor scrolls first.
    let frame = 0;
    let frames = 0;
    const again = () => {
      restore();
      frames++;
      const settling = frames < SETTLE_FRAMES || (frames < MAX_FRAMES && list.current?.querySelector(WAITING) != null);
      frame = settling ? requestAnimationFrame(again) : 0;
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frames = SETTLE_FRAMES;
    };
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true, once: true });
    queueMicrotask(() => {
      if (frames < SETTLE_FRAMES) again();
    });
    return () => {
      stop();
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
    };
  }, [key, list]);

  // The cards not laid out yet (all but those near the screen, until now) are laid out a few a
  // frame: all at once was one frame of 13-25 ms of CPU (app.css `.lazy-card`). After a filter
  // change, the list's new cards too. Each frame puts the card back first (above), then lays out
  // the next few.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each list shown (`key`) brings its cards
  useEffect(() => {
    let frame = requestAnimationFrame(function layOut() {
      const waiting = [...(list.current?.querySelectorAll<HTMLElement>(WAITING) ?? [])];
      for (const card of waiting.slice(0, CARDS_A_FRAME)) card.dataset.laid = "";
      frame = waiting.length > CARDS_A_FRAME ? requestAnimationFrame(layOut) : 0;
    });
    return () => cancelAnimationFrame(frame);
  }, [key, list]);

  useEffect(() => {
    let frame = 0;
    let noted: Anchor | null = null;
    const note = () => {
      frame = 0;
      // The first card whose top is on the screen or below it, else the last one (scrolled past).
      for (const card of list.current?.querySelectorAll<HTMLElement>("[data-card]") ?? []) {
        noted = [card.dataset.card as string, card.getBoundingClientRect().top];
        if (noted[1] >= 0) break;
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(note);
    };
    // Stored when the list is left (another page, another entry, the document unloaded), not at
    // every frame of a scroll.
    const keep = () => {
      if (noted) writeAnchor(key, noted);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", keep);
      cancelAnimationFrame(frame);
      keep();
    };
  }, [key, list]);
}

/** Frames in which the card is put back after its list is shown again, at the least. */
const SETTLE_FRAMES = 6;
/** ... and at the most, while cards are still being laid out. */
const MAX_FRAMES = 60;
/** Cards laid out in a frame after hydration: about 4 ms of CPU on a fast machine. */
const CARDS_A_FRAME = 4;
/** A card not laid out yet (app.css). */
const WAITING = ".lazy-card:not([data-laid])";
const STORAGE_KEY = "list-anchors";
/** History entries whose anchor is kept (the oldest go first). */
const KEPT = 50;
type Anchor = [slug: string, top: number];

function readAnchors(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeAnchor(key: string, anchor: Anchor): void {
  const anchors = readAnchors();
  delete anchors[key];
  anchors[key] = anchor;
  const keys = Object.keys(anchors);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete anchors[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(anchors));
  } catch {
    // Storage refused or full: the router's offset still brings the list back near the card.
  }
}
