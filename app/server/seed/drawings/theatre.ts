/** Operating-room and monitoring devices. */
import { box, circle, type Drawing, ecg, line, pick, rect, screen, wave, wheels } from "./kit";

/** An operating table: base, column and a segmented top whose back and leg sections tilt. */
export const operatingTable: Drawing = (l) => {
  const back = -8 - (l.v[0] ?? 0) * 14;
  const legs = 6 + (l.v[1] ?? 0) * 16;
  const mobile = (l.v[2] ?? 0) > 0.6;
  return (
    rect(120, 236, 160, 24, l.trim, 10) +
    (mobile ? wheels([136, 264], 266, l) : "") +
    rect(180, 140, 40, 100, l.body, 6, `stroke="${l.shade}" stroke-width="2"`) +
    rect(150, 120, 110, 24, l.body, 8, `stroke="${l.shade}" stroke-width="2"`) +
    rect(152, 108, 106, 14, l.accent, 7) +
    `<g transform="rotate(${back} 150 120)">${rect(62, 108, 86, 14, l.accent, 7)}${rect(60, 120, 90, 16, l.body, 6, `stroke="${l.shade}" stroke-width="2"`)}${rect(30, 110, 28, 12, l.accent2, 6)}</g>` +
    `<g transform="rotate(${legs} 260 120)">${rect(262, 108, 96, 14, l.accent, 7)}${rect(262, 120, 96, 16, l.body, 6, `stroke="${l.shade}" stroke-width="2"`)}</g>` +
    rect(164, 200, 72, 8, l.shade, 4)
  );
};

/**
 * A surgical light: an examination light on a mobile stand, one ceiling dome, or two; the ceiling
 * ones show their LED rings and, some, a camera at the centre.
 */
export const surgicalLight: Drawing = (l) => {
  const style = l.v[0] ?? 0;
  const camera = (l.v[1] ?? 0) > 0.5;
  const dome = (cx: number, cy: number, r: number) => {
    let leds = "";
    for (let ring = 0; ring < 2; ring++) {
      const n = ring === 0 ? 6 : 12;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2;
        const rr = r * (ring === 0 ? 0.3 : 0.62);
        leds += circle(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.42, r * 0.08, "#fff6cf");
      }
    }
    return (
      `<path d="M${cx - r * 1.4} ${cy + 150} L${cx - r * 0.9} ${cy} L${cx + r * 0.9} ${cy} L${cx + r * 1.4} ${cy + 150} Z" fill="#fff7d6" opacity="0.18"/>` +
      `<ellipse cx="${cx}" cy="${cy - 6}" rx="${r}" ry="${r * 0.48}" fill="${l.body}" stroke="${l.shade}" stroke-width="3"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.86}" ry="${r * 0.36}" fill="${l.accent}"/>` +
      leds +
      (camera ? circle(cx, cy, r * 0.1, l.dark) : "")
    );
  };
  if (style < 0.34) {
    return (
      line("M200 258 L200 120 Q200 70 250 70", l.trim, 8) +
      rect(140, 250, 120, 8, l.trim, 4) +
      wheels([150, 200, 250], 264, l) +
      dome(276, 96, 58)
    );
  }
  if (style < 0.67)
    return rect(160, 8, 80, 16, l.trim, 6) + line("M200 20 L200 50 L250 64 L256 96", l.trim, 9) + dome(256, 120, 84);
  return (
    rect(160, 8, 80, 16, l.trim, 6) +
    line("M200 20 L200 50 M200 50 L120 60 L110 90 M200 50 L290 70 L296 118", l.trim, 9) +
    dome(110, 112, 72) +
    dome(296, 140, 62)
  );
};

/** A ceiling pendant: a column with shelves holding a monitor and units, gas outlets below. */
export const ceilingPendant: Drawing = (l) => {
  const arm = 60 + (l.v[0] ?? 0) * 60;
  return (
    rect(110, 6, 180, 16, l.trim, 6) +
    line(`M140 22 L140 44 L${140 + arm} 44`, l.trim, 12) +
    box(110 + arm, 44, 70, 214, l, 10) +
    screen(96 + arm, 62, 98, 60, l, line(ecg(100 + arm, 96, 90, 14, 3), "#3ef08a", 2)) +
    rect(104 + arm, 136, 82, 26, l.trim, 4) +
    rect(104 + arm, 168, 82, 26, l.trim, 4) +
    circle(122 + arm, 216, 6, "#2d7ff9") +
    circle(142 + arm, 216, 6, "#f7f7f7", `stroke="${l.dark}" stroke-width="2"`) +
    circle(162 + arm, 216, 6, "#e0b220") +
    rect(120 + arm, 234, 50, 10, l.accent, 5) +
    // A second arm (anaesthesia pendants have two).
    ((l.v[1] ?? 0) > 0.5 ? line(`M160 22 L160 30 L${80 + arm / 2} 30 L${80 + arm / 2} 120`, l.trim, 8) : "")
  );
};

