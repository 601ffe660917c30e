/**
 * The site font, Be Vietnam Pro, cut at build time to one woff2 per weight (decision 022).
 *
 * @fontsource ships each weight as two files (latin, vietnamese) chosen by unicode-range, so a
 * Vietnamese page fetched two files per weight. Here each weight is subset from the full TTF of
 * @expo-google-fonts/be-vietnam-pro with HarfBuzz (subset-font) to every Latin and Vietnamese
 * character an editor may type, not only the seed's, into `app/fonts/` (generated, git-ignored).
 * The Vite plugin writes them when the build or the dev server starts, and only when missing or
 * older than their sources, so `npm install` then `npm run build` is all a clean machine needs.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

export const SITE_FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;

const TTF_NAMES: Record<(typeof SITE_FONT_WEIGHTS)[number], string> = {
  400: "400Regular",
  500: "500Medium",
  600: "600SemiBold",
  700: "700Bold",
  800: "800ExtraBold",
};

/**
 * Basic Latin, Latin-1, Latin Extended-A and -B (Ơ ơ Ư ư), spacing modifiers and combining marks
 * (decomposed Vietnamese), Latin Extended Additional (ạ…ỹ), punctuation, currencies (₫ €),
 * letterlike symbols (™), arrows, minus; the font keeps what it has of them.
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x2b0, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
  [0x2190, 0x21ff],
  [0x2212, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export function siteFontText(): string {
  let text = "";
  for (const [first, last] of RANGES) for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  return text;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SITE_FONT_DIR = path.join(root, "app", "fonts");

function ttfPath(weight: (typeof SITE_FONT_WEIGHTS)[number]): string {
  const pkg = path.dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/be-vietnam-pro/package.json"));
  const name = TTF_NAMES[weight];
  return path.join(pkg, name, `BeVietnamPro_${name}.ttf`);
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Writes the missing or stale subsets; returns the files written. */
export async function writeSiteFonts(dir = SITE_FONT_DIR): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const script = fileURLToPath(import.meta.url);
  const written: string[] = [];
  for (const weight of SITE_FONT_WEIGHTS) {
    const source = ttfPath(weight);
    const target = path.join(dir, `be-vietnam-pro-${weight}.woff2`);
    if (mtime(target) > Math.max(mtime(source), mtime(script))) continue;
    const woff2 = await subsetFont(fs.readFileSync(source), siteFontText(), { targetFormat: "woff2" });
    // Through a temporary name: the client and server builds may both ask at once.
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, woff2);
    fs.renameSync(temporary, target);
    written.push(target);
  }
  return written;
}

/** Vite plugin: the subsets exist before any module imports them. */
export function siteFont(): Plugin {
  let pending: Promise<string[]> | undefined;
  return {
    name: "site-font",
    async buildStart() {
      pending ??= writeSiteFonts();
      const written = await pending;
      if (written.length) this.info(`site font: wrote ${written.map((f) => path.basename(f)).join(", ")}`);
    },
  };
}
