import { getConfig } from "./config.server";

/**
 * The absolute address of a path on this site, from PUBLIC_SITE_URL only. Without it the
 * answer is null: the Host header is the client's to choose, so it never makes an address
 * that others will see (canonical, og:url, og:image); callers fall back to the relative path.
 */
export function absoluteSiteUrl(pathOrUrl: string, siteUrl = getConfig().PUBLIC_SITE_URL): string | null {
  if (!siteUrl) return null;
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/** The start-up warning when production runs without PUBLIC_SITE_URL, or null. */
export function siteUrlWarning(config: { NODE_ENV: string; PUBLIC_SITE_URL?: string }): string | null {
  if (config.NODE_ENV !== "production" || config.PUBLIC_SITE_URL) return null;
  return "Warning: PUBLIC_SITE_URL is not set: pages carry no absolute canonical or og:url addresses (set it to the site's public address, e.g. https://example.com).";
}
