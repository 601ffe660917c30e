import { describe, expect, it } from "vitest";
import { addressMove, savedWithMove } from "./slug-change";

describe("a published item's address change", () => {
  it("is announced only for a published item whose slug is about to change", () => {
    expect(addressMove("/news", true, "cu", "moi")).toEqual({ from: "/news/cu", to: "/news/moi" });
    expect(addressMove("/news", true, "cu", "cu")).toBeNull();
    expect(addressMove("/news", false, "cu", "moi")).toBeNull();
    expect(addressMove("/products", true, null, "moi")).toBeNull();
    expect(addressMove("/products", true, "cu", "")).toBeNull();
  });

  it("is said in the success message", () => {
    expect(savedWithMove("Lưu thành công!", { from: "/products/a", to: "/products/b" })).toBe(
      "Lưu thành công! Địa chỉ công khai đã đổi từ /products/a sang /products/b; địa chỉ cũ chuyển hướng (301).",
    );
    expect(savedWithMove("Lưu thành công!", null)).toBe("Lưu thành công!");
  });
});
