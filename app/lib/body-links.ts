import { DEFAULT_LANG, type Lang, localizePath } from "~/i18n/lang";

/**
 * Links inside stored rich text point at Vietnamese addresses ("/products/x"): the editors write
 * them so. On a page in another language, a link to one of our own public pages leads to that
 * page in the reader's language ("/en/products/x"); the stored HTML stays as written.
 */

/** Paths of ours that are not pages in a language: the admin, APIs, files, feeds. */
const NOT_A_PAGE = /^\/(?:admin|api|uploads|assets|healthz|sitemaps?|robots\.txt)(?:[/?#.]|$)/i;
/** A last path segment with an extension names a file ("/uploads/a.pdf", "/news/rss.xml"). */
const FILE = /\.[a-z0-9]{1,5}$/i;

function localizedPath(path: string, lang: Lang): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (NOT_A_PAGE.test(pathname) || FILE.test(pathname)) return path;
  return localizePath(path, lang);
}

/**
 * The address a body link should have on a page in `lang`: root-relative paths of ours and
 * absolute addresses on the site's own host (PUBLIC_SITE_URL) get the language's prefix; every
 * other link (another site, mailto:, #anchor, a relative path, which the browser already
 * resolves under /en) is left as it is.
 */
export function localizedHref(href: string, lang: Lang, siteUrl: string | null): string {
  if (lang === DEFAULT_LANG) return href;
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return localizedPath(href, lang);
  if (!siteUrl || !/^https?:\/\//i.test(href)) return href;
  let target: URL;
  let site: URL;
  try {
    target = new URL(href);
    site = new URL(siteUrl);
  } catch {
    return href;
  }
  if (target.host.toLowerCase() !== site.host.toLowerCase() || target.username || target.password) return href;
  const pathStart = href.indexOf("/", href.indexOf("//") + 2);
  if (pathStart < 0) return `${target.origin}${localizedPath("/", lang)}${target.search}${target.hash}`;
  return `${href.slice(0, pathStart)}${localizedPath(href.slice(pathStart), lang)}`;
}

/** Every <a href="…"> of sanitised HTML (its attributes double-quoted, quotes escaped) localised. */
export function localizeBodyLinks(html: string, lang: Lang, siteUrl: string | null): string {
  if (lang === DEFAULT_LANG) return html;
  return html.replace(/(<a\s[^>]*?\bhref=")([^"]*)(")/gi, (_match, before: string, href: string, after: string) => {
    return `${before}${localizedHref(href, lang, siteUrl)}${after}`;
  });
}
