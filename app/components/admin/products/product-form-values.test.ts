import { describe, expect, it } from "vitest";
import type { EditableProduct } from "~/lib/admin-product";
import { productFormSchema } from "~/lib/validation/product";
import {
  draftOf,
  fieldsOf,
  openingFields,
  productBody,
  productListHref,
  withDepartment,
  withName,
} from "./product-form-values";

const product: EditableProduct = {
  id: 7,
  departmentId: 2,
  categoryId: 5,
  name: "Máy thở",
  nameEn: "Ventilator",
  slug: "may-tho",
  description: "",
  descriptionEn: "",
  brands: ["Dräger"],
  imageUrl: null,
  gallery: [],
  features: [
    { id: "f1", text: "Một", textEn: "", order: 1 },
    { id: "f2", text: "Hai", textEn: "", order: 4 },
  ],
  specifications: [{ key: "Công suất", keyEn: "", value: "250 W", valueEn: "", order: 1 }],
  riskClass: "B",
  circulationNumber: "2300123ĐKLH/BYT-HTTB",
  countryOfOrigin: "Nhật Bản",
  countryOfOriginEn: null,
  displayOrder: 3,
  isActive: true,
  isFeatured: false,
  version: "2026-01-01T00:00:00.000000Z",
};
const noPreset = { departmentId: null, categoryId: null };

describe("product form values", () => {
  it("opens a new product in the preset department and category, active, order 0", () => {
    const fields = openingFields({ product: null, preset: { departmentId: 1, categoryId: 3 } });
    expect(draftOf(fields)).toEqual({
      departmentId: 1,
      categoryId: 3,
      name: "",
      nameEn: "",
      slug: "",
      description: "",
      descriptionEn: "",
      brands: [],
      imageUrl: null,
      gallery: [],
      features: [],
      specifications: [],
      riskClass: "",
      circulationNumber: "",
      countryOfOrigin: "",
      countryOfOriginEn: "",
      displayOrder: "0",
      isActive: true,
      isFeatured: false,
    });
  });

  it("gives specifications form-only uids that a draft leaves out and a restore gives back", () => {
    const fields = openingFields({ product, preset: noPreset });
    expect(fields.specifications[0]?.uid).toMatch(/^spec-/);
    const draft = draftOf(fields);
    expect(draft.specifications).toEqual(product.specifications);
    expect(draftOf(fieldsOf(draft))).toEqual(draft);
  });

  it("posts what the action parses: lists as JSON numbered in the order shown, checkboxes as 'on'", () => {
    const fields = openingFields({ product, preset: noPreset });
    const body = productBody({ ...fields, features: [...fields.features].reverse() });
    expect(body).toMatchObject({ categoryId: "5", imageUrl: "", displayOrder: "3", isActive: "on", isFeatured: "" });
    expect(JSON.parse(body.features ?? "")).toEqual([
      { id: "f2", text: "Hai", textEn: "", order: 1 },
      { id: "f1", text: "Một", textEn: "", order: 2 },
    ]);
    expect(body.specifications).not.toContain("uid");
    expect(productFormSchema.safeParse(body).success).toBe(true);
    expect(productBody({ ...fields, categoryId: null }).categoryId).toBe("");
  });

  it("posts the risk class and circulation number as typed; empty ones parse as not set", () => {
    const fields = openingFields({ product, preset: noPreset });
    const body = productBody(fields);
    expect(body).toMatchObject({ riskClass: "B", circulationNumber: "2300123ĐKLH/BYT-HTTB" });
    expect(productFormSchema.parse(body)).toMatchObject({ riskClass: "B", circulationNumber: "2300123ĐKLH/BYT-HTTB" });
    const cleared = productFormSchema.parse(productBody({ ...fields, riskClass: "", circulationNumber: "  " }));
    expect(cleared).toMatchObject({ riskClass: null, circulationNumber: null });
  });

  it("opens a saved product's origin as typed, an unset one as empty; both post as typed and parse back", () => {
    const fields = openingFields({ product, preset: noPreset });
    expect(fields).toMatchObject({ countryOfOrigin: "Nhật Bản", countryOfOriginEn: "" });
    const body = productBody({ ...fields, countryOfOriginEn: " Japan " });
    expect(body).toMatchObject({ countryOfOrigin: "Nhật Bản", countryOfOriginEn: " Japan " });
    expect(productFormSchema.parse(body)).toMatchObject({ countryOfOrigin: "Nhật Bản", countryOfOriginEn: "Japan" });
    expect(productFormSchema.parse(productBody(fields))).toMatchObject({ countryOfOriginEn: null });
    expect(body).not.toHaveProperty("departmentId");
  });

  it("lets the slug follow the name until someone writes a slug of their own", () => {
    const fields = openingFields({ product: null, preset: noPreset });
    const named = { ...fields, ...withName(fields, "Máy nội soi") };
    expect(named.slug).toBe("may-noi-soi");
    expect(withName(named, "Máy nội soi mềm")).toEqual({ name: "Máy nội soi mềm", slug: "may-noi-soi-mem" });
    expect(withName({ ...named, slug: "rieng" }, "Khác")).toEqual({ name: "Khác", slug: "rieng" });
  });

  it("clears the category when the department changes", () => {
    expect(withDepartment(4)).toEqual({ departmentId: 4, categoryId: null });
  });

  it("goes back to the list as it was filtered, else to the product's category", () => {
    expect(productListHref({ listSearch: "?q=may" }, 1, 2)).toBe("/admin/products?q=may");
    expect(productListHref({ listSearch: "q=may" }, 1, 2)).toBe("/admin/products?department=1&category=2");
    expect(productListHref(null, 1, null)).toBe("/admin/products");
  });
});
