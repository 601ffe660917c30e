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
  /** dd/mm/yyyy of publication, or of creation when never published. */
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

/** The rendition a browser without srcset loads: the widest up to 960 px (a column at 1×–1.5×). */
export function fallbackVariant<T extends { width: number }>(variants: readonly T[]): T | undefined {
  return [...variants].reverse().find((v) => v.width <= 960) ?? variants[0];
}

/** A PNG master (a crop, a grid, a screenshot) is for staff: visitors get its WebP renditions. */
export const MASTER_ONLY = /\.png(?:[?#]|$)/i;

export function imageView(
  src: string | null,
  size: { width: number | null; height: number | null; variants: ImageVariant[] },
  alt: string,
): ImageView | null {
  if (!src) return null;
  const masterOnly = MASTER_ONLY.test(src) && size.variants.length > 0;
  const candidates = [
    ...size.variants.map((v) => `${v.url} ${v.width}w`),
    ...(size.width && !masterOnly ? [`${src} ${size.width}w`] : []),
  ];
  return {
    src: masterOnly ? (fallbackVariant(size.variants)?.url ?? src) : src,
    width: size.width,
    height: size.height,
    srcSet: size.variants.length ? candidates.join(", ") : "",
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
