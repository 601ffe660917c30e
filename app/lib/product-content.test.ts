import { describe, expect, it } from "vitest";
import { normaliseFeatures, normaliseSpecifications } from "./product-content";

describe("normaliseFeatures", () => {
  it("turns legacy strings into ordered entries with tidy text", () => {
    expect(normaliseFeatures(["high_resolution imaging", "  "])).toEqual([
      { id: "feature-1", text: "High resolution imaging", textEn: "", order: 1 },
    ]);
  });

  it("reads JSON strings and objects, sorted by order", () => {
    const result = normaliseFeatures([
      JSON.stringify({ id: "b", text: "second", order: 2 }),
      { id: "a", text: "first", textEn: "first en", order: 1 },
    ]);
    expect(result.map((f) => [f.id, f.text, f.textEn])).toEqual([
      ["a", "First", "First en"],
      ["b", "Second", ""],
    ]);
  });

  it("answers an empty list for anything else", () => {
    expect(normaliseFeatures(null)).toEqual([]);
    expect(normaliseFeatures({ a: 1 })).toEqual([]);
  });
});

describe("normaliseSpecifications", () => {
  it("turns a legacy key/value map into an ordered list", () => {
    expect(normaliseSpecifications({ "Trọng lượng": "12 kg", "Điện áp": "220 V" })).toEqual([
      { key: "Trọng lượng", value: "12 kg", keyEn: "", valueEn: "", order: 1 },
      { key: "Điện áp", value: "220 V", keyEn: "", valueEn: "", order: 2 },
    ]);
  });

  it("sorts lists by order and drops incomplete entries", () => {
    const result = normaliseSpecifications([
      { key: "B", value: "2", order: 2 },
      { key: "A", value: "1", keyEn: "A en", valueEn: "1 en", order: 1 },
      { key: "", value: "x", order: 3 },
    ]);
    expect(result.map((s) => s.key)).toEqual(["A", "B"]);
    expect(result[0]?.keyEn).toBe("A en");
  });
});
