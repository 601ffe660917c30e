import type { GridSettings, Shadow } from "./settings";
import { GRID_TEMPLATES } from "./templates";

/**
 * One layout for the image grid, used by the dialog's CSS preview and by the server's PNG
 * renderer, so the editor sees what the PNG shows (spec §9 "Grid render": a 1800 px container
 * with 20 px padding, inner 1760 px; rendered at scale 2).
 */
export const GRID_CONTAINER_WIDTH = 1800;
export const GRID_PADDING = 20;
export const GRID_INNER_WIDTH = GRID_CONTAINER_WIDTH - 2 * GRID_PADDING;
export const GRID_RENDER_SCALE = 2;
/** A grid's PNG is bounded like an upload (IMAGE_MAX_MEGAPIXELS' default): a tall grid is drawn smaller. */
export const GRID_MAX_MEGAPIXELS = 50;
/** The horizontal template's fixed row height (spec §9). */
export const HORIZONTAL_ROW_HEIGHT = 250;
/**
 * The settings' pixel values (gap, heights, radius, border, caption size) are meant for the
 * width an article shows the grid at; the 1760 px layout multiplies them by 1760 / 800 so the
 * inserted image, shown in the article column, looks as the settings say.
 */
export const ARTICLE_COLUMN_WIDTH = 800;
export const STYLE_SCALE = GRID_INNER_WIDTH / ARTICLE_COLUMN_WIDTH;
/** Caption line height and a generous average glyph width (Be Vietnam Pro), as multiples of the font size. */
export const CAPTION_LINE_HEIGHT = 1.4;
export const CAPTION_CHAR_WIDTH = 0.56;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CaptionBox extends Box {
  text: string;
  fontSize: number;
  lineHeight: number;
  lines: string[];
}

export interface GridLayout {
  width: number;
  height: number;
  /** One box per image placed, in the images' order (extra images beyond a template's maximum are left out). */
  boxes: Box[];
  caption: CaptionBox | null;
  /** The style values in layout pixels. */
  gap: number;
  radius: number;
  borderWidth: number;
}

export interface ImageSize {
  width?: number | null;
  height?: number | null;
}

function aspectOf(size: ImageSize | undefined): number {
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  // An unknown size counts as a 4:3 landscape, like the orientation rule's fallback.
  return width > 0 && height > 0 ? width / height : 4 / 3;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 4 / 3);
const clampHeight = (height: number, width: number) => Math.min(width * 2.5, Math.max(width * 0.25, height));

/** Shadow offsets and blur (Tailwind's shadow-sm … shadow-xl), in the settings' pixels. */
export const SHADOW_SPECS: Record<Exclude<Shadow, "none">, { offsetY: number; blur: number; opacity: number }> = {
  small: { offsetY: 1, blur: 3, opacity: 0.12 },
  medium: { offsetY: 4, blur: 8, opacity: 0.15 },
  large: { offsetY: 10, blur: 16, opacity: 0.18 },
  xl: { offsetY: 18, blur: 28, opacity: 0.22 },
};

/** Word-wraps the caption for a box width, keeping the writer's line breaks. */
export function wrapCaption(text: string, width: number, fontSize: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CAPTION_CHAR_WIDTH)));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (candidate.length <= perLine) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > perLine) {
        lines.push(rest.slice(0, perLine));
        rest = rest.slice(perLine);
      }
      line = rest;
    }
    lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  while (lines.length > 0 && lines[0] === "") lines.shift();
  return lines;
}

