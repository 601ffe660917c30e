import type { NewsEditorArticle } from "~/lib/news-admin";
import { slugify } from "~/lib/slugify";
import type { ArticleDraftValues } from "~/lib/validation/drafts";
import { formBody, initialValuesOf, savedValuesOf } from "~/lib/validation/form-fields";
import { NEWS_LIMITS, type NewsFormBody, type NewsFormField, newsFormSchema } from "~/lib/validation/news";

/** The news form as the editor lays it out: its tabs, its languages, and its values as typed. */

export type Tab = "content" | "media" | "seo" | "settings";
export type Lang = "vi" | "en";
export const TABS: Tab[] = ["content", "media", "seo", "settings"];

export const TAB_FIELDS: Record<Tab, NewsFormField[]> = {
  content: ["title", "titleEn", "subtitle", "subtitleEn", "slug", "excerpt", "excerptEn", "content", "contentEn"],
  media: ["featuredImage", "featuredImageAlt", "featuredImageAltEn", "featuredImageCaption", "featuredImageCaptionEn"],
  seo: ["seoTitle", "seoTitleEn", "seoDescription", "seoDescriptionEn"],
  settings: ["category", "authorName", "tags", "tagsEn", "isPublished", "publishAt"],
};
export const EN_FIELDS = new Set<string>(TABS.flatMap((tab) => TAB_FIELDS[tab]).filter((f) => f.endsWith("En")));

/** The field of an error's path (`tagsEn.3` is the field `tagsEn`). */
export const fieldOf = (path: string) => path.split(".")[0] ?? path;

/** The form's values: the article's editable fields as its schema declares them (a category still to choose is ""). */
export type NewsFormState = ArticleDraftValues;

export type TextKey = { [K in keyof NewsFormState]: NewsFormState[K] extends string ? K : never }[keyof NewsFormState];

/** The values an editor opens with: the article's, or an empty draft for a new one. */
export function initialValues(article: NewsEditorArticle | null): NewsFormState {
  return article ? savedValuesOf(newsFormSchema, article) : initialValuesOf(newsFormSchema);
}

/** The form as it travels and as `newsFormSchema` reads it: every value a string, lists as JSON. */
export function toBody(form: NewsFormState): NewsFormBody {
  return formBody(form) as NewsFormBody;
}

/** The SEO title follows the title while it is empty or still equal to it (cut to the SEO limit). */
const followsTitle = (seoTitle: string, title: string) =>
  !seoTitle || seoTitle === title || seoTitle === title.slice(0, NEWS_LIMITS.seoTitle);

/** A new title in one language, with the fields that follow it: the SEO title, and the slug (Vietnamese). */
export function titleChange(form: NewsFormState, lang: Lang, next: string): Partial<NewsFormState> {
  if (lang === "en") {
    return {
      titleEn: next,
      seoTitleEn: followsTitle(form.seoTitleEn, form.titleEn) ? next.slice(0, NEWS_LIMITS.seoTitle) : form.seoTitleEn,
    };
  }
  return {
    title: next,
    // The slug follows the title only while it is still the generated one.
    slug: form.slug === slugify(form.title) ? slugify(next) : form.slug,
    seoTitle: followsTitle(form.seoTitle, form.title) ? next.slice(0, NEWS_LIMITS.seoTitle) : form.seoTitle,
  };
}

/** Where the first field in error is: its tab and language. */
export function firstErrorLocation(found: Record<string, string>): { tab: Tab; lang: Lang } | null {
  const fields = new Set(Object.keys(found).map(fieldOf));
  for (const tab of TABS) {
    const field = TAB_FIELDS[tab].find((name) => fields.has(name));
    if (field) return { tab, lang: EN_FIELDS.has(field) ? "en" : "vi" };
  }
  return null;
}
