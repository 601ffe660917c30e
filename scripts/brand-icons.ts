/**
 * Build step: the icons and share image derived from the logo (public/favicon.svg), written into
 * public/ before the app is built: favicon.ico (32×32 PNG in an ICO container), apple-touch-icon.png
 * (180×180), icon-192.png and icon-512.png for the web manifest, and og-default.png (1200×630),
 * the share image of pages without their own.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRAND = "#0433c8";
const publicDir = path.resolve(import.meta.dirname, "..", "public");
const logo = fs.readFileSync(path.join(publicDir, "favicon.svg"));

/** An ICO file holding one PNG image (supported by every current browser). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

async function main() {
  const png = (size: number) =>
    sharp(logo, { density: 72 * (size / 64) * 2 })
      .resize(size, size)
      .png()
      .toBuffer();
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), icoFromPng(await png(32), 32));
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(180));
  fs.writeFileSync(path.join(publicDir, "icon-192.png"), await png(192));
  fs.writeFileSync(path.join(publicDir, "icon-512.png"), await png(512));
  const mark = await png(360);
  const share = await sharp({ create: { width: 1200, height: 630, channels: 4, background: BRAND } })
    .composite([{ input: mark, left: 420, top: 135 }])
    .png()
    .toBuffer();
  fs.writeFileSync(path.join(publicDir, "og-default.png"), share);
  console.log("Brand icons: favicon.ico, apple-touch-icon.png, icon-192/512.png, og-default.png");
}

await main();
