import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DescribedEntity, NamedEntity } from "~/lib/content-types";
import { slugify } from "~/lib/slugify";
import { isStillReferenced, isUniqueViolation } from "../db/errors.server";
import { db } from "../db/index.server";
import { departments, productCategories, type productItems } from "../db/schema";
import { recordSlugChange, releaseSlug } from "./redirects.server";

export interface PublicDepartment extends DescribedEntity {
  displayOrder: number;
}

export type PublicCategorySummary = NamedEntity;

export interface DepartmentWithCategories extends PublicDepartment {
  categories: PublicCategorySummary[];
}

/** An active department with its active categories, described (the site shell's navigation). */
export interface CatalogDepartment extends PublicDepartment {
  categories: (DescribedEntity & { displayOrder: number })[];
}

export const publicDepartmentColumns = {
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

// ---------------------------------------------------------------------------------------------
// Admin: every department whatever its status, and the changes made from the manager.

export interface AdminDepartment extends PublicDepartment {
  isActive: boolean;
  categoryCount: number;
}

/** What the department form saves; the slug is derived from the name. */
export interface DepartmentInput {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  displayOrder: number;
  isActive: boolean;
}

/** Outcome of a create or update: the saved row, or why nothing was saved. */
export type SaveResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: "duplicate" | "not-found" | "department-unavailable" };

/** Outcome of a delete: refused while other rows still belong to it (`count` of them). */
export type DeleteResult =
  | { ok: true }
  | { ok: false; error: "in-use"; count: number }
  | { ok: false; error: "not-found" };

const adminDepartmentColumns = {
  ...publicDepartmentColumns,
  isActive: departments.isActive,
  // Spelled out: inside a subquery drizzle leaves columns unqualified, and "id" would be the category's.
  categoryCount:
    sql<number>`(SELECT count(*) FROM product_categories c WHERE c.department_id = departments.id)`.mapWith(Number),
};

/** Every department, by display order, each with its number of categories. */
export async function listDepartmentsForAdmin(): Promise<AdminDepartment[]> {
  return db()
    .select(adminDepartmentColumns)
    .from(departments)
    .orderBy(asc(departments.displayOrder), asc(departments.id));
}

export async function getDepartmentForAdmin(id: number): Promise<AdminDepartment | null> {
  const [row] = await db().select(adminDepartmentColumns).from(departments).where(eq(departments.id, id)).limit(1);
  return row ?? null;
}

/** The stored columns of a department form, the slug made from the name (categories use it too). */
export function departmentValues(input: DepartmentInput) {
  return {
    slug: slugify(input.name),
    name: input.name,
    nameEn: input.nameEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
  };
}

export async function createDepartment(input: DepartmentInput): Promise<SaveResult<AdminDepartment>> {
  try {
    const values = departmentValues(input);
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx.insert(departments).values(values).returning({ id: departments.id });
      // A new department that takes an old address wins over its redirect.
      if (inserted) await releaseSlug(tx, { kind: "department", id: inserted.id }, values.slug);
      return inserted;
    });
    const saved = row && (await getDepartmentForAdmin(row.id));
    if (!saved) throw new Error("The department was not saved");
    return { ok: true, value: saved };
  } catch (error) {
    if (isUniqueViolation(error, "departments_slug_unique")) return { ok: false, error: "duplicate" };
    throw error;
  }
}

export async function updateDepartment(id: number, input: DepartmentInput): Promise<SaveResult<AdminDepartment>> {
  try {
    const values = departmentValues(input);
    const found = await db().transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: departments.slug })
        .from(departments)
        .where(eq(departments.id, id))
        .for("update");
      if (!before) return false;
      await tx.update(departments).set(values).where(eq(departments.id, id));
      // A new name is a new slug: the old addresses lead here from now on.
      await recordSlugChange(tx, { kind: "department", id }, { slug: before.slug }, values.slug);
      return true;
    });
    if (!found) return { ok: false, error: "not-found" };
    const row = { id };
    const saved = await getDepartmentForAdmin(row.id);
    if (!saved) return { ok: false, error: "not-found" };
    return { ok: true, value: saved };
  } catch (error) {
    if (isUniqueViolation(error, "departments_slug_unique")) return { ok: false, error: "duplicate" };
    throw error;
  }
}

/** Shows or hides a department on the public site; false when it does not exist. */
export function setDepartmentActive(id: number, isActive: boolean): Promise<boolean> {
  return setRowActive(departments, id, isActive);
}

/** Deletes a department that has no categories; one that still has some is left alone. */
export function deleteDepartment(id: number): Promise<DeleteResult> {
  return deleteUnlessReferenced(departments, id, productCategories, productCategories.departmentId);
}

/** Shows or hides a row of a catalogue table; false when it does not exist. */
export async function setRowActive(
  table: typeof departments | typeof productCategories | typeof productItems,
  id: number,
  isActive: boolean,
): Promise<boolean> {
  const rows = await db().update(table).set({ isActive }).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Deletes a row that no child row names (a department's categories, a category's products):
 * with children it is left alone and their count answered; a child added meanwhile is caught
 * by the foreign key.
 */
export async function deleteUnlessReferenced(
  table: typeof departments | typeof productCategories,
  id: number,
  children: typeof productCategories | typeof productItems,
  parentColumn: typeof productCategories.departmentId | typeof productItems.categoryId,
): Promise<DeleteResult> {
  const references = async () => {
    const [row] = await db().select({ n: count() }).from(children).where(eq(parentColumn, id));
    return Number(row?.n ?? 0);
  };
  const remaining = await references();
  if (remaining > 0) return { ok: false, error: "in-use", count: remaining };
  try {
    const rows = await db().delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length ? { ok: true } : { ok: false, error: "not-found" };
  } catch (error) {
    if (isStillReferenced(error)) return { ok: false, error: "in-use", count: await references() };
    throw error;
  }
}
