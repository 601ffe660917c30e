import { data } from "react-router";
import { formatDate } from "~/i18n/lang";
import { vi } from "~/i18n/messages/admin-news";
import { formatAdminDateTime } from "~/lib/admin-date";
import { parseId } from "~/lib/ids";
import {
  cutExcerpt,
  NEWS_PAGE_SIZE,
  type NewsListResult,
  type NewsListView,
  parseNewsListQuery,
} from "~/lib/news-admin";
import { newsCategoryLabel } from "~/lib/news-categories";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { now } from "~/server/clock.server";
import { readForm } from "~/server/form-body.server";
import { thumbnailsFor } from "~/server/services/media.server";
import { deleteNews, listNewsForAdmin, setNewsPublished } from "~/server/services/news-admin.server";

const t = vi;

/** The news list: one page of articles for the filters in the address. */
export async function loadNewsList(request: Request): Promise<NewsListView> {
  const query = parseNewsListQuery(new URL(request.url).searchParams);
  const load = (page: number) =>
    listNewsForAdmin({ ...query, limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE });
  let result = await load(query.page);
  const pages = Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE));
  // A page past the end (after deleting its last article) shows the last page instead.
  if (query.page > pages) {
    query.page = pages;
    result = await load(pages);
  }
  const images = result.items.flatMap((a) => (a.featuredImage ? [a.featuredImage] : []));
  const thumbnails = await thumbnailsFor(images);
  const time = now();
  return {
    rows: result.items.map((a) => ({
      id: a.id,
      title: a.title,
      slug: a.slug,
      excerpt: cutExcerpt(a.excerpt),
      category: newsCategoryLabel(a.category, "vi"),
      isPublished: a.isPublished,
      publishedDate: a.publishedAt ? formatDate(a.publishedAt) : null,
      scheduledFor: a.isPublished && a.publishedAt && a.publishedAt > time ? formatAdminDateTime(a.publishedAt) : null,
      viewCount: a.viewCount,
      thumbnailUrl: a.featuredImage ? (thumbnails.get(a.featuredImage) ?? a.featuredImage) : null,
    })),
    total: result.total,
    totalAll: result.totalAll,
    page: query.page,
    pages,
    query,
  };
}

const idField = z.preprocess(parseId, z.number());

const listIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: idField, published: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), id: idField }),
]);

/** The list's actions: the status toggle (section 4's list rules) and delete (kept as a revision by `adminId`). */
export async function runNewsListAction(request: Request, adminId: number | null = null) {
  const parsed = listIntent.safeParse(Object.fromEntries(await readForm(request)));
  const reply = (result: NewsListResult, status = 200) => data(result, { status });
  if (!parsed.success) return reply({ ok: false, message: t.errors.generic }, 400);
  const intent = parsed.data;
  try {
    if (intent.intent === "publish") {
      const ok = await setNewsPublished(intent.id, intent.published === "true");
      const action = intent.published === "true" ? "publish" : "unpublish";
      if (ok) audit({ action, entityKind: "article", entityId: intent.id, intent: "publish" });
      return ok ? reply({ ok: true }) : reply({ ok: false, message: t.statusFailed }, 404);
    }
    const ok = await deleteNews(intent.id, adminId);
    if (ok) audit({ action: "delete", entityKind: "article", entityId: intent.id, intent: "delete" });
    return ok ? reply({ ok: true, message: t.deleted }) : reply({ ok: false, message: t.deleteFailed }, 404);
  } catch (error) {
    console.error(`News ${intent.intent} failed:`, error);
    return reply({ ok: false, message: intent.intent === "publish" ? t.statusFailed : t.deleteFailed }, 500);
  }
}
