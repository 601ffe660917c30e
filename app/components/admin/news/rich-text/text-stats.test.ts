import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, textStats } from "./text-stats";

describe("text stats", () => {
  it("counts words between any white space", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords("Máy nội soi\n\tmới")).toBe(4);
  });

  it("reads 200 words a minute, rounded up, at least 1 with any text", () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });

  it("reports words, characters and minutes together", () => {
    expect(textStats(" Xin  chào ")).toEqual({ words: 2, characters: 8, readingMinutes: 1 });
  });
});
