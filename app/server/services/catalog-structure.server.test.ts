import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment, createProduct } from "../testing/factories";
import {
  countActiveProducts,
  getActiveCategory,
  listActiveCategoriesBySlug,
  listActiveCategoriesWithCounts,
} from "./categories.server";
import {
  getActiveDepartmentBySlug,
  listActiveDepartments,
  listActiveDepartmentsWithCategories,
} from "./departments.server";

setupTestDatabase();

describe("departments and categories", () => {
  let ids: { or: number; lab: number; tables: number };

  beforeAll(async () => {
    const lab = await createDepartment({ slug: "phong-xet-nghiem", name: "Phòng xét nghiệm", displayOrder: 2 });
    const or = await createDepartment({ slug: "phong-mo", name: "Phòng mổ", displayOrder: 1 });
    await createDepartment({ slug: "khoa-cu", displayOrder: 0, isActive: false });
    const lights = await createCategory(or.id, { slug: "den-mo", name: "Đèn mổ", displayOrder: 2 });
    const tables = await createCategory(or.id, { slug: "ban-mo", name: "Bàn mổ", displayOrder: 1 });
    await createCategory(or.id, { slug: "ngung", name: "Ngừng kinh doanh", displayOrder: 0, isActive: false });
    await createCategory(lab.id, { slug: "den-mo", name: "Đèn phòng xét nghiệm" });
    await createProduct(tables.id);
    await createProduct(tables.id);
    await createProduct(tables.id, { isActive: false });
    await createProduct(lights.id, { isActive: false });
    ids = { or: or.id, lab: lab.id, tables: tables.id };
  });

  it("lists active departments by display order", async () => {
    expect((await listActiveDepartments()).map((d) => d.slug)).toEqual(["phong-mo", "phong-xet-nghiem"]);
  });

  it("lists each active department with its active categories in order", async () => {
    const list = await listActiveDepartmentsWithCategories();
    expect(list.map((d) => [d.slug, d.categories.map((c) => c.slug)])).toEqual([
      ["phong-mo", ["ban-mo", "den-mo"]],
      ["phong-xet-nghiem", ["den-mo"]],
    ]);
  });

  it("reads one active department by slug", async () => {
    expect((await getActiveDepartmentBySlug("phong-mo"))?.name).toBe("Phòng mổ");
    expect(await getActiveDepartmentBySlug("khoa-cu")).toBeNull();
    expect(await getActiveDepartmentBySlug("khong-co")).toBeNull();
  });

  it("counts active products per category", async () => {
    const categories = await listActiveCategoriesWithCounts(ids.or);
    expect(categories.map((c) => [c.slug, c.productsCount])).toEqual([
      ["ban-mo", 2],
      ["den-mo", 0],
    ]);
    expect(await countActiveProducts(ids.tables)).toBe(2);
  });

  it("reads a category by its slug within a department slug", async () => {
    const found = await getActiveCategory("phong-mo", "den-mo");
    expect(found?.category.name).toBe("Đèn mổ");
    expect(found?.department.slug).toBe("phong-mo");
    expect(await getActiveCategory("phong-mo", "ngung")).toBeNull();
    expect((await listActiveCategoriesBySlug("den-mo")).map((c) => c.departmentId)).toEqual([ids.or, ids.lab]);
  });
});
