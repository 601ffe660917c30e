import { describe, expect, it } from "vitest";
import { facebookShareUrl, zaloShareUrl } from "./share";

describe("share links", () => {
  const page = "https://example.com/en/products/den-mo?x=1&y=2";

  it("encode the page address for Zalo and Facebook", () => {
    expect(zaloShareUrl(page)).toBe(
      "https://zalo.me/share?url=https%3A%2F%2Fexample.com%2Fen%2Fproducts%2Fden-mo%3Fx%3D1%26y%3D2",
    );
    expect(facebookShareUrl(page)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fen%2Fproducts%2Fden-mo%3Fx%3D1%26y%3D2",
    );
  });
});
