import sharp from "sharp";
import { photoLayers } from "./photo-scene";
import type { DemoPhotoScene } from "./types";

/**
 * The articles' photographs, as a phone writes them: 4032 × 3024 JPEG at a phone's
 * quality, so that uploads, renditions and pages weigh what real ones do (at 960 px a flat
 * drawing's WebP is about 20 KB, pure noise's about 180 KB). The scene (photo-scene.ts) is drawn
 * at a third of the frame, its room blurred (depth of field), its surfaces textured, then
 * enlarged and given sensor grain. Nothing is downloaded; the same scene and name always give
 * the same bytes.
 */

/** A phone camera's frame: 12 megapixels, 4:3. */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;
/** The scene is drawn at a third of the frame, then enlarged: about the detail a phone resolves indoors. */
const DRAW_SCALE = 3;

/**
 * What decides a photo's bytes besides its scene (part of its cache key: bump `version` when the
 * code below changes them). Tuned so that the stored 2560 px original is about 600-900 KB and the
 * 960 px WebP about 50-110 KB, as phone photos of equipment are: texture a few pixels across
 * (standard deviation, blur radius; more on the floor), mottling at a quarter of the size, grain
 * at full size, the room's blur (depth of field).
 */
export const PHOTO_RECIPE = {
  version: 1,
  quality: 96,
  texture: 38,
  textureBlur: 1,
  floorTexture: 1.3,
  wallTexture: 0.8,
  mottle: 5,
  grain: 4,
  depth: 1.3,
} as const;

/** mulberry32 seeded by FNV-1a of a text: the same text, the same numbers. */
function random(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Grey noise around 128 of standard deviation `sigma`: three uniforms summed, near enough Gaussian. */
function noise(width: number, height: number, sigma: number, seed: string): Buffer {
  const next = random(seed);
  const data = Buffer.alloc(width * height);
  // The sum of three uniforms in [0, 1) has a standard deviation of 0.5.
  const k = sigma / 0.5;
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, Math.round(128 + (next() + next() + next() - 1.5) * k)));
  }
  return data;
}

const grey = (data: Buffer, width: number, height: number) => sharp(data, { raw: { width, height, channels: 1 } });

/** Surfaces' texture (plaster, speckled vinyl, brushed metal) as grey around 128, stronger on the floor. */
async function texture(width: number, height: number, horizon: number, name: string): Promise<Buffer> {
  const r = PHOTO_RECIPE;
  const mw = Math.ceil(width / 4);
  const mh = Math.ceil(height / 4);
  const mottle = await grey(noise(mw, mh, r.mottle, `mottle:${name}`), mw, mh)
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
  const fine = noise(width, height, r.texture, `texture:${name}`);
  const floorFrom = Math.round(horizon * height) * width;
  for (let i = 0; i < fine.length; i++) {
    const gain = i < floorFrom ? r.wallTexture : r.floorTexture;
    fine[i] = Math.max(0, Math.min(255, Math.round(128 + ((fine[i] ?? 128) - 128) * gain + (mottle[i] ?? 128) - 128)));
  }
  return grey(fine, width, height).blur(r.textureBlur).toColourspace("srgb").png({ compressionLevel: 0 }).toBuffer();
}

/** Everything a photo's bytes depend on (for the rendition cache's key): the scene's SVG and the recipe. */
export function demoPhotoSignature(scene: DemoPhotoScene, name: string): unknown[] {
  const layers = photoLayers(scene, name, PHOTO_WIDTH / DRAW_SCALE, PHOTO_HEIGHT / DRAW_SCALE);
  return [PHOTO_RECIPE, PHOTO_WIDTH, PHOTO_HEIGHT, layers.far, layers.near];
}

/** The 4032 × 3024 JPEG of a photo of `scene` (varied by `name`), without metadata. */
export async function renderDemoPhoto(scene: DemoPhotoScene, name: string): Promise<Buffer> {
  const r = PHOTO_RECIPE;
  const width = PHOTO_WIDTH / DRAW_SCALE;
  const height = PHOTO_HEIGHT / DRAW_SCALE;
  const layers = photoLayers(scene, name, width, height);
  const room = await sharp(Buffer.from(layers.far)).removeAlpha().blur(r.depth).png({ compressionLevel: 0 }).toBuffer();
  const drawn = await sharp(room)
    .composite([
      { input: Buffer.from(layers.near) },
      { input: await texture(width, height, layers.horizon, name), blend: "overlay" },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor grain: a tile of noise repeated over the frame (its period is lost in the grain).
  const tile = 509;
  const grain = await grey(noise(tile, tile, r.grain, `grain:${name}`), tile, tile)
    .toColourspace("srgb")
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(drawn.data, { raw: { width, height, channels: drawn.info.channels } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: "lanczos3" })
    .composite([{ input: grain, tile: true, blend: "overlay" }])
    .jpeg({ quality: r.quality })
    .toBuffer();
}
