/** The departments page: every active department as a card. */
import { type Lang, pick } from "~/i18n/lang";
import { describedLink } from "~/lib/catalog-views";
import type { DepartmentCardView } from "~/lib/department-views";
import {
  type DepartmentWithCategories,
  listActiveDepartmentsWithCategories,
} from "~/server/services/departments.server";

/** How many category names a department card shows before '+N danh mục khác'. */
export const CARD_CATEGORY_NAMES = 2;

export function departmentCardView(department: DepartmentWithCategories, lang: Lang): DepartmentCardView {
  const names = department.categories.map((c) => pick(c.name, c.nameEn, lang));
  return {
    ...describedLink(department, lang),
    categoryCount: names.length,
    firstCategories: names.slice(0, CARD_CATEGORY_NAMES),
    moreCategories: Math.max(0, names.length - CARD_CATEGORY_NAMES),
  };
}

export async function getDepartmentsPage(lang: Lang) {
  const departments = await listActiveDepartmentsWithCategories();
  return { departments: departments.map((d) => departmentCardView(d, lang)) };
}
