/** An article's page: the article, its view counted, related articles, and its head tags. */
import { data, redirect } from "react-router";
import { type Lang, localizePath, pick } from "~/i18n/lang";
import type { ArticleBody, ArticlePageView } from "~/lib/article-views";
import { bodyImageSources, responsiveBodyImages, type StoredBodyImage } from "~/lib/body-images";
import { localizeBodyLinks } from "~/lib/body-links";
import { sanitizeRichText } from "~/server/sanitize.server";
import { findMediaByUrls } from "~/server/services/media.server";
import {
  type ArticleDetail,
  articleCardView,
  getPublishedArticleBySlug,
  listRelatedArticles,
} from "~/server/services/news.server";
import { findArticleRedirect } from "~/server/services/redirects.server";
import { absoluteSiteUrl } from "~/server/site-url.server";

const MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/** Plain text split by line into paragraphs; blank lines are dropped. */
export function textToParagraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** True when sanitised HTML shows nothing: no text and no image or table. */
function isBlankHtml(html: string): boolean {
  if (/<(?:img|table|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/g, "")
      .trim() === ""
  );
}

/**
 * Content with markup is rendered as sanitised HTML, its links to our pages in the page's
 * language (the stored HTML keeps them as written); other content is split into
 * paragraphs.
 */
export function articleBody(content: string, lang: Lang = "vi", siteUrl: string | null = null): ArticleBody {
  if (!content.trim()) return { kind: "empty" };
  if (MARKUP.test(content)) {
    const html = sanitizeRichText(content);
    return isBlankHtml(html) ? { kind: "empty" } : { kind: "html", html: localizeBodyLinks(html, lang, siteUrl) };
  }
  return { kind: "paragraphs", paragraphs: textToParagraphs(content) };
}

/**
 * The body with its images of ours made responsive (decision 038): the stored images it names are
 * read in one query, and each <img> gets its renditions, size and loading.
 */
export async function withResponsiveImages(body: ArticleBody, lang: Lang, eagerFirst: boolean): Promise<ArticleBody> {
  if (body.kind !== "html") return body;
  const sources = bodyImageSources(body.html);
  if (sources.length === 0) return body;
  const stored = await findMediaByUrls(sources);
  const images = new Map<string, StoredBodyImage>(
    [...stored].map(([url, record]) => [
      url,
      {
        width: record.width,
        height: record.height,
        mimeType: record.mimeType,
        variants: [...record.variants].sort((a, b) => a.width - b.width),
        alt: pick(record.alt, record.altEn, lang),
      },
    ]),
  );
  return { kind: "html", html: responsiveBodyImages(body.html, images, { eagerFirst }) };
}

export function articlePageView(
  article: ArticleDetail,
  lang: Lang,
  viewCount: number,
  siteUrl: string | null = null,
): ArticlePageView {
  return {
    ...articleCardView(article, lang),
    subtitle: pick(article.subtitle, article.subtitleEn, lang),
    viewCount,
    caption: pick(article.featuredImageCaption, article.featuredImageCaptionEn, lang),
    // English pages show English tags or none (never the Vietnamese ones).
    tags: lang === "en" ? article.tagsEn : article.tags,
    body: articleBody(pick(article.content, article.contentEn, lang), lang, siteUrl),
  };
}

const firstFilled = (...values: string[]) => values.find((v) => v.trim()) ?? "";

/**
 * Title and description for the page's head: the SEO fields, else title and excerpt, in the
 * page's language first and in Vietnamese after that.
 */
export function articleSeo(article: ArticleDetail, lang: Lang): { title: string; description: string } {
  const en = lang === "en";
  return {
    title: firstFilled(...(en ? [article.seoTitleEn, article.titleEn] : []), article.seoTitle, article.title),
    description: firstFilled(
      ...(en ? [article.seoDescriptionEn, article.excerptEn] : []),
      article.seoDescription,
      article.excerpt,
    ),
  };
}

/**
 * 404 for an unknown or hidden article; an old slug of a renamed article answers 301 to its
 * address of today, a deleted article's 410 (looked up only when the article is not found).
 * The view is counted by the page's beacon (/api/article-views), not here: a cached page still
 * counts every opening.
 */
export async function getArticlePage(slug: string, url: URL, lang: Lang) {
  const article = await getPublishedArticleBySlug(slug);
  if (!article) {
    const known = await findArticleRedirect(slug);
    if (known && "gone" in known) throw data(null, { status: 410 });
    if (known) throw redirect(`${localizePath(`/news/${known.moved}`, lang)}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const [related, view] = await Promise.all([
    listRelatedArticles(article),
    (async () => {
      const page = articlePageView(article, lang, article.viewCount, absoluteSiteUrl("/"));
      return { ...page, body: await withResponsiveImages(page.body, lang, !page.image) };
    })(),
  ]);
  return {
    id: article.id,
    article: view,
    related: related.map((a) => articleCardView(a, lang)),
    seo: {
      ...articleSeo(article, lang),
      // Absolute only from PUBLIC_SITE_URL, never from the Host header (og:image needs it absolute).
      image: article.featuredImage ? absoluteSiteUrl(article.featuredImage) : null,
      // For the structured data, which the page makes absolute when it can (lib/structured-data).
      imagePath: article.featuredImage || null,
      // For the NewsArticle structured data.
      published: (article.publishedAt ?? article.createdAt).toISOString(),
      modified: article.updatedAt.toISOString(),
      author: article.authorName,
    },
  };
}
