import { describe, expect, it } from "vitest";
import { MIN_IMAGE_WIDTH, parseImageWidth, resizedWidth } from "./image-width";

describe("image width", () => {
  it("reads a stored width from an attribute or a style", () => {
    expect(parseImageWidth("320")).toBe(320);
    expect(parseImageWidth("320px")).toBe(320);
    expect(parseImageWidth(240.4)).toBe(240);
    expect(parseImageWidth("50%")).toBeNull();
    expect(parseImageWidth("")).toBeNull();
    expect(parseImageWidth(null)).toBeNull();
  });

  it("grows east corners rightwards and west corners leftwards", () => {
    expect(resizedWidth(400, 50, "se", 800)).toBe(450);
    expect(resizedWidth(400, 50, "ne", 800)).toBe(450);
    expect(resizedWidth(400, 50, "sw", 800)).toBe(350);
    expect(resizedWidth(400, -50, "nw", 800)).toBe(450);
  });

  it("keeps between 100 px and the editor's width", () => {
    expect(resizedWidth(400, -1000, "se", 800)).toBe(MIN_IMAGE_WIDTH);
    expect(resizedWidth(400, 1000, "nw", 800)).toBe(MIN_IMAGE_WIDTH);
    expect(resizedWidth(400, 1000, "se", 800)).toBe(800);
    expect(resizedWidth(400, 10, "se", 50)).toBe(MIN_IMAGE_WIDTH);
  });
});
