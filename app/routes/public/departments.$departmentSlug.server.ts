/** A department's page: its categories with their product counts. */
import { data, redirect } from "react-router";
import { type Lang, localizePath } from "~/i18n/lang";
import { describedLink } from "~/lib/catalog-views";
import type { CategoryCountView, DepartmentDetailView } from "~/lib/department-views";
import { type CategoryWithCount, listActiveCategoriesWithCounts } from "~/server/services/categories.server";
import { getActiveDepartmentBySlug, type PublicDepartment } from "~/server/services/departments.server";
import { findDepartmentRedirect } from "~/server/services/redirects.server";

export function departmentDetailView(
  department: PublicDepartment,
  categories: CategoryWithCount[],
  lang: Lang,
): DepartmentDetailView {
  return {
    ...describedLink(department, lang),
    categories: categories.map(
      (c): CategoryCountView => ({ ...describedLink(c, lang), productsCount: c.productsCount }),
    ),
  };
}

/** 404 when the department is unknown or hidden; an old slug of a renamed one answers 301. */
export async function getDepartmentPage(slug: string, url: URL, lang: Lang) {
  const department = await getActiveDepartmentBySlug(slug);
  if (!department) {
    const moved = await findDepartmentRedirect(slug);
    if (moved) throw redirect(`${localizePath(`/departments/${moved}`, lang)}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const categories = await listActiveCategoriesWithCounts(department.id);
  return { department: departmentDetailView(department, categories, lang) };
}
