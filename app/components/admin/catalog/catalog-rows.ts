import type { CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { foldSearchText } from "~/lib/search";
import type { CatalogTableRow } from "./catalog-table";

/** Whether a search (case and diacritics ignored) finds any of the texts; an empty one finds all. */
function matches(query: string, ...texts: string[]) {
  const folded = foldSearchText(query.trim());
  return !folded || texts.some((text) => foldSearchText(text).includes(folded));
}

/** The department list's rows that match the search: each opens its categories. */
export function departmentRows(
  departments: DepartmentRow[],
  query: string,
  categoryCount: (count: number) => string,
): CatalogTableRow[] {
  return departments
    .filter((d) => matches(query, d.name, d.description))
    .map((d) => ({
      id: d.id,
      name: d.name,
      note: categoryCount(d.categoryCount),
      description: d.description,
      isActive: d.isActive,
      displayOrder: d.displayOrder,
      href: `/admin/categories?department=${d.id}`,
    }));
}

/** A department's categories that match the search (its name counts too). */
export function categoryRows(
  categories: CategoryRow[],
  query: string,
  productCount: (count: number) => string,
): CatalogTableRow[] {
  return categories
    .filter((c) => matches(query, c.name, c.description, c.departmentName))
    .map((c) => ({
      id: c.id,
      name: c.name,
      note: productCount(c.productCount),
      description: c.description,
      isActive: c.isActive,
      displayOrder: c.displayOrder,
    }));
}
