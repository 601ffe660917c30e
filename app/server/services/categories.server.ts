import { and, asc, count, eq, sql } from "drizzle-orm";
import { PRODUCT_LISTS_TOPIC } from "~/lib/content-topics";
import type { DescribedEntity } from "~/lib/content-types";
import { declaredReads } from "../db/content-reads.server";
import { databaseErrorOf, isUniqueViolation } from "../db/errors.server";
import { db } from "../db/index.server";
import { departments, productCategories, productItems } from "../db/schema";
import {
  type DeleteResult,
  type DepartmentInput,
  deleteUnlessReferenced,
  departmentValues,
  type PublicDepartment,
  publicDepartmentColumns,
  type SaveResult,
  setRowActive,
} from "./departments.server";
import { recordSlugChange, releaseSlug } from "./redirects.server";

export interface PublicCategory extends DescribedEntity {
  displayOrder: number;
  departmentId: number;
}

export interface CategoryWithCount extends PublicCategory {
  productsCount: number;
}

const publicCategoryColumns = {
  id: productCategories.id,
  slug: productCategories.slug,
  name: productCategories.name,
  nameEn: productCategories.nameEn,
  description: productCategories.description,
  descriptionEn: productCategories.descriptionEn,
  displayOrder: productCategories.displayOrder,
  departmentId: productCategories.departmentId,
};

/** A department's active categories in display order, each with its count of active products. */
export async function listActiveCategoriesWithCounts(departmentId: number): Promise<CategoryWithCount[]> {
  const rows = await declaredReads(
    async () =>
      db()
        .select({ ...publicCategoryColumns, productsCount: count(productItems.id) })
        .from(productCategories)
        .leftJoin(productItems, and(eq(productItems.categoryId, productCategories.id), eq(productItems.isActive, true)))
        .where(and(eq(productCategories.departmentId, departmentId), eq(productCategories.isActive, true)))
        .groupBy(productCategories.id)
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.id)),
    // Counts change only with which products are visible where (db/content-reads.server.ts).
    () => [PRODUCT_LISTS_TOPIC],
  );
  return rows.map((row) => ({ ...row, productsCount: Number(row.productsCount) }));
}

/** Count of active products in one category. */
export async function countActiveProducts(categoryId: number): Promise<number> {
  const [row] = await declaredReads(
    async () =>
      db()
        .select({ n: count() })
        .from(productItems)
        .where(and(eq(productItems.categoryId, categoryId), eq(productItems.isActive, true))),
    () => [PRODUCT_LISTS_TOPIC],
  );
  return Number(row?.n ?? 0);
}

