import sharp from "sharp";
import type { DemoImage, DemoImageKind } from "./types";

// Simple product silhouettes drawn in a 400 x 300 box; no text, so no fonts are needed.
const shapes: Record<DemoImageKind, string> = {
  scope: `<rect x="60" y="60" width="120" height="170" rx="14" fill="F1"/><rect x="78" y="80" width="84" height="50" rx="6" fill="A1"/>
    <path d="M180 120 C 260 110, 250 220, 330 200" stroke="F2" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="334" cy="199" r="12" fill="A2"/>`,
  monitor: `<rect x="80" y="50" width="240" height="160" rx="12" fill="F1"/><rect x="96" y="66" width="208" height="128" rx="4" fill="A1"/>
    <polyline points="104,140 150,140 165,100 185,175 205,120 220,140 296,140" stroke="A2" stroke-width="6" fill="none"/><rect x="180" y="210" width="40" height="30" fill="F2"/><rect x="130" y="238" width="140" height="14" rx="7" fill="F2"/>`,
  cabinet: `<rect x="110" y="30" width="180" height="240" rx="12" fill="F1"/><rect x="128" y="50" width="144" height="110" rx="8" fill="A1"/>
    <circle cx="200" cy="105" r="34" fill="none" stroke="A2" stroke-width="8"/><rect x="128" y="176" width="144" height="16" rx="8" fill="F2"/><rect x="128" y="204" width="90" height="16" rx="8" fill="F2"/>`,
  lamp: `<rect x="192" y="10" width="16" height="80" fill="F2"/><ellipse cx="200" cy="130" rx="130" ry="46" fill="F1"/>
    <circle cx="150" cy="132" r="18" fill="A2"/><circle cx="200" cy="140" r="18" fill="A2"/><circle cx="250" cy="132" r="18" fill="A2"/><path d="M120 180 L90 280 L310 280 L280 180 Z" fill="A1" opacity="0.35"/>`,
  table: `<rect x="50" y="110" width="300" height="34" rx="12" fill="F1"/><rect x="180" y="144" width="40" height="100" fill="F2"/>
    <rect x="110" y="244" width="180" height="24" rx="10" fill="F2"/><rect x="60" y="96" width="90" height="18" rx="9" fill="A1"/>`,
  instrument: `<path d="M70 230 L250 70" stroke="F1" stroke-width="14" stroke-linecap="round"/><path d="M110 240 L300 90" stroke="F2" stroke-width="10" stroke-linecap="round"/>
    <circle cx="80" cy="236" r="22" fill="none" stroke="A2" stroke-width="8"/><circle cx="122" cy="246" r="22" fill="none" stroke="A2" stroke-width="8"/><path d="M250 70 L290 40" stroke="A1" stroke-width="8" stroke-linecap="round"/>`,
  package: `<path d="M200 40 L330 100 L330 220 L200 280 L70 220 L70 100 Z" fill="F1"/><path d="M200 160 L330 100 M200 160 L70 100 M200 160 L200 280" stroke="F2" stroke-width="6"/>
    <rect x="100" y="150" width="60" height="40" rx="4" fill="A1" transform="skewY(24) translate(0 -70)"/>`,
  bottle: `<rect x="170" y="30" width="60" height="30" rx="6" fill="F2"/><path d="M160 60 H240 V90 Q290 110 290 160 V260 Q290 280 270 280 H130 Q110 280 110 260 V160 Q110 110 160 90 Z" fill="F1"/>
    <rect x="130" y="160" width="140" height="70" rx="8" fill="A1"/><path d="M200 175 v40 M180 195 h40" stroke="A2" stroke-width="10"/>`,
  device: `<rect x="70" y="70" width="260" height="170" rx="20" fill="F1"/><rect x="92" y="92" width="130" height="90" rx="8" fill="A1"/>
    <circle cx="275" cy="120" r="22" fill="A2"/><circle cx="275" cy="180" r="14" fill="F2"/><rect x="92" y="200" width="130" height="16" rx="8" fill="F2"/>`,
  cart: `<rect x="100" y="40" width="200" height="150" rx="12" fill="F1"/><rect x="116" y="58" width="168" height="54" rx="6" fill="A1"/><rect x="116" y="124" width="168" height="50" rx="6" fill="F2"/>
    <rect x="100" y="190" width="200" height="40" rx="6" fill="F2"/><circle cx="130" cy="255" r="16" fill="A2"/><circle cx="270" cy="255" r="16" fill="A2"/>`,
};

function hsl(hue: number, s: number, l: number) {
  return `hsl(${((hue % 360) + 360) % 360}, ${s}%, ${l}%)`;
}

/** Draws a demo picture: a soft gradient, light grid and a silhouette of the kind, as JPEG. */
export async function renderDemoImage(image: DemoImage, width = 1200, height = 900): Promise<Buffer> {
  const { hue, kind } = image;
  const palette: Record<string, string> = {
    F1: hsl(hue, 25, 96),
    F2: hsl(hue, 30, 82),
    A1: hsl(hue, 70, 42),
    A2: hsl(hue + 30, 80, 55),
  };
  const shape = shapes[kind].replace(/"(F1|F2|A1|A2)"/g, (_, token: string) => `"${palette[token]}"`);
  const scale = Math.min(width / 400, height / 300) * 0.72;
  const dx = (width - 400 * scale) / 2;
  const dy = (height - 300 * scale) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 65, 38)}"/><stop offset="1" stop-color="${hsl(hue + 25, 70, 20)}"/>
      </linearGradient>
      <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
        <path d="M48 0 H0 V48" fill="none" stroke="white" stroke-opacity="0.07" stroke-width="2"/>
      </pattern>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#grid)"/>
    <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.35}" fill="white" fill-opacity="0.06"/>
    <g transform="translate(${dx} ${dy}) scale(${scale})">${shape}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