/** Cells (relative to the inner area's top-left) and the grid's height. */
function placeCells(settings: GridSettings, images: ImageSize[], gap: number): { cells: Box[]; height: number } {
  const W = GRID_INNER_WIDTH;
  const fixed = settings.style.imageHeight === "auto" ? null : settings.style.imageHeight * STYLE_SCALE;
  const aspects = images.map(aspectOf);
  const cells: Box[] = [];

  // Equal columns, rows of one height: a fixed height, or (auto) from the row's mean aspect.
  const rows = (columns: number, count: number) => {
    const cellWidth = (W - gap * (columns - 1)) / columns;
    let y = 0;
    for (let start = 0; start < count; start += columns) {
      const row = aspects.slice(start, Math.min(count, start + columns));
      const height = fixed ?? clampHeight(cellWidth / mean(row), cellWidth);
      row.forEach((_, i) => {
        cells.push({ x: i * (cellWidth + gap), y, width: cellWidth, height });
      });
      y += height + gap;
    }
    return { cells, height: Math.max(0, y - gap) };
  };

  const half = (W - gap) / 2;
  switch (settings.template) {
    case "grid-equal":
      return rows(settings.columns, images.length);
    case "grid-2x2":
      return rows(2, Math.min(4, images.length));
    case "horizontal": {
      // One row of a fixed height, each image as wide as its aspect makes it; a row wider than
      // the container shrinks every width alike (the fit then crops), a narrower one is centred.
      const rowHeight = HORIZONTAL_ROW_HEIGHT * STYLE_SCALE;
      const natural = aspects.map((aspect) => rowHeight * aspect);
      const room = W - gap * (aspects.length - 1);
      const sum = natural.reduce((a, b) => a + b, 0);
      const shrink = Math.min(1, room / sum);
      let x = (room - sum * shrink) / 2;
      for (const width of natural) {
        cells.push({ x, y: 0, width: width * shrink, height: rowHeight });
        x += width * shrink + gap;
      }
      return { cells, height: rowHeight };
    }
    case "portrait-landscape": {
      // The portrait on the left spans both rows; two landscapes stacked on the right.
      const [, a, b] = aspects;
      const h1 = fixed ?? clampHeight(half / (a ?? 4 / 3), half);
      const h2 = fixed ?? clampHeight(half / (b ?? 4 / 3), half);
      const all: Box[] = [
        { x: 0, y: 0, width: half, height: h1 + gap + h2 },
        { x: half + gap, y: 0, width: half, height: h1 },
        { x: half + gap, y: h1 + gap, width: half, height: h2 },
      ];
      cells.push(...all.slice(0, Math.min(3, images.length)));
      return { cells, height: h1 + gap + h2 };
    }
    case "landscape-top-portraits": {
      // One landscape across the top, two portraits side by side beneath.
      const top = fixed ?? clampHeight(W / (aspects[0] ?? 4 / 3), W);
      const bottom = fixed ? fixed * 2 + gap : clampHeight(half / mean(aspects.slice(1, 3)), half);
      const all: Box[] = [
        { x: 0, y: 0, width: W, height: top },
        { x: 0, y: top + gap, width: half, height: bottom },
        { x: half + gap, y: top + gap, width: half, height: bottom },
      ];
      cells.push(...all.slice(0, Math.min(3, images.length)));
      return { cells, height: top + gap + bottom };
    }
    case "3landscapes-3portraits": {
      // Three landscapes in a row, three portraits beneath, three columns.
      const third = (W - gap * 2) / 3;
      const top = fixed ?? clampHeight(third / mean(aspects.slice(0, 3)), third);
      const bottom = fixed ? fixed * 1.5 : clampHeight(third / mean(aspects.slice(3, 6)), third);
      for (let i = 0; i < Math.min(6, images.length); i++) {
        const column = i % 3;
        cells.push({
          x: column * (third + gap),
          y: i < 3 ? 0 : top + gap,
          width: third,
          height: i < 3 ? top : bottom,
        });
      }
      return { cells, height: top + gap + bottom };
    }
  }
}

/**
 * The grid's boxes for a template, settings and the images' sizes, in container pixels
 * (1800 wide; multiply by GRID_RENDER_SCALE for the PNG). Edges are rounded to whole pixels.
 */
export function computeGridLayout(settings: GridSettings, images: ImageSize[]): GridLayout {
  const gap = Math.round(settings.gap * STYLE_SCALE);
  const max = GRID_TEMPLATES[settings.template].maxImages ?? images.length;
  const placed = images.slice(0, max);
  const { cells, height: gridHeight } = placed.length ? placeCells(settings, placed, gap) : { cells: [], height: 0 };

  const round = (cell: Box): Box => {
    const x = Math.round(GRID_PADDING + cell.x);
    const y = Math.round(GRID_PADDING + cell.y);
    return {
      x,
      y,
      width: Math.round(GRID_PADDING + cell.x + cell.width) - x,
      height: Math.round(GRID_PADDING + cell.y + cell.height) - y,
    };
  };
  const boxes = cells.map(round);
  let bottom = GRID_PADDING + Math.round(gridHeight);

  let caption: CaptionBox | null = null;
  const text = settings.caption.trim();
  if (text) {
    const fontSize = Math.round(settings.style.captionSize * STYLE_SCALE);
    const lineHeight = Math.round(fontSize * CAPTION_LINE_HEIGHT);
    const lines = wrapCaption(text, GRID_INNER_WIDTH, fontSize);
    const y = bottom + Math.round(12 * STYLE_SCALE);
    caption = {
      x: GRID_PADDING,
      y,
      width: GRID_INNER_WIDTH,
      height: lines.length * lineHeight,
      text,
      fontSize,
      lineHeight,
      lines,
    };
    bottom = y + caption.height;
  }

  return {
    width: GRID_CONTAINER_WIDTH,
    height: bottom + GRID_PADDING,
    boxes,
    caption,
    gap,
    radius: Math.round(settings.style.borderRadius * STYLE_SCALE),
    borderWidth:
      settings.style.border === "none" ? 0 : Math.max(1, Math.round(settings.style.borderWidth * STYLE_SCALE)),
  };
}

/**
 * The scale a grid's PNG is drawn at: GRID_RENDER_SCALE, or less for a grid so tall that the PNG
 * would pass GRID_MAX_MEGAPIXELS; null when even the container's own size (scale 1) passes it.
 */
export function gridRenderScale(layout: { width: number; height: number }): number | null {
  const fit = Math.sqrt((GRID_MAX_MEGAPIXELS * 1_000_000) / (layout.width * layout.height));
  const scale = Math.min(GRID_RENDER_SCALE, Math.floor(fit * 100) / 100);
  return scale >= 1 ? scale : null;
}
