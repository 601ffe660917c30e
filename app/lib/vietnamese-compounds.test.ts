import { describe, expect, it } from "vitest";
import { keepCompoundsTogether } from "./vietnamese-compounds";

const NBSP = "\u00a0";

describe("keepCompoundsTogether", () => {
  it("joins the hero titles' compounds with non-breaking spaces", () => {
    expect(keepCompoundsTogether("Thiết bị Y tế Hiện đại")).toBe(`Thiết${NBSP}bị Y${NBSP}tế Hiện${NBSP}đại`);
    expect(keepCompoundsTogether("Giải pháp Y tế Toàn diện")).toBe(`Giải${NBSP}pháp Y${NBSP}tế Toàn${NBSP}diện`);
    expect(keepCompoundsTogether("Hỗ trợ 24/7")).toBe(`Hỗ${NBSP}trợ 24/7`);
  });

  it("matches whole words only, in any case, and leaves English alone", () => {
    expect(keepCompoundsTogether("Quy tế")).toBe("Quy tế");
    expect(keepCompoundsTogether("THIẾT BỊ")).toBe(`THIẾT${NBSP}BỊ`);
    expect(keepCompoundsTogether("Modern Medical Equipment")).toBe("Modern Medical Equipment");
  });

  it("reads decomposed Vietnamese (NFD) as well", () => {
    expect(keepCompoundsTogether("Y tế".normalize("NFD"))).toBe(`Y${NBSP}tế`);
  });
});
