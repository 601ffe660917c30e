import { catalogues } from "~/i18n";
import { type Lang, langInfo, localizePath } from "~/i18n/lang";
import { messages as newsMessages } from "~/i18n/messages/news";
import { absoluteUrl, escapeXml } from "~/lib/seo";
import { publicConfig } from "~/server/config.server";
import { articleCardView, listPublishedArticles } from "~/server/services/news.server";
import { siteUrlMissing } from "~/server/site-url.server";

const FEED_SIZE = 20;

/**
 * /news/rss.xml and /en/news/rss.xml: RSS 2.0 of the latest published articles, absolute links.
 * A description is HTML to feed readers, and an excerpt is plain text: it is escaped as HTML
 * first, then as XML, so `<img onerror=…>` typed in an excerpt reaches a reader as those words.
 * Links come from PUBLIC_SITE_URL alone; without it the feed is a 404 (see siteUrlMissing).
 */
export async function getNewsFeed(lang: Lang, siteUrl: string | null = publicConfig().siteUrl): Promise<Response> {
  if (!siteUrl) return siteUrlMissing("the news feed");
  const origin = siteUrl;
  const t = newsMessages[lang];
  // The news page's own title ("Tin tức | An Việt Medical"): a reader lists feeds by this name.
  const channelTitle = catalogues[lang].meta.pageTitle(t.newsTitle);
  const { items } = await listPublishedArticles({ limit: FEED_SIZE, offset: 0 });
  const entries = items
    .map((article) => {
      const card = articleCardView(article, lang);
      const link = absoluteUrl(origin, localizePath(`/news/${article.slug}`, lang));
      const date = (article.publishedAt ?? article.createdAt).toUTCString();
      return `<item><title>${escapeXml(card.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${date}</pubDate><description>${escapeXml(escapeXml(card.excerpt))}</description></item>`;
    })
    .join("");
  const self = absoluteUrl(origin, localizePath("/news/rss.xml", lang));
  const body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(channelTitle)}</title><link>${escapeXml(absoluteUrl(origin, localizePath("/news", lang)))}</link><description>${escapeXml(t.newsDescription)}</description><language>${langInfo(lang).htmlLang}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>${entries}</channel></rss>`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
