import { data } from "react-router";
import { vi } from "~/i18n/messages/admin-news";
import { formatAdminDateTime, toVietnamDateTimeInput } from "~/lib/admin-date";
import { countWords, htmlToText, readingMinutes } from "~/lib/article-text";
import { parseId, rowVersionField } from "~/lib/ids";
import { IMG_TAG, imgAttributes } from "~/lib/img-tags";
import type { NewsEditorArticle, NewsEditorResult, NewsEditorView } from "~/lib/news-admin";
import { isNewsCategoryKey } from "~/lib/news-categories";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { NEWS_LIMITS, type NewsFormField, newsFormSchema } from "~/lib/validation/news";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { now } from "~/server/clock.server";
import { databaseErrorOf } from "~/server/db/errors.server";
import { readForm } from "~/server/form-body.server";
import { adoptBodyImages, adoptOptionalImage, imageAdopter, RemoteImageError } from "~/server/own-images.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { recordAltTexts } from "~/server/services/media.server";
import { type AdminArticle, createNews, getNewsForAdmin, updateNews } from "~/server/services/news-admin.server";
import { deleteDraft, lastSavedBy, recordBaselineRevision, recordRevision } from "~/server/services/revisions.server";
import { keptDraftOf } from "./__editor-drafts.server";

const t = vi;

function editorArticle(row: AdminArticle): NewsEditorArticle {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    subtitle: row.subtitle,
    subtitleEn: row.subtitleEn,
    slug: row.slug,
    excerpt: row.excerpt,
    excerptEn: row.excerptEn,
    content: row.content,
    contentEn: row.contentEn,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
    featuredImageAltEn: row.featuredImageAltEn,
    featuredImageCaption: row.featuredImageCaption,
    featuredImageCaptionEn: row.featuredImageCaptionEn,
    seoTitle: row.seoTitle,
    seoTitleEn: row.seoTitleEn,
    seoDescription: row.seoDescription,
    seoDescriptionEn: row.seoDescriptionEn,
    category: row.category && isNewsCategoryKey(row.category) ? row.category : null,
    authorName: row.authorName,
    tags: row.tags,
    tagsEn: row.tagsEn,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt:
      row.isPublished && row.publishedAt && row.publishedAt > now() ? toVietnamDateTimeInput(row.publishedAt) : "",
    createdAt: row.createdAt.toISOString(),
    readingTime: row.readingTime,
    version: row.version,
  };
}

/**
 * The editor's start: an empty form for a new article, or the article (404 when there is none)
 * with the admin's server draft of it (`adminId`), if any, and who saved it last.
 */
export async function loadNewsEditor(id?: string, adminId?: number): Promise<NewsEditorView> {
  if (id === undefined) return { article: null, draft: null, savedBy: "" };
  const articleId = parseId(id);
  const [row, draft, savedBy] = articleId
    ? await Promise.all([
        getNewsForAdmin(articleId),
        adminId ? keptDraftOf("article", articleId, adminId) : null,
        lastSavedBy("article", articleId),
      ])
    : [null, null, ""];
  if (!row) throw data(t.notFound, { status: 404 });
  return { article: editorArticle(row), draft, savedBy };
}

/**
 * A failed save in the specification's words (section 8, "News save"): a message naming the
 * slug, the title or a required value first, then the duplicate code, then the generic text.
 */
export function newsSaveErrorMessage(error: unknown): string {
  const info = databaseErrorOf(error);
  const text = [
    error instanceof Error ? error.message : "",
    error instanceof Error && error.cause instanceof Error ? error.cause.message : "",
    info.constraint ?? "",
  ]
    .join(" ")
    .toLowerCase();
  if (text.includes("slug")) return t.errors.slugTaken;
  if (text.includes("title")) return t.errors.titleInvalid;
  if (text.includes("required") || info.code === "23502") return t.errors.required;
  if (info.code === "23505") return t.errors.duplicate;
  return t.errors.generic;
}

/** An image of one field that could not be made ours. */
class ImageFieldError extends Error {
  constructor(
    readonly field: NewsFormField,
    message: string,
  ) {
    super(message);
  }
}

const onField = (field: NewsFormField) => (error: unknown) => {
  throw error instanceof RemoteImageError ? new ImageFieldError(field, error.message) : error;
};

const saveIntent = z.discriminatedUnion("intent", [
  newsFormSchema.extend({ intent: z.literal("save"), version: rowVersionField }),
]);

