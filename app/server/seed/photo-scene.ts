import { variation } from "./demo-images.server";
import { DRAWINGS } from "./drawings";
import type { Look } from "./drawings/kit";
import type { DemoImageKind, DemoPhotoScene, PhotoSetting } from "./types";

/**
 * The scene of a demo photograph, in SVG: a product drawing (drawings/) standing in
 * a clinic room, on a bench or in a theatre, with a window behind its slatted blinds, cabinets,
 * shelves of boxes, a notice board, a clock, a tiled or glossy floor that reflects it, soft
 * shadows, window light, a colour cast and a vignette. Two layers: the room (blurred afterwards,
 * the lens's depth of field) and the device in focus with the light over the frame. Everything
 * is varied by the photo's name; no text, no fonts, nothing copied.
 */

/** The scene's own coordinates (4:3, as the camera's frame). */
const VW = 1600;
const VH = 1200;

function hsl(hue: number, s: number, l: number) {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${s}%, ${l}%)`;
}

function lookFor(hue: number, v: readonly number[]): Look {
  const accentHue = hue + ((v[6] ?? 0) - 0.5) * 50;
  return {
    body: hsl(hue, 10, 95),
    shade: hsl(hue, 9, 74),
    trim: hsl(hue, 8, 58),
    dark: hsl(hue, 22, 16),
    accent: hsl(accentHue, 64, 44),
    accent2: hsl(accentHue + 48, 68, 55),
    v,
  };
}

/** A drawing (400 × 300, floor at 272) standing with its floor at (x, floorY), `height` units tall. */
function placed(kind: DemoImageKind, look: Look, x: number, floorY: number, height: number, mirror: boolean) {
  const s = height / 300;
  const flip = mirror ? "translate(400 0) scale(-1 1)" : "";
  return `<g transform="translate(${(x - 200 * s).toFixed(1)} ${(floorY - 272 * s).toFixed(1)}) scale(${s.toFixed(3)})"><g transform="${flip}">${DRAWINGS[kind](look)}</g></g>`;
}

/**
 * A soft shadow under a device (drawn `height` tall): a dark contact line where it stands and the
 * window light's longer shadow, thrown away from the window.
 */
function shadow(x: number, floorY: number, height: number, away: number) {
  // The drawings stand on y = 272 of 300, their feet a little above it.
  const foot = floorY - (8 * height) / 300;
  const width = (height * 4) / 3;
  return `<ellipse cx="${x + away * width * 0.12}" cy="${foot}" rx="${width * 0.36}" ry="${width * 0.04}" fill="url(#shadow)"/>
    <ellipse cx="${x}" cy="${foot}" rx="${width * 0.27}" ry="${width * 0.016}" fill="url(#contact)"/>`;
}

interface Room {
  wall: string;
  wallLow: string;
  floor: string;
  floorFar: string;
  horizon: number;
}

/** A colour as hue, saturation and lightness; a wall's hue (and a clinic floor's) turns with the photo's tint. */
type Paint = readonly [hue: number, saturation: number, lightness: number, tinted: boolean];

/** Each setting's walls and floor, and how far above the usual its horizon sits. */
const ROOMS: Record<PhotoSetting, Record<Exclude<keyof Room, "horizon">, Paint> & { raise: number }> = {
  theatre: {
    wall: [165, 22, 80, true],
    wallLow: [170, 18, 70, true],
    floor: [190, 8, 42, false],
    floorFar: [190, 8, 58, false],
    raise: 0,
  },
  bench: {
    wall: [40, 14, 90, true],
    wallLow: [40, 12, 82, true],
    floor: [210, 6, 88, false],
    floorFar: [210, 6, 93, false],
    raise: 40,
  },
  clinic: {
    wall: [195, 16, 88, true],
    wallLow: [200, 14, 79, true],
    floor: [28, 14, 62, true],
    floorFar: [28, 14, 72, true],
    raise: 0,
  },
};

function roomColours(setting: PhotoSetting, v: readonly number[]): Room {
  const tint = (v[1] ?? 0) * 30;
  const { raise, ...paints } = ROOMS[setting];
  const paint = ([hue, saturation, lightness, tinted]: Paint) => hsl(hue + (tinted ? tint : 0), saturation, lightness);
  return {
    wall: paint(paints.wall),
    wallLow: paint(paints.wallLow),
    floor: paint(paints.floor),
    floorFar: paint(paints.floorFar),
    horizon: 690 + (v[0] ?? 0) * 110 - raise,
  };
}

/** A sheet of paper: a heading and lines of text, as a camera sees them from across the room. */
function paper(x: number, y: number, w: number, h: number, seed: string): string {
  const r = variation(seed, 12);
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfaf6" stroke="#d9d6cf" stroke-width="1.5"/>`;
  out += `<rect x="${x + 10}" y="${y + 12}" width="${w * (0.4 + (r[0] ?? 0) * 0.4)}" height="7" fill="${hsl((r[1] ?? 0) * 360, 55, 42)}"/>`;
  for (let i = 0, ly = y + 30; ly < y + h - 10; i++, ly += 11) {
    out += `<rect x="${x + 10}" y="${ly}" width="${(w - 20) * (0.55 + (r[(i % 10) + 2] ?? 0) * 0.45)}" height="4" fill="#6b7075" opacity="0.7"/>`;
  }
  return out;
}