/** One active category by its slug within an active department, with that department. */
export async function getActiveCategory(
  departmentSlug: string,
  categorySlug: string,
): Promise<{ category: PublicCategory; department: PublicDepartment } | null> {
  const [row] = await db()
    .select({
      category: publicCategoryColumns,
      department: publicDepartmentColumns,
    })
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(
      and(
        eq(productCategories.slug, categorySlug),
        eq(productCategories.isActive, true),
        eq(departments.slug, departmentSlug),
        eq(departments.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Active categories (in active departments) with this slug; a slug is unique only within a department. */
export async function listActiveCategoriesBySlug(slug: string): Promise<PublicCategory[]> {
  return db()
    .select(publicCategoryColumns)
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(and(eq(productCategories.slug, slug), eq(productCategories.isActive, true), eq(departments.isActive, true)))
    .orderBy(asc(departments.displayOrder), asc(productCategories.displayOrder));
}

// ---------------------------------------------------------------------------------------------
// Admin: every category whatever its status, and the changes made from the manager.

export interface AdminCategory extends PublicCategory {
  isActive: boolean;
  departmentName: string;
  productCount: number;
}

/** What the category form saves; the slug is derived from the name. */
export interface CategoryInput extends DepartmentInput {
  departmentId: number;
}

const adminCategoryColumns = {
  ...publicCategoryColumns,
  isActive: productCategories.isActive,
  departmentName: departments.name,
  // Spelled out: inside a subquery drizzle leaves columns unqualified, and "id" would be the product's.
  productCount: sql<number>`(SELECT count(*) FROM product_items p WHERE p.category_id = product_categories.id)`.mapWith(
    Number,
  ),
};

/** Categories with their department's name, by display order; all of them or one department's. */
export async function listCategoriesForAdmin(departmentId?: number): Promise<AdminCategory[]> {
  return db()
    .select(adminCategoryColumns)
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(departmentId === undefined ? undefined : eq(productCategories.departmentId, departmentId))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
}

export async function getCategoryForAdmin(id: number): Promise<AdminCategory | null> {
  const [row] = await db()
    .select(adminCategoryColumns)
    .from(productCategories)
    .innerJoin(departments, eq(departments.id, productCategories.departmentId))
    .where(eq(productCategories.id, id))
    .limit(1);
  return row ?? null;
}

/** A category moves only into an active department (the form offers no others). */
async function isActiveDepartment(departmentId: number): Promise<boolean> {
  const [row] = await db()
    .select({ isActive: departments.isActive })
    .from(departments)
    .where(eq(departments.id, departmentId))
    .limit(1);
  return row?.isActive === true;
}

function categoryValues(input: CategoryInput) {
  return { departmentId: input.departmentId, ...departmentValues(input) };
}

function saveFailure(error: unknown): SaveResult<never> {
  if (isUniqueViolation(error, "product_categories_department_slug_unique")) return { ok: false, error: "duplicate" };
  // No such department (or it was deleted meanwhile): the foreign key refused it.
  if (databaseErrorOf(error).code === "23503") return { ok: false, error: "department-unavailable" };
  throw error;
}

/**
 * Adds a category to a department. A hidden department may get categories too: that is how a
 * new department is prepared before it is shown.
 */
export async function createCategory(input: CategoryInput): Promise<SaveResult<AdminCategory>> {
  try {
    const values = categoryValues(input);
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx.insert(productCategories).values(values).returning({ id: productCategories.id });
      // A new category that takes an old address wins over its redirect.
      if (inserted) {
        const target = { kind: "category", id: inserted.id, departmentId: values.departmentId } as const;
        await releaseSlug(tx, target, values.slug);
      }
      return inserted;
    });
    const saved = row && (await getCategoryForAdmin(row.id));
    if (!saved) throw new Error("The category was not saved");
    return { ok: true, value: saved };
  } catch (error) {
    return saveFailure(error);
  }
}

/** Updates a category; moving it is allowed only into an active department. */
export async function updateCategory(id: number, input: CategoryInput): Promise<SaveResult<AdminCategory>> {
  const [current] = await db()
    .select({ departmentId: productCategories.departmentId })
    .from(productCategories)
    .where(eq(productCategories.id, id))
    .limit(1);
  if (!current) return { ok: false, error: "not-found" };
  if (current.departmentId !== input.departmentId && !(await isActiveDepartment(input.departmentId))) {
    return { ok: false, error: "department-unavailable" };
  }
  try {
    const values = categoryValues(input);
    const found = await db().transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: productCategories.slug, departmentId: productCategories.departmentId })
        .from(productCategories)
        .where(eq(productCategories.id, id))
        .for("update");
      if (!before) return false;
      await tx.update(productCategories).set(values).where(eq(productCategories.id, id));
      // A new name (or department) is a new address: the old one leads here from now on.
      const target = { kind: "category", id, departmentId: values.departmentId } as const;
      await recordSlugChange(tx, target, before, values.slug);
      return true;
    });
    const saved = found ? await getCategoryForAdmin(id) : null;
    if (!saved) return { ok: false, error: "not-found" };
    return { ok: true, value: saved };
  } catch (error) {
    return saveFailure(error);
  }
}

/** Shows or hides a category on the public site; false when it does not exist. */
export function setCategoryActive(id: number, isActive: boolean): Promise<boolean> {
  return setRowActive(productCategories, id, isActive);
}

/** Deletes a category that has no products; one that still has some is left alone. */
export function deleteCategory(id: number): Promise<DeleteResult> {
  return deleteUnlessReferenced(productCategories, id, productItems, productItems.categoryId);
}
