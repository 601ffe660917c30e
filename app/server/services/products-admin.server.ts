import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { EditableProduct } from "~/lib/admin-product";
import { normaliseFeatures, normaliseSpecifications } from "~/lib/product-content";
import { pickFields } from "~/lib/validation/form-fields";
import { type ProductFormField, type ProductFormValues, productFormSchema } from "~/lib/validation/product";
import { databaseErrorOf, isUniqueViolation } from "../db/errors.server";
import { db, type Executor, queryRows } from "../db/index.server";
import { rowVersion } from "../db/row-version.server";
import { departments, productCategories, productItems } from "../db/schema";
import { deleteAddressed, updateAtVersion, type VersionedUpdateResult } from "./addressed-content.server";
import { setRowActive } from "./departments.server";
import { releaseSlug } from "./redirects.server";

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  imageUrl: string | null;
  brands: string[];
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
  createdAt: Date;
  category: { id: number; name: string; displayOrder: number };
}

export type { AdminProduct } from "~/lib/admin-product";

/** A save's answer: saved, or not found, stale (someone saved after the editor loaded), a taken slug, a gone category. */
export type ProductSaveResult = VersionedUpdateResult | { ok: false; error: "duplicate-slug" | "category-unavailable" };
/** The admin's list order: category order first ('all' mode), then display order, then newest. */
export const adminListOrder = [
  asc(productCategories.displayOrder),
  asc(productCategories.id),
  asc(productItems.displayOrder),
  desc(productItems.createdAt),
  desc(productItems.id),
];

/** The list shown: a department, and one of its categories or all of them ('all' mode). */
export interface ProductListScope {
  departmentId: number;
  categoryId?: number;
}

function scopeCondition(scope: ProductListScope) {
  return scope.categoryId
    ? and(eq(productItems.categoryId, scope.categoryId), eq(productCategories.departmentId, scope.departmentId))
    : eq(productCategories.departmentId, scope.departmentId);
}

/** The columns of a list row (the wide ones, descriptions and specifications, are never read). */
const listColumns = {
  id: productItems.id,
  name: productItems.name,
  slug: productItems.slug,
  imageUrl: productItems.imageUrl,
  brands: productItems.brands,
  isActive: productItems.isActive,
  isFeatured: productItems.isFeatured,
  displayOrder: productItems.displayOrder,
  createdAt: productItems.createdAt,
  category: {
    id: productCategories.id,
    name: productCategories.name,
    displayOrder: productCategories.displayOrder,
  },
};

/**
 * One page of the products of a category, or of a whole department ('all'): by display order
 * then newest within a category; in 'all' mode by category order first. Without `page`, all of them.
 * A page's ids are found first on the index alone (product_items_category_idx holds the list's
 * order), then only those rows are read: at 10,000 products a page no longer reads 20 MB of rows.
 */
export async function listProductsForAdmin(
  scope: ProductListScope,
  page?: { limit: number; offset: number },
): Promise<AdminProductRow[]> {
  if (!page) {
    return db()
      .select(listColumns)
      .from(productItems)
      .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
      .where(scopeCondition(scope))
      .orderBy(...adminListOrder);
  }
  const ids = db()
    .select({ pageId: sql<number>`${productItems.id}`.as("page_id") })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .where(scopeCondition(scope))
    // One category: its products' own order, which the index holds as it is.
    .orderBy(...(scope.categoryId ? adminListOrder.slice(2) : adminListOrder))
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  return db()
    .select(listColumns)
    .from(ids)
    .innerJoin(productItems, eq(productItems.id, ids.pageId))
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .orderBy(...adminListOrder);
}

/** How many products the list of `scope` holds (its pages' total). */
export async function countProductsForAdmin(scope: ProductListScope): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .where(scopeCondition(scope));
  return Number(row?.n ?? 0);
}

/** The product form's fields as columns (each field is the column of the same name). */
const formColumns = Object.fromEntries(
  Object.keys(productFormSchema.shape).map((field) => [field, productItems[field as ProductFormField]]),
) as { [K in ProductFormField]: (typeof productItems)[K] };

