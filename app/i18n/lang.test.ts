import { describe, expect, it } from "vitest";
import { formatDate, langFromPath, localizePath, pick, pickLines, switchLanguagePath } from "./lang";

describe("langFromPath", () => {
  it("reads English only from an /en path segment", () => {
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/products")).toBe("en");
    expect(langFromPath("/english")).toBe("vi");
    expect(langFromPath("/")).toBe("vi");
  });
});

describe("localizePath", () => {
  it("adds /en on English pages only, once", () => {
    expect(localizePath("/products", "en")).toBe("/en/products");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en/news", "en")).toBe("/en/news");
    expect(localizePath("/products", "vi")).toBe("/products");
    expect(localizePath("https://zalo.me/1", "en")).toBe("https://zalo.me/1");
  });
});

describe("switchLanguagePath", () => {
  it("keeps the path, query and hash", () => {
    expect(switchLanguagePath("/products", "?brand=steris", "#top", "en")).toBe("/en/products?brand=steris#top");
    expect(switchLanguagePath("/en/products", "?q=a", "", "vi")).toBe("/products?q=a");
    expect(switchLanguagePath("/en", "", "", "vi")).toBe("/");
  });
});

describe("pick", () => {
  it("falls back to Vietnamese when the English value is empty", () => {
    expect(pick("Phòng mổ", "Operating room", "en")).toBe("Operating room");
    expect(pick("Phòng mổ", "  ", "en")).toBe("Phòng mổ");
    expect(pick("Phòng mổ", "Operating room", "vi")).toBe("Phòng mổ");
  });

  it("falls back with a list as a whole: the English lines when any is filled", () => {
    expect(pickLines(["Một", "Hai"], ["One", ""], "en")).toEqual(["One", ""]);
    expect(pickLines(["Một", "Hai"], [" ", ""], "en")).toEqual(["Một", "Hai"]);
    expect(pickLines(["Một"], ["One"], "vi")).toEqual(["Một"]);
  });
});

describe("formatDate", () => {
  it("writes dd/mm/yyyy in Vietnam's time zone", () => {
    expect(formatDate("2026-03-04T20:00:00Z")).toBe("05/03/2026");
    expect(formatDate(null)).toBe("");
  });
  it("writes English dates with the month's name, day first (issue 29.7)", () => {
    expect(formatDate("2026-08-12T03:00:00Z", "en")).toBe("12 Aug 2026");
    expect(formatDate("2026-09-04T20:00:00Z", "en")).toBe("5 Sep 2026");
    expect(formatDate("2026-08-12T03:00:00Z", "vi")).toBe("12/08/2026");
    expect(formatDate("not a date", "en")).toBe("");
  });
});
