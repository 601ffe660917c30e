/**
 * Taps before the scripts arrive (decision 008: public pages hydrate after their first paint).
 *
 * Most controls work as plain HTML until React takes over (details/summary, links, :target, a
 * GET form). Two need a few lines of script, so an inline script in the document's head (with
 * the request's nonce) listens on `window`:
 * - a link marked `data-keep-hash` (the language switch) gets the page's `#hash` appended, which
 *   the server cannot know (after React's own listeners on the document);
 * - a button with `data-copy` (colour swatches, copy-link, the article's share button) copies its
 *   value (a path is made absolute) and queues the result; the component shows its status once
 *   it has hydrated (`takeEarlyCopies`). The script hears the click first (capture phase, before
 *   React): a button inside a deferred component whose code has not arrived yet sits in a
 *   boundary React cannot hydrate, and React stops such a click before it bubbles. It decides
 *   once the click is over (same tap, so the browser still allows the copy).
 * A hydrated control handles the click itself and calls `preventDefault()`: the script then
 * leaves it alone, so nothing is done twice.
 */

export interface EarlyCopy {
  /** The `data-copy` value as written in the page. */
  value: string;
  /** "shared": the share sheet (`data-share-title`) was used or dismissed; else the copy's outcome. */
  result: Promise<"copied" | "failed" | "shared">;
}

declare global {
  interface Window {
    __earlyCopies?: EarlyCopy[];
  }
}

export const EARLY_TAPS_SCRIPT = `(() => {
const w = window, q = (w.__earlyCopies = w.__earlyCopies || []);
const copy = (text) => navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(text).then(() => "copied", () => "failed") : Promise.resolve("failed");
w.addEventListener("click", (e) => {
  if (e.defaultPrevented || !(e.target instanceof Element)) return;
  const a = e.target.closest("a[data-keep-hash]");
  if (a && location.hash) a.hash = location.hash;
});
w.addEventListener("click", (e) => {
  const b = e.target instanceof Element && e.target.closest("[data-copy]");
  if (!b) return;
  const value = b.getAttribute("data-copy"), title = b.getAttribute("data-share-title");
  const text = b.hasAttribute("data-absolute") ? new URL(value, location.href).href : value;
  let settle;
  const entry = { value, result: new Promise((resolve) => { settle = resolve; }) };
  q.push(entry);
  setTimeout(() => {
    if (e.defaultPrevented) { const i = q.indexOf(entry); if (i >= 0) q.splice(i, 1); return; }
    settle(title !== null && navigator.share
      ? navigator.share({ title, url: text }).then(() => "shared", (err) => err && err.name === "AbortError" ? "shared" : copy(text))
      : copy(text));
  });
}, true);
})()`.replace(/\n\s*/g, "");

/** The copies made before hydration whose value passes `match`; each is handed out once. */
export function takeEarlyCopies(match: (value: string) => boolean): EarlyCopy[] {
  const queue = typeof window === "undefined" ? undefined : window.__earlyCopies;
  if (!queue) return [];
  const taken = queue.filter((entry) => match(entry.value));
  // In place: the inline script keeps pushing into this same array.
  for (const entry of taken) queue.splice(queue.indexOf(entry), 1);
  return taken;
}
