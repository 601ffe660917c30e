import type { KeptDraft } from "./editor-drafts";
import { isNewsCategoryKey, NEWS_CATEGORIES, NEWS_CATEGORY_KEYS, type NewsCategoryKey } from "./news-categories";
import type { ArticleDraftValues } from "./validation/drafts";
import type { FieldErrors } from "./validation/form-errors";
import type { NewsFormField } from "./validation/news";

/** Views of the admin's news screens: what the loaders answer and the components render. */

/** Articles on one page of the admin list (the product list's size too). */
export const NEWS_PAGE_SIZE = 50;
/** The list shows the excerpt cut to this many characters (section 9). */
export const LIST_EXCERPT_LENGTH = 80;
/** The preview card shows this many tags, then '+N more'. */
export const PREVIEW_TAGS = 3;

export type NewsStatusFilter = "all" | "published" | "scheduled" | "draft";

export interface NewsListQuery {
  /** Title search as typed (trimmed); empty for none. */
  q: string;
  status: NewsStatusFilter;
  category: NewsCategoryKey | null;
  page: number;
}

/** The list's filters from the address (?q=&status=&category=&page=); anything unknown reads as no filter. */
export function parseNewsListQuery(params: URLSearchParams): NewsListQuery {
  const status = params.get("status");
  const category = params.get("category") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: status === "published" || status === "scheduled" || status === "draft" ? status : "all",
    category: isNewsCategoryKey(category) ? category : null,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The address of the list with these filters (defaults left out). */
export function newsListHref(query: Partial<NewsListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.category) params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/news?${search}` : "/admin/news";
}

/** The excerpt cut to 80 characters, with an ellipsis when something was cut. */
export function cutExcerpt(excerpt: string, length = LIST_EXCERPT_LENGTH): string {
  const chars = [...excerpt.trim()];
  return chars.length > length ? `${chars.slice(0, length).join("").trimEnd()}…` : chars.join("");
}

export interface NewsCategoryOption {
  key: NewsCategoryKey;
  label: string;
}

export const NEWS_CATEGORY_OPTIONS: NewsCategoryOption[] = NEWS_CATEGORY_KEYS.map((key) => ({
  key,
  label: NEWS_CATEGORIES[key].vi,
}));

export interface NewsListRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** The category's label, or null (shown as 'Uncategorized'). */
  category: string | null;
  isPublished: boolean;
  /** dd/mm/yyyy, or null (shown as 'Not published'). */
  publishedDate: string | null;
  /** Published with a time still ahead: when it goes public ("08:30 22/11/2026", Vietnam's time). */
  scheduledFor: string | null;
  viewCount: number;
  thumbnailUrl: string | null;
}

export interface NewsListView {
  rows: NewsListRow[];
  total: number;
  /** Articles in the database, whatever the filters (tells 'no articles yet' from 'no match'). */
  totalAll: number;
  page: number;
  pages: number;
  query: NewsListQuery;
}

export type NewsListResult = { ok: true; message?: string } | { ok: false; message: string };

/** An article as the editor starts from it: every form field, in both languages. */
export interface NewsEditorArticle {
  id: number;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  slug: string;
  excerpt: string;
  excerptEn: string;
  content: string;
  contentEn: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  featuredImageAltEn: string;
  featuredImageCaption: string;
  featuredImageCaptionEn: string;
  seoTitle: string;
  seoTitleEn: string;
  seoDescription: string;
  seoDescriptionEn: string;
  category: NewsCategoryKey | null;
  authorName: string;
  tags: string[];
  tagsEn: string[];
  isPublished: boolean;
  /** ISO time of publication, or null. */
  publishedAt: string | null;
  /** The publication time still ahead, as the editor's datetime-local field shows it, else "". */
  publishAt: string;
  createdAt: string;
  readingTime: number;
  /** The row's `updated_at` to the microsecond as loaded; a save over a newer one is refused. */
  version: string;
}

export interface NewsEditorView {
  article: NewsEditorArticle | null;
  /** The admin's unsaved form of this article kept on the server (autosave), with the version it was typed over. */
  draft: KeptDraft<ArticleDraftValues> | null;
  /** Who saved the article as loaded ("" when unknown or new): an older draft's notice names them. */
  savedBy: string;
}

export type NewsEditorResult =
  | { ok: true; id: number; redirectTo: string }
  | { ok: false; errors?: FieldErrors<NewsFormField>; message: string };
