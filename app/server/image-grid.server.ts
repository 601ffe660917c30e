import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { vi } from "~/i18n/messages/admin-grid";
import {
  type Box,
  computeGridLayout,
  type GridLayout,
  gridRenderScale,
  SHADOW_SPECS,
  STYLE_SCALE,
} from "~/lib/image-grid/layout";
import type { GridRenderRequest, GridSettings, GridStyle } from "~/lib/image-grid/settings";
import { runImageJob } from "./image-queue.server";
import { type RasterRenditions, saveImageFiles, webpRenditions } from "./images.server";
import { getMedia, type MediaRecord } from "./services/media.server";
import { storage } from "./storage/index.server";

/**
 * The image grid composed on the server with sharp: the shared layout at scale 2, each image
 * fitted into its box with the chosen fit, radius, border and shadow, the caption drawn with a
 * bundled font that has every Vietnamese glyph, stored as news/grid-*.png and recorded in media.
 */

/** The bundled caption font (OFL): installed with the app, never fetched at run time. */
export const CAPTION_FONT_FILE = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/be-vietnam-pro/package.json")),
  "400Regular/BeVietnamPro_400Regular.ttf",
);
const CAPTION_FONT_FAMILY = "Be Vietnam Pro";
export const CAPTION_COLOR = "#4b5563";
const GRID_FOLDER = "news";
/** The spec's image load timeout: a source not read by then fails the render. */
export const SOURCE_READ_TIMEOUT_MS = 15_000;
const SOURCE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/svg+xml"]);

/** A grid that cannot be made (a source missing or unreadable); the dialog shows the spec's message. */
export class GridRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GridRenderError";
  }
}

/** A layout whose PNG would pass GRID_MAX_MEGAPIXELS even at scale 1: the dialog says so. */
export class GridTooLargeError extends GridRenderError {
  constructor() {
    super(vi.tooLarge);
    this.name = "GridTooLargeError";
  }
}

export interface GridSource {
  data: Buffer;
  width: number | null;
  height: number | null;
}

export interface RenderedGrid {
  png: Buffer;
  layout: GridLayout;
  /** The scale it was drawn at: 2, less for a tall grid (GRID_MAX_MEGAPIXELS). */
  scale: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const scaled = (box: Box, s: number): Box => ({
  x: Math.round(box.x * s),
  y: Math.round(box.y * s),
  width: Math.round(box.width * s),
  height: Math.round(box.height * s),
});

/**
 * The shadows of every box in one layer. A blur is smooth, so it is drawn at a quarter of the
 * size and enlarged: rendering a blurred full-size SVG costs seconds.
 */
async function shadowLayer(
  boxes: Box[],
  style: GridStyle,
  radius: number,
  canvas: { width: number; height: number },
  scale: number,
): Promise<OverlayOptions | null> {
  if (style.shadow === "none" || boxes.length === 0) return null;
  const spec = SHADOW_SPECS[style.shadow];
  const q = 4;
  const s = (scale * STYLE_SCALE) / q;
  const width = Math.ceil(canvas.width / q);
  const height = Math.ceil(canvas.height / q);
  // A CSS blur radius b is a Gaussian of standard deviation b / 2.
  const rects = boxes
    .map(
      (box) =>
        `<rect x="${box.x / q}" y="${box.y / q + spec.offsetY * s}" width="${box.width / q}" height="${box.height / q}" rx="${radius / q}" ry="${radius / q}"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${((spec.blur * s) / 2).toFixed(2)}"/></filter></defs><g filter="url(#s)" fill="#000" fill-opacity="${spec.opacity}">${rects}</g></svg>`;
  const small = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(small.data, { raw: { width, height, channels: 4 } })
    .resize({ width: canvas.width, height: canvas.height, fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, left: 0, top: 0 };
}

function borderLayer(box: Box, style: GridStyle, borderWidth: number, radius: number): OverlayOptions | null {
  if (style.border === "none" || borderWidth <= 0) return null;
  const half = borderWidth / 2;
  const dash =
    style.border === "dashed"
      ? ` stroke-dasharray="${borderWidth * 3} ${borderWidth * 2}"`
      : style.border === "dotted"
        ? ` stroke-dasharray="0 ${borderWidth * 2}" stroke-linecap="round"`
        : "";
  const r = Math.max(0, radius - half);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><rect x="${half}" y="${half}" width="${box.width - borderWidth}" height="${box.height - borderWidth}" rx="${r}" ry="${r}" fill="none" stroke="${style.borderColor}" stroke-width="${borderWidth}"${dash}/></svg>`;
  return { input: Buffer.from(svg), left: box.x, top: box.y };
}

/** One image fitted into its content box (inside the border), corners rounded, as raw RGBA. */
async function imageLayer(source: GridSource, box: Box, style: GridStyle, borderWidth: number, radius: number) {
  const width = Math.max(1, box.width - 2 * borderWidth);
  const height = Math.max(1, box.height - 2 * borderWidth);
  const inner = Math.max(0, radius - borderWidth);
  let image = sharp(source.data, { failOn: "error" })
    .rotate()
    .resize({
      width,
      height,
      fit: style.objectFit,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      kernel: "lanczos3",
    })
    .ensureAlpha();
  if (inner > 0) {
    const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${inner}" ry="${inner}" fill="#fff"/></svg>`;
    // Resize first, then round the corners of the result (one pipeline would mask the source).
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).composite([
      { input: Buffer.from(mask), blend: "dest-in" },
    ]);
  }
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: 4 as const },
    left: box.x + borderWidth,
    top: box.y + borderWidth,
  } satisfies OverlayOptions;
}

