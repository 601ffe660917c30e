import { and, count, desc, eq, gt, lte, min, ne, type SQL, sql } from "drizzle-orm";
import { formatDate, type Lang, pick } from "~/i18n/lang";
import type { ImageVariant } from "~/lib/content-types";
import { newsCategoryLabel } from "~/lib/news-categories";
import { type ArticleCardView, type ImageView, imageView } from "~/lib/views";
import { now } from "../clock.server";
import { db } from "../db/index.server";
import { media, news } from "../db/schema";
import { markView, VIEW_WINDOW_MINUTES } from "./view-marks.server";

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  titleEn: string;
  excerpt: string;
  excerptEn: string;
  category: string | null;
  featuredImage: string | null;
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
  featuredImageVariants: ImageVariant[];
  featuredImageAlt: string;
  featuredImageAltEn: string;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface ArticleDetail extends ArticleSummary {
  subtitle: string;
  subtitleEn: string;
  content: string;
  contentEn: string;
  featuredImageCaption: string;
  featuredImageCaptionEn: string;
  tags: string[];
  tagsEn: string[];
  authorName: string;
  readingTime: number;
  seoTitle: string;
  seoTitleEn: string;
  seoDescription: string;
  seoDescriptionEn: string;
  viewCount: number;
  updatedAt: Date;
}

const summaryColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  titleEn: news.titleEn,
  excerpt: news.excerpt,
  excerptEn: news.excerptEn,
  category: news.category,
  featuredImage: news.featuredImage,
  featuredImageWidth: media.width,
  featuredImageHeight: media.height,
  featuredImageVariants: sql<ImageVariant[]>`coalesce(${media.variants}, '[]'::jsonb)`,
  featuredImageAlt: news.featuredImageAlt,
  featuredImageAltEn: news.featuredImageAltEn,
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
};

const newestFirst = [sql`${news.publishedAt} DESC NULLS LAST`, desc(news.createdAt), desc(news.id)];

/**
 * What visitors may see: published, and its publication time passed by the server's clock (a
 * scheduled article stays hidden until then, whatever page, feed or sitemap asks).
 */
export function isVisibleArticle(at: Date = now()): SQL {
  return and(eq(news.isPublished, true), lte(news.publishedAt, at)) as SQL;
}

/** When the next scheduled article goes public (the earliest publication time after `at`), or null. */
export async function nextScheduledPublication(at: Date = now()): Promise<Date | null> {
  const [row] = await db()
    .select({ due: min(news.publishedAt) })
    .from(news)
    .where(and(eq(news.isPublished, true), gt(news.publishedAt, at)));
  return row?.due ? new Date(row.due) : null;
}

function publishedQuery() {
  return db().select(summaryColumns).from(news).leftJoin(media, eq(media.url, news.featuredImage)).$dynamic();
}

/** Published articles, newest publication first, one page at a time. */
export async function listPublishedArticles(page: {
  limit: number;
  offset: number;
}): Promise<{ items: ArticleSummary[]; total: number }> {
  const visible = isVisibleArticle();
  const [items, [totalRow]] = await Promise.all([
    publishedQuery()
      .where(visible)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db().select({ n: count() }).from(news).where(visible),
  ]);
  return { items, total: Number(totalRow?.n ?? 0) };
}

/** The latest published articles (3 on the home page). */
export async function listLatestArticles(limit = 3): Promise<ArticleSummary[]> {
  return publishedQuery()
    .where(isVisibleArticle())
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One published article by slug, or null. */
export async function getPublishedArticleBySlug(slug: string): Promise<ArticleDetail | null> {
  const [row] = await db()
    .select({
      ...summaryColumns,
      subtitle: news.subtitle,
      subtitleEn: news.subtitleEn,
      content: news.content,
      contentEn: news.contentEn,
      featuredImageCaption: news.featuredImageCaption,
      featuredImageCaptionEn: news.featuredImageCaptionEn,
      tags: news.tags,
      tagsEn: news.tagsEn,
      authorName: news.authorName,
      readingTime: news.readingTime,
      seoTitle: news.seoTitle,
      seoTitleEn: news.seoTitleEn,
      seoDescription: news.seoDescription,
      seoDescriptionEn: news.seoDescriptionEn,
      viewCount: news.viewCount,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .leftJoin(media, eq(media.url, news.featuredImage))
    .where(and(eq(news.slug, slug), isVisibleArticle()))
    .limit(1);
  return row ?? null;
}

/** A visitor is counted once per article in this many minutes: the marks' window. */
export const ARTICLE_VIEW_WINDOW_MINUTES = VIEW_WINDOW_MINUTES;

/**
 * Counts one view of a published article by `visitor` (a hash of its address), unless that
 * visitor was counted for it in the last ARTICLE_VIEW_WINDOW_MINUTES (view-marks.server.ts);
 * `visitor` null reads without counting (a crawler). The count is one atomic UPDATE (no
 * read-modify-write). Answers the article's count, or null when there is no such published article.
 */
export async function recordArticleView(id: number, visitor: string | null, at: Date = now()): Promise<number | null> {
  return db().transaction(async (tx) => {
    const [article] = await tx
      .select({ viewCount: news.viewCount })
      .from(news)
      .where(and(eq(news.id, id), isVisibleArticle()));
    if (!article || visitor === null) return article?.viewCount ?? null;
    if (!(await markView(tx, "article", id, visitor, at))) return article.viewCount;
    const [row] = await tx
      .update(news)
      .set({ viewCount: sql`${news.viewCount} + 1` })
      .where(eq(news.id, id))
      .returning({ viewCount: news.viewCount });
    return row?.viewCount ?? article.viewCount;
  });
}

/** Up to `limit` other published articles: same category first, then newest. */
export async function listRelatedArticles(
  article: { slug: string; category: string | null },
  limit = 2,
): Promise<ArticleSummary[]> {
  return publishedQuery()
    .where(and(isVisibleArticle(), ne(news.slug, article.slug)))
    .orderBy(sql`(${news.category} IS NOT DISTINCT FROM ${article.category}) DESC`, ...newestFirst)
    .limit(limit);
}

/** An article as a card shows it (home page, news list, related articles), in one language. */
export function articleCardView(article: ArticleSummary, lang: Lang): ArticleCardView {
  const title = pick(article.title, article.titleEn, lang);
  const date = article.publishedAt ?? article.createdAt;
  return {
    slug: article.slug,
    title,
    excerpt: pick(article.excerpt, article.excerptEn, lang),
    category: newsCategoryLabel(article.category, lang),
    date: formatDate(date, lang),
    dateTime: date.toISOString(),
    image: articleImageView(article, lang, title),
  };
}

/** An article's featured image, its alt text in the page's language (the title when there is none). */
function articleImageView(article: ArticleSummary, lang: Lang, title: string): ImageView | null {
  return imageView(
    article.featuredImage,
    { width: article.featuredImageWidth, height: article.featuredImageHeight, variants: article.featuredImageVariants },
    pick(article.featuredImageAlt, article.featuredImageAltEn, lang) || title,
  );
}
