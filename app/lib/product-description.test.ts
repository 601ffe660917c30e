import { describe, expect, it } from "vitest";
import { descriptionPoints } from "./product-description";

describe("descriptionPoints", () => {
  it("keeps prose without separators as one point", () => {
    expect(descriptionPoints("Máy nội soi dạ dày. Hình ảnh HD, kênh thao tác rộng.")).toEqual([
      "Máy nội soi dạ dày. Hình ảnh HD, kênh thao tác rộng.",
    ]);
  });

  it("splits at every separator the editors use", () => {
    expect(descriptionPoints("Một • Hai | Ba · Bốn; Năm\nSáu\r\nBảy")).toEqual([
      "Một",
      "Hai",
      "Ba",
      "Bốn",
      "Năm",
      "Sáu",
      "Bảy",
    ]);
  });

  it("drops empty points and stray dashes", () => {
    expect(descriptionPoints("• Đầu chải hai phía ••  \n\n - \n Kèm bàn chải van ;")).toEqual([
      "Đầu chải hai phía",
      "Kèm bàn chải van",
    ]);
    expect(descriptionPoints("   ")).toEqual([]);
  });
});
