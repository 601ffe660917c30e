import { describe, expect, it } from "vitest";
import { escapeLike, foldSearchText, normaliseQuery } from "./search";

describe("foldSearchText", () => {
  it("removes Vietnamese diacritics and lowercases", () => {
    expect(foldSearchText("Máy nội soi dạ dày")).toBe("may noi soi da day");
    expect(foldSearchText("ĐÈN MỔ LED")).toBe("den mo led");
    expect(foldSearchText("Khoa Kiểm soát nhiễm khuẩn")).toBe("khoa kiem soat nhiem khuan");
  });

  it("treats decomposed (NFD) input like precomposed input", () => {
    expect(foldSearchText("Nội soi".normalize("NFD"))).toBe("noi soi");
  });
});

describe("normaliseQuery", () => {
  it("collapses whitespace and trims", () => {
    expect(normaliseQuery("  may   NOI soi ")).toBe("may noi soi");
    expect(normaliseQuery(null)).toBe("");
  });
});

describe("escapeLike", () => {
  it("escapes wildcards", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
