import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-products";
import { foreignWords } from "~/i18n/messages/vietnamese-words";
import { FIELDS, revisionChanges } from "./revisions.server";

describe("the revision history names every field in Vietnamese", () => {
  it.each(["article", "product"] as const)("a change to any field of an %s shows its Vietnamese label", (kind) => {
    // Every compared field changed at once: each change is listed under its label, never its column name.
    const value = (field: string) => (field === "published_at" ? "2026-03-01T02:00:00Z" : `giá trị ${field}`);
    const after = Object.fromEntries(FIELDS[kind].map((field) => [field, value(field)]));
    const changes = revisionChanges(kind, {}, after);
    expect(changes.map((change) => change.field)).toEqual(FIELDS[kind]);
    const unnamed = changes.filter((change) => !change.label || change.label === change.field).map((c) => c.field);
    expect(unnamed).toEqual([]);
    const foreign = changes.filter((change) => foreignWords(change.label).length > 0).map((change) => change.label);
    expect(foreign).toEqual([]);
  });

  it("names a product's field as its form does (decision 048)", () => {
    const after = { country_of_origin: "Nhật Bản", risk_class: "B", category_id: 4 };
    const labels = revisionChanges("product", {}, after).map((change) => [change.field, change.label]);
    expect(labels).toEqual([
      ["risk_class", vi.riskClass],
      ["country_of_origin", vi.countryOfOrigin],
      ["category_id", vi.category],
    ]);
  });
});
