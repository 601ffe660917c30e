import { describe, expect, it } from "vitest";
import type { CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { categoryRows, departmentRows } from "./catalog-rows";

const named = { nameEn: "", descriptionEn: "", slug: "" };
const departments: DepartmentRow[] = [
  {
    ...named,
    id: 1,
    name: "Khoa Nội soi",
    description: "Máy nội soi",
    isActive: true,
    displayOrder: 1,
    categoryCount: 2,
  },
  { ...named, id: 2, name: "Phòng mổ", description: "Bàn mổ", isActive: false, displayOrder: 2, categoryCount: 0 },
];
const categories: CategoryRow[] = [
  {
    ...named,
    id: 7,
    name: "Ống soi mềm",
    description: "Ống soi",
    isActive: true,
    displayOrder: 0,
    departmentId: 1,
    departmentName: "Khoa Nội soi",
    productCount: 3,
  },
];

describe("catalog rows", () => {
  it("lists departments matching the search, case and diacritics ignored, each opening its categories", () => {
    const rows = departmentRows(departments, "MAY NOI SOI", (n) => `${n} danh mục`);
    expect(rows).toEqual([
      {
        id: 1,
        name: "Khoa Nội soi",
        note: "2 danh mục",
        description: "Máy nội soi",
        isActive: true,
        displayOrder: 1,
        href: "/admin/categories?department=1",
      },
    ]);
    expect(departmentRows(departments, "  ", String)).toHaveLength(2);
  });

  it("finds a category by its department's name too", () => {
    expect(categoryRows(categories, "khoa noi soi", (n) => `${n} sản phẩm`)).toMatchObject([
      { id: 7, note: "3 sản phẩm" },
    ]);
    expect(categoryRows(categories, "phòng mổ", String)).toEqual([]);
  });
});
