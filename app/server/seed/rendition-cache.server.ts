import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RasterRenditions } from "../images.server";

/**
 * The demo pictures' rendered bytes, kept on disk between seeds in the user's cache directory
 * (`$XDG_CACHE_HOME` or `~/.cache`, then `medical-equipment-site/`), so that every checkout on a
 * machine shares them, a CI job's clean clone included. The same drawing with the same recipe
 * always gives the same bytes, and drawing, encoding and the renditions are the seed's longest
 * step: every seed of an empty database (a first start, each test that seeds, each browser-test
 * lane, each server of the cluster test) would pay it again. A key names everything the bytes
 * depend on (the SVG, its size, the encoder's settings, libvips' and libwebp's versions); a file
 * that cannot be read is a miss, and a cache that cannot be written is no cache.
 */

/** One file per picture: the header's length (4 bytes), the header (JSON), then the bytes. */
interface Header {
  mime: string;
  ext: string;
  main: { width: number; height: number; bytes: number };
  renditions: { width: number; height: number; bytes: number }[];
}

/** `<user cache>/medical-equipment-site/<name>`: the demo pictures' renditions, or another seed product's bytes. */
export function defaultCacheDir(name = "demo-renditions"): string | null {
  const home = os.homedir();
  const base = process.env.XDG_CACHE_HOME || (home ? path.join(home, ".cache") : "");
  return base ? path.join(base, "medical-equipment-site", name) : null;
}

export function cacheKey(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

function encode(rendered: RasterRenditions): Buffer {
  const header: Header = {
    mime: rendered.mime,
    ext: rendered.ext,
    main: { width: rendered.main.width, height: rendered.main.height, bytes: rendered.main.data.length },
    renditions: rendered.renditions.map((r) => ({ width: r.width, height: r.height, bytes: r.data.length })),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, rendered.main.data, ...rendered.renditions.map((r) => r.data)]);
}

function decode(file: Buffer): RasterRenditions | null {
  if (file.length < 4) return null;
  const headerEnd = 4 + file.readUInt32BE(0);
  if (headerEnd > file.length) return null;
  const header = JSON.parse(file.subarray(4, headerEnd).toString("utf8")) as Header;
  const parts = [header.main, ...header.renditions];
  if (headerEnd + parts.reduce((sum, part) => sum + part.bytes, 0) !== file.length) return null;
  let offset = headerEnd;
  const take = (bytes: number) => {
    const data = file.subarray(offset, offset + bytes);
    offset += bytes;
    return data;
  };
  const main = { width: header.main.width, height: header.main.height, data: take(header.main.bytes) };
  const renditions = header.renditions.map((r) => ({ width: r.width, height: r.height, data: take(r.bytes) }));
  return { mime: header.mime, ext: header.ext, main, renditions };
}

/** The renditions stored under `key` in `dir`, else made by `render` and stored (when `dir` is given). */
export async function cachedRenditions(
  dir: string | null,
  key: string,
  render: () => Promise<RasterRenditions>,
): Promise<RasterRenditions> {
  if (!dir) return render();
  const file = path.join(dir, `${key}.bin`);
  const found = await readCached(file);
  let decoded: RasterRenditions | null = null;
  try {
    decoded = found ? decode(found) : null;
  } catch {
    // A header that does not parse: made again below.
  }
  if (decoded) return decoded;
  const rendered = await render();
  await writeCached(dir, file, encode(rendered));
  return rendered;
}

/**
 * The bytes stored under `key` in `dir`, else made by `make` and stored (when `dir` is given):
 * a generated demo document, its preview. Nothing made (null) is nothing kept.
 */
export async function cachedBytes(
  dir: string | null,
  key: string,
  make: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  if (!dir) return make();
  const file = path.join(dir, `${key}.bin`);
  const found = await readCached(file);
  if (found?.length) return found;
  const made = await make();
  if (made) await writeCached(dir, file, made);
  return made;
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch {
    // Not there, or not readable: made again.
    return null;
  }
}

async function writeCached(dir: string, file: string, bytes: Buffer): Promise<void> {
  // Written whole under another name, then renamed: a seed beside this one reads all or nothing.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
  } catch {
    // A read-only or full disk: the seed goes on without keeping it, and leaves no part behind.
    await fs.promises.rm(partial, { force: true }).catch(() => undefined);
  }
}
