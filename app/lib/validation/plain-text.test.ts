import { describe, expect, it } from "vitest";
import { vi as login } from "~/i18n/messages/admin";
import { vi as shared } from "~/i18n/messages/validation";
import { z } from "~/lib/zod";
import { companySchema } from "../settings/schema";
import { categoryFormSchema, departmentFormSchema } from "./catalog-structure";
import { fieldErrorsOf } from "./form-errors";
import { loginSchema } from "./login";
import { newsFormSchema } from "./news";
import { hasControlChars, plainText } from "./plain-text";
import { productFormSchema } from "./product";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const CONTROLS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f"];
const deepList = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("plainText", () => {
  it("refuses every control character; tab and newlines only where the text has lines", () => {
    for (const c of CONTROLS) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`a${c}b`, { multiline: true }), JSON.stringify(c)).toBe(true);
    }
    for (const c of ["\t", "\n", "\r"]) {
      expect(hasControlChars(`a${c}b`)).toBe(true);
      expect(hasControlChars(`a${c}b`, { multiline: true })).toBe(false);
    }
    expect(hasControlChars("Máy thở «ICU» — 100%")).toBe(false);
  });

  it("gives the field the shared message, before its other checks", () => {
    const field = plainText(z.string().trim().min(1, "required"));
    expect(field.safeParse("\u0000").error?.issues.map((i) => i.message)).toEqual([shared.controlChars]);
    expect(field.safeParse("ok").success).toBe(true);
  });
});

describe("every admin form refuses control characters with the field's message", () => {
  it("a department or category name and description", () => {
    const department = { name: "Khoa\u0000Nội", description: "Mô tả\u0007", displayOrder: "1", isActive: "on" };
    expect(errorsOf(departmentFormSchema, department)).toEqual({
      name: shared.controlChars,
      description: shared.controlChars,
    });
    expect(errorsOf(categoryFormSchema, { ...department, departmentId: "1" })).toMatchObject({
      name: shared.controlChars,
    });
    // A description keeps its lines.
    expect(
      departmentFormSchema.safeParse({ name: "Khoa", description: "Dòng 1\r\nDòng 2\tcột", displayOrder: "1" }).success,
    ).toBe(true);
  });

  it("a product's name, brand, and a feature's text inside its JSON list", () => {
    const errors = errorsOf(productFormSchema, {
      categoryId: "1",
      name: "Máy\u0001thở",
      slug: "may-tho",
      brands: JSON.stringify(["Dräger\u0000"]),
      features: JSON.stringify([{ id: "f1", text: "Sáng\u0000", order: 1 }]),
      specifications: "[]",
    });
    expect(errors).toMatchObject({
      name: shared.controlChars,
      brands: shared.controlChars,
      features: shared.controlChars,
    });
  });

  it("an article's title, excerpt and tags", () => {
    const errors = errorsOf(newsFormSchema, {
      title: "Tin\u001bmới",
      slug: "tin-moi",
      excerpt: "Tóm\u0000tắt",
      content: `<p>${"Nội dung đủ dài. ".repeat(10)}</p>`,
      tags: JSON.stringify(["nội\u0000soi"]),
    });
    expect(errors).toMatchObject({
      title: shared.controlChars,
      excerpt: shared.controlChars,
      tags: shared.controlChars,
    });
  });

  it("a settings text (a textarea keeps its lines)", () => {
    const errors = errorsOf(companySchema, { companyName: "An\u0000Việt" });
    expect(errors.companyName).toBe(shared.controlChars);
  });

  it("the sign-in's username answers as a wrong one would (ad%00min)", () => {
    expect(errorsOf(loginSchema, { username: "ad\u0000min", password: "x" })).toEqual({
      username: login.login.invalidCredentials,
    });
  });
});

describe("lists sent as JSON are bounded before they are read", () => {
  it("a deeply nested tag list gets the field's message, not a stack overflow", () => {
    for (const depth of [17, 20_000, 200_000]) {
      const errors = errorsOf(newsFormSchema, {
        title: "T",
        slug: "t",
        excerpt: "E",
        content: "x",
        tags: deepList(depth),
      });
      expect(errors.tags, String(depth)).toBe(shared.listInvalid);
    }
  });

  it("so do a product's features, specifications and brands", () => {
    const deep = deepList(50_000);
    const errors = errorsOf(productFormSchema, {
      categoryId: "1",
      name: "Máy",
      slug: "may",
      brands: deep,
      features: deep,
      specifications: deep,
    });
    expect(errors).toMatchObject({
      brands: shared.listInvalid,
      features: shared.listInvalid,
      specifications: shared.listInvalid,
    });
  });

  it("an order inside a list past int4 gets the number message", () => {
    const errors = errorsOf(productFormSchema, {
      categoryId: "1",
      name: "Máy",
      slug: "may",
      brands: JSON.stringify(["A"]),
      features: JSON.stringify([{ id: "f1", text: "Sáng", order: 2_147_483_648 }]),
      specifications: JSON.stringify([{ key: "k", value: "v", order: 1e20 }]),
    });
    expect(errors).toMatchObject({ features: shared.numberTooLarge, specifications: shared.numberTooLarge });
  });
});
