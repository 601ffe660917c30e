import { describe, expect, it } from "vitest";
import { parseId } from "./ids";

describe("parseId", () => {
  it("reads positive whole numbers", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(7)).toBe(7);
    expect(parseId(" 3 ")).toBe(3);
  });
  it("refuses anything else", () => {
    for (const value of ["0", "-1", "1.5", "abc", "", "1e3", "012", "99999999999", null, undefined, {}]) {
      expect(parseId(value)).toBeNull();
    }
  });
});
