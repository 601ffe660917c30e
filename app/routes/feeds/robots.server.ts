import { absoluteUrl } from "~/lib/seo";
import { publicConfig } from "~/server/config.server";

/**
 * /robots.txt: everything but the admin, and where the sitemap is. The Sitemap line must be an
 * absolute address, so it is there only with PUBLIC_SITE_URL (robots.txt may leave it out),
 * never from the Host header.
 */
export function getRobots(siteUrl: string | null = publicConfig().siteUrl): Response {
  const sitemap = siteUrl ? `\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n` : "";
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n${sitemap}`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