/** The wall behind: a window with blinds, cabinets, shelves of boxes, a notice board, a clock, sockets. */
function wall(room: Room, v: readonly number[], windowLeft: boolean, setting: PhotoSetting, name: string): string {
  const h = room.horizon;
  let out = `<rect width="${VW}" height="${h}" fill="url(#wall)"/>`;
  // The ceiling's edge and a light panel.
  out += `<rect width="${VW}" height="54" fill="${hsl(40, 8, 95)}"/><rect y="54" width="${VW}" height="6" fill="${hsl(40, 6, 80)}"/>`;
  const lx = 300 + (v[6] ?? 0) * 700;
  out += `<rect x="${lx}" y="0" width="420" height="40" fill="#ffffff"/>`;
  for (let x = lx + 35; x < lx + 420; x += 35) out += `<rect x="${x}" y="0" width="2" height="40" fill="#d6dde2"/>`;
  // The window: bright sky through slatted blinds.
  const wx = windowLeft ? 50 + (v[2] ?? 0) * 110 : VW - 530 - (v[2] ?? 0) * 110;
  const wh = h - 280;
  out += `<rect x="${wx - 16}" y="114" width="492" height="${wh + 32}" fill="#f2f4f5" stroke="#c9cdd0" stroke-width="3"/>`;
  out += `<rect x="${wx}" y="130" width="460" height="${wh}" fill="url(#sky)"/>`;
  out += `<path d="M${wx} ${130 + wh * 0.62} C ${wx + 120} ${110 + wh * 0.55}, ${wx + 300} ${150 + wh * 0.6}, ${wx + 460} ${120 + wh * 0.58} L${wx + 460} ${130 + wh} L${wx} ${130 + wh} Z" fill="${hsl(120, 18, 70)}" opacity="0.6"/>`;
  const drop = wh * (0.35 + (v[7] ?? 0) * 0.4);
  for (let y = 130; y < 130 + drop; y += 14) {
    out += `<rect x="${wx}" y="${y}" width="460" height="9" fill="#fbfbf9"/><rect x="${wx}" y="${y + 9}" width="460" height="2" fill="#c8ccce"/>`;
  }
  out += `<rect x="${wx + 226}" y="130" width="8" height="${wh}" fill="#e4e7ea"/>`;
  out += `<rect x="${wx - 30}" y="${146 + wh}" width="520" height="14" fill="${hsl(40, 6, 90)}"/>`;
  // Cabinets, a shelf of boxes and binders, a notice board and a clock on the other side.
  const cx = windowLeft ? 700 + (v[3] ?? 0) * 160 : 80 + (v[3] ?? 0) * 140;
  const doors = 3 + Math.floor((v[4] ?? 0) * 2);
  for (let i = 0; i < doors; i++) {
    const x = cx + i * 158;
    out += `<rect x="${x}" y="92" width="150" height="240" rx="4" fill="${hsl(30, 10, 96)}" stroke="${hsl(30, 6, 76)}" stroke-width="3"/>`;
    out += `<rect x="${x + (i % 2 ? 16 : 122)}" y="282" width="11" height="38" rx="4" fill="${hsl(210, 6, 58)}"/>`;
  }
  const sy = 440 + (v[5] ?? 0) * 40;
  out += `<rect x="${cx - 10}" y="${sy}" width="${doors * 158 + 10}" height="14" fill="${hsl(30, 10, 68)}"/>`;
  for (let bx = cx, i = 0; bx < cx + doors * 158 - 60; i++) {
    const r = variation(`box:${i}:${name}`, 3);
    const w = 30 + (r[0] ?? 0) * 60;
    const bh = 56 + (r[1] ?? 0) * 70;
    const hue = Math.floor((r[2] ?? 0) * 360);
    out += `<rect x="${bx}" y="${sy - bh}" width="${w}" height="${bh}" fill="${hsl(hue, 28 + (r[1] ?? 0) * 30, 44 + (r[0] ?? 0) * 40)}"/>`;
    out += `<rect x="${bx + 5}" y="${sy - bh + 10}" width="${w - 10}" height="${Math.min(22, bh / 3)}" fill="#fff" opacity="0.85"/>`;
    out += `<rect x="${bx + 9}" y="${sy - bh + 15}" width="${(w - 18) * 0.8}" height="3" fill="#555" opacity="0.6"/>`;
    bx += w + 5;
  }
  const nx = windowLeft ? wx + 540 : wx - 330;
  const ny = 150 + (v[1] ?? 0) * 40;
  out += `<rect x="${nx}" y="${ny}" width="260" height="200" fill="${hsl(30, 34, 58)}" stroke="${hsl(30, 20, 40)}" stroke-width="6"/>`;
  out += paper(nx + 14, ny + 14, 100, 130, `a:${name}`) + paper(nx + 126, ny + 22, 118, 84, `b:${name}`);
  out += paper(nx + 132, ny + 116, 96, 70, `c:${name}`) + paper(nx + 22, ny + 152, 80, 40, `d:${name}`);
  const clock = windowLeft ? nx + 330 : nx - 80;
  out += `<circle cx="${clock}" cy="${ny + 40}" r="40" fill="#fff" stroke="#333" stroke-width="5"/>`;
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    out += `<rect x="${clock + Math.cos(a) * 32 - 2}" y="${ny + 40 + Math.sin(a) * 32 - 2}" width="4" height="4" fill="#333"/>`;
  }
  out += `<path d="M${clock} ${ny + 40} L${clock + 18} ${ny + 30} M${clock} ${ny + 40} L${clock - 6} ${ny + 12}" stroke="#222" stroke-width="3"/>`;
  // Cable trunking with sockets along the wall.
  out += `<rect x="0" y="${h - 140}" width="${VW}" height="24" fill="${hsl(0, 0, 94)}" stroke="${hsl(0, 0, 80)}" stroke-width="2"/>`;
  for (let x = 40; x < VW; x += 190) {
    out += `<rect x="${x}" y="${h - 137}" width="38" height="18" rx="3" fill="${hsl(0, 0, 84)}"/><circle cx="${x + 13}" cy="${h - 128}" r="3" fill="#555"/><circle cx="${x + 25}" cy="${h - 128}" r="3" fill="#555"/>`;
  }
  out += `<rect x="0" y="${h - 18}" width="${VW}" height="18" fill="${room.wallLow}" opacity="0.8"/>`;
  if (setting === "theatre") {
    // Wall panels' seams and a pendant arm from the ceiling.
    for (let x = 0; x < VW; x += 260)
      out += `<rect x="${x}" y="60" width="3" height="${h}" fill="${room.wallLow}" opacity="0.8"/>`;
    out += `<rect x="${VW * 0.55}" y="0" width="30" height="210" fill="${hsl(0, 0, 86)}"/>`;
    out += `<rect x="${VW * 0.55 - 130}" y="200" width="290" height="80" rx="14" fill="${hsl(0, 0, 92)}" stroke="${hsl(0, 0, 76)}" stroke-width="3"/>`;
  }
  return out;
}

