import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { db } from "./db/index.server";
import { media } from "./db/schema";
import { setupTestDatabase } from "./testing/database";
import { pngBomb } from "./testing/png-bomb";
import { receiveUpload, storeUpload, UploadError, uploadLimitFor } from "./uploads.server";

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

/** A multipart upload whose body is the stream `body`, sent as a browser sends it, chunk by chunk. */
const streamedUpload = (body: ReadableStream<Uint8Array>, boundary: string) =>
  new Request("http://127.0.0.1/admin/api/uploads?folder=products", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);

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
    expect(record.variants.map((v) => v.width)).toEqual([320, 640, 960, 1080, 1440]);
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

  it("takes the limit from the server per kind of upload; the client may only lower it", () => {
    expect(uploadLimitFor("products")).toBe(50);
    expect(uploadLimitFor("products", 500)).toBe(50);
    expect(uploadLimitFor("news", 500)).toBe(500);
    expect(uploadLimitFor("news", 5000)).toBe(500);
    expect(uploadLimitFor("images", 20)).toBe(20);
    expect(uploadLimitFor("unknown-kind", 500)).toBe(50);
  });

  it("stops reading a chunked body soon after the limit, leaving the rest unread", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(65);
    const boundary = "----bound";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    let sentHead = false;
    // 600 MB offered in 1 MB chunks, without a Content-Length (chunked framing).
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(head);
          return;
        }
        if (pulled >= 600 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = streamedUpload(body, boundary);
    // The temporary directory this upload made (the real one: the call is only watched). Other
    // processes on the machine (the cluster's servers in CI) make and remove their own meanwhile,
    // so counting the directory's entries would not tell.
    const made: string[] = [];
    const mkdtemp = fs.promises.mkdtemp.bind(fs.promises);
    const watch = vi.spyOn(fs.promises, "mkdtemp").mockImplementation(async (prefix, options) => {
      const dir = String(await mkdtemp(prefix, options));
      made.push(dir);
      return dir;
    });
    const error = await failure(receiveUpload(request, uploadLimitFor("products", 500))).finally(() =>
      watch.mockRestore(),
    );
    expect([error.status, error.message]).toEqual([413, "Dung lượng vượt quá 50 MB"]);
    console.log(`chunked 600 MB upload: refused after ${(pulled / 1024 / 1024).toFixed(1)} MB read`);
    expect(pulled).toBeLessThan(60 * 1024 * 1024);
    expect(made).toHaveLength(1);
    expect(made[0]?.startsWith(path.join(os.tmpdir(), "upload-"))).toBe(true);
    expect(fs.existsSync(made[0] as string)).toBe(false);
  });

  it("a disk that fills during an upload: the rest of the body is still read (a proxy in front gets the answer, not a closed connection)", async () => {
    const boundary = "----full";
    const encoder = new TextEncoder();
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anh.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(66);
    const chunks = 64;
    let pulled = 0;
    let ended = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        if (pulled === chunks) {
          controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
          ended = true;
          return controller.close();
        }
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const request = streamedUpload(body, boundary);
    // The temporary file's disk is full from its second write on.
    const createWriteStream = fs.createWriteStream.bind(fs);
    const full = vi.spyOn(fs, "createWriteStream").mockImplementation((file, options) => {
      const stream = createWriteStream(file, options);
      let writes = 0;
      const write = stream._write.bind(stream);
      stream._write = (data, encoding, callback) => {
        writes += 1;
        if (writes < 2) return write(data, encoding, callback);
        callback(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
      };
      return stream;
    });
    const refused = await receiveUpload(request, 50).then(
      () => null,
      (error: unknown) => error,
    );
    full.mockRestore();
    expect((refused as NodeJS.ErrnoException | null)?.code).toBe("ENOSPC");
    expect([pulled, ended]).toEqual([chunks, true]);
  });

  it("refuses a decompression bomb (16000 × 16000) from its header, storing nothing", async () => {
    const bomb = pngBomb(16000, 16000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await db().select().from(media);
    const started = performance.now();
    const error = await failure(upload(bomb, "bomb.png"));
    console.log(
      `16000 × 16000 PNG bomb (${(bomb.length / 1024).toFixed(0)} KB): refused in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect([error.status, error.message]).toEqual([413, "Ảnh vượt quá 50 megapixel"]);
    expect(await db().select().from(media)).toHaveLength(before.length);
  });

  it("brings a large photo down to 2560 px on its long side, keeping its proportions", async () => {
    const wide = await sharp({ create: { width: 5000, height: 1250, channels: 3, background: "#228833" } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const record = await upload(wide, "panorama.jpg");
    expect([record.width, record.height]).toEqual([2560, 640]);
    const stored = await sharp(storedPath(record.storageKey)).metadata();
    expect([stored.width, stored.height]).toEqual([2560, 640]);
    // A small image is not enlarged.
    const small = await upload(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      "small.png",
    );
    expect([small.width, small.height]).toEqual([300, 200]);
  });
});
