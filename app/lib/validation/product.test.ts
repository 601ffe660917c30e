import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./form-errors";
import { productFormSchema } from "./product";

const valid = {
  categoryId: "3",
  name: "  Đèn mổ LED  ",
  slug: "den-mo-led",
  brands: JSON.stringify([" Ackermann ", "ackermann", "STERIS", ""]),
  imageUrl: "/uploads/products/1_a_x.jpg",
  features: JSON.stringify([{ id: "f1", text: " Sáng ", order: 1 }]),
  specifications: JSON.stringify([{ key: " Công suất ", value: " 100 W ", order: 1 }]),
  displayOrder: "abc",
  isActive: "on",
};

describe("productFormSchema", () => {
  it("trims, removes duplicate brands and reads a non-numeric order as 0", () => {
    const result = productFormSchema.parse(valid);
    expect(result.name).toBe("Đèn mổ LED");
    expect(result.brands).toEqual(["Ackermann", "STERIS"]);
    expect(result.displayOrder).toBe(0);
    expect(result.isActive).toBe(true);
    expect(result.isFeatured).toBe(false);
    expect(result.features[0]?.text).toBe("Sáng");
    expect(result.specifications[0]).toMatchObject({ key: "Công suất", value: "100 W", keyEn: "" });
    expect(result.categoryId).toBe(3);
  });

  it("answers the specification's messages", () => {
    const result = productFormSchema.safeParse({
      name: " ",
      slug: "Đèn Mổ",
      brands: "[]",
      imageUrl: "javascript:alert(1)",
      displayOrder: "-1",
      features: JSON.stringify([{ id: "f1", text: " ", order: 1 }]),
      specifications: JSON.stringify([{ key: "A", value: " ", order: 1 }]),
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error as never);
    expect(errors).toMatchObject({
      categoryId: "Danh mục là bắt buộc",
      name: "Tên sản phẩm là bắt buộc",
      slug: "Slug chỉ được chứa chữ thường, số và dấu gạch ngang",
      brands: "Ít nhất một thương hiệu là bắt buộc",
      imageUrl: "URL không hợp lệ",
      displayOrder: "Thứ tự hiển thị phải >= 0",
      features: "Nội dung tính năng là bắt buộc",
      specifications: "Thông số và giá trị là bắt buộc",
    });
    const missingSlug = productFormSchema.safeParse({ ...valid, slug: "" });
    expect(fieldErrorsOf(missingSlug.error as never).slug).toBe("Slug URL là bắt buộc");
  });

  it("reads the risk class and circulation number as optional, trimmed, one line, at most 60 characters", () => {
    expect(productFormSchema.parse(valid)).toMatchObject({ riskClass: null, circulationNumber: null });
    expect(
      productFormSchema.parse({ ...valid, riskClass: " b ", circulationNumber: " 2300123ĐKLH/BYT-HTTB " }),
    ).toMatchObject({ riskClass: "B", circulationNumber: "2300123ĐKLH/BYT-HTTB" });
    const refused = productFormSchema.safeParse({
      ...valid,
      riskClass: "E",
      circulationNumber: "1".repeat(61),
    });
    expect(fieldErrorsOf(refused.error as never)).toMatchObject({
      riskClass: "Phân loại chỉ là A, B, C hoặc D",
      circulationNumber: "Nội dung quá dài",
    });
    expect(productFormSchema.safeParse({ ...valid, circulationNumber: "123\n456" }).success).toBe(false);
  });
});
