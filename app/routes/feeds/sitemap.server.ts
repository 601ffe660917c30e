import { LANGS, type Lang, localizePath } from "~/i18n/lang";
import { absoluteUrl, alternates, escapeXml, STATIC_PAGES } from "~/lib/seo";
import { publicConfig } from "~/server/config.server";
import { countSitemapContent, listSitemapContent, type SitemapEntry } from "~/server/services/sitemap.server";
import { siteUrlMissing } from "~/server/site-url.server";

/**
 * At most this many URLs in one sitemap file (sitemaps.org). Past it, /sitemap.xml is a sitemap
 * index of /sitemaps/1.xml, /sitemaps/2.xml… Tests pass a smaller size. A URL with its lastmod
 * and three alternates is about 470 bytes with the demo's slugs (a full file: 23.5 MB), well
 * under the protocol's other limit of 50 MB a file.
 */
export const SITEMAP_LIMIT = 50_000;

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** An image's address as the sitemap gives it: a stored file of the site made absolute; one in the bucket as it is. */
const imageAddress = (origin: string, image: string) =>
  /^https?:\/\//i.test(image) ? image : absoluteUrl(origin, image);

/** A page's <url> in each language: loc, lastmod and its language alternates. */
function urlElements(origin: string, page: SitemapEntry): string[] {
  const lastmodOf = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
  // A product's document has one address whatever the language, and no alternates.
  if (page.path.startsWith("/documents/"))
    return [`<url><loc>${escapeXml(absoluteUrl(origin, page.path))}</loc>${lastmodOf}</url>`];
  const links = alternates(page.path)
    .map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(absoluteUrl(origin, a.path))}"/>`,
    )
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
  // The images the page shows (a product's photos), under each language's address.
  const images = (page.images ?? [])
    .map((image) => `<image:image><image:loc>${escapeXml(imageAddress(origin, image))}</image:loc></image:image>`)
    .join("");
  return LANGS.map(
    (l) =>
      `<url><loc>${escapeXml(absoluteUrl(origin, localizePath(page.path, l.code as Lang)))}</loc>${lastmod}${links}${images}</url>`,
  );
}

function urlset(origin: string, pages: SitemapEntry[]): Response {
  return new Response(
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${pages.flatMap((page) => urlElements(origin, page)).join("")}</urlset>`,
    { headers: XML },
  );
}

/**
 * The sitemap's pages in order (the static pages, then content) are cut into files of
 * `pagesPerFile` pages, each page giving one URL per language.
 */
async function layout(urlsPerFile: number) {
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / LANGS.length));
  const total = STATIC_PAGES.length + (await countSitemapContent());
  return { pagesPerFile, files: Math.max(1, Math.ceil(total / pagesPerFile)) };
}

/** The pages of file `n` (1-based): a slice of the static pages and one query's window of content. */
async function filePages(n: number, pagesPerFile: number): Promise<SitemapEntry[]> {
  const start = (n - 1) * pagesPerFile;
  const end = start + pagesPerFile;
  const statics = STATIC_PAGES.slice(start, end).map((path) => ({ path, lastmod: null }));
  const offset = Math.max(0, start - STATIC_PAGES.length);
  const limit = end - Math.max(start, STATIC_PAGES.length);
  return [...statics, ...(limit > 0 ? await listSitemapContent({ offset, limit }) : [])];
}

/**
 * /sitemap.xml: every public URL in every language, or, past `urlsPerFile`, an index of the files.
 * Its addresses come from PUBLIC_SITE_URL alone; without it, a 404 (see siteUrlMissing).
 */
export async function getSitemap(
  origin: string | null = publicConfig().siteUrl,
  urlsPerFile = SITEMAP_LIMIT,
): Promise<Response> {
  if (!origin) return siteUrlMissing("the sitemap");
  const { files, pagesPerFile } = await layout(urlsPerFile);
  if (files === 1) return urlset(origin, await filePages(1, pagesPerFile));
  const body = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `/sitemaps/${i + 1}.xml`))}</loc></sitemap>`,
  ).join("");
  return new Response(
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`,
    {
      headers: XML,
    },
  );
}

/** /sitemaps/N.xml: the Nth file of a split sitemap; 404 for any other name or number. */
export async function getSitemapFile(
  file: string,
  origin: string | null = publicConfig().siteUrl,
  urlsPerFile = SITEMAP_LIMIT,
): Promise<Response> {
  if (!origin) return siteUrlMissing("the sitemap");
  const n = /^[1-9][0-9]{0,5}\.xml$/.test(file) ? Number.parseInt(file, 10) : 0;
  const { files, pagesPerFile } = await layout(urlsPerFile);
  if (n < 1 || n > files) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return urlset(origin, await filePages(n, pagesPerFile));
}
