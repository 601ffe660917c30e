import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias, type PgSelect } from "drizzle-orm/pg-core";
import { type Lang, pick } from "~/i18n/lang";
import { PRODUCT_LISTS_TOPIC, PRODUCTS_TOPIC, productSearchTopic, productTopic } from "~/lib/content-topics";
import type { DescribedEntity, Feature, ImageVariant, NamedEntity, Specification } from "~/lib/content-types";
import { normaliseFeatures, normaliseSpecifications } from "~/lib/product-content";
import type { RegulatoryFacts } from "~/lib/regulatory";
import { escapeLike, normaliseQuery } from "~/lib/search";
import { brandId } from "~/lib/slugify";
import { CARD_BRANDS, CARD_FEATURES, imageView, type ProductCardView } from "~/lib/views";
import { declaredReads, noteReads } from "../db/content-reads.server";
import { db, queryRows } from "../db/index.server";
import { departments, media, productCategories, productItems } from "../db/schema";
import { type PublicDocumentRow, productDocumentsColumn } from "./documents.server";
import { heldPerContentVersion, perContentVersion } from "./held-per-version.server";
import { type GalleryPhotoRow, productGalleryColumn } from "./product-gallery.server";
import { getSiteShell } from "./settings.server";

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

/**
 * A product as a card shows it (product lists, the home page's featured products): nothing a card
 * does not render (no description: a card shows none), and the slugs a test or a link may need.
 */
export interface ProductCardData {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  image: ProductImage | null;
  brands: string[];
  features: Feature[];
  isFeatured: boolean;
  category: Omit<NamedRef, "id">;
  department: Pick<NamedRef, "slug">;
}

export interface ProductDetail extends ProductSummary, RegulatoryFacts {
  specifications: Specification[];
  /** Where it is made, as typed in each language (the English falls back); null when not set. */
  countryOfOrigin: string | null;
  countryOfOriginEn: string | null;
  /** Its documents in order; absent where a caller builds a product by hand. */
  documents?: PublicDocumentRow[];
  /** Its gallery's photos in order; absent where a caller builds a product by hand. */
  gallery?: GalleryPhotoRow[];
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

/** What a card reads: nothing a card does not render, and the slugs its links need. */
const cardColumns = {
  id: productItems.id,
  slug: productItems.slug,
  name: productItems.name,
  nameEn: productItems.nameEn,
  imageUrl: productItems.imageUrl,
  imageWidth: media.width,
  imageHeight: media.height,
  imageVariants: media.variants,
  brands: productItems.brands,
  features: productItems.features,
  isFeatured: productItems.isFeatured,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  categoryNameEn: productCategories.nameEn,
  departmentSlug: departments.slug,
};

/** A card's columns, with the description and the ids and names of its places. */
const summaryColumns = {
  ...cardColumns,
  description: productItems.description,
  descriptionEn: productItems.descriptionEn,
  categoryId: productCategories.id,
  departmentId: departments.id,
  departmentName: departments.name,
  departmentNameEn: departments.nameEn,
};

function toImage(row: {
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageVariants: ImageVariant[] | null;
}): ProductImage | null {
  return row.imageUrl
    ? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, variants: row.imageVariants ?? [] }
    : null;
}

function toCard(row: CardRow): ProductCardData {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.nameEn,
    image: toImage(row),
    brands: row.brands,
    features: normaliseFeatures(row.features),
    isFeatured: row.isFeatured,
    category: { slug: row.categorySlug, name: row.categoryName, nameEn: row.categoryNameEn },
    department: { slug: row.departmentSlug },
  };
}

