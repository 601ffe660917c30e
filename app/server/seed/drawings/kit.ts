/**
 * The pieces the demo drawings are made of: a look (colours and a product's own
 * variation) and small SVG helpers. Everything is drawn in a 400 × 300 box, floor at y = 272; no
 * text, so no fonts are needed, and nothing is copied from anywhere.
 */

/** A product's colours and its own variation: `v` holds numbers in [0, 1) drawn from its slug. */
export interface Look {
  /** Device body (light), its shade, trim and a dark (screens, tyres). */
  body: string;
  shade: string;
  trim: string;
  dark: string;
  /** The product's accent and a second one beside it. */
  accent: string;
  accent2: string;
  v: readonly number[];
}

export type Drawing = (look: Look) => string;

/** A whole number in [min, max] from a variation number. */
export const pick = (value: number | undefined, min: number, max: number) =>
  min + Math.floor((value ?? 0) * (max - min + 1));

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;

/** A device's box: the body colour with a shaded lower edge, so it reads as a volume. */
export const box = (x: number, y: number, w: number, h: number, look: Look, r = 10) =>
  rect(x, y, w, h, look.body, r, `stroke="${look.shade}" stroke-width="2"`) +
  rect(x + 2, y + h - Math.min(14, h / 4), w - 4, Math.min(12, h / 4), look.shade, r / 2, 'opacity="0.55"');

/** Caster wheels under a device. */
export const wheels = (xs: number[], y: number, look: Look) =>
  xs.map((x) => circle(x, y, 9, look.dark) + circle(x, y, 3, look.shade)).join("");

/** An ECG trace from (x, y), `beats` beats over `w`, spikes of `amp`. */
export function ecg(x: number, y: number, w: number, amp: number, beats: number): string {
  const step = w / beats;
  let d = `M${x} ${y}`;
  for (let i = 0; i < beats; i++) {
    const b = x + i * step;
    const at = (f: number) => (b + f * step).toFixed(1);
    d += ` L${at(0.2)} ${y} Q${at(0.26)} ${y - amp * 0.18} ${at(0.32)} ${y} L${at(0.42)} ${y} L${at(0.46)} ${y + amp * 0.2}`;
    d += ` L${at(0.5)} ${y - amp} L${at(0.55)} ${y + amp * 0.35} L${at(0.6)} ${y} L${at(0.7)} ${y}`;
    d += ` Q${at(0.78)} ${y - amp * 0.3} ${at(0.86)} ${y} L${at(1)} ${y}`;
  }
  return d;
}

/** A smooth wave (pleth, respiration) from (x, y) over `w`. */
export function wave(x: number, y: number, w: number, amp: number, cycles: number): string {
  const step = w / cycles;
  let d = `M${x} ${y}`;
  for (let i = 0; i < cycles; i++) {
    const b = x + i * step;
    d += ` Q${(b + step * 0.25).toFixed(1)} ${y - amp} ${(b + step * 0.5).toFixed(1)} ${y}`;
    d += ` T${(b + step).toFixed(1)} ${y}`;
  }
  return d;
}

/** A screen: dark glass in a frame. */
export const screen = (x: number, y: number, w: number, h: number, look: Look, content = "") =>
  rect(x - 5, y - 5, w + 10, h + 10, look.trim, 6) + rect(x, y, w, h, "#0b1526", 3) + content;

/** An endoscope's view: a round picture of pink mucosa with a dark lumen. */
export const scopeView = (cx: number, cy: number, r: number, look: Look) =>
  circle(cx, cy, r, "#e7a29a") +
  circle(cx + r * 0.15, cy - r * 0.1, r * 0.72, "#d77f7a") +
  `<ellipse cx="${cx + r * (0.1 + (look.v[3] ?? 0) * 0.3)}" cy="${cy}" rx="${r * 0.28}" ry="${r * 0.22}" fill="#5b1f22"/>` +
  circle(cx - r * 0.45, cy - r * 0.45, r * 0.12, "#fff", 'opacity="0.55"');
