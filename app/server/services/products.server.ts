import { and, asc, count, desc, eq, like, type SQL, sql } from "drizzle-orm";
import { type Lang, pick } from "~/i18n/lang";
import type { DescribedEntity, Feature, ImageVariant, NamedEntity, Specification } from "~/lib/content-types";
import { normaliseFeatures, normaliseSpecifications } from "~/lib/product-content";
import { escapeLike, normaliseQuery } from "~/lib/search";
import { brandId } from "~/lib/slugify";
import { imageView, type ProductCardView, shorten } from "~/lib/views";
import { db, queryRows } from "../db/index.server";
import { departments, media, productCategories, productItems } from "../db/schema";

export interface ProductImage {
  url: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

type NamedRef = NamedEntity;

export interface ProductSummary extends DescribedEntity {
  image: ProductImage | null;
  brands: string[];
  features: Feature[];
  isFeatured: boolean;
  category: NamedRef;
  department: NamedRef;
}

export interface ProductDetail extends ProductSummary {
  specifications: Specification[];
}

export interface ProductFilters {
  departmentSlug?: string;
  categorySlug?: string;
  /** A brand id ("pentax-medical"), matched by equality or containment. */
  brand?: string;
  /** Free text; accents and case are ignored, every word must appear. */
  q?: string;
  featured?: boolean;
}

const summaryColumns = {
  id: productItems.id,
  slug: productItems.slug,
  name: productItems.name,
  nameEn: productItems.nameEn,
  description: productItems.description,
  descriptionEn: productItems.descriptionEn,
  imageUrl: productItems.imageUrl,
  imageWidth: media.width,
  imageHeight: media.height,
  imageVariants: media.variants,
  brands: productItems.brands,
  features: productItems.features,
  isFeatured: productItems.isFeatured,
  categoryId: productCategories.id,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  categoryNameEn: productCategories.nameEn,
  departmentId: departments.id,
  departmentSlug: departments.slug,
  departmentName: departments.name,
  departmentNameEn: departments.nameEn,
};

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    image: row.imageUrl
      ? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, variants: row.imageVariants ?? [] }
      : null,
    brands: row.brands,
    features: normaliseFeatures(row.features),
    isFeatured: row.isFeatured,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName, nameEn: row.categoryNameEn },
    department: {
      id: row.departmentId,
      slug: row.departmentSlug,
      name: row.departmentName,
      nameEn: row.departmentNameEn,
    },
  };
}

/** A product is visible only when it, its category and its department are all active. */
function visibleWhere(filters: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(productItems.isActive, true),
    eq(productCategories.isActive, true),
    eq(departments.isActive, true),
  ];
  if (filters.departmentSlug) conditions.push(eq(departments.slug, filters.departmentSlug));
  if (filters.categorySlug) conditions.push(eq(productCategories.slug, filters.categorySlug));
  if (filters.featured) conditions.push(eq(productItems.isFeatured, true));
  const brand = filters.brand ? brandId(filters.brand) : "";
  if (brand) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(${productItems.brands}) AS b(name)
        WHERE regexp_replace(lower(trim(b.name)), '\\s+', '-', 'g') LIKE ${`%${escapeLike(brand)}%`})`,
    );
  }
  for (const word of normaliseQuery(filters.q).split(" ").filter(Boolean)) {
    conditions.push(like(productItems.searchText, `%${escapeLike(word)}%`));
  }
  return and(...conditions);
}

function baseQuery() {
  return db()
    .select(summaryColumns)
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .leftJoin(media, eq(media.url, productItems.imageUrl))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof baseQuery>>[number];

const listOrder = [asc(productItems.displayOrder), desc(productItems.createdAt), desc(productItems.id)];

/**
 * Visible products matching the filters, by display order then newest, one page at a time, with
 * their total in the same statement (a window count); only a page past the end counts again.
 */
export async function listVisibleProducts(
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<{ items: ProductSummary[]; total: number }> {
  const where = visibleWhere(filters);
  const rows = await db()
    .select({ ...summaryColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .leftJoin(media, eq(media.url, productItems.imageUrl))
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  const [first] = rows;
  if (first) return { items: rows.map(({ total: _, ...row }) => toSummary(row)), total: first.total };
  if (page.offset === 0) return { items: [], total: 0 };
  const [totalRow] = await db()
    .select({ n: count() })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(where);
  return { items: [], total: Number(totalRow?.n ?? 0) };
}

/** Featured visible products (3 on the home page; 4 by default). */
export async function listFeaturedProducts(limit = 4): Promise<ProductSummary[]> {
  const rows = await baseQuery()
    .where(visibleWhere({ featured: true }))
    .orderBy(...listOrder)
    .limit(limit);
  return rows.map(toSummary);
}

/** One visible product by its exact slug, with specifications. */
export async function getVisibleProductBySlug(slug: string): Promise<ProductDetail | null> {
  const [row] = await db()
    .select({ ...summaryColumns, specifications: productItems.specifications })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .leftJoin(media, eq(media.url, productItems.imageUrl))
    .where(and(eq(productItems.slug, slug), visibleWhere({})))
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), specifications: normaliseSpecifications(row.specifications) };
}

/** The slug of the first visible product whose slug starts with this prefix (old or cut links). */
export async function findVisibleProductSlugByPrefix(prefix: string): Promise<string | null> {
  if (!prefix) return null;
  const [row] = await db()
    .select({ slug: productItems.slug })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(and(like(productItems.slug, `${escapeLike(prefix)}%`), visibleWhere({})))
    .orderBy(...listOrder)
    .limit(1);
  return row?.slug ?? null;
}

/** Distinct brand names of visible products (optionally within a department or category), sorted. */
export async function listVisibleBrands(filters: Pick<ProductFilters, "departmentSlug" | "categorySlug"> = {}) {
  const rows = await queryRows<{ brand: string }>(sql`
    SELECT DISTINCT trim(b.name) AS brand
    FROM ${productItems}
    JOIN ${productCategories} ON ${productCategories.id} = ${productItems.categoryId}
    JOIN ${departments} ON ${departments.id} = ${productCategories.departmentId}
    CROSS JOIN LATERAL unnest(${productItems.brands}) AS b(name)
    WHERE ${visibleWhere(filters)} AND trim(b.name) <> ''
    ORDER BY 1`);
  return rows.map((row) => row.brand);
}

/** A product as a card shows it (home page and product lists), in one language. */
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
