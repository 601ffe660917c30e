import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/index.server";
import { departments, productCategories } from "../db/schema";

export interface PublicDepartment {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  displayOrder: number;
}

export interface PublicCategorySummary {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
}

export interface DepartmentWithCategories extends PublicDepartment {
  categories: PublicCategorySummary[];
}

const publicDepartmentColumns = {
  id: departments.id,
  slug: departments.slug,
  name: departments.name,
  nameEn: departments.nameEn,
  description: departments.description,
  descriptionEn: departments.descriptionEn,
  displayOrder: departments.displayOrder,
};

/** Active departments, by display order. */
export async function listActiveDepartments(): Promise<PublicDepartment[]> {
  return db()
    .select(publicDepartmentColumns)
    .from(departments)
    .where(eq(departments.isActive, true))
    .orderBy(asc(departments.displayOrder), asc(departments.id));
}

/** Active departments, each with its active categories in display order. */
export async function listActiveDepartmentsWithCategories(): Promise<DepartmentWithCategories[]> {
  const [list, categories] = await Promise.all([
    listActiveDepartments(),
    db()
      .select({
        id: productCategories.id,
        slug: productCategories.slug,
        name: productCategories.name,
        nameEn: productCategories.nameEn,
        departmentId: productCategories.departmentId,
      })
      .from(productCategories)
      .where(eq(productCategories.isActive, true))
      .orderBy(asc(productCategories.displayOrder), asc(productCategories.id)),
  ]);
  return list.map((department) => ({
    ...department,
    categories: categories
      .filter((c) => c.departmentId === department.id)
      .map(({ departmentId: _, ...category }) => category),
  }));
}

/** One active department by slug, or null. */
export async function getActiveDepartmentBySlug(slug: string): Promise<PublicDepartment | null> {
  const [row] = await db()
    .select(publicDepartmentColumns)
    .from(departments)
    .where(and(eq(departments.slug, slug), eq(departments.isActive, true)))
    .limit(1);
  return row ?? null;
}
