import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { departments } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import {
  createDepartment,
  deleteDepartment,
  getActiveDepartmentBySlug,
  getDepartmentForAdmin,
  listActiveDepartments,
  listDepartmentsForAdmin,
  setDepartmentActive,
  updateDepartment,
} from "./departments.server";

setupTestDatabase();

const input = (name: string, values: Partial<Parameters<typeof createDepartment>[0]> = {}) => ({
  name,
  nameEn: "",
  description: `Mô tả ${name}`,
  descriptionEn: "",
  displayOrder: 0,
  isActive: true,
  ...values,
});

describe("departments in the admin", () => {
  it("lists every department, active or not, by display order with its category count", async () => {
    const second = await factories.createDepartment({ name: "Khoa B", displayOrder: 20, isActive: false });
    const first = await factories.createDepartment({ name: "Khoa A", displayOrder: 10 });
    await factories.createCategory(first.id);
    await factories.createCategory(first.id);
    const list = (await listDepartmentsForAdmin()).filter((d) => [first.id, second.id].includes(d.id));
    expect(list.map((d) => [d.name, d.isActive, d.categoryCount])).toEqual([
      ["Khoa A", true, 2],
      ["Khoa B", false, 0],
    ]);
  });

  it("creates a department with a slug from its name and the English fields", async () => {
    const result = await createDepartment(
      input("Khoa Chẩn đoán hình ảnh", { nameEn: "Imaging", descriptionEn: "Imaging department", displayOrder: 7 }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value).toMatchObject({
      slug: "khoa-chan-doan-hinh-anh",
      name: "Khoa Chẩn đoán hình ảnh",
      nameEn: "Imaging",
      descriptionEn: "Imaging department",
      displayOrder: 7,
      isActive: true,
      categoryCount: 0,
    });
    expect(await getDepartmentForAdmin(result.value.id)).toEqual(result.value);
  });

  it("answers duplicate for a name whose slug exists (departments_slug_unique)", async () => {
    expect((await createDepartment(input("Phòng Mổ"))).ok).toBe(true);
    expect(await createDepartment(input("phòng mổ"))).toEqual({ ok: false, error: "duplicate" });
    const other = await createDepartment(input("Phòng Hồi sức"));
    if (!other.ok) throw new Error(other.error);
    expect(await updateDepartment(other.value.id, input("Phòng  mổ!"))).toEqual({ ok: false, error: "duplicate" });
  });

  it("updates every field and the slug; an unknown id is not found", async () => {
    const created = await createDepartment(input("Khoa Cũ"));
    if (!created.ok) throw new Error(created.error);
    const updated = await updateDepartment(
      created.value.id,
      input("Khoa Mới", { description: "Mới", nameEn: "New", displayOrder: 3, isActive: false }),
    );
    if (!updated.ok) throw new Error(updated.error);
    expect(updated.value).toMatchObject({ slug: "khoa-moi", name: "Khoa Mới", description: "Mới", nameEn: "New" });
    expect(updated.value).toMatchObject({ displayOrder: 3, isActive: false });
    expect(await updateDepartment(999_999, input("Không có"))).toEqual({ ok: false, error: "not-found" });
  });

  it("toggles the status, which the public reads follow", async () => {
    const department = await factories.createDepartment({ slug: "khoa-an-hien", name: "Khoa Ẩn hiện" });
    expect(await setDepartmentActive(department.id, false)).toBe(true);
    expect(await getActiveDepartmentBySlug("khoa-an-hien")).toBeNull();
    expect((await listActiveDepartments()).map((d) => d.id)).not.toContain(department.id);
    expect(await setDepartmentActive(department.id, true)).toBe(true);
    expect(await getActiveDepartmentBySlug("khoa-an-hien")).not.toBeNull();
    expect(await setDepartmentActive(999_999, true)).toBe(false);
  });

  it("deletes an empty department", async () => {
    const department = await factories.createDepartment();
    expect(await deleteDepartment(department.id)).toEqual({ ok: true });
    expect(await db().select().from(departments).where(eq(departments.id, department.id))).toHaveLength(0);
    expect(await deleteDepartment(department.id)).toEqual({ ok: false, error: "not-found" });
  });

  it("refuses to delete a department that still has categories, and deletes nothing", async () => {
    const department = await factories.createDepartment();
    for (let i = 0; i < 4; i++) await factories.createCategory(department.id);
    expect(await deleteDepartment(department.id)).toEqual({ ok: false, error: "in-use", count: 4 });
    expect(await getDepartmentForAdmin(department.id)).toMatchObject({ categoryCount: 4 });
  });
});
