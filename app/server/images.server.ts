import sharp from "sharp";
import type { ImageVariant } from "~/lib/content-types";
import { type StorageNaming, storageKeyFor } from "~/lib/storage-key";
import { now } from "./clock.server";
import { getConfig } from "./config.server";
import { runImageJob } from "./image-queue.server";
import { deleteMediaRow, filesOf, type MediaRecord, type NewMedia, recordMedia } from "./services/media.server";
import { journalKeys } from "./services/storage-journal.server";
import { storage } from "./storage/index.server";
import { removeJournaled } from "./storage-sweep.server";

/**
 * Widths of the responsive WebP renditions made for raster images (only those smaller than the
 * original). 1080 is a phone's article column at DPR 3 (328–358 CSS px), which took the 1440 one
 * at twice the bytes before it (decision 038).
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1080, 1440] as const;
/**
 * Every stored image has a key of its own that is never written twice (a crop or an edit is a new
 * upload), so a browser or a CDN may keep it for a year without asking again.
 */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const rasterFormats = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  gif: { mime: "image/gif", ext: "gif" },
} as const;

export interface StoreImageInput {
  /** The image's bytes, or the path of a file holding them. */
  input: Buffer | string;
  originalName: string;
  folder: string;
  alt?: string;
  altEn?: string;
  /** "editor" names the file {folder}/{random}-{timestamp}.{ext} (rich-text editor images). */
  naming?: StorageNaming;
  /**
   * WebP effort of the re-encoded original (sharp's default 4). The seed's flat drawings take 2:
   * about half the time for 6% more bytes, paid by every server that seeds at start.
   */
  webpEffort?: number;
}

/** An image with more pixels than IMAGE_MAX_MEGAPIXELS (a decompression bomb, or near enough). */
export class ImageTooLargeError extends Error {
  constructor(readonly maxMegapixels: number) {
    super(`Image above ${maxMegapixels} megapixels`);
    this.name = "ImageTooLargeError";
  }
}

/** Quality of the re-encoded original: high, so that storing it costs no visible detail. */
const ORIGINAL_QUALITY = 90;

/** The bytes and sizes of a raster image's stored original and its WebP renditions. */
export interface RasterRenditions {
  mime: string;
  ext: string;
  main: { data: Buffer; width: number; height: number };
  renditions: { data: Buffer; width: number; height: number }[];
}

/** Variant quality: the renditions are for screens, where 78 shows no loss at their widths. */
const VARIANT_QUALITY = 78;

/**
 * What decides the bytes renderRasterImage makes besides its input: a stored result made with
 * another recipe (another libvips, other widths or qualities) is not the same result.
 */
export function renditionRecipe(): string {
  const { IMAGE_MAX_EDGE } = getConfig();
  return JSON.stringify({
    vips: sharp.versions.vips,
    webp: sharp.versions.webp,
    edge: IMAGE_MAX_EDGE,
    original: ORIGINAL_QUALITY,
    widths: VARIANT_WIDTHS,
    variant: VARIANT_QUALITY,
  });
}

/**
 * Makes a raster image's stored bytes: orientation applied, metadata (EXIF, GPS) dropped by
 * re-encoding, the original brought down to IMAGE_MAX_EDGE on its long side, and WebP
 * renditions for srcset. Images above IMAGE_MAX_MEGAPIXELS are refused from their header
 * alone, before any decoding; the decoding itself waits its turn in the image queue.
 */
export async function renderRasterImage(
  input: Pick<StoreImageInput, "input" | "webpEffort">,
): Promise<RasterRenditions> {
  const { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_EDGE } = getConfig();
  const maxPixels = Math.floor(IMAGE_MAX_MEGAPIXELS * 1_000_000);
  const meta = await sharp(input.input).metadata();
  const format = meta.format && meta.format in rasterFormats ? (meta.format as keyof typeof rasterFormats) : null;
  if (!format) throw new Error("Unsupported image format");
  const frames = meta.pages ?? 1;
  if ((meta.width ?? 0) * (meta.height ?? 0) * frames > maxPixels) throw new ImageTooLargeError(IMAGE_MAX_MEGAPIXELS);
  const animated = format === "gif" || format === "webp";

  // sharp writes no metadata unless asked to (withMetadata), so re-encoding strips EXIF and GPS.
  // The original and its renditions are one job: as separate jobs, 200 uploads at once each held
  // their re-encoded original while waiting in line for the renditions (decision 021).
  return runImageJob(async () => {
    const main = await sharp(input.input, { animated, limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .toFormat(
        format,
        format === "jpeg" || format === "webp" ? { quality: ORIGINAL_QUALITY, effort: input.webpEffort } : {},
      )
      .toBuffer({ resolveWithObject: true });
    return {
      ...rasterFormats[format],
      main: { data: main.data, width: main.info.width, height: main.info.pageHeight ?? main.info.height },
      renditions: await webpRenditions(main.data, main.info.width),
    };
  });
}

/**
 * The WebP renditions of an already decoded-and-checked image (its stored original, a grid's PNG)
 * at each of VARIANT_WIDTHS narrower than it. The caller runs it inside an image job.
 */
export async function webpRenditions(source: Buffer, width: number): Promise<RasterRenditions["renditions"]> {
  const renditions: RasterRenditions["renditions"] = [];
  for (const target of VARIANT_WIDTHS) {
    if (target >= width) break;
    const out = await sharp(source)
      .resize({ width: target })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ data: out.data, width: out.info.width, height: out.info.height });
  }
  return renditions;
}

