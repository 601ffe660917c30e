import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { computeGridLayout, GRID_MAX_MEGAPIXELS, gridRenderScale } from "~/lib/image-grid/layout";
import { defaultGridSettings, type GridSettings } from "~/lib/image-grid/settings";
import { db } from "./db/index.server";
import { media } from "./db/schema";
import { CAPTION_FONT_FILE, composeGrid, GridRenderError, renderAndStoreGrid } from "./image-grid.server";
import { storeRasterImage } from "./images.server";
import { storage } from "./storage/index.server";
import { setupTestDatabase } from "./testing/database";

const context = setupTestDatabase();

const colours = ["#d62828", "#2a9d8f", "#0433c8", "#f4a261", "#6a4c93", "#1b998b"];

async function photo(width: number, height: number, colour: string, format: "jpeg" | "png" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

async function storedPhoto(width: number, height: number, colour: string) {
  return storeRasterImage({ input: await photo(width, height, colour), originalName: "anh.jpg", folder: "news" });
}

function settings(patch: Partial<GridSettings> = {}): GridSettings {
  return { ...defaultGridSettings(), ...patch };
}

/** The pixel (RGB) at layout coordinates (x, y) of a PNG rendered at scale 2. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round(y * 2) * info.width + Math.round(x * 2)) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

const near = (actual: number[], expected: number[], tolerance = 12) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);

describe("grid renderer", () => {
  it("bundles a caption font with the Vietnamese glyphs", () => {
    expect(fs.existsSync(CAPTION_FONT_FILE)).toBe(true);
  });

  it("draws each image in its layout box at scale 2, with the caption beneath", async () => {
    const sources = await Promise.all(
      [
        [1600, 1200],
        [1600, 1200],
        [1600, 1200],
        [900, 1600],
        [900, 1600],
        [900, 1600],
      ].map(async ([w, h], i) => ({
        data: await photo(w as number, h as number, colours[i] as string),
        width: w as number,
        height: h as number,
      })),
    );
    const chosen = settings({ template: "3landscapes-3portraits", caption: "Chú thích ắ ệ ữ Đ" });
    const { png, layout } = await composeGrid(sources, chosen);
    expect(layout).toEqual(computeGridLayout(chosen, sources));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1800 * 2, layout.height * 2]);

    // Each box's centre holds its own image's colour; the padding is white.
    for (const [i, box] of layout.boxes.entries()) {
      const expected = await sharp({ create: { width: 1, height: 1, channels: 3, background: colours[i] as string } })
        .raw()
        .toBuffer();
      expect(near(await pixel(png, box.x + box.width / 2, box.y + box.height / 2), [...expected])).toBe(true);
    }
    expect(await pixel(png, 5, 5)).toEqual([255, 255, 255]);

    // The caption is drawn: dark pixels inside its box, none in the gap above it.
    const caption = layout.caption;
    if (!caption) throw new Error("expected a caption box");
    const band = await sharp(png)
      .extract({ left: caption.x * 2, top: caption.y * 2, width: caption.width * 2, height: caption.height * 2 })
      .greyscale()
      .raw()
      .toBuffer();
    const dark = band.filter((value) => value < 160).length;
    expect(dark).toBeGreaterThan(500);
  });

  it("draws Vietnamese letters as glyphs, not as missing-glyph boxes", async () => {
    const source = { data: await photo(800, 600, "#ffffff", "png"), width: 800, height: 600 };
    const render = async (caption: string) => {
      const { png, layout } = await composeGrid([source, source], settings({ caption }));
      const box = layout.caption;
      if (!box) throw new Error("expected a caption box");
      return sharp(png)
        .extract({ left: box.x * 2, top: box.y * 2, width: box.width * 2, height: box.height * 2 })
        .greyscale()
        .raw()
        .toBuffer();
    };
    // Each accented letter differs from its base letter (a font without them would draw the same box for all).
    const accented = await render("ắ ệ ữ Đ");
    const plain = await render("a e u D");
    expect(accented.equals(plain)).toBe(false);
    const tofu = await render("\u{10FFFD} \u{10FFFD} \u{10FFFD} \u{10FFFD}");
    expect(accented.equals(tofu)).toBe(false);
  });

  it("applies the border, radius and fit", async () => {
    const source = { data: await photo(1600, 400, "#0433c8"), width: 1600, height: 400 };
    const style = {
      ...defaultGridSettings().style,
      border: "solid" as const,
      borderColor: "#ff0000",
      borderWidth: 4,
      borderRadius: 0,
      objectFit: "contain" as const,
    };
    const { png, layout } = await composeGrid([source, source], settings({ columns: 2, style }));
    const [box] = layout.boxes;
    if (!box) throw new Error("expected a box");
    expect(near(await pixel(png, box.x + 2, box.y + box.height / 2), [255, 0, 0])).toBe(true);
    // contain: a wide image leaves white above and below it inside the box.
    expect(near(await pixel(png, box.x + box.width / 2, box.y + 15), [255, 255, 255])).toBe(true);
    expect(near(await pixel(png, box.x + box.width / 2, box.y + box.height / 2), [4, 51, 200])).toBe(true);
  });

  it("stores the grid as news/grid-*.png and records it in media with its size and alt text", async () => {
    const images = [await storedPhoto(1200, 900, "#d62828"), await storedPhoto(1200, 900, "#2a9d8f")];
    const result = await renderAndStoreGrid({
      settings: settings({ columns: 2, caption: "Phòng khám" }),
      imageIds: images.map((image) => image.id),
    });
    const { record, layout } = result;
    expect(record.storageKey).toMatch(/^news\/grid-\d+-[a-z0-9]{8}\.png$/);
    expect(record.url).toBe(`/uploads/${record.storageKey}`);
    expect(record.alt).toBe("Lưới 2 hình ảnh: Phòng khám");
    expect([record.width, record.height]).toEqual([3600, layout.height * 2]);
    const stored = fs.readFileSync(path.join(context.uploadsDir, record.storageKey));
    expect(record.sizeBytes).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([3600, layout.height * 2]);
    const [row] = await db().select().from(media).where(eq(media.id, record.id));
    expect(row?.mimeType).toBe("image/png");
    // Readers get WebP renditions of the master, never the 3,600 px PNG (decision 038).
    expect(row?.variants.map((v) => [v.width, v.url])).toEqual(
      [320, 640, 960, 1080, 1440].map((w) => [w, `/uploads/${record.storageKey.replace(/\.png$/, `_w${w}.webp`)}`]),
    );
    for (const variant of row?.variants ?? []) {
      const meta = await sharp(path.join(context.uploadsDir, variant.key)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", variant.width, variant.height]);
      expect(variant.height).toBe(Math.round((variant.width * layout.height * 2) / 3600));
    }
  });

  it("fails with a render error when a source is missing or cannot be read, storing nothing", async () => {
    const good = await storedPhoto(1200, 900, "#d62828");
    const grids = async () => (await storage().list("news", { limit: 1000 })).filter((o) => o.key.includes("/grid-"));
    const before = (await grids()).length;
    await expect(renderAndStoreGrid({ settings: settings(), imageIds: [good.id, 999_999] })).rejects.toBeInstanceOf(
      GridRenderError,
    );
    const broken = await storedPhoto(1200, 900, "#2a9d8f");
    fs.writeFileSync(path.join(context.uploadsDir, broken.storageKey), "not an image");
    await expect(renderAndStoreGrid({ settings: settings(), imageIds: [good.id, broken.id] })).rejects.toBeInstanceOf(
      GridRenderError,
    );
    expect((await grids()).length).toBe(before);
  });

  it("draws a tall grid smaller, within the uploads' megapixel cap, and records the size it drew", async () => {
    // Eight portraits in two columns at their own height: 1800 × ~7,300 at scale 2 would be 52 MP.
    const portrait = await storedPhoto(400, 800, "#0433c8");
    const tall = settings({ columns: 2, style: { ...settings().style, imageHeight: "auto" } });
    const layout = computeGridLayout(
      tall,
      Array.from({ length: 8 }, () => ({ width: 400, height: 800 })),
    );
    const scale = gridRenderScale(layout) as number;
    expect(scale).toBeGreaterThan(1);
    expect(scale).toBeLessThan(2);
    const { record } = await renderAndStoreGrid({ settings: tall, imageIds: Array(8).fill(portrait.id) });
    const png = await storage().read(record.storageKey);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(Math.round(layout.width * scale));
    expect(meta.height).toBe(Math.round(layout.height * scale));
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(GRID_MAX_MEGAPIXELS * 1_000_000);
    expect([record.width, record.height]).toEqual([meta.width, meta.height]);
    // A 50 MP PNG: about 10 s of CPU alone, over 30 s beside the browser tests on two cores.
  }, 120_000);
});
