/**
 * Public pages fetch their hydration scripts after the first paint (decision 008).
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` per script into the head and one
 * inline module script that imports the route modules and then the client entry. Both start
 * fetching as soon as the HTML is parsed: about 125 KB gzip of JavaScript (React DOM and the
 * router are 108 KB of it) then shares a slow link with the style sheet, the fonts and the
 * page's largest image, although the server-rendered page needs none of it to paint.
 *
 * This rewrite keeps every byte of the page and changes only when those fetches start: the
 * preload links become inert (`rel="x-modulepreload"`), the module script becomes an inert
 * `type="text/x-after-paint"` script, and a small inline script turns both back into real ones
 * once the document is parsed, a frame has been painted and the page's high-priority image (the
 * LCP image, `fetchpriority="high"`) has arrived, or after a cap whichever comes first. A hidden
 * tab (no frames are painted there) starts at once. The site font's faces come after hydration
 * (app/site-font.ts, decisions 022 and 036), so no font file is fetched before that paint either.
 */

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** At most this long after the document is parsed, the scripts are fetched anyway. */
export const AFTER_PAINT_CAP_MS = 3000;

/**
 * Preload links the starter adds per task. Each link starts a fetch inside the task that adds it,
 * 0.6-1.5 ms of CPU here with DevTools attached (Lighthouse, Playwright); a page names about
 * twenty, which made one task of 8-10 ms of CPU (17-52 ms as Lighthouse observed it).
 */
const PRELOADS_PER_TASK = 2;

const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const MODULE_SCRIPT_NO_NONCE = /<script type="module" async="">/;
const PRELOAD = /<link rel="modulepreload"/g;

/**
 * The inline starter. It reads its own nonce (a held page has none: its policy names hashes), waits for
 * the document to be parsed, then for the first contentful paint to be reported and the
 * high-priority image to have arrived and been painted (the frame after its load event: on a busy
 * machine the scripts otherwise finished before the image's paint, and Lighthouse counted them
 * in the LCP), and starts the scripts: the preloads first, PRELOADS_PER_TASK to a task, then the
 * module script in a task of its own (all in one task they took 8-10 ms of CPU, 17-52 ms as
 * Lighthouse observed it here). A hidden tab starts at once; AFTER_PAINT_CAP_MS bounds the wait.
 */
export const STARTER = `(() => {
const d = document, n = d.currentScript && d.currentScript.nonce;
let started = false;
const go = () => {
  if (started) return;
  started = true;
  const links = [...d.querySelectorAll('link[rel="x-modulepreload"]')];
  const o = d.getElementById("after-paint-scripts");
  const step = () => {
    for (const l of links.splice(0, ${PRELOADS_PER_TASK})) {
      const p = d.createElement("link");
      p.rel = "modulepreload";
      p.href = l.getAttribute("href");
      d.head.append(p);
    }
    if (links.length) return setTimeout(step, 0);
    if (!o) return;
    setTimeout(() => {
      const m = d.createElement("script");
      m.type = "module";
      if (n) m.nonce = n;
      m.textContent = o.textContent;
      o.replaceWith(m);
    }, 0);
  };
  step();
};
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(go, 0));
const afterImage = () => {
  const i = d.querySelector('img[fetchpriority="high"]');
  if (!i || i.complete) return afterNextPaint();
  i.addEventListener("load", afterNextPaint, { once: true });
  i.addEventListener("error", go, { once: true });
};
const afterPaint = () => {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted()) return afterImage();
  try {
    const o = new PerformanceObserver(() => { if (painted()) { o.disconnect(); afterImage(); } });
    o.observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(afterImage, 0));
  }
};
const ready = () => {
  setTimeout(go, ${AFTER_PAINT_CAP_MS});
  if (d.visibilityState === "hidden") return go();
  d.addEventListener("visibilitychange", go, { once: true });
  afterPaint();
};
d.readyState === "loading" ? d.addEventListener("DOMContentLoaded", ready, { once: true }) : ready();
})()`.replace(/\n\s*/g, "");

/** Rewrites one piece of HTML (whole tags only; see `afterFirstPaintStream` for chunk edges). */
export function rewriteForAfterFirstPaint(html: string): string {
  let out = html.replace(PRELOAD, '<link rel="x-modulepreload"');
  out = out.replace(MODULE_SCRIPT, (_tag, nonce: string) => {
    const attr = ` nonce="${nonce}"`;
    return `<script${attr}>${STARTER}</script><script${attr} type="text/x-after-paint" id="after-paint-scripts">`;
  });
  out = out.replace(
    MODULE_SCRIPT_NO_NONCE,
    `<script>${STARTER}</script><script type="text/x-after-paint" id="after-paint-scripts">`,
  );
  return out;
}

/**
 * A stream rewriting the HTML as it passes (by default `rewriteForAfterFirstPaint`). A tag cut by
 * a chunk edge is held back until the next chunk completes it, so patterns are always seen whole.
 */
export function afterFirstPaintStream(rewrite: (html: string) => string = rewriteForAfterFirstPaint): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      held = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}
