import { describe, expect, it } from "vitest";
import { applyDraftFields, draftChanges, readableValue, sideOf, wordDiff } from "./draft-changes";
import { draftIsOlder } from "./editor-drafts";

describe("an older draft's changes (issue 28.2)", () => {
  const saved = { title: "Bài của A", excerpt: "Tóm tắt mới của A", content: "<p>Thân <b>bài</b></p>", tags: ["a"] };
  const draft = { title: "Bài của B", excerpt: "Tóm tắt cũ", content: "<p>Thân <i>bài</i></p>", tags: ["a"] };

  it("lists the fields that differ, comparing rich text as text, each as a word diff from saved to draft", () => {
    const changes = draftChanges(saved, draft, { html: ["content"] });
    // A body that differs only in its formatting is a change too (its text reads the same).
    expect(changes.map((change) => change.field)).toEqual(["title", "excerpt", "content"]);
    expect(changes[2]?.parts).toEqual([{ text: "Thân bài" }]);
    const title = changes[0]?.parts ?? [];
    expect(
      sideOf(title, "before")
        .map((part) => part.text)
        .join(""),
    ).toBe("Bài của A");
    expect(
      sideOf(title, "after")
        .map((part) => part.text)
        .join(""),
    ).toBe("Bài của B");
    expect(title.filter((part) => part.removed).map((part) => part.text)).toEqual(["A"]);
    expect(title.filter((part) => part.added).map((part) => part.text)).toEqual(["B"]);
  });

  it("applies only the chosen fields over the saved values, with their linked fields", () => {
    expect(applyDraftFields(saved, draft, ["title"])).toEqual({ ...saved, title: "Bài của B" });
    const product = { departmentId: 1, categoryId: 11, name: "Máy" };
    const older = { departmentId: 2, categoryId: 21, name: "Máy" };
    const linked = { categoryId: "departmentId" };
    // The department shows through its category and comes with it.
    expect(draftChanges(product, older, { linked }).map((change) => change.field)).toEqual(["categoryId"]);
    expect(applyDraftFields(product, older, ["categoryId"], { linked })).toEqual(older);
  });

  it("reads lists one entry a line without form-only ids, booleans as marks", () => {
    expect(readableValue([{ id: "f1", text: "Nhẹ", textEn: "Light", order: 1 }])).toBe("Nhẹ / Light");
    expect(readableValue([{ key: "Nặng", keyEn: "", value: "2 kg", valueEn: "", order: 1, uid: "u" }])).toBe(
      "Nặng /  / 2 kg / ",
    );
    expect(readableValue(true)).toBe("✓");
    expect(readableValue(null)).toBe("");
    expect(wordDiff("a b", "a b")).toEqual([{ text: "a b" }]);
  });

  it("calls a draft older when it was typed over another version, or kept before it when it does not say", () => {
    const version = "2026-11-26T03:00:00.123456Z";
    expect(draftIsOlder({ savedAt: "2026-11-26T04:00:00Z", values: {}, baseVersion: version }, version)).toBe(false);
    expect(
      draftIsOlder(
        { savedAt: "2026-11-26T04:00:00Z", values: {}, baseVersion: "2026-11-26T02:00:00.000001Z" },
        version,
      ),
    ).toBe(true);
    expect(draftIsOlder({ savedAt: "2026-11-26T02:59:00Z", values: {} }, version)).toBe(true);
    expect(draftIsOlder({ savedAt: "2026-11-26T03:01:00Z", values: {} }, version)).toBe(false);
    expect(draftIsOlder({ savedAt: "2026-11-26T02:59:00Z", values: {} }, null)).toBe(false);
  });
});
