/** Endoscopy suite devices: towers, scopes, accessories, stents, reprocessing. */
import { box, circle, type Drawing, line, pick, rect, scopeView, screen, wheels } from "./kit";

/** A video processor tower: monitor on an arm, two or three units, a scope hanging at its side. */
export const endoscopyTower: Drawing = (l) => {
  const units = pick(l.v[0], 2, 3);
  const unitH = 96 / units;
  let body = box(120, 140, 160, 116, l, 8);
  for (let i = 0; i < units; i++) {
    const y = 150 + i * (unitH + 2);
    body += rect(130, y, 140, unitH - 4, l.trim, 4);
    body += circle(146, y + unitH / 2 - 2, 4, i === 0 ? l.accent : l.accent2);
    body += rect(200, y + unitH / 2 - 4, 58, 4, l.shade, 2);
  }
  const hang = l.v[1] ?? 0;
  return (
    rect(194, 104, 12, 38, l.trim) +
    screen(96, 22, 208, 84, l, scopeView(200, 64, 36, l) + rect(250, 34, 42, 6, l.accent, 2, 'opacity="0.8"')) +
    body +
    wheels([136, 264], 262, l) +
    line(`M282 150 C ${318 + hang * 20} 170, 300 ${210 + hang * 30}, 330 262`, l.dark, 6) +
    rect(276, 142, 14, 22, l.accent, 4)
  );
};

/** A flexible endoscope: the control body with its two wheels, the looped insertion tube, the plug. */
export const flexibleScope: Drawing = (l) => {
  const loop = 40 + (l.v[0] ?? 0) * 40;
  return (
    line(
      `M182 150 C 182 ${230 + loop / 2}, ${60 - loop / 3} 262, 70 ${200 - loop / 4} S 190 ${110 + loop}, 350 250`,
      l.dark,
      8,
    ) +
    circle(350, 250, 7, l.accent) +
    line("M205 70 C 270 40, 320 80, 330 120", l.trim, 10) +
    rect(316, 112, 34, 46, l.body, 8, `stroke="${l.shade}" stroke-width="2"`) +
    rect(162, 40, 42, 118, l.body, 16, `stroke="${l.shade}" stroke-width="2"`) +
    circle(183, 78, 26, l.trim) +
    circle(183, 78, 18, l.accent) +
    circle(183, 78, 8, l.shade) +
    rect(170, 118, 26, 8, l.accent2, 4) +
    rect(172, 134, 22, 6, l.shade, 3)
  );
};

/** An endoscopic accessory: the handle with its rings, the coiled sheath, the tip shown enlarged. */
export const endoInstrument: Drawing = (l) => {
  const tip = pick(l.v[0], 0, 3);
  const tips = [
    // biopsy forceps' cups
    `${line("M292 120 Q320 96 346 110", l.accent, 7)}${line("M292 124 Q320 148 346 134", l.accent, 7)}`,
    // a snare's loop
    `<ellipse cx="322" cy="122" rx="30" ry="20" fill="none" stroke="${l.accent}" stroke-width="5"/>`,
    // a needle
    line("M290 122 L356 112", l.accent, 5) + circle(356, 112, 3, l.dark),
    // a knife with its cap
    rect(286, 112, 40, 20, l.accent, 6) + line("M326 122 L356 122", l.dark, 4),
  ];
  return (
    `<circle cx="320" cy="122" r="54" fill="${l.body}" stroke="${l.shade}" stroke-width="3"/>` +
    (tips[tip] ?? "") +
    line("M262 140 L232 170", l.shade, 3, 'stroke-dasharray="4 4"') +
    line("M96 150 C 60 230, 200 280, 230 200 S 150 110, 232 170", l.trim, 6) +
    rect(60, 70, 28, 96, l.body, 10, `stroke="${l.shade}" stroke-width="2"`) +
    circle(74, 60, 15, "none", `stroke="${l.accent2}" stroke-width="7"`) +
    circle(50, 118, 12, "none", `stroke="${l.accent2}" stroke-width="6"`) +
    circle(98, 118, 12, "none", `stroke="${l.accent2}" stroke-width="6"`)
  );
};

