import { describe, expect, it } from "vitest";
import { wordDiff } from "./draft-changes";
import { draftIsOlder } from "./editor-drafts";

describe("word diffs and older drafts", () => {
  it("diffs two texts by words", () => {
    expect(wordDiff("a b", "a b")).toEqual([{ text: "a b" }]);
    const parts = wordDiff("Bài của A", "Bài của B");
    expect(parts.filter((part) => part.removed).map((part) => part.text)).toEqual(["A"]);
    expect(parts.filter((part) => part.added).map((part) => part.text)).toEqual(["B"]);
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
