import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "./db/index.server";
import { media } from "./db/schema";
import { backfillImageVariants } from "./image-variants.server";
import { recordMedia } from "./services/media.server";
import { storage } from "./storage/index.server";
import { setupTestDatabase } from "./testing/database";

const context = setupTestDatabase();

/** A PNG stored as grids were before they had renditions: the file and a row with none. */
async function storedWithoutRenditions(key: string, width: number, height: number, mimeType = "image/png") {
  const png = await sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await storage().put(key, png, { contentType: mimeType });
  return recordMedia({
    storageKey: key,
    url: storage().publicUrl(key),
    originalName: path.basename(key),
    mimeType,
    sizeBytes: png.length,
    width,
    height,
    variants: [],
  });
}

describe("the renditions pass (decision 038)", () => {
  it("makes the missing WebP renditions of stored still images once, beside the original", async () => {
    const grid = await storedWithoutRenditions("news/grid-1-aaaaaaaa.png", 3600, 1800);
    const small = await storedWithoutRenditions("news/nho.png", 300, 200);
    // An interrupted pass left one file behind: it is replaced, not refused.
    await storage().put("news/grid-1-aaaaaaaa_w320.webp", Buffer.from("half"), { contentType: "image/webp" });

    expect(await backfillImageVariants()).toEqual({ made: 1, failed: 0 });
    const [row] = await db().select().from(media).where(eq(media.id, grid.id));
    expect(row?.variants.map((v) => [v.width, v.height, v.key])).toEqual(
      [320, 640, 960, 1080, 1440].map((w) => [w, w / 2, `news/grid-1-aaaaaaaa_w${w}.webp`]),
    );
    for (const variant of row?.variants ?? []) {
      const meta = await sharp(fs.readFileSync(path.join(context.uploadsDir, variant.key))).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", variant.width]);
    }
    // Narrower than the narrowest rendition: nothing to make.
    const [smallRow] = await db().select().from(media).where(eq(media.id, small.id));
    expect(smallRow?.variants).toEqual([]);
    // A second pass finds nothing left to do.
    expect(await backfillImageVariants()).toEqual({ made: 0, failed: 0 });
  });

  it("leaves an image it cannot read as it is, and says so", async () => {
    const lost = await recordMedia({
      storageKey: "news/mat-tep.png",
      url: "/uploads/news/mat-tep.png",
      originalName: "mat-tep.png",
      mimeType: "image/png",
      sizeBytes: 10,
      width: 2000,
      height: 1000,
      variants: [],
    });
    const lines: string[] = [];
    const pass = await backfillImageVariants((line) => lines.push(line));
    expect(pass.failed).toBe(1);
    expect(lines.join("\n")).toContain(`Image ${lost.id} (news/mat-tep.png)`);
    const [row] = await db().select().from(media).where(eq(media.id, lost.id));
    expect(row?.variants).toEqual([]);
  });
});