/** The key of an image's rendition of this width: beside it, named after it ("a.png" → "a_w960.webp"). */
export function variantKeyFor(key: string, width: number): string {
  return key.replace(/\.[a-z0-9]+$/, `_w${width}.webp`);
}

/** Stores renditions beside the image stored under `key`, and answers them as a media row lists them. */
export async function storeRenditions(
  key: string,
  renditions: RasterRenditions["renditions"],
  written: string[] = [],
): Promise<ImageVariant[]> {
  const store = storage();
  const variants: ImageVariant[] = [];
  for (const out of renditions) {
    const variantKey = variantKeyFor(key, out.width);
    await store.put(variantKey, out.data, { contentType: "image/webp", cacheControl: IMAGE_CACHE_CONTROL });
    written.push(variantKey);
    variants.push({ width: out.width, height: out.height, key: variantKey, url: store.publicUrl(variantKey) });
  }
  return variants;
}

/**
 * How long an upload may take between naming its files in the storage journal and recording the
 * row that owns them: the sweep leaves them alone until then (decision 049). No request lives an hour.
 */
export const UPLOAD_IN_FLIGHT_MS = 60 * 60 * 1000;

/**
 * Stores an image's file and renditions and records their media row, so that no file is ever
 * left without its row (decision 049): the files are named in the storage journal before they are
 * written (with the database away, nothing is written), the row clears them in its own
 * transaction, and a failure removes what was written, or leaves it to the sweep when storage is
 * away too. A process killed half way leaves its files named in the journal: the sweep has them.
 */
export async function saveImageFiles(
  key: string,
  main: { data: Buffer; contentType: string },
  renditions: RasterRenditions["renditions"],
  row: (stored: { url: string; variants: ImageVariant[] }) => Omit<NewMedia, "storageKey" | "url" | "variants">,
): Promise<MediaRecord> {
  const store = storage();
  const keys = [key, ...renditions.map((out) => variantKeyFor(key, out.width))];
  await journalKeys(keys, new Date(now().getTime() + UPLOAD_IN_FLIGHT_MS));
  const written: string[] = [];
  try {
    await store.put(key, main.data, { contentType: main.contentType, cacheControl: IMAGE_CACHE_CONTROL });
    written.push(key);
    const variants = await storeRenditions(key, renditions, written);
    const url = store.publicUrl(key);
    return await recordMedia({ ...row({ url, variants }), storageKey: key, url, variants });
  } catch (error) {
    // Every key is due for the sweep, which removes only files no row owns (a write cut half
    // way among them); what this upload surely wrote goes now.
    await journalKeys(keys, now()).catch(() => {});
    await removeJournaled(written);
    throw error;
  }
}

/** Puts an image's rendered bytes in storage and records it (and its renditions) in media. */
export async function saveRasterImage(
  rendered: RasterRenditions,
  input: Omit<StoreImageInput, "input" | "webpEffort">,
): Promise<MediaRecord> {
  const key = storageKeyFor(input.naming, input.folder, input.originalName, rendered.ext);
  return saveImageFiles(key, { data: rendered.main.data, contentType: rendered.mime }, rendered.renditions, () => ({
    originalName: input.originalName,
    mimeType: rendered.mime,
    sizeBytes: rendered.main.data.length,
    width: rendered.main.width,
    height: rendered.main.height,
    alt: input.alt ?? "",
    altEn: input.altEn ?? "",
  }));
}

/** Stores a raster image (renderRasterImage, then saveRasterImage). */
export async function storeRasterImage(input: StoreImageInput): Promise<MediaRecord> {
  const { input: bytes, webpEffort, ...place } = input;
  return saveRasterImage(await renderRasterImage({ input: bytes, webpEffort }), place);
}

/** Stores an already sanitised SVG document as it is (no renditions: it scales by itself). */
export async function storeSvgImage(input: {
  svg: string;
  originalName: string;
  folder: string;
  alt?: string;
  altEn?: string;
  naming?: StorageNaming;
}): Promise<MediaRecord> {
  const data = Buffer.from(input.svg, "utf8");
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  const key = storageKeyFor(input.naming, input.folder, input.originalName, "svg");
  return saveImageFiles(key, { data, contentType: "image/svg+xml" }, [], () => ({
    originalName: input.originalName,
    mimeType: "image/svg+xml",
    sizeBytes: data.length,
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    alt: input.alt ?? "",
    altEn: input.altEn ?? "",
  }));
}

/**
 * Removes a stored image: its media row, then its files (renditions included); what storage
 * cannot remove now stays named in the storage journal for the sweep.
 */
export async function deleteStoredImage(id: number): Promise<boolean> {
  const record = await deleteMediaRow(id);
  if (!record) return false;
  await removeJournaled(filesOf(record));
  return true;
}
