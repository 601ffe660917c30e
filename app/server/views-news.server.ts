import type { CategoryCountView, DepartmentCardView, DepartmentDetailView } from "~/components/departments/types";
import type { ArticleBody, ArticlePageView } from "~/components/news/types";
import { formatDate, type Lang, pick } from "~/i18n/lang";
import { newsCategoryLabel } from "~/lib/news-categories";
import type { CategoryWithCount } from "~/server/services/categories.server";
import type { DepartmentWithCategories, PublicDepartment } from "~/server/services/departments.server";
import type { ArticleDetail } from "~/server/services/news.server";
import { sanitizeRichText } from "./sanitize.server";
import { articleImageView } from "./views.server";

/** How many category names a department card shows before '+N danh mục khác'. */
export const CARD_CATEGORY_NAMES = 2;

export function departmentCardView(department: DepartmentWithCategories, lang: Lang): DepartmentCardView {
  const names = department.categories.map((c) => pick(c.name, c.nameEn, lang));
  return {
    slug: department.slug,
    name: pick(department.name, department.nameEn, lang),
    description: pick(department.description, department.descriptionEn, lang),
    categoryCount: names.length,
    firstCategories: names.slice(0, CARD_CATEGORY_NAMES),
    moreCategories: Math.max(0, names.length - CARD_CATEGORY_NAMES),
  };
}

export function departmentDetailView(
  department: PublicDepartment,
  categories: CategoryWithCount[],
  lang: Lang,
): DepartmentDetailView {
  return {
    slug: department.slug,
    name: pick(department.name, department.nameEn, lang),
    description: pick(department.description, department.descriptionEn, lang),
    categories: categories.map(
      (c): CategoryCountView => ({
        slug: c.slug,
        name: pick(c.name, c.nameEn, lang),
        description: pick(c.description, c.descriptionEn, lang),
        productsCount: c.productsCount,
      }),
    ),
  };
}

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

/** Content with markup is rendered as sanitised HTML; other content is split into paragraphs. */
export function articleBody(content: string): ArticleBody {
  if (!content.trim()) return { kind: "empty" };
  if (MARKUP.test(content)) {
    const html = sanitizeRichText(content);
    return isBlankHtml(html) ? { kind: "empty" } : { kind: "html", html };
  }
  return { kind: "paragraphs", paragraphs: textToParagraphs(content) };
}

export function articlePageView(article: ArticleDetail, lang: Lang, viewCount: number): ArticlePageView {
  const title = pick(article.title, article.titleEn, lang);
  const date = article.publishedAt ?? article.createdAt;
  return {
    slug: article.slug,
    title,
    subtitle: pick(article.subtitle, article.subtitleEn, lang),
    excerpt: pick(article.excerpt, article.excerptEn, lang),
    date: formatDate(date),
    dateTime: date.toISOString(),
    category: newsCategoryLabel(article.category, lang),
    viewCount,
    image: articleImageView(article, lang, title),
    caption: pick(article.featuredImageCaption, article.featuredImageCaptionEn, lang),
    // English pages show English tags or none (never the Vietnamese ones).
    tags: lang === "en" ? article.tagsEn : article.tags,
    body: articleBody(pick(article.content, article.contentEn, lang)),
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
