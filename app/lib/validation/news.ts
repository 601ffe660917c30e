import { vi } from "~/i18n/messages/admin-news";
import { parseVietnamDateTime } from "~/lib/admin-date";
import { textLength } from "~/lib/article-text";
import { isValidImageUrl } from "~/lib/media";
import { NEWS_CATEGORY_KEYS, type NewsCategoryKey } from "~/lib/news-categories";
import { SLUG_PATTERN } from "~/lib/slugify";
import { z } from "~/lib/zod";
import { fromJson, toChecked } from "./form-values";
import { plainText } from "./plain-text";

const t = vi.errors;

/** The specification's limits (section 9). */
export const NEWS_LIMITS = {
  title: 100,
  excerpt: 300,
  seoTitle: 60,
  seoDescription: 160,
  contentMin: 100,
  subtitle: 200,
  slug: 200,
  alt: 300,
  caption: 500,
  author: 100,
  tag: 50,
  tags: 20,
  /** HTML of one body; images are addresses, never inline data. */
  contentHtml: 1_000_000,
} as const;

/** A tag list: trimmed, no empty tags, no duplicates (ignoring case), first spelling kept. */
export function normaliseTags(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    const tag = String(item ?? "").trim();
    const key = tag.toLocaleLowerCase("vi");
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Whether a tag is in a list already, whatever its case and surrounding spaces. */
export function hasTag(tags: string[], candidate: string): boolean {
  const key = candidate.trim().toLocaleLowerCase("vi");
  return tags.some((existing) => existing.toLocaleLowerCase("vi") === key);
}

/** Whether a tag may be added to a list: trimmed, non-empty and not already present. */
export function canAddTag(tags: string[], candidate: string): boolean {
  const tag = candidate.trim();
  if (!tag || tag.length > NEWS_LIMITS.tag || tags.length >= NEWS_LIMITS.tags) return false;
  return !hasTag(tags, tag);
}

const text = (max: number, error: string = t.tooLong, multiline = false) =>
  plainText(z.string().trim().max(max, { error }), { multiline });
const optional = (max: number, error?: string, multiline = false) => text(max, error, multiline).default("");

const tags = z.preprocess(
  (value, ctx) => normaliseTags(fromJson(value, ctx)),
  z.array(plainText(z.string().max(NEWS_LIMITS.tag, { error: t.tooLong }))).max(NEWS_LIMITS.tags, { error: t.tooLong }),
);

// HTML: tabs and newlines between its tags are fine, other control characters are not.
const body = plainText(z.string().max(NEWS_LIMITS.contentHtml, { error: t.tooLong }), { multiline: true });

/** A stored upload (/uploads/...) or an external http(s) address; empty means none. */
const imageUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
  plainText(z.string().max(2000, { error: t.imageUrl }), { error: t.imageUrl })
    .refine((value) => /^\/uploads\/[^\s?#]+$/.test(value) || isValidImageUrl(value), { error: t.imageUrl })
    .nullable(),
);

/**
 * The news editor's form: used by the browser for instant errors next to each field and by the
 * action, which decides. Every English field may stay empty (the site falls back to Vietnamese).
 */
export const newsFormSchema = z.object({
  title: plainText(
    z
      .string({ error: t.titleRequired })
      .trim()
      .min(1, { error: t.titleRequired, abort: true })
      .max(NEWS_LIMITS.title, { error: t.titleTooLong }),
  ),
  titleEn: optional(NEWS_LIMITS.title, t.titleTooLong),
  subtitle: optional(NEWS_LIMITS.subtitle),
  subtitleEn: optional(NEWS_LIMITS.subtitle),
  slug: z
    .string({ error: t.slugRequired })
    .trim()
    .min(1, { error: t.slugRequired, abort: true })
    .max(NEWS_LIMITS.slug, { error: t.tooLong, abort: true })
    .regex(SLUG_PATTERN, { error: t.slugPattern }),
  excerpt: plainText(
    z
      .string({ error: t.excerptRequired })
      .trim()
      .min(1, { error: t.excerptRequired, abort: true })
      .max(NEWS_LIMITS.excerpt, { error: t.excerptTooLong }),
    { multiline: true },
  ),
  excerptEn: optional(NEWS_LIMITS.excerpt, t.excerptTooLong, true),
  content: body
    .refine((html) => textLength(html) > 0, { error: t.contentRequired, abort: true })
    .refine((html) => textLength(html) >= NEWS_LIMITS.contentMin, { error: t.contentTooShort }),
  contentEn: body.default(""),
  featuredImage: imageUrl,
  featuredImageAlt: optional(NEWS_LIMITS.alt),
  featuredImageAltEn: optional(NEWS_LIMITS.alt),
  featuredImageCaption: optional(NEWS_LIMITS.caption, t.tooLong, true),
  featuredImageCaptionEn: optional(NEWS_LIMITS.caption, t.tooLong, true),
  seoTitle: optional(NEWS_LIMITS.seoTitle, t.seoTitleTooLong),
  seoTitleEn: optional(NEWS_LIMITS.seoTitle, t.seoTitleTooLong),
  seoDescription: optional(NEWS_LIMITS.seoDescription, t.seoDescriptionTooLong, true),
  seoDescriptionEn: optional(NEWS_LIMITS.seoDescription, t.seoDescriptionTooLong, true),
  category: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
    z
      .string()
      .refine((value): value is NewsCategoryKey => (NEWS_CATEGORY_KEYS as string[]).includes(value), {
        error: t.category,
      })
      .nullable(),
  ),
  authorName: optional(NEWS_LIMITS.author),
  tags,
  tagsEn: tags,
  isPublished: z.preprocess(toChecked, z.boolean()),
  /**
   * When a published article goes public, as typed in a `datetime-local` field in Vietnam's time:
   * empty keeps the article's time (or now), a future time schedules it (the spec's
   * scheduled_publish). Ignored for a draft.
   */
  publishAt: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
    z
      .string()
      .nullable()
      .transform((value, ctx) => {
        if (value === null) return null;
        const moment = parseVietnamDateTime(value);
        if (!moment || moment.getUTCFullYear() < 2000 || moment.getUTCFullYear() > 2100) {
          ctx.addIssue({ code: "custom", message: t.publishAtInvalid });
          return z.NEVER;
        }
        return moment;
      }),
  ),
});

export type NewsFormValues = z.infer<typeof newsFormSchema>;
export type NewsFormField = keyof NewsFormValues;

/** The form's fields as they travel (every value a string), for the browser's submit and tests. */
export type NewsFormBody = Record<NewsFormField, string>;
