import { describe, expect, it } from "vitest";
import { brandId, SLUG_PATTERN, slugify } from "./slugify";

describe("slugify", () => {
  it("follows the specification's rule", () => {
    expect(slugify("Khoa Kiểm soát nhiễm khuẩn")).toBe("khoa-kiem-soat-nhiem-khuan");
    expect(slugify("Phòng mổ")).toBe("phong-mo");
    expect(slugify("  --Đèn mổ LED (Ackermann) 2026!!  ")).toBe("den-mo-led-ackermann-2026");
    expect(slugify("!!!")).toBe("");
  });

  it("always yields a slug that the database accepts, or nothing", () => {
    for (const input of ["Hệ thống nội soi", "A  B", "x_y.z", "Ống soi mềm"]) {
      expect(slugify(input)).toMatch(SLUG_PATTERN);
    }
  });
});

describe("brandId", () => {
  it("lowercases and hyphenates", () => {
    expect(brandId("Pentax Medical")).toBe("pentax-medical");
    expect(brandId("STERIS")).toBe("steris");
  });
});
