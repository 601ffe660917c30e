import { describe, expect, it } from "vitest";
import { failedImageOf } from "./failed-image";

describe("failedImageOf", () => {
  it("names the body and the place of an image the save could not upload", () => {
    const bodies = {
      content: '<p>a</p><img src="/uploads/news/a.webp" alt=""><img src="blob:x/2" alt="Máy thở">',
      contentEn: '<img src="blob:x/3">',
    };
    expect(failedImageOf("blob:x/2", bodies)).toEqual({ src: "blob:x/2", lang: "vi", index: 2, alt: "Máy thở" });
    expect(failedImageOf("blob:x/3", bodies)).toEqual({ src: "blob:x/3", lang: "en", index: 1, alt: "" });
    expect(failedImageOf("blob:x/9", bodies)).toBeNull();
  });
});
