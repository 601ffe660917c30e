import { absoluteUrl } from "~/lib/seo";
import { publicConfig } from "~/server/config.server";

/** /robots.txt: everything but the admin, and where the sitemap is. */
export function getRobots(url: URL): Response {
  const origin = publicConfig().siteUrl ?? url.origin;
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, "/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
