import { useContext } from "react";
import { UNSAFE_DataRouterStateContext, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { catalogues } from "~/i18n";
import { LANGS, type Lang, langFromPath, langInfo, stripLangPrefix } from "~/i18n/lang";
import { absoluteUrl, alternates } from "~/lib/seo";
import type { RootData } from "~/lib/site-views";

/** The default share image (1200×630), for pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = "/og-default.png";

/**
 * The head tags every public page shares: canonical and hreflang (absolute, only when
 * PUBLIC_SITE_URL is configured; the query is dropped, so a filtered list canonicalises to the
 * unfiltered page, but for the `canonicalSearch` a paginated list's loader gives: "?page=2" is a
 * page of its own), og:locale, og:site_name, the Twitter card, the default share image when the
 * page has none, the news feed on news pages and noindex on search results. A page that shows an
 * error boundary instead (404, 410, a failed load) gets none of them: no canonical, hreflang or
 * og:url names it as a page of the site, in either language (its route's meta says noindex).
 */
export function SeoHead() {
  const location = useLocation();
  const matches = useMatches();
  const siteUrl = useRouteLoaderData<RootData>("root")?.siteUrl ?? null;
  // The errors the router renders boundaries for (the catch-all route's 404 too): React Router's
  // own <Meta> reads them from this state, and no public hook gives them outside a boundary.
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  if (location.pathname.startsWith("/admin")) return null;
  if (errors && Object.keys(errors).length > 0) return null;
  const lang: Lang = langFromPath(location.pathname);
  const t = catalogues[lang];
  const path = stripLangPrefix(location.pathname);
  const hasImage = matches.some((m) => {
    const meta = (m.data as { meta?: { image?: unknown }; seo?: { image?: unknown } } | undefined) ?? {};
    return Boolean(meta.meta?.image ?? meta.seo?.image);
  });
  const canonicalSearch =
    matches
      .map((m) => (m.data as { canonicalSearch?: unknown } | undefined)?.canonicalSearch)
      .find((search): search is string => typeof search === "string") ?? "";
  const canonical = `${location.pathname}${canonicalSearch}`;
  const searching = new URLSearchParams(location.search).has("q");
  const isNews = path === "/news" || path.startsWith("/news/");
  const rss = LANGS.find((l) => l.code === lang)?.prefix ?? "";
  return (
    <>
      {siteUrl && <link rel="canonical" href={absoluteUrl(siteUrl, canonical)} />}
      {siteUrl &&
        alternates(path).map((a) => (
          <link
            key={a.hreflang}
            rel="alternate"
            hrefLang={a.hreflang}
            href={absoluteUrl(siteUrl, `${a.path}${canonicalSearch}`)}
          />
        ))}
      {siteUrl && <meta property="og:url" content={absoluteUrl(siteUrl, canonical)} />}
      <meta property="og:site_name" content={t.meta.siteName} />
      <meta property="og:locale" content={langInfo(lang).ogLocale} />
      {LANGS.filter((l) => l.code !== lang).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {!hasImage && siteUrl && <meta property="og:image" content={absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE)} />}
      {!hasImage && siteUrl && <meta name="twitter:image" content={absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE)} />}
      {searching && <meta name="robots" content="noindex" />}
      {/* The feed exists only with the site's address configured (it answers 404 without). */}
      {isNews && siteUrl && (
        <link rel="alternate" type="application/rss+xml" title={t.meta.siteName} href={`${rss}/news/rss.xml`} />
      )}
    </>
  );
}
