import { describe, expect, it } from "vitest";
import { categoryFormSchema, departmentFormSchema } from "./catalog-structure";
import { fieldErrorsOf } from "./form-errors";

const valid = { name: "Khoa Nội soi", description: "Nội soi chẩn đoán", displayOrder: "2", isActive: "on" };

function errorsOf(schema: typeof departmentFormSchema | typeof categoryFormSchema, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe("the department form schema", () => {
  it("trims text, reads the order and the checkbox", () => {
    expect(
      departmentFormSchema.parse({
        name: "  Khoa Nội soi ",
        nameEn: " Endoscopy ",
        description: " Mô tả  ",
        descriptionEn: "",
        displayOrder: " 12 ",
        isActive: "on",
      }),
    ).toEqual({
      name: "Khoa Nội soi",
      nameEn: "Endoscopy",
      description: "Mô tả",
      descriptionEn: "",
      displayOrder: 12,
      isActive: true,
    });
  });

  it("defaults the English fields, an unchecked box and a missing order", () => {
    expect(departmentFormSchema.parse({ name: "A", description: "B" })).toEqual({
      name: "A",
      nameEn: "",
      description: "B",
      descriptionEn: "",
      displayOrder: 0,
      isActive: false,
    });
  });

  it("reads a non-numeric order as 0", () => {
    for (const displayOrder of ["", "abc", null, undefined, Number.NaN]) {
      expect(departmentFormSchema.parse({ ...valid, displayOrder }).displayOrder).toBe(0);
    }
    expect(departmentFormSchema.parse({ ...valid, displayOrder: 7 }).displayOrder).toBe(7);
  });

  it("answers the specification's texts", () => {
    expect(errorsOf(departmentFormSchema, { ...valid, name: "   " })).toEqual({ name: "Tên là bắt buộc" });
    expect(errorsOf(departmentFormSchema, { ...valid, name: undefined })).toEqual({ name: "Tên là bắt buộc" });
    expect(errorsOf(departmentFormSchema, { ...valid, description: " " })).toEqual({
      description: "Mô tả là bắt buộc",
    });
    expect(errorsOf(departmentFormSchema, { ...valid, displayOrder: "-1" })).toEqual({
      displayOrder: "Thứ tự hiển thị phải >= 0",
    });
  });

  it("refuses a name with nothing to make an address from, and overlong text", () => {
    expect(errorsOf(departmentFormSchema, { ...valid, name: "!!!" })).toEqual({
      name: "Tên phải có ít nhất một chữ cái hoặc chữ số",
    });
    expect(errorsOf(departmentFormSchema, { ...valid, name: "a".repeat(201) }).name).toBeDefined();
    expect(errorsOf(departmentFormSchema, { ...valid, description: "a".repeat(2001) }).description).toBeDefined();
    expect(errorsOf(departmentFormSchema, { ...valid, displayOrder: "1000001" }).displayOrder).toBeDefined();
  });
});

describe("the category form schema", () => {
  it("requires a department", () => {
    expect(errorsOf(categoryFormSchema, valid)).toEqual({ departmentId: "Vui lòng chọn khoa/phòng" });
    expect(errorsOf(categoryFormSchema, { ...valid, departmentId: "" })).toEqual({
      departmentId: "Vui lòng chọn khoa/phòng",
    });
    expect(errorsOf(categoryFormSchema, { ...valid, departmentId: "0" })).toEqual({
      departmentId: "Vui lòng chọn khoa/phòng",
    });
    expect(categoryFormSchema.parse({ ...valid, departmentId: "4" }).departmentId).toBe(4);
  });

  it("lists every problem at once, one message per field", () => {
    expect(errorsOf(categoryFormSchema, { name: "", description: "", displayOrder: "-5" })).toEqual({
      name: "Tên là bắt buộc",
      description: "Mô tả là bắt buộc",
      displayOrder: "Thứ tự hiển thị phải >= 0",
      departmentId: "Vui lòng chọn khoa/phòng",
    });
  });
});
