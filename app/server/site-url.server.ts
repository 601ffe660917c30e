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

/**
 * What the sitemap and the feeds answer without PUBLIC_SITE_URL: their formats need absolute
 * addresses, and the only other source, the Host header, is the client's to choose (a shared
 * cache would keep a poisoned copy for everyone). 404 rather than 503: nothing is down, and a
 * crawler reads "no sitemap here" without counting the site as failing; `no-store` so that no
 * cache keeps the refusal once the address is set.
 */
export function siteUrlMissing(what: string): Response {
  return new Response(`Not found: ${what} needs the site's public address, and PUBLIC_SITE_URL is not configured.\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The start-up warning when production runs without PUBLIC_SITE_URL, or null. */
export function siteUrlWarning(config: { NODE_ENV: string; PUBLIC_SITE_URL?: string }): string | null {
  if (config.NODE_ENV !== "production" || config.PUBLIC_SITE_URL) return null;
  return "Warning: PUBLIC_SITE_URL is not set: pages carry no absolute canonical or og:url addresses, robots.txt names no sitemap, and /sitemap.xml and the news feeds answer 404 (set it to the site's public address, e.g. https://example.com).";
}
