/** Sterilisation and reprocessing devices and supplies. */
import { box, circle, type Drawing, line, pick, rect, screen } from "./kit";

/** The control column beside a chamber: a screen, a pressure gauge, a printer slot. */
const controls = (x: number, y: number, l: Parameters<Drawing>[0], gauge = true) =>
  screen(x, y, 50, 34, l, rect(x + 6, y + 8, 30, 5, l.accent, 2) + rect(x + 6, y + 20, 20, 5, l.accent2, 2)) +
  (gauge
    ? circle(x + 25, y + 72, 18, "#fff", `stroke="${l.trim}" stroke-width="4"`) +
      line(`M${x + 25} ${y + 72} L${x + 36} ${y + 62}`, l.dark, 3)
    : "") +
  rect(x + 5, y + 104, 40, 6, l.dark, 3);

/** A steam sterilizer: a round-doored chamber with its locking wheel, or a large square door. */
export const steamSterilizer: Drawing = (l) => {
  const large = (l.v[0] ?? 0) > 0.5;
  const door = large
    ? rect(84, 62, 170, 176, l.trim, 10) + rect(98, 76, 142, 148, l.shade, 6) + rect(226, 130, 8, 40, l.dark, 4)
    : circle(166, 150, 74, l.trim) +
      circle(166, 150, 60, l.shade) +
      line("M166 110 L166 190 M126 150 L206 150 M138 122 L194 178 M194 122 L138 178", l.dark, 6) +
      circle(166, 150, 14, l.accent);
  return box(60, 42, 282, 220, l, 14) + door + controls(270, 66, l) + rect(72, 248, 258, 10, l.accent, 4);
};

/** A low-temperature plasma sterilizer: a square chamber glowing violet, its cassette slot. */
export const plasmaSterilizer: Drawing = (l) =>
  box(76, 40, 250, 222, l, 14) +
  rect(96, 70, 150, 130, l.trim, 8) +
  rect(106, 80, 130, 110, "#3b2a6b", 6) +
  `<ellipse cx="171" cy="135" rx="${46 + (l.v[0] ?? 0) * 14}" ry="34" fill="#b78cff" opacity="0.55"/>` +
  line("M118 110 H224 M118 160 H224", l.shade, 3) +
  controls(262, 70, l, false) +
  rect(262, 150, 50, 14, l.dark, 4) +
  rect(268, 154, 22, 6, l.accent, 3) +
  rect(96, 216, 150, 10, l.accent, 5);

/** A washer-disinfector: a glass door onto racks of instruments, a display above it. */
export const washerDisinfector: Drawing = (l) => {
  const racks = pick(l.v[0], 2, 4);
  let inside = "";
  for (let i = 0; i < racks; i++) {
    const y = 96 + (i * 130) / racks;
    inside += line(`M108 ${y + 20} H292`, l.trim, 4);
    for (let k = 0; k < 8; k++) inside += line(`M${118 + k * 22} ${y + 18} l10 -14`, l.dark, 3);
  }
  return (
    box(84, 30, 232, 238, l, 12) +
    screen(110, 42, 80, 24, l, rect(116, 50, 40, 6, l.accent, 3)) +
    circle(290, 54, 8, l.accent2) +
    rect(98, 80, 204, 168, "#d8ecf6", 6) +
    inside +
    rect(98, 80, 204, 168, "#ffffff", 6, 'opacity="0.2"')
  );
};

/** An ultrasonic cleaner: a steel tank of water, the waves in it, a basket and the knobs. */
export const ultrasonicCleaner: Drawing = (l) => {
  const waves = pick(l.v[0], 3, 5);
  let lines = "";
  for (let i = 0; i < waves; i++) {
    const y = 132 + i * 18;
    lines += line(`M112 ${y} q 22 -10 44 0 t 44 0 t 44 0 t 44 0`, "#5aa9d6", 3, 'opacity="0.8"');
  }
  return (
    box(80, 96, 240, 166, l, 12) +
    rect(98, 104, 204, 100, "#a9d7ef", 6) +
    lines +
    rect(118, 96, 164, 14, l.trim, 4) +
    rect(112, 216, 176, 30, l.trim, 6) +
    circle(140, 231, 9, l.dark) +
    circle(170, 231, 9, l.dark) +
    screen(206, 222, 60, 18, l, rect(212, 228, 30, 6, l.accent, 3))
  );
};

/** Sterilisation indicators: self-contained biological vials beside a roll of indicator tape. */
export const indicator: Drawing = (l) => {
  const vials = pick(l.v[0], 2, 4);
  let tubes = "";
  for (let i = 0; i < vials; i++) {
    const x = 70 + i * 40;
    tubes += rect(x, 120, 26, 130, "#e9f4fb", 8, `stroke="${l.shade}" stroke-width="2"`);
    tubes += rect(x - 3, 104, 32, 26, i % 2 ? l.accent : l.accent2, 6);
    tubes += rect(x + 4, 200, 18, 40, i % 2 ? "#7bd389" : "#f4b860", 4);
  }
  return (
    tubes +
    circle(282, 186, 76, l.body, `stroke="${l.shade}" stroke-width="3"`) +
    circle(282, 186, 38, l.shade) +
    circle(282, 186, 30, "#fff") +
    line("M226 150 L246 136 M218 186 L240 170 M226 222 L250 206", l.dark, 6) +
    line("M206 200 L150 268", l.body, 22) +
    line("M178 230 L190 216 M162 252 L174 238", l.dark, 5)
  );
};

/** A concentrated detergent: a canister with a pump and an enzyme mark on its label. */
export const detergent: Drawing = (l) =>
  rect(176, 26, 16, 40, l.trim, 4) +
  rect(160, 20, 56, 12, l.trim, 5) +
  rect(168, 60, 64, 26, l.dark, 6) +
  `<path d="M130 86 H270 Q300 86 300 116 V250 Q300 270 280 270 H120 Q100 270 100 250 V116 Q100 86 130 86 Z" fill="${l.body}" stroke="${l.shade}" stroke-width="3"/>` +
  rect(120, 136, 160, 96, l.accent, 10) +
  `<path d="M200 152 C 180 180, 176 196, 200 210 C 224 196, 220 180, 200 152 Z" fill="#fff"/>` +
  rect(120, 240, 160, 10, l.accent2, 5);
