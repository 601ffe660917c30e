import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import {
  createCategory,
  deleteCategory,
  getCategoryForAdmin,
  listActiveCategoriesWithCounts,
  listCategoriesForAdmin,
  setCategoryActive,
  updateCategory,
} from "./categories.server";

setupTestDatabase();

const input = (departmentId: number, name: string, values: Partial<Parameters<typeof createCategory>[0]> = {}) => ({
  departmentId,
  name,
  nameEn: "",
  description: `Mô tả ${name}`,
  descriptionEn: "",
  displayOrder: 0,
  isActive: true,
  ...values,
});

describe("categories in the admin", () => {
  it("lists categories with their department's name and product count, by display order", async () => {
    const department = await factories.createDepartment({ name: "Khoa Liệt kê" });
    const other = await factories.createDepartment();
    const late = await factories.createCategory(department.id, { name: "Sau", displayOrder: 9, isActive: false });
    const early = await factories.createCategory(department.id, { name: "Trước", displayOrder: 1 });
    await factories.createCategory(other.id);
    await factories.createProduct(early.id);
    await factories.createProduct(early.id, { isActive: false });

    const list = await listCategoriesForAdmin(department.id);
    expect(list.map((c) => [c.id, c.departmentName, c.productCount, c.isActive])).toEqual([
      [early.id, "Khoa Liệt kê", 2, true],
      [late.id, "Khoa Liệt kê", 0, false],
    ]);
    const all = await listCategoriesForAdmin();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await getCategoryForAdmin(early.id)).toMatchObject({ name: "Trước", departmentId: department.id });
    expect(await getCategoryForAdmin(999_999)).toBeNull();
  });

  it("creates a category in an active department with a slug from its name", async () => {
    const department = await factories.createDepartment();
    const result = await createCategory(input(department.id, "Máy thở & Oxy", { nameEn: "Ventilators" }));
    if (!result.ok) throw new Error(result.error);
    expect(result.value).toMatchObject({ slug: "may-tho-oxy", nameEn: "Ventilators", productCount: 0 });
  });

  it("adds to a hidden department being prepared, refuses a missing one", async () => {
    const hidden = await factories.createDepartment({ isActive: false });
    expect((await createCategory(input(hidden.id, "Chuẩn bị"))).ok).toBe(true);
    expect(await createCategory(input(999_999, "Không có"))).toEqual({ ok: false, error: "department-unavailable" });
  });

  it("answers duplicate within one department (product_categories_department_slug_unique), not across", async () => {
    const a = await factories.createDepartment();
    const b = await factories.createDepartment();
    expect((await createCategory(input(a.id, "Bàn mổ"))).ok).toBe(true);
    expect(await createCategory(input(a.id, "BÀN MỔ"))).toEqual({ ok: false, error: "duplicate" });
    expect((await createCategory(input(b.id, "Bàn mổ"))).ok).toBe(true);
    // Moving one onto the other's name in the same department collides too.
    const moved = await createCategory(input(b.id, "Đèn mổ"));
    if (!moved.ok) throw new Error(moved.error);
    expect(await updateCategory(moved.value.id, input(b.id, "Bàn mổ"))).toEqual({ ok: false, error: "duplicate" });
  });

  it("updates a category, keeps it in an inactive department but moves it only to active ones", async () => {
    const hidden = await factories.createDepartment({ isActive: false });
    const active = await factories.createDepartment({ name: "Khoa Đích" });
    const otherHidden = await factories.createDepartment({ isActive: false });
    const category = await factories.createCategory(hidden.id, { name: "Cũ" });
    const kept = await updateCategory(category.id, input(hidden.id, "Mới", { displayOrder: 4 }));
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.value).toMatchObject({ name: "Mới", slug: "moi", displayOrder: 4 });
    expect(await updateCategory(category.id, input(otherHidden.id, "Mới"))).toEqual({
      ok: false,
      error: "department-unavailable",
    });
    const moved = await updateCategory(category.id, input(active.id, "Mới"));
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value).toMatchObject({ departmentId: active.id, departmentName: "Khoa Đích" });
    expect(await updateCategory(999_999, input(active.id, "X"))).toEqual({ ok: false, error: "not-found" });
  });

  it("toggles the status, which the public reads follow", async () => {
    const department = await factories.createDepartment();
    const category = await factories.createCategory(department.id);
    expect(await setCategoryActive(category.id, false)).toBe(true);
    expect((await listActiveCategoriesWithCounts(department.id)).map((c) => c.id)).not.toContain(category.id);
    expect(await setCategoryActive(category.id, true)).toBe(true);
    expect((await listActiveCategoriesWithCounts(department.id)).map((c) => c.id)).toContain(category.id);
    expect(await setCategoryActive(999_999, true)).toBe(false);
  });

  it("deletes an empty category, refuses one that still has products", async () => {
    const department = await factories.createDepartment();
    const empty = await factories.createCategory(department.id);
    const full = await factories.createCategory(department.id);
    await factories.createProduct(full.id);
    await factories.createProduct(full.id, { isActive: false });
    await factories.createProduct(full.id);
    expect(await deleteCategory(empty.id)).toEqual({ ok: true });
    expect(await getCategoryForAdmin(empty.id)).toBeNull();
    expect(await deleteCategory(full.id)).toEqual({ ok: false, error: "in-use", count: 3 });
    expect(await getCategoryForAdmin(full.id)).not.toBeNull();
    expect(await deleteCategory(empty.id)).toEqual({ ok: false, error: "not-found" });
  });
});
