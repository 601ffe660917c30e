import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { fileTypeFromFile } from "file-type";
import type { StorageNaming } from "~/lib/storage-key";
import {
  MAX_UPLOAD_NAME_LENGTH,
  PRODUCT_UPLOAD_MAX_MB,
  UPLOAD_MAX_MB,
  UPLOAD_MESSAGES,
  uploadLimitMb,
} from "~/lib/upload-rules";
import { failureCause } from "./db/availability.server";
import { ImageTooLargeError, renderRasterImage, saveRasterImage, storeSvgImage } from "./images.server";
import type { MediaRecord } from "./services/media.server";
import { looksLikeSvg, sanitizeSvg } from "./svg-sanitize.server";

const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
/** An SVG is text held in memory while it is sanitised: keep it sensible. */
const MAX_SVG_BYTES = 5 * 1024 * 1024;
const MB = 1024 * 1024;
/** Room for the multipart framing and the small fields sent with the file. */
const FRAMING_BYTES = 256 * 1024;

/** The server's limit per kind of upload; a client may ask for less (`?max=`), never more. */
export const UPLOAD_LIMITS_MB: Record<string, number> = {
  products: PRODUCT_UPLOAD_MAX_MB,
  news: UPLOAD_MAX_MB,
  images: UPLOAD_MAX_MB,
};

export function uploadLimitFor(folder: string, requestedMb?: number | null): number {
  return Math.min(UPLOAD_LIMITS_MB[folder] ?? PRODUCT_UPLOAD_MAX_MB, uploadLimitMb(requestedMb));
}

/** A refused upload: its message is the specification's text, shown as is. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  size: number;
  /** The other form fields sent with the file. */
  fields: Record<string, string>;
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
  if (trimmed.length > MAX_UPLOAD_NAME_LENGTH) throw new UploadError(UPLOAD_MESSAGES.nameTooLong);
  return trimmed;
}

/**
 * Streams one file of a multipart request to a temporary file, never holding it in memory.
 * Reading stops as soon as the body passes the limit, whatever its framing (a declared length,
 * chunks, or a file part that runs on): the rest is never read, and the caller answers 413
 * and closes the connection.
 */
export async function receiveUpload(request: Request, maxMb: number): Promise<ReceivedFile> {
  const maxBytes = maxMb * MB;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes + FRAMING_BYTES) throw new UploadError(UPLOAD_MESSAGES.tooLarge(maxMb), 413);
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.startsWith("multipart/form-data")) {
    throw new UploadError(UPLOAD_MESSAGES.invalidFile);
  }

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "upload-"));
  const tempPath = path.join(dir, "file");
  const fields: Record<string, string> = {};
  let file: { name: string; done: Promise<number> } | null = null;
  let tooLarge = false;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000 },
      defParamCharset: "utf8",
    });
  } catch {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw new UploadError(UPLOAD_MESSAGES.invalidFile);
  }
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // The first failure of the form or of the file's write stops the reading (below).
  let failure: unknown = null;
  parsed.catch((error: unknown) => {
    failure ??= error;
  });
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (_field, stream, info) => {
    if (file) {
      stream.resume();
      return;
    }
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    stream.on("limit", () => {
      tooLarge = true;
    });
    const done = pipeline(stream, fs.createWriteStream(tempPath)).then(() => size);
    // A write that fails (a full disk) leaves the parser waiting for a drain that never comes:
    // it is stopped with the write's error.
    done.catch((error: unknown) => {
      failure ??= error;
      parser.destroy(error as Error);
    });
    file = { name: info.filename ?? "", done };
  });

  const reader = request.body.getReader();
  try {
    let read = 0;
    try {
      while (!tooLarge) {
        if (failure) throw failure;
        const chunk = await reader.read();
        if (chunk.done) break;
        read += chunk.value.byteLength;
        if (read > maxBytes + FRAMING_BYTES) tooLarge = true;
        else if (!parser.write(chunk.value)) await Promise.race([new Promise((r) => parser.once("drain", r)), parsed]);
      }
    } catch (error) {
      // The file could not be written (a full disk) or the form did not parse: the rest of the
      // body, within the limit, is read and dropped first, so that the answer goes out on a whole
      // connection. Closed under a proxy still sending the body, it became nginx's 502.
      await discardRest(reader, maxBytes + FRAMING_BYTES - read);
      throw error;
    }
    // Not cancelled: cancelling would destroy the connection before the 413 could be sent.
    reader.releaseLock();
    if (tooLarge) throw new UploadError(UPLOAD_MESSAGES.tooLarge(maxMb), 413);
    parser.end();
    await parsed;
    const received = file as { name: string; done: Promise<number> } | null;
    if (!received) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
    const size = await received.done;
    if (tooLarge) throw new UploadError(UPLOAD_MESSAGES.tooLarge(maxMb), 413);
    if (size === 0) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
    return { tempPath, originalName: checkName(received.name), size, fields };
  } catch (error) {
    parser.destroy();
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (error instanceof UploadError) throw error;
    // A full disk is the server's failure, not the file's: the caller answers 503.
    if (failureCause(error) === "disk") throw error;
    throw new UploadError(UPLOAD_MESSAGES.invalidFile);
  }
}

/** Reads and drops what is left of a body, up to `budget` bytes; a body that breaks ends it. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  try {
    for (let left = budget; left > 0; ) {
      const chunk = await reader.read();
      if (chunk.done) return;
      left -= chunk.value.byteLength;
    }
  } catch {
    // The client went away: nothing is left to answer.
  }
}

/**
 * Decides the file's type from its content (never its name), then stores it: raster images
 * re-encoded without metadata and with WebP renditions, SVG sanitised. Removes the temp file.
 */
export async function storeUpload(
  received: ReceivedFile,
  options: { folder: string; alt?: string; altEn?: string; naming?: StorageNaming },
): Promise<MediaRecord> {
  try {
    const name = checkName(received.originalName);
    const type = await fileTypeFromFile(received.tempPath);
    if (type && RASTER_TYPES.has(type.mime)) {
      // Only the decoding says whether the file is a good image; storing it may fail for want of
      // storage or the database, which is the upload's failure, not the file's.
      const rendered = await renderRasterImage({ input: received.tempPath }).catch((error) => {
        if (error instanceof ImageTooLargeError) {
          throw new UploadError(UPLOAD_MESSAGES.tooManyPixels(error.maxMegapixels), 413);
        }
        if (failureCause(error) !== "other") throw error;
        throw new UploadError(UPLOAD_MESSAGES.invalidFile);
      });
      return await saveRasterImage(rendered, { originalName: name, ...options });
    }
    if (!type && received.size <= MAX_SVG_BYTES) {
      const text = await fs.promises.readFile(received.tempPath, "utf8");
      if (looksLikeSvg(text)) {
        const clean = sanitizeSvg(text);
        if (!/<svg[\s>]/i.test(clean)) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
        return await storeSvgImage({ svg: clean, originalName: name, ...options });
      }
    }
    throw new UploadError(UPLOAD_MESSAGES.unsupported, 415);
  } finally {
    await fs.promises.rm(path.dirname(received.tempPath), { recursive: true, force: true });
  }
}
