/** Laboratory devices and supplies. */
import { box, circle, type Drawing, line, pick, rect, screen, wheels } from "./kit";

const CAPS = ["#d62f3a", "#8e5bd6", "#2f7fd6", "#8a8f98", "#3aa35f", "#e0b220"];

/** A bench analyser: its body and reagent door, a sample carousel or rack of tubes, a screen on an arm. */
export const labAnalyser: Drawing = (l) => {
  const carousel = (l.v[0] ?? 0) > 0.45;
  const tubes = pick(l.v[1], 5, 8);
  let samples = "";
  if (carousel) {
    samples += `<ellipse cx="130" cy="96" rx="64" ry="20" fill="${l.trim}"/>`;
    for (let i = 0; i < tubes + 4; i++) {
      const a = (i / (tubes + 4)) * Math.PI * 2;
      samples += circle(130 + Math.cos(a) * 50, 96 + Math.sin(a) * 14, 5, CAPS[i % CAPS.length] as string);
    }
  } else {
    samples += rect(66, 84, 130, 16, l.trim, 4);
    for (let i = 0; i < tubes; i++) {
      samples +=
        rect(74 + i * 15, 56, 9, 34, "#e9f4fb", 3) + rect(73 + i * 15, 52, 11, 8, CAPS[i % CAPS.length] as string, 2);
    }
  }
  return (
    box(40, 100, 320, 156, l, 12) +
    samples +
    rect(60, 124, 170, 108, l.trim, 8) +
    rect(74, 138, 142, 60, "#cfe6f3", 6) +
    rect(96, 212, 98, 8, l.accent, 4) +
    rect(300, 60, 10, 50, l.trim) +
    screen(
      252,
      22,
      96,
      56,
      l,
      rect(260, 30, 44, 8, l.accent, 3) + rect(260, 46, 70, 6, l.accent2, 3) + rect(260, 58, 56, 6, l.shade, 3),
    ) +
    rect(250, 136, 92, 14, l.dark, 6) +
    circle(266, 190, 8, l.accent2) +
    circle(292, 190, 8, l.accent)
  );
};

/** Blood cell analysis software: a smear's cells on screen, some boxed and classified. */
export const aiCells: Drawing = (l) => {
  let cells = "";
  const seed = l.v[0] ?? 0;
  for (let i = 0; i < 22; i++) {
    const x = 64 + ((i * 53 + seed * 97) % 190);
    const y = 50 + ((i * 37 + seed * 61) % 150);
    cells += circle(x, y, 12, "#e8a1a8", 'opacity="0.9"') + circle(x, y, 5, "#f3c7cb");
  }
  const wx = 90 + seed * 120;
  return (
    rect(186, 232, 28, 30, l.trim) +
    rect(140, 258, 120, 12, l.trim, 6) +
    screen(44, 28, 312, 200, l, rect(50, 34, 214, 188, "#fbe9ec", 2)) +
    cells +
    circle(wx, 120, 18, "#7b4bb7") +
    circle(wx + 4, 116, 9, "#4d2a80") +
    rect(wx - 24, 96, 48, 48, "none", 3, 'stroke="#18a957" stroke-width="3"') +
    rect(274, 44, 72, 10, l.accent, 4) +
    rect(274, 64, 50, 40, l.accent2, 4, 'opacity="0.8"') +
    rect(274, 114, 30, 80, l.accent, 4, 'opacity="0.6"') +
    rect(310, 144, 30, 50, l.accent2, 4, 'opacity="0.6"')
  );
};

/** A class II biosafety cabinet on its stand: the filter box, the sloped glass sash, the lit work area. */
export const biosafetyCabinet: Drawing = (l) => {
  const arrows = pick(l.v[0], 3, 5);
  let flow = "";
  for (let i = 0; i < arrows; i++) {
    const x = 110 + (i * 180) / (arrows - 1);
    flow += line(`M${x} 70 L${x} 120 M${x - 6} 112 L${x} 120 L${x + 6} 112`, l.accent, 3, 'opacity="0.8"');
  }
  return (
    box(70, 20, 260, 40, l, 8) +
    box(70, 56, 260, 140, l, 6) +
    `<path d="M92 66 L308 66 L300 170 L100 170 Z" fill="#dff0fa" stroke="${l.shade}" stroke-width="2"/>` +
    rect(100, 150, 200, 20, "#fff6cf") +
    flow +
    rect(86, 196, 228, 12, l.trim, 4) +
    line("M96 208 L96 266 M304 208 L304 266", l.trim, 10) +
    circle(316, 38, 6, l.accent2)
  );
};

/** A phlebotomy cart: a tray of tubes, drawers, a handle and castors. */
export const samplingCart: Drawing = (l) => {
  const drawers = pick(l.v[0], 3, 4);
  let front = "";
  for (let i = 0; i < drawers; i++) {
    const y = 124 + (i * 118) / drawers;
    front += rect(126, y, 148, 118 / drawers - 8, l.trim, 5) + rect(186, y + 8, 28, 5, l.accent, 2);
  }
  let tubes = "";
  for (let i = 0; i < 6; i++)
    tubes += rect(140 + i * 20, 66, 10, 30, "#e9f4fb", 3) + rect(139 + i * 20, 62, 12, 7, CAPS[i] as string, 2);
  return (
    line("M104 110 L104 60 L126 60", l.shade, 6) +
    rect(120, 96, 160, 20, l.accent, 6) +
    tubes +
    box(116, 114, 168, 140, l, 8) +
    front +
    wheels([134, 266], 262, l)
  );
};

/** Vacuum blood collection tubes in a rack, their caps in the colours of their additives. */
export const bloodTubes: Drawing = (l) => {
  const n = pick(l.v[0], 5, 7);
  const start = pick(l.v[1], 0, CAPS.length - 1);
  let tubes = "";
  for (let i = 0; i < n; i++) {
    const x = 80 + i * (240 / n);
    const cap = CAPS[(start + i) % CAPS.length] as string;
    tubes += rect(x, 70, 24, 170, "#eef6fb", 10, `stroke="${l.shade}" stroke-width="2"`);
    tubes += rect(x + 2, 150 + (i % 3) * 12, 20, 86 - (i % 3) * 12, "#b4202f", 8, 'opacity="0.85"');
    tubes += rect(x - 3, 50, 30, 30, cap, 6);
    tubes += rect(x + 3, 100, 18, 36, "#fff", 2, `stroke="${l.shade}"`);
  }
  return (
    rect(56, 200, 288, 60, l.trim, 8) +
    tubes +
    rect(56, 236, 288, 28, l.body, 8, `stroke="${l.shade}" stroke-width="2"`)
  );
};