/** A product's columns as the edit form (and the spreadsheet export) reads them; joined with its category. */
export const adminProductColumns = {
  id: productItems.id,
  departmentId: productCategories.departmentId,
  ...formColumns,
};

/** One product for the edit form; legacy features (strings) and specifications (a map) are converted. */
export async function getProductForAdmin(id: number): Promise<EditableProduct | null> {
  const [row] = await db()
    .select({ ...adminProductColumns, version: rowVersion(productItems.updatedAt) })
    .from(productItems)
    .innerJoin(productCategories, eq(productCategories.id, productItems.categoryId))
    .where(eq(productItems.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    features: normaliseFeatures(row.features).map((f, i) => ({ ...f, id: f.id || `feature-${i + 1}` })),
    specifications: normaliseSpecifications(row.specifications),
  };
}

/** Brand suggestions: the unique brands of active products, sorted. */
export async function listBrandSuggestions(): Promise<string[]> {
  const rows = await queryRows<{ brand: string }>(sql`
    SELECT DISTINCT trim(b.name) AS brand
    FROM ${productItems} CROSS JOIN LATERAL unnest(${productItems.brands}) AS b(name)
    WHERE ${productItems.isActive} AND trim(b.name) <> ''
    ORDER BY 1`);
  return rows.map((row) => row.brand);
}

/** The row's columns from the product form's values (the editor's saves and the import). */
export function payload(values: ProductFormValues): ProductFormValues {
  return pickFields(productFormSchema, values);
}

function saveError(error: unknown): ProductSaveResult {
  if (isUniqueViolation(error, "product_items_slug_unique")) return { ok: false, error: "duplicate-slug" };
  if (databaseErrorOf(error).code === "23503") return { ok: false, error: "category-unavailable" };
  throw error;
}

/** More writes of a product's save, in its transaction (its documents: the editor's saves only). */
export type ProductAlsoWrite = (tx: Executor, id: number) => Promise<void>;

export async function createProduct(
  values: ProductFormValues,
  createdBy: number | null,
  alsoWrite?: ProductAlsoWrite,
): Promise<ProductSaveResult> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(productItems)
        .values({ ...payload(values), createdBy })
        .returning({ id: productItems.id });
      if (!row) throw new Error("Could not create the product");
      // A new product that takes an old address wins over its redirect (or its 410).
      await releaseSlug(tx, { kind: "product", id: row.id }, values.slug);
      await alsoWrite?.(tx, row.id);
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    return saveError(error);
  }
}

/**
 * Saves the edit form. With `version` (the row's `rowVersion` as the editor loaded it) a save over
 * someone else's newer version is refused ("stale": see updateAtVersion).
 */
export async function updateProduct(
  id: number,
  values: ProductFormValues,
  version?: string,
  alsoWrite?: ProductAlsoWrite,
): Promise<ProductSaveResult> {
  try {
    return await updateAtVersion({ kind: "product", id, set: payload(values) }, values.slug, version, alsoWrite);
  } catch (error) {
    return saveError(error);
  }
}

export function setProductActive(id: number, isActive: boolean): Promise<boolean> {
  return setRowActive(productItems, id, isActive);
}

/**
 * Deletes a product; its address (and its old ones) answer 410 Gone from then on. Its whole row
 * is kept as a "deleted" revision first, for the recently deleted list (`deletedBy`: who).
 */
export function deleteProduct(id: number, deletedBy: number | null = null): Promise<boolean> {
  return deleteAddressed("product", id, deletedBy);
}

/** Active departments and, for one of them, its active categories (the product list's selectors). */
export async function listProductScopes(departmentId?: number) {
  const activeDepartments = await db()
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.isActive, true))
    .orderBy(asc(departments.displayOrder), asc(departments.id));
  const chosen = activeDepartments.find((d) => d.id === departmentId) ?? activeDepartments[0] ?? null;
  const categories = chosen
    ? await db()
        .select({ id: productCategories.id, name: productCategories.name })
        .from(productCategories)
        .where(and(eq(productCategories.departmentId, chosen.id), eq(productCategories.isActive, true)))
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.id))
    : [];
  return { departments: activeDepartments, department: chosen, categories };
}
