import { vi } from "~/i18n/messages/admin-news";
import { parseVietnamDateTime } from "~/lib/admin-date";
import { textLength } from "~/lib/article-text";
import { isValidImageUrl } from "~/lib/media";
import { NEWS_CATEGORY_KEYS, type NewsCategoryKey } from "~/lib/news-categories";
import { SLUG_PATTERN } from "~/lib/slugify";
import { z } from "~/lib/zod";
import { flagField, formField, listField, textField } from "./form-fields";
import { fromJson, toChecked } from "./form-values";
import { plainText } from "./plain-text";

const m = vi;
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

const tags = () =>
  z.preprocess(
    (value, ctx) => normaliseTags(fromJson(value, ctx)),
    z
      .array(plainText(z.string().max(NEWS_LIMITS.tag, { error: t.tooLong })))
      .max(NEWS_LIMITS.tags, { error: t.tooLong }),
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

/** An article's form holds no image but an address the save takes; anything else is kept as none. */
const imageDraft = z
  .string()
  .max(2000)
  .refine((value) => value.startsWith("/uploads/") || isValidImageUrl(value))
  .nullable()
  .catch(null);
const tagsDraft = z.array(z.string().max(NEWS_LIMITS.tag)).max(NEWS_LIMITS.tags);
const en = (label: string) => `${label} ${m.enSuffix}`;

/**
 * The news editor's form: used by the browser for instant errors next to each field and by the
 * action, which decides; each field declared once, with its label and form value (decision 048).
 * Every English field may stay empty (the site falls back to Vietnamese).
 */
export const newsFormSchema = z.object({
  title: textField(
    plainText(
      z
        .string({ error: t.titleRequired })
        .trim()
        .min(1, { error: t.titleRequired, abort: true })
        .max(NEWS_LIMITS.title, { error: t.titleTooLong }),
    ),
    m.title,
  ),
  titleEn: textField(optional(NEWS_LIMITS.title, t.titleTooLong), en(m.title)),
  subtitle: textField(optional(NEWS_LIMITS.subtitle), m.subtitle),
  subtitleEn: textField(optional(NEWS_LIMITS.subtitle), en(m.subtitle)),
  slug: textField(
    z
      .string({ error: t.slugRequired })
      .trim()
      .min(1, { error: t.slugRequired, abort: true })
      .max(NEWS_LIMITS.slug, { error: t.tooLong, abort: true })
      .regex(SLUG_PATTERN, { error: t.slugPattern }),
    m.slug,
  ),
  excerpt: textField(
    plainText(
      z
        .string({ error: t.excerptRequired })
        .trim()
        .min(1, { error: t.excerptRequired, abort: true })
        .max(NEWS_LIMITS.excerpt, { error: t.excerptTooLong }),
      { multiline: true },
    ),
    m.excerpt,
  ),
  excerptEn: textField(optional(NEWS_LIMITS.excerpt, t.excerptTooLong, true), en(m.excerpt)),
  content: textField(
    body
      .refine((html) => textLength(html) > 0, { error: t.contentRequired, abort: true })
      .refine((html) => textLength(html) >= NEWS_LIMITS.contentMin, { error: t.contentTooShort }),
    m.content,
  ),
  contentEn: textField(body.default(""), en(m.content)),
  featuredImage: formField(imageUrl, {
    label: m.featuredImage,
    initial: null,
    fromSaved: (value: string | null) => value,
    draft: imageDraft,
  }),
  featuredImageAlt: textField(optional(NEWS_LIMITS.alt), m.featuredImageAlt),
  featuredImageAltEn: textField(optional(NEWS_LIMITS.alt), en(m.featuredImageAlt)),
  featuredImageCaption: textField(optional(NEWS_LIMITS.caption, t.tooLong, true), m.featuredImageCaption),
  featuredImageCaptionEn: textField(optional(NEWS_LIMITS.caption, t.tooLong, true), en(m.featuredImageCaption)),
  seoTitle: textField(optional(NEWS_LIMITS.seoTitle, t.seoTitleTooLong), m.seoTitle),
  seoTitleEn: textField(optional(NEWS_LIMITS.seoTitle, t.seoTitleTooLong), en(m.seoTitle)),
  seoDescription: textField(optional(NEWS_LIMITS.seoDescription, t.seoDescriptionTooLong, true), m.seoDescription),
  seoDescriptionEn: textField(
    optional(NEWS_LIMITS.seoDescription, t.seoDescriptionTooLong, true),
    en(m.seoDescription),
  ),
  // A category still to choose is "" in the form.
  category: formField(
    z.preprocess(
      (value) => (typeof value === "string" && value.trim() ? value.trim() : null),
      z
        .string()
        .refine((value): value is NewsCategoryKey => (NEWS_CATEGORY_KEYS as string[]).includes(value), {
          error: t.category,
        })
        .nullable(),
    ),
    {
      label: m.category,
      initial: "",
      fromSaved: (value: NewsCategoryKey | null) => value ?? "",
      draft: z
        .string()
        .refine((value) => value === "" || (NEWS_CATEGORY_KEYS as string[]).includes(value))
        .catch(""),
    },
  ),
  authorName: textField(optional(NEWS_LIMITS.author), m.authorName),
  tags: listField(tags(), m.tags, tagsDraft),
  tagsEn: listField(tags(), m.tagsEn, tagsDraft),
  // A new article starts as a draft.
  isPublished: flagField(z.preprocess(toChecked, z.boolean()), m.publishNew, false),
  /**
   * When a published article goes public, as typed in a `datetime-local` field in Vietnam's time:
   * empty keeps the article's time (or now), a future time schedules it (the spec's
   * scheduled_publish). Ignored for a draft. The editor's loader gives it as the field shows it.
   */
  publishAt: formField(
    z.preprocess(
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
    { label: m.publishAt, initial: "", fromSaved: (value: string) => value, draft: z.string().max(40) },
  ),
});

export type NewsFormValues = z.infer<typeof newsFormSchema>;
export type NewsFormField = keyof NewsFormValues;

/** The form's fields as they travel (every value a string), for the browser's submit and tests. */
export type NewsFormBody = Record<NewsFormField, string>;
