import { isValidImageUrl } from "~/lib/media";
import { NEWS_CATEGORY_KEYS } from "~/lib/news-categories";
import { GALLERY_LIMITS } from "~/lib/product-gallery";
import { z } from "~/lib/zod";
import { NEWS_LIMITS } from "./news";
import { PRODUCT_LIMITS } from "./product";
import { isGalleryAddress } from "./product-gallery";

/**
 * The editors' unsaved forms as the server keeps them (issue 18.2, server drafts): the form's
 * values as the editor holds them, checked for shape and bounded by the save action's own limits
 * (a draft may be incomplete: nothing is required). Unknown keys are dropped.
 */

const text = (max: number) => z.string().max(max);
/** An image address as the save accepts it; anything else is kept as no image. */
const image = z
  .string()
  .max(2000)
  .refine((value) => value.startsWith("/uploads/") || isValidImageUrl(value))
  .nullable()
  .catch(null);
const N = NEWS_LIMITS;
const P = PRODUCT_LIMITS;
const tags = z.array(text(N.tag)).max(N.tags);

export const articleDraftSchema = z.object({
  title: text(N.title),
  titleEn: text(N.title),
  subtitle: text(N.subtitle),
  subtitleEn: text(N.subtitle),
  slug: text(N.slug),
  excerpt: text(N.excerpt),
  excerptEn: text(N.excerpt),
  content: text(N.contentHtml),
  contentEn: text(N.contentHtml),
  featuredImage: image,
  featuredImageAlt: text(N.alt),
  featuredImageAltEn: text(N.alt),
  featuredImageCaption: text(N.caption),
  featuredImageCaptionEn: text(N.caption),
  seoTitle: text(N.seoTitle),
  seoTitleEn: text(N.seoTitle),
  seoDescription: text(N.seoDescription),
  seoDescriptionEn: text(N.seoDescription),
  category: z
    .string()
    .refine((value) => value === "" || (NEWS_CATEGORY_KEYS as string[]).includes(value))
    .catch(""),
  authorName: text(N.author),
  tags,
  tagsEn: tags,
  isPublished: z.boolean(),
  publishAt: text(40),
});

const id = z.number().int().positive().nullable();

export const productDraftSchema = z.object({
  departmentId: id,
  categoryId: id,
  name: text(P.name),
  nameEn: text(P.name),
  slug: text(P.slug),
  description: text(P.description),
  descriptionEn: text(P.description),
  brands: z.array(text(P.brand)).max(P.brands),
  imageUrl: image,
  // A draft kept before the gallery existed lacks it: none (issue 53.3).
  gallery: z
    .array(
      z.object({
        url: z.string().max(GALLERY_LIMITS.url).refine(isGalleryAddress),
        alt: text(GALLERY_LIMITS.alt),
        altEn: text(GALLERY_LIMITS.alt),
      }),
    )
    .max(GALLERY_LIMITS.photos)
    .catch([]),
  features: z
    .array(
      z.object({
        id: text(P.featureId),
        text: text(P.feature),
        textEn: text(P.feature),
        order: z.number().int().min(0),
      }),
    )
    .max(P.features),
  specifications: z
    .array(
      z.object({
        key: text(P.specKey),
        keyEn: text(P.specKey),
        value: text(P.specValue),
        valueEn: text(P.specValue),
        order: z.number().int().min(0),
      }),
    )
    .max(P.specifications),
  // A draft kept before these fields existed lacks them: the product's values as loaded fill in.
  riskClass: z.string().max(1).catch(""),
  circulationNumber: text(P.circulationNumber).catch(""),
  displayOrder: text(20),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
});

export type ArticleDraftValues = z.infer<typeof articleDraftSchema>;
export type ProductDraftValues = z.infer<typeof productDraftSchema>;

export const DRAFT_SCHEMAS = { article: articleDraftSchema, product: productDraftSchema } as const;

/**
 * The longest draft a request may carry, as JSON text, checked before it is parsed: both bodies at
 * their limit (quotes escaped twice over) and the rest; a product's lists at theirs.
 */
export const DRAFT_MAX_CHARS = { article: 4 * N.contentHtml + 50_000, product: 400_000 } as const;
