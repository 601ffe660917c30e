import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "./db/index.server";
import { media } from "./db/schema";
import { setupTestDatabase } from "./testing/database";
import { receiveUpload, storeUpload, UploadError } from "./uploads.server";

const context = setupTestDatabase();

function uploadRequest(bytes: Buffer | string, name: string, type = "application/octet-stream"): Request {
  const form = new FormData();
  form.set("alt", "Ảnh thử");
  form.set("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return new Request("http://127.0.0.1/admin/uploads", { method: "POST", body: form });
}

async function upload(bytes: Buffer | string, name: string, maxMb = 50) {
  const received = await receiveUpload(uploadRequest(bytes, name), maxMb);
  return storeUpload(received, { folder: "products", alt: received.fields.alt });
}

async function failure(promise: Promise<unknown>): Promise<UploadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error("expected the upload to be refused");
}

const storedPath = (key: string) => path.join(context.uploadsDir, key);

describe("uploads", () => {
  it("stores a JPEG without its EXIF and GPS data, with size and WebP renditions", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0433c8" } })
      .jpeg()
      .withExif({ IFD0: { Make: "CameraCo", Model: "X1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const record = await upload(jpeg, "Ảnh phòng mổ.jpg");
    expect(record.mimeType).toBe("image/jpeg");
    expect([record.width, record.height]).toEqual([1600, 1200]);
    expect(record.alt).toBe("Ảnh thử");
    expect(record.storageKey).toMatch(/^products\/\d+_[a-z0-9]{8}__nh_ph_ng_m_\.jpg$/);
    const stored = fs.readFileSync(storedPath(record.storageKey));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("CameraCo"))).toBe(false);
    expect(record.variants.map((v) => v.width)).toEqual([320, 640, 960, 1440]);
    for (const variant of record.variants) {
      expect((await sharp(storedPath(variant.key)).metadata()).format).toBe("webp");
    }
    const [row] = await db().select().from(media).where(eq(media.id, record.id));
    expect(row?.sizeBytes).toBe(stored.length);
  });

  it("names a rich-text editor image news/{random}-{timestamp}.{ext}, by its content's type", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#16a34a" } })
      .png()
      .toBuffer();
    const received = await receiveUpload(uploadRequest(png, "cropped-image.png"), 500);
    const record = await storeUpload(received, { folder: "news", naming: "editor" });
    expect(record.storageKey).toMatch(/^news\/[a-z0-9]{8}-\d{13}\.png$/);
    expect(fs.existsSync(storedPath(record.storageKey))).toBe(true);
  });

  it("refuses a text file renamed .png, by its content", async () => {
    const error = await failure(upload("just some text, not an image", "photo.png"));
    expect(error.message).toBe("Định dạng không hỗ trợ");
    expect(error.status).toBe(415);
  });

  it("stores an SVG only after removing its script and handlers", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" onload="alert(1)"><script>alert(2)</script><rect width="120" height="60" fill="#0433c8"/></svg>`;
    const record = await upload(svg, "logo.svg");
    expect(record.mimeType).toBe("image/svg+xml");
    expect([record.width, record.height]).toEqual([120, 60]);
    const stored = fs.readFileSync(storedPath(record.storageKey), "utf8");
    expect(stored).not.toContain("script");
    expect(stored).not.toContain("onload");
    expect(stored).toContain("<rect");
  });

  it("stops reading past the size limit", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const error = await failure(upload(big, "big.png", 1));
    expect(error.message).toBe("Dung lượng vượt quá 1 MB");
  });

  it("refuses empty and over-long names and empty files", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await failure(upload(png, `${"a".repeat(101)}.png`))).message).toBe("Tên file quá dài (tối đa 100 ký tự)");
    expect((await failure(upload(Buffer.alloc(0), "empty.png"))).message).toBe("File không hợp lệ");
    const plain = new Request("http://127.0.0.1/x", { method: "POST", body: "x" });
    expect((await failure(receiveUpload(plain, 50))).message).toBe("File không hợp lệ");
  });
});
