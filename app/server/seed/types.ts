import type { NewsCategoryKey } from "~/lib/news-categories";
import type { RiskClass } from "~/lib/regulatory";

/**
 * What the demo-image generator draws: one drawing per product family, varied per
 * product (accent, angle, side, details) so two products of a family differ. No text, no network.
 */
export type DemoImageKind =
  | "endoscopy-tower"
  | "ai-polyp"
  | "flexible-scope"
  | "endo-instrument"
  | "stent"
  | "scope-reprocessor"
  | "drying-cabinet"
  | "steam-sterilizer"
  | "plasma-sterilizer"
  | "washer-disinfector"
  | "ultrasonic-cleaner"
  | "indicator"
  | "detergent"
  | "operating-table"
  | "surgical-light"
  | "ceiling-pendant"
  | "electrosurgical"
  | "patient-monitor"
  | "electrocardiograph"
  | "or-integration"
  | "central-station"
  | "lab-analyser"
  | "ai-cells"
  | "biosafety-cabinet"
  | "sampling-cart"
  | "blood-tubes";

export interface DemoImage {
  kind: DemoImageKind;
  /** Background hue, 0-359. */
  hue: number;
  /**
   * The drawing's style where the product's name would not pick the right one (0 to 1: the first
   * of the family's variation numbers, e.g. a surgical light below 0.34 is the mobile examination light).
   */
  style?: number;
}

/** Where a demo photograph is taken. */
export type PhotoSetting = "clinic" | "bench" | "theatre";

/** What a demo photograph shows: a device in focus, maybe another behind it, in a room. */
export interface DemoPhotoScene {
  kind: DemoImageKind;
  /** A second device further back, out of focus. */
  behind?: DemoImageKind;
  setting: PhotoSetting;
  /** The devices' accent hue, 0-359. */
  hue: number;
}

/** The demo photographs articles show (data/photos.ts): each made and stored once, used by several articles. */
export type DemoPhotoName =
  | "endoscopy-room"
  | "scope-bench"
  | "reprocessor-room"
  | "drying-cabinet"
  | "steam-sterilizer"
  | "washer-disinfector"
  | "plasma-sterilizer"
  | "indicators-bench"
  | "theatre-table"
  | "surgical-light"
  | "electrosurgical-bench"
  | "ai-endoscopy"
  | "exhibition-stand";

/** Three demo photos composed into one grid image (data/photos.ts), made once and used by several articles. */
export type DemoGridName = "endoscope-cycle" | "sterile-supply" | "operating-theatre";

/** A demo photograph: its scene and the image library's text alternative of it. */
export interface SeedPhoto {
  scene: DemoPhotoScene;
  alt: string;
  altEn: string;
}

/** An image in an article's body as its editor described it: alt text, and a caption line when it has one. */
export interface SeedBodyImage {
  alt: string;
  altEn: string;
}

export interface SeedCaption {
  caption: string;
  captionEn: string;
}

/**
 * The photos in a published article's body, placed between its sections: a photo on
 * its own, a grid of three photos with a caption line under it, and a photo with a caption line.
 */
export interface SeedArticlePhotos {
  plain: SeedBodyImage & { photo: DemoPhotoName };
  grid: SeedBodyImage & SeedCaption & { grid: DemoGridName };
  captioned: SeedBodyImage & SeedCaption & { photo: DemoPhotoName };
}

export interface SeedFeature {
  text: string;
  textEn: string;
}

export interface SeedSpecification {
  key: string;
  keyEn: string;
  value: string;
  valueEn: string;
}

export interface SeedProduct {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** Partner brand names exactly as written on the partners page, e.g. "Pentax Medical". */
  brands: string[];
  features: SeedFeature[];
  specifications: SeedSpecification[];
  isFeatured?: boolean;
  image: DemoImage;
  /** Decree 98/2021's class and a demo circulation number (made up, in the real formats). */
  riskClass?: RiskClass;
  circulationNumber?: string;
}

export interface SeedCategory {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  products: SeedProduct[];
}

export interface SeedDepartment {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  categories: SeedCategory[];
}

export interface SeedArticle {
  slug: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  excerpt: string;
  excerptEn: string;
  /** Real HTML body: <h2>, <p>, <ul>/<li>, <strong>, <blockquote>, <table> as needed. */
  content: string;
  contentEn: string;
  category: NewsCategoryKey;
  tags: string[];
  /** English tags, shown on /en (an English page never shows the Vietnamese ones). */
  tagsEn: string[];
  authorName: string;
  isPublished: boolean;
  /** ISO date, e.g. "2026-10-14T08:30:00+07:00"; ignored for drafts. */
  publishedAt: string;
  viewCount: number;
  seoTitle: string;
  seoTitleEn: string;
  seoDescription: string;
  seoDescriptionEn: string;
  featuredImageAlt: string;
  featuredImageAltEn: string;
  featuredImageCaption: string;
  featuredImageCaptionEn: string;
  image: DemoImage;
  /** The body's photos (published articles); drafts have none. */
  photos?: SeedArticlePhotos;
}