/** An electrosurgical generator: a display, output sockets, the pencil's cable and a footswitch. */
export const electrosurgical: Drawing = (l) => {
  const bars = pick(l.v[0], 3, 6);
  let display = "";
  for (let i = 0; i < bars; i++) display += rect(112 + i * 14, 120 - i * 6, 9, 24 + i * 6, l.accent, 2);
  return (
    box(80, 70, 240, 120, l, 12) +
    screen(104, 88, 110, 62, l, display) +
    circle(246, 104, 10, l.accent2) +
    circle(276, 104, 10, l.accent) +
    circle(246, 140, 7, l.dark) +
    circle(276, 140, 7, l.dark) +
    line("M276 150 C 300 230, 210 220, 190 250 L150 262", l.dark, 5) +
    rect(96, 256, 60, 12, l.body, 6, `stroke="${l.shade}" stroke-width="2"`) +
    line("M100 262 L70 270", l.accent, 4) +
    rect(230, 236, 90, 30, l.trim, 10) +
    rect(244, 242, 28, 14, l.accent, 6) +
    rect(280, 242, 28, 14, l.accent2, 6)
  );
};

/** A patient monitor: ECG, pleth and respiration waves, the numbers beside them, on its stand. */
export const patientMonitor: Drawing = (l) => {
  const beats = pick(l.v[0], 3, 5);
  return (
    rect(186, 214, 28, 40, l.trim) +
    rect(136, 252, 128, 12, l.trim, 6) +
    rect(150, 18, 100, 12, l.trim, 6) +
    screen(64, 36, 272, 176, l) +
    line(ecg(74, 78, 180, 26, beats), "#3ef08a", 3) +
    line(wave(74, 136, 180, 16, beats), "#4fd3ff", 3) +
    line(wave(74, 184, 180, 10, 2), "#ffd84a", 3) +
    rect(266, 52, 58, 44, "#3ef08a", 4, 'opacity="0.85"') +
    rect(266, 112, 58, 40, "#4fd3ff", 4, 'opacity="0.85"') +
    rect(266, 166, 58, 34, "#ffd84a", 4, 'opacity="0.85"')
  );
};

/** A 12-lead ECG: keys and display, a printed strip of traces coming out of it. */
export const electrocardiograph: Drawing = (l) => {
  let keys = "";
  for (let r = 0; r < 3; r++) for (let c = 0; c < 8; c++) keys += rect(96 + c * 20, 196 + r * 16, 14, 10, l.shade, 2);
  return (
    `<path d="M250 150 L360 60 L380 84 L270 174 Z" fill="#fde7ea" stroke="#f3b4bd" stroke-width="2"/>` +
    line("M262 150 L362 70", "#f3b4bd", 1) +
    `<g transform="rotate(-40 262 160)">${line(ecg(262, 160, 130, 12, pick(l.v[0], 3, 5)), "#c0304a", 2)}</g>` +
    box(80, 110, 220, 150, l, 12) +
    screen(96, 124, 120, 56, l, line(ecg(100, 156, 110, 14, 3), "#3ef08a", 2)) +
    keys +
    rect(232, 130, 56, 44, l.accent, 8) +
    rect(240, 188, 40, 12, l.accent2, 6)
  );
};

/** Operating-room integration: a wall of screens (scope, vitals, room camera) and a touch panel. */
export const orIntegration: Drawing = (l) => {
  const big = (l.v[0] ?? 0) > 0.5;
  return (
    screen(40, 24, 150, 96, l, circle(115, 72, 38, "#d77f7a") + circle(120, 72, 14, "#5b1f22")) +
    screen(
      210,
      24,
      150,
      96,
      l,
      line(ecg(216, 62, 138, 18, 4), "#3ef08a", 3) + line(wave(216, 96, 138, 10, 4), "#4fd3ff", 2),
    ) +
    (big
      ? screen(
          40,
          140,
          320,
          84,
          l,
          rect(56, 160, 90, 50, l.accent, 4) +
            rect(160, 160, 90, 50, l.accent2, 4) +
            rect(264, 160, 80, 50, l.shade, 4),
        )
      : screen(40, 140, 150, 84, l, rect(52, 152, 60, 60, l.accent, 4)) +
        screen(210, 140, 150, 84, l, rect(222, 152, 60, 60, l.accent2, 4))) +
    rect(150, 238, 100, 34, l.trim, 8) +
    rect(158, 244, 84, 22, l.dark, 4)
  );
};

/** A central monitoring station: one screen of patients' tiles, each a trace and a number. */
export const centralStation: Drawing = (l) => {
  const columns = pick(l.v[0], 2, 3);
  const w = 296 / columns;
  let tiles = "";
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < columns; c++) {
      const x = 54 + c * w;
      const y = 40 + r * 58;
      tiles += rect(x, y, w - 8, 50, "#14233a", 3);
      tiles += line(ecg(x + 4, y + 30, w - 50, 12, 2), (r + c) % 3 === 0 ? "#ffd84a" : "#3ef08a", 2);
      tiles += rect(x + w - 42, y + 10, 28, 30, (r + c) % 3 === 0 ? "#ffd84a" : l.accent, 3, 'opacity="0.85"');
    }
  }
  return rect(180, 222, 40, 30, l.trim) + rect(120, 250, 160, 12, l.trim, 6) + screen(48, 34, 304, 184, l, tiles);
};