/** The floor (tiles in perspective) or the bench top with cupboard doors below. */
function ground(room: Room, setting: PhotoSetting): string {
  const h = room.horizon;
  let out = `<rect y="${h}" width="${VW}" height="${VH - h}" fill="url(#floor)"/>`;
  if (setting === "bench") {
    out += `<rect y="${h}" width="${VW}" height="24" fill="${hsl(210, 6, 72)}"/>`;
    out += `<rect y="${h + 250}" width="${VW}" height="${VH - h - 250}" fill="${hsl(35, 12, 82)}"/>`;
    for (let x = 0; x < VW; x += 400) {
      out += `<rect x="${x + 4}" y="${h + 262}" width="392" height="${VH - h - 262}" fill="${hsl(35, 14, 86)}" stroke="${hsl(35, 8, 66)}" stroke-width="3"/>`;
    }
    return out;
  }
  // Tile seams converging on a vanishing point above the frame's centre.
  const vx = VW / 2;
  const vy = h - 900;
  for (let x = -2400; x <= VW + 2400; x += 200) {
    const t = (h - vy) / (VH - vy);
    out += `<path d="M${vx + (x - vx) * t} ${h} L${x} ${VH}" stroke="#000" stroke-opacity="0.09" stroke-width="2"/>`;
  }
  for (let k = 1; k < 9; k++) {
    const y = h + (VH - h) * (k / 9) ** 1.6;
    out += `<rect y="${y}" width="${VW}" height="2" fill="#000" opacity="0.08"/>`;
  }
  return out;
}

