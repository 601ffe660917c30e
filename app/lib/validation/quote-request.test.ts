import { describe, expect, it } from "vitest";
import { en, vi } from "~/i18n/messages/quotes";
import { quoteFormValues, quoteRequestSchema } from "./quote-request";

const form = (fields: Record<string, string | string[]>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return body;
};

const valid = {
  name: "Nguyễn Văn A",
  organisation: "Bệnh viện Đa khoa Tỉnh",
  position: "Trưởng khoa",
  phone: "0912.345.678",
  email: "A@Example.vn",
  province: "ha-noi",
  message: "Xin báo giá",
  preferredContact: "zalo",
  consent: "on",
  product: ["may-noi-soi", "may-noi-soi", "dao-mo"],
};

describe("the quote request schema", () => {
  it("accepts a request: the phone as +84, the email in lower case, products once each", () => {
    const result = quoteRequestSchema(vi).parse(quoteFormValues(form(valid)));
    expect(result).toMatchObject({ phone: "+84912345678", email: "a@example.vn", products: ["may-noi-soi", "dao-mo"] });
  });

  it("answers every error in the visitor's language", () => {
    const bad = { ...valid, name: "", phone: "123", email: "x", province: "atlantis", consent: "" };
    const errorsOf = (t: typeof vi) => {
      const result = quoteRequestSchema(t).safeParse(quoteFormValues(form(bad)));
      expect(result.success).toBe(false);
      return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    };
    expect(errorsOf(vi)).toMatchObject({
      name: vi.errors.name,
      phone: vi.errors.phone,
      email: vi.errors.email,
      province: vi.errors.province,
      consent: vi.errors.consent,
    });
    expect(errorsOf(en)).toMatchObject({ name: en.errors.name, phone: en.errors.phone, consent: en.errors.consent });
  });

  it("refuses links in the name, and texts past their limits", () => {
    const result = quoteRequestSchema(en).safeParse(
      quoteFormValues(form({ ...valid, name: "Cheap pills http://spam.example", message: "x".repeat(5001) })),
    );
    const errors = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(errors).toEqual({ name: en.errors.nameLink, message: en.errors.tooLong(5000) });
  });
});
