import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderRasterImage } from "../images.server";
import { DEMO_PHOTOS } from "./data/photos";
import { demoPhotoSignature, PHOTO_HEIGHT, PHOTO_WIDTH, renderDemoPhoto } from "./demo-photos.server";

const KB = 1000;

describe("the demo articles' photos", () => {
  // One photo: about 2 s of CPU on a quiet machine (drawing, 12 MP encode, then the store's renditions).
  it("are what a phone writes, and weigh what phone photos of equipment weigh once stored", {
    timeout: 120_000,
  }, async () => {
    const { scene } = DEMO_PHOTOS["endoscopy-room"];
    const jpeg = await renderDemoPhoto(scene, "endoscopy-room");
    const meta = await sharp(jpeg).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "jpeg",
      width: 4032,
      height: 3024,
    });
    expect([PHOTO_WIDTH, PHOTO_HEIGHT]).toEqual([4032, 3024]);
    expect(meta.exif).toBeUndefined();
    // A phone's 12 MP JPEG: 3 to 5 MB.
    expect(jpeg.length).toBeGreaterThan(2_500 * KB);
    expect(jpeg.length).toBeLessThan(5_000 * KB);

    // Stored: a flat drawing would give a 960 px WebP of about 20 KB, pure noise about 180 KB.
    const stored = await renderRasterImage({ input: jpeg });
    expect(stored.mime).toBe("image/jpeg");
    expect([stored.main.width, stored.main.height]).toEqual([2560, 1920]);
    expect(stored.main.data.length).toBeGreaterThan(550 * KB);
    expect(stored.main.data.length).toBeLessThan(950 * KB);
    const w960 = stored.renditions.find((r) => r.width === 960);
    expect(w960?.data.length).toBeGreaterThan(45 * KB);
    expect(w960?.data.length).toBeLessThan(120 * KB);
  });

  it("are the same for the same scene and name, and differ from one name to another", () => {
    const { scene } = DEMO_PHOTOS["scope-bench"];
    expect(demoPhotoSignature(scene, "scope-bench")).toEqual(demoPhotoSignature(scene, "scope-bench"));
    expect(demoPhotoSignature(scene, "scope-bench")).not.toEqual(demoPhotoSignature(scene, "another"));
    const signatures = Object.entries(DEMO_PHOTOS).map(([name, photo]) =>
      JSON.stringify(demoPhotoSignature(photo.scene, name)),
    );
    expect(new Set(signatures).size).toBe(signatures.length);
  });
});