/** The one action of the new and edit screens: check again, sanitise, save, or say what is wrong. */
/** The written alt texts of a body's images (decorative and undescribed ones have none to give). */
function bodyAltTexts(html: string, lang: "vi" | "en") {
  return [...html.matchAll(IMG_TAG)].flatMap(([tag]) => {
    const attributes = imgAttributes(tag);
    const url = attributes.get("src") ?? "";
    const alt = (attributes.get("alt") ?? "").trim();
    return url && alt ? [{ url, alt, lang }] : [];
  });
}

export async function saveNewsEditor(request: Request, adminId: number, id?: string) {
  const articleId = id === undefined ? null : parseId(id);
  const reply = (result: NewsEditorResult, status = 200) => data(result, { status });
  if (id !== undefined && !articleId) return reply({ ok: false, message: t.notFound }, 404);
  const parsed = saveIntent.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return reply({ ok: false, errors: fieldErrorsOf<NewsFormField>(parsed.error), message: t.fixErrors }, 400);
  }
  const { intent: _intent, version, ...form } = parsed.data;
  // Only sanitised HTML is stored; the figures are counted from what will be shown.
  const content = sanitizeRichText(form.content);
  // An English body with nothing to show (an empty editor's "<p></p>") is stored empty, so
  // that /en falls back to the Vietnamese body.
  const english = sanitizeRichText(form.contentEn);
  const contentEn = htmlToText(english) || /<(?:img|table|hr)\b/i.test(english) ? english : "";
  const text = htmlToText(content);
  if (text.length < NEWS_LIMITS.contentMin) {
    const message = text ? t.errors.contentTooShort : t.errors.contentRequired;
    return reply({ ok: false, errors: { content: message }, message: t.fixErrors }, 400);
  }
  // Outside image addresses (the featured image, the bodies' images) become library images,
  // each fetched once; one that cannot be had is its field's error.
  const adopt = imageAdopter("news");
  let images: { featuredImage: string | null | undefined; content: string; contentEn: string };
  try {
    const [featuredImage, ownContent, ownContentEn] = await Promise.all([
      adoptOptionalImage(form.featuredImage, adopt).catch(onField("featuredImage")),
      adoptBodyImages(content, adopt).catch(onField("content")),
      adoptBodyImages(contentEn, adopt).catch(onField("contentEn")),
    ]);
    images = { featuredImage, content: ownContent, contentEn: ownContentEn };
  } catch (error) {
    if (!(error instanceof ImageFieldError)) throw error;
    return reply({ ok: false, errors: { [error.field]: error.message }, message: t.fixErrors }, 400);
  }
  const words = countWords(text);
  const values = {
    ...form,
    ...images,
    featuredImage: images.featuredImage ?? null,
    wordCount: words,
    readingTime: readingMinutes(words),
  };
  try {
    // The content before the first save with history is kept too (revisions, decision 016).
    if (articleId) await recordBaselineRevision("article", articleId);
    const result = articleId ? await updateNews(articleId, values, version) : await createNews(values, adminId);
    if (!result.ok) {
      if (result.error === "stale") {
        // A handled refusal (200, as the duplicate slug: no console error); the editor keeps everything typed.
        return reply({ ok: false, message: t.errors.stale(formatAdminDateTime(result.updatedAt)) });
      }
      if (result.error === "duplicate-slug") {
        // A handled refusal: the message beside the slug, and everything typed stays.
        return reply({ ok: false, errors: { slug: t.errors.slugTaken }, message: t.errors.slugTaken });
      }
      return reply({ ok: false, message: t.notFound }, 404);
    }
    await recordRevision("article", result.id, adminId);
    // The library keeps the alt texts written here for its images that had none.
    await recordAltTexts([...bodyAltTexts(images.content, "vi"), ...bodyAltTexts(images.contentEn, "en")]);
    // Saved: this admin's server draft of it is no longer needed.
    if (articleId) await deleteDraft("article", articleId, adminId);
    const scheduled = form.isPublished && form.publishAt && form.publishAt > now() ? form.publishAt : null;
    audit({
      action: articleId ? "update" : "create",
      entityKind: "article",
      entityId: result.id,
      summary: scheduled ? `${form.title} (${t.scheduledFor(formatAdminDateTime(scheduled))})` : form.title,
      intent: "save",
    });
    return reply({ ok: true, id: result.id, redirectTo: "/admin/news" });
  } catch (error) {
    console.error("News save failed:", error);
    return reply({ ok: false, message: newsSaveErrorMessage(error) }, 500);
  }
}
