/**
 * Image addresses an editor gives (a product's image, an article's featured image and body
 * images, the settings' pictures) always end up pointing at this site's own storage:
 * the Content-Security-Policy lets pages show images from the site and its storage only, so an
 * outside address would be a broken image for every visitor. An outside address is fetched once
 * through the SSRF-safe downloader of the product import, checked like an upload and stored in
 * the library; the saved value is the library's address.
 */
import { decodeAttribute, encodeAttribute } from "~/lib/img-tags";
import { getConfig } from "./config.server";
import { downloadImage, RemoteImageError } from "./remote-image.server";
import type { MediaRecord } from "./services/media.server";
import { storedUrlPrefix } from "./storage/index.server";
import { uploadLimitFor } from "./uploads.server";

export type ImageFolder = "products" | "news" | "images";

/** Fetches and stores one outside image (tests pass their own, allowed to reach 127.0.0.1). */
export type ImageDownloader = (address: string, folder: ImageFolder) => Promise<MediaRecord>;

const download: ImageDownloader = (address, folder) =>
  downloadImage(address, { folder, maxBytes: uploadLimitFor(folder) * 1024 * 1024 });

/**
 * The address as this site stores it when it already points at our own images: a path of the
 * site or a stored address as is, and an absolute address of a stored file on the site's own
 * origin (PUBLIC_SITE_URL) as its path. Null for anything else.
 */
export function ownImageAddress(address: string): string | null {
  const value = address.trim();
  // A path of this site (the validators only let /uploads/… through) or the bucket's address.
  if (/^\/(?![/\\])/.test(value)) return value;
  const prefix = storedUrlPrefix();
  if (value.startsWith(prefix)) return value;
  const site = getConfig().PUBLIC_SITE_URL;
  if (!site || !prefix.startsWith("/")) return null;
  try {
    const url = new URL(value);
    if (url.origin === new URL(site).origin && url.pathname.startsWith(prefix)) return url.pathname;
  } catch {}
  return null;
}

/**
 * Makes images ours, each outside address fetched once per call however often it is named.
 * Throws RemoteImageError (its message says why, in Vietnamese) when one cannot be had.
 */
export function imageAdopter(folder: ImageFolder, downloader: ImageDownloader = download) {
  const fetched = new Map<string, Promise<string>>();
  return async function adopt(address: string): Promise<string> {
    const own = ownImageAddress(address);
    if (own !== null) return own;
    const key = address.trim();
    let stored = fetched.get(key);
    if (!stored) {
      stored = downloader(key, folder).then((record) => record.url);
      fetched.set(key, stored);
    }
    return stored;
  };
}

/** The optional image of a form (null and "" stay as they are). */
export async function adoptOptionalImage(
  address: string | null | undefined,
  adopt: (address: string) => Promise<string>,
): Promise<string | null | undefined> {
  if (!address?.trim()) return address;
  return adopt(address);
}

const IMAGE_SOURCE = /(<img\b[^>]*?\ssrc=")([^"]*)(")/gi;
/** srcset candidates are never made by the editor; one naming an outside address would escape the policy. */
const OUTSIDE_SRCSET = /\ssrcset="[^"]*(?:https?:)?\/\/[^"]*"/gi;

/**
 * Sanitised rich text (serialised by DOMPurify: every src in double quotes, entities escaped)
 * with every image on our own storage.
 */
export async function adoptBodyImages(html: string, adopt: (address: string) => Promise<string>): Promise<string> {
  const sources = [...html.matchAll(IMAGE_SOURCE)].map((match) => decodeAttribute(match[2] ?? ""));
  if (sources.length === 0) return html.replace(OUTSIDE_SRCSET, "");
  const owned = await Promise.all(sources.map((source) => adopt(source)));
  let index = 0;
  return html
    .replace(IMAGE_SOURCE, (_whole, start: string, _source: string, end: string) => {
      const url = owned[index++] ?? "";
      return `${start}${encodeAttribute(url)}${end}`;
    })
    .replace(OUTSIDE_SRCSET, "");
}

export { RemoteImageError };