async function captionLayer(layout: GridLayout, s: number): Promise<OverlayOptions | null> {
  const caption = layout.caption;
  if (!caption) return null;
  const box = scaled(caption, s);
  const fontSize = caption.fontSize * s;
  const markup = `<span foreground="${CAPTION_COLOR}">${escapeXml(caption.lines.join("\n"))}</span>`;
  const text = sharp({
    text: {
      text: markup,
      font: `${CAPTION_FONT_FAMILY} ${fontSize}`,
      fontfile: CAPTION_FONT_FILE,
      dpi: 72,
      align: "centre",
      rgba: true,
      spacing: Math.round((caption.lineHeight - caption.fontSize) * s),
    },
  });
  let { data, info } = await text.png().toBuffer({ resolveWithObject: true });
  // The layout wraps with a generous glyph width; should a line still run wider, shrink to the box.
  if (info.width > box.width || info.height > box.height) {
    const fitted = await sharp(data)
      .resize({ width: box.width, height: box.height, fit: "inside" })
      .png()
      .toBuffer({ resolveWithObject: true });
    data = fitted.data;
    info = fitted.info;
  }
  return {
    input: data,
    left: box.x + Math.floor((box.width - info.width) / 2),
    top: box.y + Math.floor((box.height - info.height) / 2),
  };
}

/**
 * Composes the grid PNG (1800 × layout height, times the render scale) from the sources, in order;
 * a grid too large for GRID_MAX_MEGAPIXELS even at scale 1 is refused before any pixel is made.
 */
