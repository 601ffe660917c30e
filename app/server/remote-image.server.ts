/**
 * An image fetched from an http(s) address into the library, through the upload pipeline
 * (checked by content, re-encoded without metadata, renditions): the product import's images.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "~/i18n/messages/admin-import";
import { MAX_UPLOAD_NAME_LENGTH, PRODUCT_UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { MediaRecord } from "./services/media.server";
import { storeUpload, UploadError } from "./uploads.server";

const t = vi.errors;

export const REMOTE_IMAGE_TIMEOUT_MS = 20_000;

/** A download that failed; its message says why, in the admin's language. */
export class RemoteImageError extends Error {
  constructor(reason: string) {
    super(t.imageDownload(reason));
    this.name = "RemoteImageError";
  }
}

/** Loopback, private and link-local addresses written as such: the server's own network is not for fetching. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1" || host === "::") return true;
  if (/^(fc|fd|fe8|fe9|fea|feb)/.test(host) && host.includes(":")) return true;
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168)
  );
}

function fileNameOf(url: URL): string {
  let name = "";
  try {
    name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  } catch {}
  name = name.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^[-.]+/, "");
  return (name || "image").slice(-MAX_UPLOAD_NAME_LENGTH);
}

export interface DownloadOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests fetch from 127.0.0.1; the site never does. */
  allowPrivateHosts?: boolean;
}

/**
 * Downloads an http(s) image (at most `maxBytes`, within `timeoutMs` all told) and stores it as
 * an upload to the products folder would be. Throws RemoteImageError.
 */
export async function downloadImage(address: string, options: DownloadOptions = {}): Promise<MediaRecord> {
  const { timeoutMs = REMOTE_IMAGE_TIMEOUT_MS, maxBytes = PRODUCT_UPLOAD_MAX_MB * 1024 * 1024 } = options;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageError(UPLOAD_MESSAGES.invalidFile);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new RemoteImageError(UPLOAD_MESSAGES.invalidFile);
  if (!options.allowPrivateHosts && isPrivateHost(url.hostname))
    throw new RemoteImageError(UPLOAD_MESSAGES.invalidFile);

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "import-image-"));
  const tempPath = path.join(dir, "file");
  let size = 0;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, { signal, redirect: "follow", headers: { accept: "image/*" } });
    const final = new URL(response.url || url);
    if (!options.allowPrivateHosts && isPrivateHost(final.hostname))
      throw new RemoteImageError(UPLOAD_MESSAGES.invalidFile);
    if (!response.ok || !response.body) throw new RemoteImageError(t.imageStatus(response.status));
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body.cancel();
      throw new RemoteImageError(UPLOAD_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
    }
    const out = fs.createWriteStream(tempPath);
    try {
      const reader = response.body.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        const chunk = next.value;
        size += chunk.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw new RemoteImageError(UPLOAD_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
        }
        if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", () => resolve(null)));
      }
    } finally {
      await new Promise((resolve) => out.end(() => resolve(null)));
    }
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (error instanceof RemoteImageError) throw error;
    const name = (error as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError") throw new RemoteImageError(t.imageTimeout);
    throw new RemoteImageError(UPLOAD_MESSAGES.failed);
  }
  try {
    // storeUpload decides the type from the bytes and removes the temporary folder.
    return await storeUpload({ tempPath, originalName: fileNameOf(url), size, fields: {} }, { folder: "products" });
  } catch (error) {
    if (error instanceof UploadError) throw new RemoteImageError(error.message);
    throw error;
  }
}
