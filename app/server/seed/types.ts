import type { NewsCategoryKey } from "~/lib/news-categories";
import type { RiskClass } from "~/lib/regulatory";

/**
 * What the demo-image generator draws (issue 29.8): one drawing per product family, varied per
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
}
