import { describe, expect, it } from "vitest";
import { displayPhone, normalisePhone } from "./phone";
import { PROVINCES } from "./provinces";

describe("normalisePhone", () => {
  it.each([
    ["0912 345 678", "+84912345678"],
    ["0912.345.678", "+84912345678"],
    ["0912-345-678", "+84912345678"],
    ["+84 912 345 678", "+84912345678"],
    ["+84 (0) 912 345 678", "+84912345678"],
    ["84912345678", "+84912345678"],
    ["0084 912 345 678", "+84912345678"],
    ["(024) 3826 1234", "+842438261234"],
    ["028 3822 1234", "+842838221234"],
    ["0389 999 999", "+84389999999"],
  ])("%s is %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(["", "12345", "0912 345 67", "0112 345 678", "+1 202 555 0100", "0912 345 678 9", "09l2345678"])(
    "refuses %j",
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );

  it("shows a number as staff dial it", () => {
    expect(displayPhone("+84912345678")).toBe("0912 345 678");
    expect(displayPhone("+842438261234")).toBe("024 3826 1234");
  });
});

describe("PROVINCES", () => {
  it("lists the 34 provinces and cities of July 2025, each once", () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(34);
    expect(new Set(PROVINCES.map((p) => p.vi)).size).toBe(34);
  });
});