function toSummary(row: SummaryRow): ProductSummary {
  const card = toCard(row);
  return {
    ...card,
    description: row.description,
    descriptionEn: row.descriptionEn,
    category: { ...card.category, id: row.categoryId },
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
  return and(...conditions, ...productConditions(productItems, filters));
}

/** The columns of product_items (or of an alias of it) that the list's conditions read. */
type ProductColumns = Record<"isActive" | "categoryId" | "isFeatured" | "brandKey" | "searchText", AnyPgColumn>;

/** The filters on the product row itself (featured, brand, text), on product_items or an alias of it. */
function productConditions(product: ProductColumns, filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.featured) conditions.push(eq(product.isFeatured, true));
  const brand = filters.brand ? brandId(filters.brand) : "";
  // brand_key is " id id ": an id holds no whitespace, so this is containment within one brand.
  if (brand) conditions.push(like(product.brandKey, `%${escapeLike(brand)}%`));
  for (const word of normaliseQuery(filters.q).split(" ").filter(Boolean)) {
    conditions.push(like(product.searchText, `%${escapeLike(word)}%`));
  }
  return conditions;
}

/** The visible categories in a filter's department and category: a handful of small rows. */
function visibleCategoryIds(filters: ProductFilters) {
  const conditions = [eq(productCategories.isActive, true), eq(departments.isActive, true)];
  if (filters.departmentSlug) conditions.push(eq(departments.slug, filters.departmentSlug));
  if (filters.categorySlug) conditions.push(eq(productCategories.slug, filters.categorySlug));
  return db()
    .select({ id: productCategories.id })
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(and(...conditions));
}

/**
 * The visible categories in a filter's department and category, as ids, from the site shell (held
 * per content version; a cold page shares its read with the layout's), or null without a shell.
 * A list whose category condition is constants is read in the list-order index's order and stops
 * at its page: a deep page of the whole list at 10,000 products then walks 4,800 index entries,
 * where the subquery's semi-join read all 10,053 and sorted them (decision 015).
 */
async function visibleCategoryIdList(filters: ProductFilters): Promise<number[] | null> {
  const shell = await getSiteShell();
  if (!shell) return null;
  return shell.departments
    .filter((d) => !filters.departmentSlug || d.slug === filters.departmentSlug)
    .flatMap((d) => d.categories.filter((c) => !filters.categorySlug || c.slug === filters.categorySlug))
    .map((c) => c.id);
}

/**
 * The visible products matching the filters, as a condition on product_items alone (an alias of
 * it): counting them and finding a page's ids read the narrow indexes of migration 0006 (the
 * list order over active products, active products by category, trigrams of the search text and
 * of the brand ids), never a join of every matching row. The visible categories are `categoryIds`
 * when given (`visibleCategoryIdList`), else a subquery.
 */
function matching(product: ProductColumns, filters: ProductFilters, categoryIds: number[] | null): SQL | undefined {
  return and(
    eq(product.isActive, true),
    inArray(product.categoryId, categoryIds ?? visibleCategoryIds(filters)),
    ...productConditions(product, filters),
  );
}

/**
 * The catalogue's join, written once: a select that reads product_items gets the product's category
 * and department (every product has both), for its columns, conditions and order.
 */
export function withPlaces<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .innerJoin(departments, eq(departments.id, productCategories.departmentId));
}

/** The image's library row (its size and variants; none for an image outside the library). */
function withImage<Q extends PgSelect>(query: Q) {
  return query.leftJoin(media, eq(media.url, productItems.imageUrl));
}

/** A product whole, with its category, department and image (the product page). */
function detailQuery() {
  const fields = {
    ...summaryColumns,
    specifications: productItems.specifications,
    riskClass: productItems.riskClass,
    circulationNumber: productItems.circulationNumber,
    countryOfOrigin: productItems.countryOfOrigin,
    countryOfOriginEn: productItems.countryOfOriginEn,
    // Its documents and its gallery's photos in the same statement.
    documents: productDocumentsColumn(productItems.id),
    gallery: productGalleryColumn(productItems.gallery),
  };
  return withImage(withPlaces(db().select(fields).from(productItems).$dynamic()));
}

type SummaryRow = Awaited<ReturnType<typeof detailQuery>>[number];

