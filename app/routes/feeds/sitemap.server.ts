import { LANGS, type Lang, localizePath } from "~/i18n/lang";
import { absoluteUrl, alternates, escapeXml, STATIC_PAGES } from "~/lib/seo";
import { publicConfig } from "~/server/config.server";
import { listSitemapContent } from "~/server/services/sitemap.server";

/** Past this many URLs a sitemap must be split (sitemaps.org); the index then lists the parts. */
export const SITEMAP_LIMIT = 50_000;

function siteOrigin(url: URL): string {
  return publicConfig().siteUrl ?? url.origin;
}

/** Every public URL in every language, with lastmod and its language alternates. */
export async function sitemapUrls(origin: string): Promise<string[]> {
  const content = await listSitemapContent();
  const pages = [...STATIC_PAGES.map((path) => ({ path, lastmod: null as Date | null })), ...content];
  return pages.flatMap((page) =>
    LANGS.map((l) => {
      const loc = absoluteUrl(origin, localizePath(page.path, l.code as Lang));
      const links = alternates(page.path)
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(absoluteUrl(origin, a.path))}"/>`,
        )
        .join("");
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${links}</url>`;
    }),
  );
}

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** /sitemap.xml: the sitemap, or a sitemap index of /sitemap-N.xml parts when it is too long. */
export async function getSitemap(url: URL): Promise<Response> {
  const origin = siteOrigin(url);
  const urls = await sitemapUrls(origin);
  const part = Number(url.searchParams.get("part") ?? "0");
  if (urls.length > SITEMAP_LIMIT && !part) {
    const parts = Math.ceil(urls.length / SITEMAP_LIMIT);
    const body = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `/sitemap.xml?part=${i + 1}`))}</loc></sitemap>`,
    ).join("");
    return new Response(
      `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`,
      { headers: XML },
    );
  }
  const slice = part ? urls.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT) : urls;
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${slice.join("")}</urlset>`,
    { headers: XML },
  );
}
