import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromFile } from "file-type";
import type { StorageNaming } from "~/lib/storage-key";
import { MAX_UPLOAD_NAME_LENGTH, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { storeRasterImage, storeSvgImage } from "./images.server";
import type { MediaRecord } from "./services/media.server";
import { looksLikeSvg, sanitizeSvg } from "./svg-sanitize.server";

const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
/** An SVG is text held in memory while it is sanitised: keep it sensible. */
const MAX_SVG_BYTES = 5 * 1024 * 1024;
const MB = 1024 * 1024;

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
 * Streams one file of a multipart request to a temporary file, never holding it in memory,
 * and stops reading as soon as it passes `maxMb`.
 */
export async function receiveUpload(request: Request, maxMb: number): Promise<ReceivedFile> {
  const maxBytes = maxMb * MB;
  const declared = Number(request.headers.get("content-length") ?? 0);
  // Multipart framing adds a little; anything far above the limit is refused before reading.
  if (declared > maxBytes + MB) throw new UploadError(UPLOAD_MESSAGES.tooLarge(maxMb), 413);
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.startsWith("multipart/form-data")) {
    throw new UploadError(UPLOAD_MESSAGES.invalidFile);
  }

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "upload-"));
  const tempPath = path.join(dir, "file");
  const fields: Record<string, string> = {};
  let file: { name: string; done: Promise<number> } | null = null;
  let tooLarge = false;

  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000 },
    defParamCharset: "utf8",
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
    file = {
      name: info.filename ?? "",
      done: pipeline(stream, fs.createWriteStream(tempPath)).then(() => size),
    };
  });

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    const received = file as { name: string; done: Promise<number> } | null;
    if (!received) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
    const size = await received.done;
    if (tooLarge) throw new UploadError(UPLOAD_MESSAGES.tooLarge(maxMb), 413);
    if (size === 0) throw new UploadError(UPLOAD_MESSAGES.invalidFile);
    return { tempPath, originalName: checkName(received.name), size, fields };
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (error instanceof UploadError) throw error;
    throw new UploadError(UPLOAD_MESSAGES.invalidFile);
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
      return await storeRasterImage({ input: received.tempPath, originalName: name, ...options }).catch(() => {
        throw new UploadError(UPLOAD_MESSAGES.invalidFile);
      });
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