export interface PhotoLayers {
  /** The room behind the device, drawn sharp and blurred afterwards (the lens's depth of field). */
  far: string;
  /** The device in focus, its shadows, and the light over the whole frame (transparent elsewhere). */
  near: string;
  /** Where the wall meets the floor or the bench, as a fraction of the height (the floor is textured more). */
  horizon: number;
}

/** The photograph's scene as two SVG layers in 1600 × 1200 units, drawn at `width` × `height`. */
export function photoLayers(scene: DemoPhotoScene, name: string, width: number, height: number): PhotoLayers {
  const v = variation(`photo:${name}`, 12);
  const windowLeft = (v[8] ?? 0) > 0.5;
  const room = roomColours(scene.setting, v);
  const warm = (v[9] ?? 0) * 24 - 6;
  const onBench = scene.setting === "bench";
  const h = room.horizon;
  const floorY = onBench ? h + 150 + (v[10] ?? 0) * 60 : h + 240 + (v[10] ?? 0) * 110;
  const mainHeight = onBench ? 520 + (v[11] ?? 0) * 120 : 620 + (v[11] ?? 0) * 120;
  const mainX = VW / 2 + ((v[2] ?? 0) - 0.5) * 360;
  const mirror = (v[4] ?? 0) > 0.5;
  const main = lookFor(scene.hue, variation(`${scene.kind}:${name}`, 10));
  const device = placed(scene.kind, main, mainX, floorY, mainHeight, mirror);
  const behind = scene.behind
    ? placed(
        scene.behind,
        lookFor(scene.hue + 40, variation(`${scene.behind}:${name}`, 10)),
        windowLeft ? mainX + 520 : mainX - 520,
        h + 40,
        onBench ? 360 : 520,
        !windowLeft,
      )
    : "";
  // The floor or the bench top is glossy: the device shows in it, faintly.
  const glossTop = onBench ? h + 24 : h;
  const glossBottom = onBench ? h + 250 : VH;
  const reflection = `<clipPath id="gloss"><rect y="${glossTop}" width="${VW}" height="${glossBottom - glossTop}"/></clipPath>
    <g clip-path="url(#gloss)"><g opacity="0.13" transform="translate(0 ${2 * floorY}) scale(1 -1)">${device}</g></g>`;
  const lightX = windowLeft ? 0.2 : 0.8;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VW} ${VH}">`;
  const far = `${open}<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${room.wall}"/><stop offset="1" stop-color="${room.wallLow}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${room.floorFar}"/><stop offset="1" stop-color="${room.floor}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#eef6fb"/><stop offset="1" stop-color="#d8e8f2"/></linearGradient>
  </defs>${wall(room, v, windowLeft, scene.setting, name)}${ground(room, scene.setting)}${behind}${reflection}</svg>`;
  const near = `${open}<defs>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <radialGradient id="light" cx="${lightX}" cy="0.25" r="0.9"><stop offset="0" stop-color="#fffdf6" stop-opacity="0.5"/><stop offset="0.55" stop-color="#fffdf6" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
  </defs>
  ${shadow(mainX, floorY, mainHeight, windowLeft ? 1 : -1)}${device}
  <rect width="${VW}" height="${VH}" fill="url(#light)"/>
  <rect width="${VW}" height="${VH}" fill="${warm > 0 ? "#ffb347" : "#7fb2ff"}" opacity="${(Math.abs(warm) / 200).toFixed(3)}"/>
  <rect width="${VW}" height="${VH}" fill="url(#vignette)"/>
</svg>`;
  return { far, near, horizon: h / VH };
}
