import sharp from "sharp";
import { DRAWINGS } from "./drawings";
import type { Look } from "./drawings/kit";
import type { DemoImage } from "./types";

/**
 * The seed's demo pictures: the drawing of the product's family (drawings/, drawn
 * here in SVG, nothing copied), on a light studio backdrop in its department's hue, varied per
 * product by its name: accent colour, side, tilt, place and the drawing's own details. The same
 * name always gives the same picture. WebP, as the image store then keeps it.
 */

function hsl(hue: number, s: number, l: number) {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${s}%, ${l}%)`;
}

/** FNV-1a of the text, then mulberry32: a few numbers in [0, 1) that only the text decides. */
export function variation(text: string, count: number): number[] {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  const numbers: number[] = [];
  for (let i = 0; i < count; i++) {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    numbers.push(((t ^ (t >>> 14)) >>> 0) / 4_294_967_296);
  }
  return numbers;
}

/** The SVG of a demo picture (exported for the tests: the seed renders it). */
export function demoSvg(image: DemoImage, width: number, height: number, name: string): string {
  const { hue, kind } = image;
  const v = variation(`${kind}:${name}`, 10);
  if (image.style !== undefined) v[0] = image.style;
  const accentHue = hue + ((v[6] ?? 0) - 0.5) * 70;
  const look: Look = {
    body: hsl(hue, 18, 97),
    shade: hsl(hue, 14, 78),
    trim: hsl(hue, 12, 62),
    dark: hsl(hue, 28, 18),
    accent: hsl(accentHue, 72, 44),
    accent2: hsl(accentHue + 48, 78, 56),
    v,
  };
  const scale = Math.min(width / 400, height / 300) * (0.74 + (v[7] ?? 0) * 0.08);
  const dx = (width - 400 * scale) / 2 + ((v[8] ?? 0) - 0.5) * width * 0.08;
  const dy = (height - 300 * scale) / 2;
  const mirror = (v[9] ?? 0) > 0.5 ? "translate(400 0) scale(-1 1)" : "";
  const tilt = (((v[5] ?? 0) - 0.5) * 6).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 38, 95)}"/><stop offset="0.72" stop-color="${hsl(hue, 30, 87)}"/><stop offset="1" stop-color="${hsl(hue, 26, 80)}"/>
      </linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.2" r="0.8">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#light)"/>
    <g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})">
      <ellipse cx="200" cy="274" rx="170" ry="14" fill="${hsl(hue, 30, 30)}" opacity="0.16"/>
      <g transform="rotate(${tilt} 200 150)"><g transform="${mirror}">${DRAWINGS[kind](look)}</g></g>
    </g>
  </svg>`;
}

/** The fastest effort: the image store decodes and encodes it again at once (the seed asks effort 2). */
export const DEMO_ENCODING = { quality: 90, effort: 0 } as const;

/** Draws a demo picture of `width` × `height` for the product (or article) called `name`, as WebP. */
export async function renderDemoImage(image: DemoImage, width = 1200, height = 900, name = ""): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(image, width, height, name)))
    .webp(DEMO_ENCODING)
    .toBuffer();
}
