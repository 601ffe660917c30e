import { describe, expect, it } from "vitest";
import { getCategoryForAdmin } from "~/server/services/categories.server";
import { getDepartmentForAdmin } from "~/server/services/departments.server";
import { setupTestDatabase } from "~/server/testing/database";
import * as factories from "~/server/testing/factories";
import { handleCatalogAction } from "./categories.server";

setupTestDatabase();

function form(fields: Record<string, string | number | boolean>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
  return data;
}

const department = (fields: Record<string, string | number | boolean> = {}) =>
  form({ intent: "save", kind: "department", name: "Khoa Thử", description: "Mô tả", displayOrder: "1", ...fields });

describe("the department and category manager's action", () => {
  it("creates a department from trimmed text; non-numeric order reads as 0", async () => {
    const answer = await handleCatalogAction(
      department({
        name: "  Khoa Tạo mới  ",
        description: "  Có mô tả ",
        nameEn: " New ",
        displayOrder: "abc",
        isActive: "on",
      }),
    );
    expect(answer).toEqual({
      status: 200,
      result: { ok: true, intent: "save", kind: "department", created: true, id: expect.any(Number) },
    });
    const { getActiveDepartmentBySlug } = await import("~/server/services/departments.server");
    expect(await getActiveDepartmentBySlug("khoa-tao-moi")).toMatchObject({
      name: "Khoa Tạo mới",
      description: "Có mô tả",
      nameEn: "New",
      displayOrder: 0,
    });
  });

  it("answers the specification's validation texts (400: the modal checks first)", async () => {
    const answer = await handleCatalogAction(department({ name: " ", description: "", displayOrder: "-1" }));
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      errors: {
        name: "Tên là bắt buộc",
        description: "Mô tả là bắt buộc",
        displayOrder: "Thứ tự hiển thị phải >= 0",
      },
    });
    const category = await handleCatalogAction(form({ intent: "save", kind: "category", name: "A", description: "B" }));
    expect(category.result).toMatchObject({ ok: false, errors: { departmentId: "Vui lòng chọn khoa/phòng" } });
  });

  it("turns departments_slug_unique into the duplicate department message", async () => {
    await handleCatalogAction(department({ name: "Khoa Trùng" }));
    const answer = await handleCatalogAction(department({ name: "khoa trùng" }));
    expect(answer).toEqual({
      status: 200,
      result: {
        ok: false,
        intent: "save",
        kind: "department",
        message: 'Khoa/phòng với tên "khoa trùng" đã tồn tại. Vui lòng chọn tên khác.',
      },
    });
  });

  it("turns product_categories_department_slug_unique into the duplicate category message", async () => {
    const { id } = await factories.createDepartment();
    const category = (name: string) =>
      form({ intent: "save", kind: "category", departmentId: id, name, description: "Mô tả", displayOrder: 0 });
    expect((await handleCatalogAction(category("Bàn mổ"))).result.ok).toBe(true);
    expect((await handleCatalogAction(category("Bàn Mổ"))).result).toMatchObject({
      ok: false,
      message: 'Danh mục với tên "Bàn Mổ" đã tồn tại trong khoa/phòng này. Vui lòng chọn tên khác.',
    });
  });

  it("refuses a category in a department that does not exist", async () => {
    const answer = await handleCatalogAction(
      form({ intent: "save", kind: "category", departmentId: 999_999, name: "X", description: "Y" }),
    );
    expect(answer.result).toMatchObject({ ok: false, errors: { departmentId: "Vui lòng chọn khoa/phòng" } });
  });

  it("updates by id and toggles the status", async () => {
    const created = await factories.createDepartment({ name: "Khoa Sửa" });
    const edit = await handleCatalogAction(department({ id: created.id, name: "Khoa Đã sửa", isActive: "on" }));
    expect(edit.result).toEqual({ ok: true, intent: "save", kind: "department", created: false, id: created.id });
    expect(await getDepartmentForAdmin(created.id)).toMatchObject({ name: "Khoa Đã sửa", slug: "khoa-da-sua" });

    const off = await handleCatalogAction(
      form({ intent: "toggle", kind: "department", id: created.id, isActive: "false" }),
    );
    expect(off.result.ok).toBe(true);
    expect(await getDepartmentForAdmin(created.id)).toMatchObject({ isActive: false });

    const category = await factories.createCategory(created.id);
    await handleCatalogAction(form({ intent: "toggle", kind: "category", id: category.id, isActive: "false" }));
    expect(await getCategoryForAdmin(category.id)).toMatchObject({ isActive: false });
  });

  it("explains why a department or category cannot be deleted, and deletes nothing", async () => {
    const { id } = await factories.createDepartment();
    const categories = await Promise.all([1, 2, 3, 4].map(() => factories.createCategory(id)));
    const refused = await handleCatalogAction(form({ intent: "delete", kind: "department", id }));
    expect(refused.result).toMatchObject({
      ok: false,
      message: "Không thể xóa: khoa/phòng này còn 4 danh mục. Hãy xóa hoặc chuyển các danh mục trước.",
    });
    const first = categories[0];
    if (!first) throw new Error("no category");
    await factories.createProduct(first.id);
    const withProducts = await handleCatalogAction(form({ intent: "delete", kind: "category", id: first.id }));
    expect(withProducts.result).toMatchObject({
      ok: false,
      message: "Không thể xóa: danh mục này còn 1 sản phẩm. Hãy xóa hoặc chuyển các sản phẩm trước.",
    });
    expect(await getCategoryForAdmin(first.id)).not.toBeNull();

    const empty = categories[1];
    if (!empty) throw new Error("no category");
    expect((await handleCatalogAction(form({ intent: "delete", kind: "category", id: empty.id }))).result.ok).toBe(
      true,
    );
    expect(await getCategoryForAdmin(empty.id)).toBeNull();
  });

  it("refuses a malformed request", async () => {
    const malformed: Record<string, string | number>[] = [
      {},
      { intent: "drop", kind: "department", id: 1 },
      { intent: "delete", kind: "department" },
    ];
    for (const fields of malformed) {
      expect((await handleCatalogAction(form(fields))).status).toBe(400);
    }
  });
});