/** A self-expanding stent: a lattice tube with flared ends, over its delivery catheter. */
export const stent: Drawing = (l) => {
  const cells = pick(l.v[0], 7, 10);
  const w = 240 / cells;
  let lattice = "";
  for (let i = 0; i < cells; i++) {
    const x = 80 + i * w;
    lattice += line(`M${x} 110 L${x + w / 2} 150 L${x} 190 M${x + w / 2} 110 L${x} 150 L${x + w / 2} 190`, l.accent, 3);
    lattice += line(
      `M${x + w / 2} 110 L${x + w} 150 L${x + w / 2} 190 M${x + w} 110 L${x + w / 2} 150 L${x + w} 190`,
      l.accent,
      3,
    );
  }
  return (
    line("M30 236 L370 236", l.trim, 8) +
    circle(30, 236, 8, l.accent2) +
    `<ellipse cx="80" cy="150" rx="18" ry="52" fill="none" stroke="${l.accent}" stroke-width="4"/>` +
    `<ellipse cx="320" cy="150" rx="18" ry="52" fill="none" stroke="${l.accent}" stroke-width="4"/>` +
    rect(80, 110, 240, 80, l.body, 0, 'opacity="0.35"') +
    lattice +
    line("M80 110 L320 110 M80 190 L320 190", l.shade, 2)
  );
};

/** An automated endoscope reprocessor: the basin open under its lid, a scope coiled inside. */
export const scopeReprocessor: Drawing = (l) =>
  box(80, 96, 240, 166, l, 12) +
  `<path d="M84 96 L110 34 L290 34 L316 96 Z" fill="${l.body}" stroke="${l.shade}" stroke-width="2" opacity="0.85"/>` +
  rect(100, 108, 150, 70, "#cfe6f3", 8) +
  line("M130 146 C 130 120, 220 120, 220 146 S 150 170, 150 146 S 200 130, 200 146", l.dark, 5) +
  screen(266, 114, 40, 28, l, rect(272, 120, 28, 4, l.accent, 2) + rect(272, 130, 18, 4, l.accent2, 2)) +
  rect(100, 196, 206, 12, l.trim, 6) +
  circle(110, 230, 6, l.accent) +
  circle(130, 230, 6, l.accent2);

/** A drying and storage cabinet: a glass door with scopes hanging behind it. */
export const dryingCabinet: Drawing = (l) => {
  const scopes = pick(l.v[0], 3, 5);
  let inside = "";
  for (let i = 0; i < scopes; i++) {
    const x = 142 + (i * 116) / (scopes - 1);
    inside += rect(x - 7, 50, 14, 28, l.dark, 4) + line(`M${x} 78 C ${x + 12} 140, ${x - 12} 190, ${x} 236`, l.dark, 4);
  }
  return (
    box(112, 14, 176, 258, l, 10) +
    rect(126, 36, 148, 212, "#dcedf7", 6) +
    inside +
    rect(126, 36, 148, 212, "#ffffff", 6, 'opacity="0.25"') +
    rect(130, 20, 60, 8, l.accent, 4) +
    rect(262, 120, 6, 44, l.trim, 3)
  );
};

/** Polyp detection software: the endoscope's picture with a detection box, and its side panel. */
export const aiPolyp: Drawing = (l) => {
  const x = 150 + (l.v[0] ?? 0) * 40;
  const y = 92 + (l.v[1] ?? 0) * 30;
  return (
    rect(186, 232, 28, 30, l.trim) +
    rect(140, 258, 120, 12, l.trim, 6) +
    screen(44, 28, 312, 200, l) +
    scopeView(150, 128, 90, l) +
    circle(x + 20, y + 20, 14, "#c75f63") +
    rect(x, y, 42, 42, "none", 3, `stroke="#3ef08a" stroke-width="4"`) +
    rect(262, 44, 82, 12, l.accent, 4) +
    rect(262, 66, 60, 8, l.accent2, 4) +
    rect(262, 84, 70, 8, "#3ef08a", 4, 'opacity="0.8"')
  );
};