function cardQuery() {
  return withImage(withPlaces(db().select(cardColumns).from(productItems).$dynamic()));
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

const listOrder = [asc(productItems.displayOrder), desc(productItems.createdAt), desc(productItems.id)];

/**
 * The totals of lists without search text, per content version: counting every match is the
 * largest part of a list page's statement (10,000 products: the whole list's count reads 10,053
 * index entries), and a total changes only with an edit.
 */
const listTotals = perContentVersion<number>();

/**
 * Visible products matching the filters, by display order then newest, one page at a time, with
 * their total, in one statement: the page's ids and the total come from product_items alone, then
 * only those rows are read whole and joined. Without search text the ids come from the list-order
 * index (a first page reads 24 entries, not every match) and the total from a count beside them,
 * or from `listTotals` once known for this content version; with search text the trigram index's
 * candidates are checked once, counted by a window over narrow rows. Only a page past the end
 * counts again.
 */
export async function listVisibleProducts(
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<{ items: ProductCardData[]; total: number }> {
  return declaredReads(
    () => readVisibleProducts(filters, page),
    (list) => listReads(list.items, filters.q),
  );
}

/**
 * What a list shows, for the render cache (db/content-reads.server.ts): which products match and
 * in what order, each shown product, and, for a search, its words (a product whose text changes
 * touches the searches it now enters or leaves).
 */
function listReads(items: readonly { id: number }[], q: string | undefined): string[] {
  const words = normaliseQuery(q);
  return [
    PRODUCT_LISTS_TOPIC,
    ...items.map((item) => productTopic(item.id)),
    ...(words ? [productSearchTopic(words)] : []),
  ];
}

async function readVisibleProducts(
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<{ items: ProductCardData[]; total: number }> {
  const counted = alias(productItems, "counted");
  const paged = alias(productItems, "paged");
  const searching = normaliseQuery(filters.q) !== "";
  // With search text the subquery stays: its plan takes the trigram index's candidates (below).
  const categoryIds = searching ? null : await visibleCategoryIdList(filters);
  const countQuery = db()
    .select({ n: count() })
    .from(counted)
    .where(matching(counted, filters, categoryIds));
  const totalKey = searching
    ? null
    : JSON.stringify([filters.departmentSlug, filters.categorySlug, filters.brand, filters.featured === true]);
  const readAt = listTotals.version();
  const knownTotal = totalKey === null ? undefined : listTotals.get(totalKey);
  const total = searching
    ? sql<number>`count(*) OVER ()`
    : knownTotal !== undefined
      ? sql<number>`${knownTotal}::bigint`
      : sql<number>`(${countQuery})`;
  const ids = db()
    .select({ id: paged.id, total: total.as("total") })
    .from(paged)
    .where(matching(paged, filters, categoryIds))
    // With a window count every match is read anyway: "+ 0" keeps the planner from walking the
    // whole list-order index to filter the text row by row (it costs that walk as if the limit
    // stopped it early); it takes the trigram candidates and sorts them instead (10x fewer rows).
    .orderBy(
      searching ? sql`${paged.displayOrder} + 0` : asc(paged.displayOrder),
      desc(paged.createdAt),
      desc(paged.id),
    )
    .limit(page.limit)
    .offset(page.offset)
    .as("page_ids");
  const pageRows = db()
    .select({ ...cardColumns, total: sql<number>`${ids.total}`.mapWith(Number) })
    .from(ids)
    .innerJoin(productItems, eq(productItems.id, ids.id))
    .$dynamic();
  const rows = await withImage(withPlaces(pageRows)).orderBy(...listOrder);
  const [first] = rows;
  // A total held from before another server's write (seen here within a second) that the page
  // itself contradicts is counted again: a short last page fixes the total, a full one bounds it.
  const fits = (n: number) =>
    rows.length === page.limit
      ? n >= page.offset + page.limit
      : rows.length > 0
        ? n === page.offset + rows.length
        : n <= page.offset;
  let found: number;
  if (knownTotal !== undefined && fits(knownTotal)) found = knownTotal;
  else if (first && knownTotal === undefined) found = first.total;
  else if (!first && page.offset === 0) found = 0;
  else found = Number((await countQuery)[0]?.n ?? 0);
  if (totalKey !== null && found !== knownTotal) listTotals.set(totalKey, found, readAt);
  return { items: rows.map(({ total: _, ...row }) => toCard(row)), total: found };
}

/** Featured visible products (3 on the home page; 4 by default). */
export async function listFeaturedProducts(limit = 4): Promise<ProductCardData[]> {
  const rows = await declaredReads(
    async () =>
      cardQuery()
        .where(visibleWhere({ featured: true }))
        .orderBy(...listOrder)
        .limit(limit),
    (rows) => listReads(rows, undefined),
  );
  return rows.map(toCard);
}

/** One visible product by its exact slug, with specifications. */
export async function getVisibleProductBySlug(slug: string): Promise<ProductDetail | null> {
  const [row] = await declaredReads(
    async () =>
      detailQuery()
        .where(and(eq(productItems.slug, slug), visibleWhere({})))
        .limit(1),
    // Its page shows this product alone; not found, any product may come to take the slug.
    ([found]) => [found ? productTopic(found.id) : PRODUCTS_TOPIC],
  );
  if (!row) return null;
  return {
    ...toSummary(row),
    specifications: normaliseSpecifications(row.specifications),
    riskClass: row.riskClass,
    circulationNumber: row.circulationNumber,
    countryOfOrigin: row.countryOfOrigin,
    countryOfOriginEn: row.countryOfOriginEn,
    documents: row.documents ?? [],
    gallery: row.gallery ?? [],
  };
}

/** The slug of the first visible product whose slug starts with this prefix (old or cut links). */
export async function findVisibleProductSlugByPrefix(prefix: string): Promise<string | null> {
  if (!prefix) return null;
  const [row] = await withPlaces(db().select({ slug: productItems.slug }).from(productItems).$dynamic())
    .where(and(like(productItems.slug, `${escapeLike(prefix)}%`), visibleWhere({})))
    .orderBy(...listOrder)
    .limit(1);
  return row?.slug ?? null;
}

type BrandScope = Pick<ProductFilters, "departmentSlug" | "categorySlug">;

/**
 * Distinct brand names of visible products (optionally within a department or category), sorted:
 * the distinct brand lists first (far fewer than products), then their names. One statement;
 * pages use `listVisibleBrands`, which holds it per content version.
 */
export async function readVisibleBrands(filters: BrandScope = {}): Promise<string[]> {
  const product = alias(productItems, "branded");
  const lists = db()
    .selectDistinct({ brands: product.brands })
    .from(product)
    .where(matching(product, filters, null))
    .as("brand_lists");
  const rows = await queryRows<{ brand: string }>(sql`
    SELECT DISTINCT trim(b.name) AS brand
    FROM ${lists} CROSS JOIN LATERAL unnest(${lists.brands}) AS b(name)
    WHERE trim(b.name) <> ''
    ORDER BY 1`);
  return rows.map((row) => row.brand);
}

const brandsPerVersion = heldPerContentVersion((key) => readVisibleBrands(JSON.parse(key) as BrandScope));

/**
 * The brand options of a list (every visible brand, or those of a department or category), read
 * once per content version: they change only with an edit, and every list page shows them
 * (27 ms of PGlite's time at 10,000 products, `npm run bench:search`). Shared: not to be mutated.
 */
export function listVisibleBrands(filters: BrandScope = {}): Promise<readonly string[]> {
  // Held: a later render runs no statement of its own, so it names what it reads.
  noteReads(PRODUCT_LISTS_TOPIC);
  return brandsPerVersion(
    JSON.stringify({ departmentSlug: filters.departmentSlug, categorySlug: filters.categorySlug }),
  );
}

/** A product as a card shows it (home page and product lists), in one language: nothing else. */
export function productCardView(product: ProductCardData, lang: Lang): ProductCardView {
  const name = pick(product.name, product.nameEn, lang);
  return {
    slug: product.slug,
    name,
    image: product.image ? imageView(product.image.url, product.image, name) : null,
    brands: product.brands.slice(0, CARD_BRANDS),
    moreBrands: Math.max(0, product.brands.length - CARD_BRANDS),
    features: product.features.slice(0, CARD_FEATURES).map((f) => pick(f.text, f.textEn, lang)),
    moreFeatures: Math.max(0, product.features.length - CARD_FEATURES),
    isFeatured: product.isFeatured,
    categoryName: pick(product.category.name, product.category.nameEn, lang),
  };
}
