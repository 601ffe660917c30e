/** What public pages receive: one language, only the fields they render. */
import type { ImageVariant } from "./content-types";

export interface ImageView {
  src: string;
  width: number | null;
  height: number | null;
  /** srcset of the responsive WebP renditions ("" when there are none). */
  srcSet: string;
  alt: string;
}

/** Brands and features a product card shows; the rest are counted ("+2"). */
export const CARD_BRANDS = 2;
export const CARD_FEATURES = 2;

/** A product card: only what it renders (the browser receives nothing else). */
export interface ProductCardView {
  slug: string;
  name: string;
  image: ImageView | null;
  /** The first CARD_BRANDS brands; `moreBrands` counts the others. */
  brands: string[];
  moreBrands: number;
  /** The first CARD_FEATURES features; `moreFeatures` counts the others. */
  features: string[];
  moreFeatures: number;
  isFeatured: boolean;
  categoryName: string;
}

export interface ArticleCardView {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  date: string;
  /** The same moment as an ISO string, for <time dateTime>. */
  dateTime: string;
  image: ImageView | null;
}

/** A slide of the home page's hero; its texts hold their compounds together (`keepCompoundsTogether`). */
export interface HeroSlideView {
  id: number;
  image: ImageView | null;
  title: string;
  subtitle: string;
  description: string;
  primaryButtonText: string;
  primaryButtonHref: string;
  secondaryButtonText: string;
  secondaryButtonHref: string;
}

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