export async function composeGrid(sources: GridSource[], settings: GridSettings): Promise<RenderedGrid> {
  const layout = computeGridLayout(settings, sources);
  const s = gridRenderScale(layout);
  if (s === null) throw new GridTooLargeError();
  const canvas = { width: Math.round(layout.width * s), height: Math.round(layout.height * s) };
  const radius = layout.radius * s;
  const borderWidth = layout.borderWidth * s;
  const boxes = layout.boxes.map((box) => scaled(box, s));

  const layers: OverlayOptions[] = [];
  const shadow = await shadowLayer(boxes, settings.style, radius, canvas, s);
  if (shadow) layers.push(shadow);
  // One source at a time keeps only one decoded photo in memory.
  for (const [index, box] of boxes.entries()) {
    const source = sources[index] as GridSource;
    layers.push(await imageLayer(source, box, settings.style, borderWidth, radius));
    const border = borderLayer(box, settings.style, borderWidth, radius);
    if (border) layers.push(border);
  }
  const caption = await captionLayer(layout, s);
  if (caption) layers.push(caption);

  const png = await sharp({
    create: { width: canvas.width, height: canvas.height, channels: 3, background: "#ffffff" },
  })
    .composite(layers)
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, layout, scale: s };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadSource(id: number): Promise<GridSource> {
  let record: MediaRecord | null;
  try {
    record = await getMedia(id);
  } catch (error) {
    throw new GridRenderError(`Could not look up image ${id}: ${String(error)}`);
  }
  if (!record || !SOURCE_TYPES.has(record.mimeType)) throw new GridRenderError(`Image ${id} is not a stored image`);
  try {
    const data = await withTimeout(storage().read(record.storageKey), SOURCE_READ_TIMEOUT_MS);
    if (record.width && record.height) return { data, width: record.width, height: record.height };
    const meta = await sharp(data).metadata();
    return { data, width: meta.width ?? null, height: meta.height ?? null };
  } catch (error) {
    throw new GridRenderError(`Image ${id} could not be read: ${String(error)}`);
  }
}

function gridKey(now = Date.now()): string {
  return `${GRID_FOLDER}/grid-${now}-${Math.random().toString(36).slice(2, 10).padEnd(8, "0")}.png`;
}

export interface StoredGrid {
  record: MediaRecord;
  layout: GridLayout;
}

/**
 * Renders the grid from our own stored images (by media id, never a URL): the PNG master the
 * specification asks for (3,600 px wide) and, in the same image job, the WebP renditions readers
 * get (decision 038). Stored by saveGrid; apart, so that the seed can keep its renders between seeds.
 */
export async function renderGrid(
  request: GridRenderRequest,
): Promise<{ rendered: RasterRenditions; layout: GridLayout }> {
  // In the server's bounded image queue with the uploads: several editors at once wait their turn
  // instead of multiplying the memory.
  return runImageJob(async () => {
    const sources: GridSource[] = [];
    for (const id of request.imageIds) sources.push(await loadSource(id));
    let grid: RenderedGrid;
    try {
      grid = await composeGrid(sources, request.settings);
    } catch (error) {
      if (error instanceof GridTooLargeError) throw error;
      throw new GridRenderError(`The grid could not be composed: ${String(error)}`);
    }
    const width = Math.round(grid.layout.width * grid.scale);
    const height = Math.round(grid.layout.height * grid.scale);
    return {
      rendered: {
        mime: "image/png",
        ext: "png",
        main: { data: grid.png, width, height },
        renditions: await webpRenditions(grid.png, width),
      },
      layout: grid.layout,
    };
  });
}

/** Stores a rendered grid as news/grid-*.png beside its renditions, and records it in media. */
export async function saveGrid(rendered: RasterRenditions, alt: string): Promise<MediaRecord> {
  const key = gridKey();
  return saveImageFiles(key, { data: rendered.main.data, contentType: "image/png" }, rendered.renditions, () => ({
    originalName: key.slice(GRID_FOLDER.length + 1),
    mimeType: "image/png",
    sizeBytes: rendered.main.data.length,
    width: rendered.main.width,
    height: rendered.main.height,
    alt,
  }));
}

/** Renders the grid and stores it, with an alt text naming the grid and its caption. */
export async function renderAndStoreGrid(request: GridRenderRequest): Promise<StoredGrid> {
  const { rendered, layout } = await renderGrid(request);
  const record = await saveGrid(rendered, vi.alt(layout.boxes.length, request.settings.caption.trim()));
  return { record, layout };
}
