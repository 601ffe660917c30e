import { and, count, desc, eq, getTableColumns, gt, like, lte, type SQL, sql } from "drizzle-orm";
import type { NewsCategoryKey } from "~/lib/news-categories";
import { escapeLike, normaliseQuery } from "~/lib/search";
import type { NewsFormValues } from "~/lib/validation/news";
import { now } from "../clock.server";
import { isUniqueViolation } from "../db/errors.server";
import { db } from "../db/index.server";
import { rowVersion } from "../db/row-version.server";
import { news } from "../db/schema";
import { deleteAddressed, updateAtVersion, type VersionedUpdateResult } from "./addressed-content.server";
import { releaseSlug } from "./redirects.server";

/** News as the admin manages it: every article, drafts included. */

export interface AdminNewsListFilter {
  q?: string;
  status?: "all" | "published" | "scheduled" | "draft";
  category?: NewsCategoryKey | null;
  limit: number;
  offset: number;
}

export interface AdminNewsListItem {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  featuredImage: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  viewCount: number;
  createdAt: Date;
}

/** The article's row and its version for optimistic concurrency (`rowVersion`). */
export type AdminArticle = typeof news.$inferSelect & { version: string };

/** What a save stores: the checked form, with the body already sanitised and its figures counted. */
export type NewsSaveValues = Omit<NewsFormValues, "publishAt"> & {
  /** A publication time the form names (a future one schedules the article); none keeps it or stamps now. */
  publishAt?: Date | null;
  readingTime: number;
  wordCount: number;
};

/** A save's answer: saved, or not found, stale (someone saved after the editor loaded), a taken slug. */
export type NewsSaveResult = VersionedUpdateResult | { ok: false; error: "duplicate-slug" };

function listConditions(filter: AdminNewsListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Title search ignores case and Vietnamese diacritics ("may noi soi" finds "Máy nội soi").
  for (const word of normaliseQuery(filter.q).split(" ").filter(Boolean)) {
    conditions.push(like(sql`search_fold(${news.title})`, `%${escapeLike(word)}%`));
  }
  // Published means visible now; a published article whose time is still ahead is scheduled.
  if (filter.status === "published") conditions.push(eq(news.isPublished, true), lte(news.publishedAt, now()));
  if (filter.status === "scheduled") conditions.push(eq(news.isPublished, true), gt(news.publishedAt, now()));
  if (filter.status === "draft") conditions.push(eq(news.isPublished, false));
  if (filter.category) conditions.push(eq(news.category, filter.category));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of articles, newest first (created_at descending), with the filtered total and the overall total. */
export async function listNewsForAdmin(
  filter: AdminNewsListFilter,
): Promise<{ items: AdminNewsListItem[]; total: number; totalAll: number }> {
  const where = listConditions(filter);
  const [items, [filtered], [all]] = await Promise.all([
    db()
      .select({
        id: news.id,
        title: news.title,
        slug: news.slug,
        excerpt: news.excerpt,
        category: news.category,
        featuredImage: news.featuredImage,
        isPublished: news.isPublished,
        publishedAt: news.publishedAt,
        viewCount: news.viewCount,
        createdAt: news.createdAt,
      })
      .from(news)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db().select({ n: count() }).from(news).where(where),
    db().select({ n: count() }).from(news),
  ]);
  return { items, total: Number(filtered?.n ?? 0), totalAll: Number(all?.n ?? 0) };
}

/** One article, all columns, or null. */
export async function getNewsForAdmin(id: number): Promise<AdminArticle | null> {
  const [row] = await db()
    .select({ ...getTableColumns(news), version: rowVersion(news.updatedAt) })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  return row ?? null;
}

function payload(values: NewsSaveValues) {
  return {
    title: values.title,
    titleEn: values.titleEn,
    subtitle: values.subtitle,
    subtitleEn: values.subtitleEn,
    slug: values.slug,
    excerpt: values.excerpt,
    excerptEn: values.excerptEn,
    content: values.content,
    contentEn: values.contentEn,
    featuredImage: values.featuredImage,
    featuredImageAlt: values.featuredImageAlt,
    featuredImageAltEn: values.featuredImageAltEn,
    featuredImageCaption: values.featuredImageCaption,
    featuredImageCaptionEn: values.featuredImageCaptionEn,
    seoTitle: values.seoTitle,
    seoTitleEn: values.seoTitleEn,
    seoDescription: values.seoDescription,
    seoDescriptionEn: values.seoDescriptionEn,
    category: values.category,
    authorName: values.authorName,
    tags: values.tags,
    tagsEn: values.tagsEn,
    readingTime: values.readingTime,
    wordCount: values.wordCount,
    isPublished: values.isPublished,
  };
}

function saveError(error: unknown): NewsSaveResult {
  if (isUniqueViolation(error, "news_slug_unique")) return { ok: false, error: "duplicate-slug" };
  throw error;
}

/** A new article; published now when it is published (view_count starts at 0). */
export async function createNews(values: NewsSaveValues, createdBy: number | null): Promise<NewsSaveResult> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(news)
        .values({
          ...payload(values),
          publishedAt: values.isPublished ? (values.publishAt ?? now()) : null,
          viewCount: 0,
          createdBy,
        })
        .returning({ id: news.id });
      if (!row) throw new Error("Could not create the article");
      // A new article that takes an old address wins over its redirect (or its 410).
      await releaseSlug(tx, { kind: "article", id: row.id }, values.slug);
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    return saveError(error);
  }
}

/**
 * Saves the editor's form. Publishing takes the time the form names (a future one schedules the
 * article), else keeps the existing publication time or stamps now; unpublishing clears it
 * (section 4). With `version` (the row's `rowVersion` as the editor loaded it) a save over someone
 * else's newer version is refused ("stale": see updateAtVersion).
 */
export async function updateNews(id: number, values: NewsSaveValues, version?: string): Promise<NewsSaveResult> {
  const set = {
    ...payload(values),
    publishedAt: values.isPublished
      ? (values.publishAt ?? sql`coalesce(${news.publishedAt}, ${now().toISOString()}::timestamptz)`)
      : null,
  };
  try {
    return await updateAtVersion({ kind: "article", id, set }, values.slug, version);
  } catch (error) {
    return saveError(error);
  }
}

/**
 * The list's status toggle: Draft -> Published stamps now; Published -> Draft keeps
 * published_at untouched (section 4). False when there is no such article.
 */
export async function setNewsPublished(id: number, published: boolean): Promise<boolean> {
  const rows = await db()
    .update(news)
    .set(published ? { isPublished: true, publishedAt: now() } : { isPublished: false })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return rows.length > 0;
}

/**
 * Deletes an article; its address (and its old ones) answer 410 Gone from then on. Its whole row
 * is kept as a "deleted" revision first, for the recently deleted list (`deletedBy`: who).
 */
export function deleteNews(id: number, deletedBy: number | null = null): Promise<boolean> {
  return deleteAddressed("article", id, deletedBy);
}
