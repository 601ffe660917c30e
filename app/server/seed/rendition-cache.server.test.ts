import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type RasterRenditions, renderRasterImage } from "../images.server";
import { cachedRenditions, cacheKey } from "./rendition-cache.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "renditions-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const picture = (colour: string) =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: colour } })
    .webp()
    .toBuffer();

/** Counts the renders it is asked for. */
function renderer(input: Buffer) {
  const calls = { count: 0 };
  const render = async (): Promise<RasterRenditions> => {
    calls.count++;
    return renderRasterImage({ input });
  };
  return { calls, render };
}

describe("the demo pictures' rendition cache", () => {
  it("renders once, then gives the same bytes and sizes back without rendering", async () => {
    const { calls, render } = renderer(await picture("#3366cc"));
    const key = cacheKey(["blue"]);
    const first = await cachedRenditions(dir, key, render);
    const second = await cachedRenditions(dir, key, render);
    expect(calls.count).toBe(1);
    expect(first.renditions.map((r) => r.width)).toEqual([320, 640, 960]);
    expect(second).toEqual(first);
    expect(Buffer.compare(second.main.data, first.main.data)).toBe(0);
    expect((await sharp(second.renditions[1]?.data).metadata()).width).toBe(640);
  });

  it("renders again under another key, and when the stored file is damaged or cut short", async () => {
    const { calls, render } = renderer(await picture("#cc3366"));
    const key = cacheKey(["red"]);
    await cachedRenditions(dir, key, render);
    await cachedRenditions(dir, cacheKey(["red", "another recipe"]), render);
    expect(calls.count).toBe(2);

    const file = path.join(dir, `${key}.bin`);
    const whole = fs.readFileSync(file);
    fs.writeFileSync(file, whole.subarray(0, whole.length - 10));
    const again = await cachedRenditions(dir, key, render);
    expect(calls.count).toBe(3);
    expect(fs.readFileSync(file).length).toBe(whole.length);
    expect(again.main.data.length).toBeGreaterThan(0);

    fs.writeFileSync(file, "not a cache file");
    await cachedRenditions(dir, key, render);
    expect(calls.count).toBe(4);
    // Nothing half-written is left beside the entries.
    expect(fs.readdirSync(dir).every((name) => name.endsWith(".bin"))).toBe(true);
  });

  it("renders every time without a place to keep them", async () => {
    const { calls, render } = renderer(await picture("#33cc66"));
    await cachedRenditions(null, cacheKey(["green"]), render);
    await cachedRenditions(null, cacheKey(["green"]), render);
    expect(calls.count).toBe(2);
  });
});
