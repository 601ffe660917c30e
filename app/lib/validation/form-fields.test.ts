import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { articleDraftSchema, productDraftSchema } from "./drafts";
import {
  columnLabelsOf,
  draftSchemaOf,
  fieldLabelsOf,
  flagField,
  formBody,
  idField,
  initialValuesOf,
  maxLengthOf,
  optionalField,
  savedValuesOf,
  textField,
  wholeNumberField,
} from "./form-fields";
import { NEWS_LIMITS, newsFormSchema } from "./news";
import { PRODUCT_LIMITS, productFormSchema } from "./product";

const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value : null),
    z.string().trim().max(max).nullable(),
  );

/** The product form with one more field, as a change to its schema alone would add it. */
const extended = productFormSchema.extend({
  warrantyMonths: wholeNumberField(z.coerce.number().int().min(0), "Bảo hành (tháng)", 12),
  modelNumber: optionalField(optionalLine(40), "Mã model"),
});

describe("a form declared once in its schema", () => {
  it("gives a field added to the schema a draft check, a new item's value, a saved item's value and a label", () => {
    const draft = draftSchemaOf(extended);
    expect(Object.keys(draft.shape)).toEqual(Object.keys(extended.shape));
    expect(draft.shape.modelNumber.parse("EG-2990i")).toBe("EG-2990i");
    // Bounded by the field's own maximum; a draft from before the field existed fills in as empty.
    expect(draft.shape.modelNumber.parse("x".repeat(41))).toBe("");
    expect(draft.shape.modelNumber.parse(undefined)).toBe("");
    expect(draft.shape.warrantyMonths.safeParse("x".repeat(21)).success).toBe(false);

    expect(initialValuesOf(extended)).toMatchObject({ warrantyMonths: "12", modelNumber: "" });
    const saved = extended.parse(
      formBody({ ...initialValuesOf(extended), name: "Máy", slug: "may", categoryId: 3, brands: ["A"] }),
    );
    expect(saved).toMatchObject({ warrantyMonths: 12, modelNumber: null });
    expect(savedValuesOf(extended, { ...saved, warrantyMonths: 24, modelNumber: "EG-2990i" })).toMatchObject({
      warrantyMonths: "24",
      modelNumber: "EG-2990i",
    });

    expect(fieldLabelsOf(extended)).toMatchObject({ warrantyMonths: "Bảo hành (tháng)", modelNumber: "Mã model" });
    expect(columnLabelsOf(extended)).toMatchObject({ warranty_months: "Bảo hành (tháng)", model_number: "Mã model" });
  });

  it("refuses to derive from a field declared without what the editors need, or one schema declared twice", () => {
    const undeclared = productFormSchema.extend({ note: z.string() });
    expect(() => initialValuesOf(undeclared as never)).toThrow(/"note"/);
    const shared = z.string().max(5);
    textField(shared, "Một");
    expect(() => textField(shared, "Hai")).toThrow(/twice/);
  });

  it("reads a text's maximum through defaults, nullables and preprocessing", () => {
    expect(maxLengthOf(z.string().max(7).default(""))).toBe(7);
    expect(maxLengthOf(optionalLine(9))).toBe(9);
    expect(maxLengthOf(z.boolean())).toBeNull();
    expect(() => textField(z.string(), "Không giới hạn")).toThrow(/maximum/);
  });

  it("posts values as a form does: none and unchecked empty, checked 'on', numbers as digits, lists as JSON", () => {
    expect(formBody({ a: null, b: false, c: true, d: 5, e: "x", f: ["y"], g: undefined })).toEqual({
      a: "",
      b: "",
      c: "on",
      d: "5",
      e: "x",
      f: '["y"]',
      g: "",
    });
  });

  it("keeps the kinds' values: an id is none until chosen, a checkbox its initial state", () => {
    const schema = z.object({
      pick: idField(z.coerce.number().int().positive(), "Chọn"),
      on: flagField(z.boolean(), "Bật", true),
    });
    expect(initialValuesOf(schema)).toEqual({ pick: null, on: true });
    expect(draftSchemaOf(schema).parse({ pick: null, on: false, extra: 1 })).toEqual({ pick: null, on: false });
  });
});

describe("the product's draft schema, derived from its form", () => {
  it("bounds every text by the form's limits and requires nothing", () => {
    const shape = productDraftSchema.shape;
    expect(shape.name.safeParse("").success).toBe(true);
    expect(shape.name.safeParse("x".repeat(PRODUCT_LIMITS.name + 1)).success).toBe(false);
    expect(shape.countryOfOrigin.parse("x".repeat(PRODUCT_LIMITS.countryOfOrigin + 1))).toBe("");
    expect(shape.departmentId.parse(null)).toBeNull();
  });

  it("fills what an older draft lacks and drops what it does not know", () => {
    const older = {
      departmentId: 1,
      categoryId: 2,
      name: "Máy",
      nameEn: "",
      slug: "may",
      description: "",
      descriptionEn: "",
      brands: ["A"],
      imageUrl: "javascript:alert(1)",
      features: [],
      specifications: [],
      displayOrder: "0",
      isActive: true,
      isFeatured: false,
      retired: "x",
    };
    const parsed = productDraftSchema.parse(older);
    expect(parsed).toMatchObject({
      imageUrl: null,
      gallery: [],
      riskClass: "",
      countryOfOrigin: "",
      countryOfOriginEn: "",
    });
    expect(parsed).not.toHaveProperty("retired");
  });
});

describe("the article's draft schema, derived from its form", () => {
  it("has every field of the form, each bounded by its limit, with an older draft's gaps and bad values filled", () => {
    expect(Object.keys(articleDraftSchema.shape)).toEqual(Object.keys(newsFormSchema.shape));
    const shape = articleDraftSchema.shape;
    expect(shape.title.safeParse("x".repeat(NEWS_LIMITS.title + 1)).success).toBe(false);
    expect(shape.tagsEn.safeParse(Array(NEWS_LIMITS.tags + 1).fill("a")).success).toBe(false);
    expect(shape.category.parse("khong-co")).toBe("");
    expect(shape.featuredImage.parse("javascript:alert(1)")).toBeNull();
    expect(shape.publishAt.parse("2026-12-24T08:00")).toBe("2026-12-24T08:00");
  });

  it("opens a new article empty, as a draft, and labels each language's field apart", () => {
    expect(initialValuesOf(newsFormSchema)).toMatchObject({ title: "", category: "", tags: [], isPublished: false });
    expect(fieldLabelsOf(newsFormSchema)).toMatchObject({ tags: "Thẻ", tagsEn: "Thẻ (tiếng Anh)" });
    expect(columnLabelsOf(newsFormSchema)).toMatchObject({ title_en: "Tiêu đề (tiếng Anh)" });
  });
});
