import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-documents";
import { productDocumentsField } from "./product-documents";

const entry = (values: Record<string, unknown> = {}) => ({
  linkId: null,
  documentId: 1,
  kind: "certificate",
  language: "en",
  title: "ISO 13485",
  titleEn: "",
  validUntil: "2027-02-28",
  isPublic: false,
  ...values,
});
const parse = (list: unknown[]) => productDocumentsField.safeParse(JSON.stringify(list));
const firstError = (list: unknown[]) => {
  const parsed = parse(list);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the product form's documents", () => {
  it("reads the list in order, keeping a certificate's date and dropping it from other kinds", () => {
    const parsed = parse([entry(), entry({ documentId: 2, kind: "datasheet", isPublic: true })]);
    expect(parsed.success && parsed.data.map((e) => [e.documentId, e.validUntil])).toEqual([
      [1, "2027-02-28"],
      [2, null],
    ]);
    expect(productDocumentsField.parse(undefined)).toEqual([]);
  });

  it("refuses a missing title, a bad date, an unknown kind, a file twice and too many", () => {
    const t = vi.errors;
    expect(firstError([entry({ title: "  " })])).toBe(t.titleRequired);
    expect(firstError([entry({ validUntil: "2027-02-30" })])).toBe(t.invalidDate);
    expect(firstError([entry({ title: "x".repeat(201) })])).toBe(t.tooLong);
    expect(parse([entry({ kind: "poster" })]).success).toBe(false);
    expect(firstError([entry(), entry()])).toBe(t.duplicate);
    expect(firstError(Array.from({ length: 31 }, (_, i) => entry({ documentId: i + 1 })))).toBe(t.tooMany(30));
  });
});
