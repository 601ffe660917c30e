import { describe, expect, it } from "vitest";
import {
  cellLines,
  columnLetter,
  columnOfIssue,
  guardFormula,
  productToCells,
  readRow,
  unguardFormula,
} from "./product-sheet";

describe("the product spreadsheet's cells", () => {
  it("numbers columns as a spreadsheet does", () => {
    expect([1, 2, 26, 27, 52, 703].map(columnLetter)).toEqual(["A", "B", "Z", "AA", "AZ", "AAA"]);
  });

  it("splits a cell into trimmed lines, whatever the line breaks, without trailing empty lines", () => {
    expect(cellLines(" a \r\nb\rc\n\n \n")).toEqual(["a", "b", "c"]);
    expect(cellLines("")).toEqual([]);
  });

  it("pairs English lines with Vietnamese ones by position and reads 'key: value' at the first colon", () => {
    const { values, problems } = readRow({
      features: "Nhẹ\nBền",
      features_en: "\nDurable",
      specifications: "Tỷ lệ: 16:9",
      specifications_en: "Ratio: 16:9",
    });
    expect(problems).toEqual([]);
    expect(values.features).toEqual([
      { id: "feature-1", text: "Nhẹ", textEn: "", order: 1 },
      { id: "feature-2", text: "Bền", textEn: "Durable", order: 2 },
    ]);
    expect(values.specifications).toEqual([{ key: "Tỷ lệ", value: "16:9", keyEn: "Ratio", valueEn: "16:9", order: 1 }]);
  });

  it("reads flags and orders, and leaves absent columns out (an update keeps them)", () => {
    expect(readRow({ is_active: "", is_featured: "có", display_order: " 7 " }).values).toEqual({
      isActive: true,
      isFeatured: true,
      displayOrder: 7,
    });
    expect(
      readRow({ is_active: "maybe", display_order: "1.5", category: "a/b/c" }).problems.map((p) => p.column),
    ).toEqual(["display_order", "is_active", "category"]);
  });

  it("writes a product's row and reads it back to the same values", () => {
    const product = {
      id: 1,
      departmentId: 1,
      categoryId: 2,
      name: "Máy",
      nameEn: "Device",
      slug: "may",
      description: "Dòng 1\nDòng 2",
      descriptionEn: "",
      brands: ["A", "B"],
      imageUrl: null,
      gallery: [
        { url: "/uploads/products/a.webp", alt: "Mặt trước", altEn: "Front" },
        { url: "https://example.com/b.jpg", alt: "Mặt sau", altEn: "" },
        { url: "/uploads/products/c.webp", alt: "", altEn: "" },
      ],
      features: [{ id: "x", text: "Nhẹ", textEn: "Light", order: 1 }],
      specifications: [{ key: "Nặng", keyEn: "", value: "2 kg", valueEn: "", order: 1 }],
      riskClass: "C" as const,
      circulationNumber: "2300123ĐKLH/BYT-HTTB",
      countryOfOrigin: "Nhật Bản",
      countryOfOriginEn: null,
      displayOrder: 3,
      isActive: false,
      isFeatured: true,
    };
    const cells = productToCells(product, "khoa/danh-muc");
    expect(cells.specifications_en).toBe("");
    expect(cells).toMatchObject({ country_of_origin: "Nhật Bản", country_of_origin_en: "" });
    const row = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, String(v)]));
    const { values, categoryRef, problems } = readRow(row);
    expect(problems).toEqual([]);
    expect(categoryRef).toBe("khoa/danh-muc");
    expect(values).toMatchObject({
      name: "Máy",
      brands: ["A", "B"],
      features: [{ text: "Nhẹ", textEn: "Light" }],
      specifications: [{ key: "Nặng", value: "2 kg", keyEn: "", valueEn: "" }],
      displayOrder: 3,
      isActive: false,
      isFeatured: true,
      imageUrl: "",
      gallery: product.gallery,
      riskClass: "C",
      circulationNumber: "2300123ĐKLH/BYT-HTTB",
      countryOfOrigin: "Nhật Bản",
      countryOfOriginEn: "",
    });
  });

  it("puts a feature's English problem in the English column", () => {
    expect(columnOfIssue(["features", 0, "textEn"])).toBe("features_en");
    expect(columnOfIssue(["specifications", 2, "key"])).toBe("specifications");
    expect(columnOfIssue(["categoryId"])).toBe("category");
    expect(columnOfIssue(["riskClass"])).toBe("risk_class");
    expect(columnOfIssue(["circulationNumber"])).toBe("circulation_number");
    expect(columnOfIssue(["countryOfOriginEn"])).toBe("country_of_origin_en");
    expect(columnOfIssue(["imageUrl"])).toBe("image");
  });

  it("keeps a spreadsheet from running a cell as a formula, and takes the guard off again", () => {
    expect(guardFormula("=1+1")).toBe("'=1+1");
    expect(guardFormula("Máy")).toBe("Máy");
    expect(unguardFormula("'=1+1")).toBe("=1+1");
    expect(unguardFormula("'quoted")).toBe("'quoted");
  });
});
