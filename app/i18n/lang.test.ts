import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, langFromPath, localizePath, pick, pickLines, switchLanguagePath } from "./lang";

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
  it("writes English dates with the month's name, day first", () => {
    expect(formatDate("2026-08-12T03:00:00Z", "en")).toBe("12 Aug 2026");
    expect(formatDate("2026-09-04T20:00:00Z", "en")).toBe("5 Sep 2026");
    expect(formatDate("2026-08-12T03:00:00Z", "vi")).toBe("12/08/2026");
    expect(formatDate("not a date", "en")).toBe("");
  });
  it("writes what Intl writes in Asia/Ho_Chi_Minh, every fifth day from 1990 to 2060, around midnight", () => {
    const vi = new Intl.DateTimeFormat("vi-VN", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Asia/Ho_Chi_Minh",
    });
    const en = new Intl.DateTimeFormat("en-US", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Ho_Chi_Minh",
    });
    const part = (date: Date, type: Intl.DateTimeFormatPartTypes) =>
      en.formatToParts(date).find((p) => p.type === type)?.value;
    for (let t = Date.UTC(1990, 0, 1, 16, 59, 59); t < Date.UTC(2060, 0, 1); t += 5 * 86_400_000) {
      for (const date of [new Date(t), new Date(t + 1000)]) {
        expect(formatDate(date, "vi")).toBe(vi.format(date));
        expect(formatDate(date, "en")).toBe(`${part(date, "day")} ${part(date, "month")} ${part(date, "year")}`);
      }
    }
  });
  it("reads a date-only text (a document's validity) as that day", () => {
    expect(formatDate("2027-01-31", "vi")).toBe("31/01/2027");
    expect(formatDate("2027-01-31", "en")).toBe("31 Jan 2027");
  });
});

describe("formatNumber", () => {
  it("groups thousands and writes decimals as each language does, as Intl would", () => {
    expect(formatNumber(1234567, "vi")).toBe("1.234.567");
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(2.4, "vi", 1)).toBe("2,4");
    expect(formatNumber(2.04, "en", 1)).toBe("2");
    expect(formatNumber(-1500, "en")).toBe("-1,500");
    expect(formatNumber(0, "vi")).toBe("0");
    const samples = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10000, 65432, 100000, 999999, 1000000, 123456789];
    for (const n of samples) {
      expect(formatNumber(n, "vi")).toBe(n.toLocaleString("vi-VN"));
      expect(formatNumber(n, "en")).toBe(n.toLocaleString("en-US"));
    }
    for (let bytes = 1; bytes < 50 * 1024 * 1024; bytes = Math.ceil(bytes * 1.37) + 3) {
      const mb = bytes / (1024 * 1024);
      expect(formatNumber(mb, "vi", 1)).toBe(mb.toLocaleString("vi-VN", { maximumFractionDigits: 1 }));
      expect(formatNumber(mb, "en", 1)).toBe(mb.toLocaleString("en-US", { maximumFractionDigits: 1 }));
    }
  });
});
