import { formatDate, type Lang, pick } from "~/i18n/lang";
import type { ImageVariant } from "~/lib/content-types";
import { newsCategoryLabel } from "~/lib/news-categories";
import type { ArticleCardView, ImageView, ProductCardView } from "~/lib/views";
import type { ArticleSummary } from "./services/news.server";
import type { ProductSummary } from "./services/products.server";

export function imageView(
  src: string | null,
  size: { width: number | null; height: number | null; variants: ImageVariant[] },
  alt: string,
): ImageView | null {
  if (!src) return null;
  return {
    src,
    width: size.width,
    height: size.height,
    srcSet: size.variants.length
      ? [...size.variants.map((v) => `${v.url} ${v.width}w`), ...(size.width ? [`${src} ${size.width}w`] : [])].join(
          ", ",
        )
      : "",
    alt,
  };
}

/** Plain text of a description, shortened at a word boundary. */
export function shorten(text: string, max: number): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trim()}…`;
}

export function productCardView(product: ProductSummary, lang: Lang): ProductCardView {
  const name = pick(product.name, product.nameEn, lang);
  return {
    slug: product.slug,
    name,
    summary: shorten(pick(product.description, product.descriptionEn, lang), 140),
    image: product.image ? imageView(product.image.url, product.image, name) : null,
    brands: product.brands,
    features: product.features.map((f) => pick(f.text, f.textEn, lang)),
    isFeatured: product.isFeatured,
    categoryName: pick(product.category.name, product.category.nameEn, lang),
    departmentName: pick(product.department.name, product.department.nameEn, lang),
  };
}

export function articleCardView(article: ArticleSummary, lang: Lang): ArticleCardView {
  const title = pick(article.title, article.titleEn, lang);
  return {
    slug: article.slug,
    title,
    excerpt: pick(article.excerpt, article.excerptEn, lang),
    category: newsCategoryLabel(article.category, lang),
    date: formatDate(article.publishedAt ?? article.createdAt),
    image: articleImageView(article, lang, title),
  };
}

/** An article's featured image, its alt text in the page's language (the title when there is none). */
export function articleImageView(article: ArticleSummary, lang: Lang, title: string): ImageView | null {
  return imageView(
    article.featuredImage,
    { width: article.featuredImageWidth, height: article.featuredImageHeight, variants: article.featuredImageVariants },
    pick(article.featuredImageAlt, article.featuredImageAltEn, lang) || title,
  );
}
