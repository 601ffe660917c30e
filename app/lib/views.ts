/** What public pages receive: one language, only the fields they render. */

export interface ImageView {
  src: string;
  width: number | null;
  height: number | null;
  /** srcset of the responsive WebP renditions ("" when there are none). */
  srcSet: string;
  alt: string;
}

export interface ProductCardView {
  slug: string;
  name: string;
  summary: string;
  image: ImageView | null;
  brands: string[];
  features: string[];
  isFeatured: boolean;
  categoryName: string;
  departmentName: string;
}

export interface ArticleCardView {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  date: string;
  image: ImageView | null;
}
