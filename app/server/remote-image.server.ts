/**
 * An image fetched from an http(s) address into the library, through the upload pipeline
 * (checked by content, re-encoded without metadata, renditions): the product import's images.
 */
import dns from "node:dns";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
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

/**
 * Addresses the server never fetches from: its own machine and networks (loopback, private,
 * link-local, carrier-grade NAT; the IPv4 rules also match IPv4-mapped IPv6, and NAT64 is
 * refused whole), and addresses that are not unicast. Checked on the address actually
 * connected to, so a name that resolves inside (or is re-pointed there between two lookups)
 * is refused too.
 */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  BLOCKED.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  BLOCKED.addSubnet(prefix, bits, "ipv6");

/** Whether an IP address (v4 or v6) is one the server must not fetch from. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? "ipv4" : "ipv6");
}

type Lookup = NonNullable<http.RequestOptions["lookup"]>;

/** dns.lookup, refusing a name any of whose addresses is blocked. */
function checkedLookup(blocked: (address: string) => boolean, resolve: typeof dns.lookup): Lookup {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => blocked(a.address)))
        return callback(Object.assign(new Error(`${hostname} resolves to a blocked address`), { code: "EBLOCKED" }));
      if (options.all) return callback(null, list);
      callback(null, list[0]?.address, list[0]?.family);
    });
  }) as Lookup;
}

const MAX_REDIRECTS = 5;

function fileNameOf(url: URL): string {
  let name = "";
  try {
    name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  } catch {}
  name = name.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^[-.]+/, "");
  return (name || "image").slice(-MAX_UPLOAD_NAME_LENGTH);
}

export interface DownloadOptions {
  /** The library folder it is stored in (products by default: the import's images). */
  folder?: "products" | "news" | "images";
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests fetch from 127.0.0.1; the site never does. */
  allowPrivateHosts?: boolean;
  /** Tests: which addresses are refused (default: isBlockedAddress), and the name resolver. */
  blockedAddress?: (address: string) => boolean;
  lookup?: typeof dns.lookup;
}

/** A blocked address, a name resolving to one, or a redirect to one. */
class BlockedError extends Error {}

/**
 * GET through node's http(s) with every hop checked: the protocol, a literal address, and the
 * addresses a name resolves to (at connection time). Redirects are followed by hand, at most 5.
 */
async function get(
  start: URL,
  signal: AbortSignal,
  blocked: (address: string) => boolean,
  lookup: Lookup,
): Promise<{ url: URL; response: http.IncomingMessage }> {
  let url = start;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new BlockedError(url.protocol);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host) && blocked(host)) throw new BlockedError(host);
    const client = url.protocol === "https:" ? https : http;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = client.get(url, { signal, lookup, headers: { accept: "image/*" } }, resolve);
      request.on("error", (error: NodeJS.ErrnoException) =>
        reject(error.code === "EBLOCKED" ? new BlockedError(error.message) : error),
      );
    });
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new RemoteImageError(t.imageStatus(response.statusCode));
      url = new URL(location, url);
      continue;
    }
    return { url, response };
  }
}

/**
 * Downloads an http(s) image (at most `maxBytes`, within `timeoutMs` all told) and stores it as
 * an upload to its folder would be. Throws RemoteImageError.
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
  const blocked = options.allowPrivateHosts ? () => false : (options.blockedAddress ?? isBlockedAddress);
  const lookup = checkedLookup(blocked, options.lookup ?? dns.lookup);

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "import-image-"));
  const tempPath = path.join(dir, "file");
  let size = 0;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const { url: final, response } = await get(url, signal, blocked, lookup);
    url = final;
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      throw new RemoteImageError(t.imageStatus(status));
    }
    if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
      response.destroy();
      throw new RemoteImageError(UPLOAD_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
    }
    const out = fs.createWriteStream(tempPath);
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          response.destroy();
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
    if (error instanceof BlockedError) throw new RemoteImageError(UPLOAD_MESSAGES.invalidFile);
    const name = (error as Error)?.name;
    if (name === "TimeoutError" || name === "AbortError") throw new RemoteImageError(t.imageTimeout);
    throw new RemoteImageError(UPLOAD_MESSAGES.failed);
  }
  try {
    // storeUpload decides the type from the bytes and removes the temporary folder.
    return await storeUpload(
      { tempPath, originalName: fileNameOf(url), size, fields: {} },
      { folder: options.folder ?? "products" },
    );
  } catch (error) {
    if (error instanceof UploadError) throw new RemoteImageError(error.message);
    throw error;
  }
}
