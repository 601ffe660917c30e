import { and, asc, count, eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { departments, productCategories, productItems } from "../db/schema";
import type { PublicDepartment } from "./departments.server";

export interface PublicCategory {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
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
  const rows = await db()
    .select({ ...publicCategoryColumns, productsCount: count(productItems.id) })
    .from(productCategories)
    .leftJoin(productItems, and(eq(productItems.categoryId, productCategories.id), eq(productItems.isActive, true)))
    .where(and(eq(productCategories.departmentId, departmentId), eq(productCategories.isActive, true)))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.id));
  return rows.map((row) => ({ ...row, productsCount: Number(row.productsCount) }));
}

/** Count of active products in one category. */
export async function countActiveProducts(categoryId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(productItems)
    .where(and(eq(productItems.categoryId, categoryId), eq(productItems.isActive, true)));
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
      department: {
        id: departments.id,
        slug: departments.slug,
        name: departments.name,
        nameEn: departments.nameEn,
        description: departments.description,
        descriptionEn: departments.descriptionEn,
        displayOrder: departments.displayOrder,
      },
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
