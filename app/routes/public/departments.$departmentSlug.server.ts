/** A department's page: its categories with their product counts. */
import { data } from "react-router";
import { type Lang, pick } from "~/i18n/lang";
import type { CategoryCountView, DepartmentDetailView } from "~/lib/department-views";
import { type CategoryWithCount, listActiveCategoriesWithCounts } from "~/server/services/categories.server";
import { getActiveDepartmentBySlug, type PublicDepartment } from "~/server/services/departments.server";

export function departmentDetailView(
  department: PublicDepartment,
  categories: CategoryWithCount[],
  lang: Lang,
): DepartmentDetailView {
  return {
    slug: department.slug,
    name: pick(department.name, department.nameEn, lang),
    description: pick(department.description, department.descriptionEn, lang),
    categories: categories.map(
      (c): CategoryCountView => ({
        slug: c.slug,
        name: pick(c.name, c.nameEn, lang),
        description: pick(c.description, c.descriptionEn, lang),
        productsCount: c.productsCount,
      }),
    ),
  };
}

/** 404 when the department is unknown or hidden. */
export async function getDepartmentPage(slug: string, lang: Lang) {
  const department = await getActiveDepartmentBySlug(slug);
  if (!department) throw data(null, { status: 404 });
  const categories = await listActiveCategoriesWithCounts(department.id);
  return { department: departmentDetailView(department, categories, lang) };
}
