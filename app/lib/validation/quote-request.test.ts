import { describe, expect, it } from "vitest";
import { en, vi } from "~/i18n/messages/quotes";
import { sourcePageOf } from "~/lib/quotes/quote-requests";
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

describe("what a request is about and where it came from", () => {
  const courses = [{ id: "device-operation", title: "Vận hành thiết bị y tế" }];
  const parse = (fields: Record<string, string | string[]>, t = vi) =>
    quoteRequestSchema(t, courses).safeParse(quoteFormValues(form({ ...valid, ...fields })));

  it("keeps a training registration's course as its title, and drops a course posted with another topic", () => {
    expect(parse({ topic: "training", course: "device-operation" }).data).toMatchObject({
      topic: "training",
      course: "Vận hành thiết bị y tế",
    });
    expect(parse({ topic: "training", course: "" }).data).toMatchObject({ topic: "training", course: "" });
    expect(parse({ topic: "quote", course: "device-operation" }).data).toMatchObject({ topic: "quote", course: "" });
  });

  it("refuses an unknown topic or course in the visitor's language", () => {
    expect(parse({ topic: "lottery" }, en).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["topic", en.errors.topic],
    ]);
    expect(
      parse({ topic: "training", course: "no-such-course" }).error?.issues.map((i) => [i.path[0], i.message]),
    ).toEqual([["course", vi.errors.course]]);
  });

  it("a form without the topic (a page made before it existed) is a quote when it names products, else a general enquiry", () => {
    expect(parse({ topic: [] }).data?.topic).toBe("quote");
    expect(parse({ topic: [], product: [] }).data?.topic).toBe("general");
  });

  it("keeps the source page only when it is a path of this site", () => {
    expect(parse({ source: "/en/products/may-noi-soi" }).data?.source).toBe("/en/products/may-noi-soi");
    for (const source of [
      "//evil.example/x",
      "https://evil.example/",
      "/a b",
      "/x?y=1",
      "/x#y",
      "products",
      "/\u0085",
    ]) {
      expect([source, parse({ source }).data?.source]).toEqual([source, ""]);
      expect(sourcePageOf(source)).toBe("");
    }
    expect(sourcePageOf(`/${"x".repeat(300)}`)).toBe("");
    expect(sourcePageOf("/")).toBe("/");
  });

  it("counts a line break as one character, as the form's counter does (browsers post CRLF)", () => {
    const message = `${"x".repeat(2000)}\r\n${"y".repeat(2999)}`; // 5,000 with the break as one
    expect(parse({ message }).data?.message).toBe(`${"x".repeat(2000)}\n${"y".repeat(2999)}`);
    expect(parse({ message: `${message}z` }).error?.issues.map((i) => i.message)).toEqual([vi.errors.tooLong(5000)]);
  });
});
