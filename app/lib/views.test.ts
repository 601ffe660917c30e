import { describe, expect, it } from "vitest";
import { imageView } from "./views";

const variants = [320, 640, 960, 1440].map((w) => ({
  url: `/u/a_w${w}.webp`,
  key: `a_w${w}.webp`,
  width: w,
  height: w / 2,
}));

describe("imageView", () => {
  it("offers a photo's renditions and, widest, the photo itself", () => {
    expect(imageView("/u/a.jpg", { width: 2560, height: 1280, variants }, "A")).toEqual({
      src: "/u/a.jpg",
      width: 2560,
      height: 1280,
      srcSet: "/u/a_w320.webp 320w, /u/a_w640.webp 640w, /u/a_w960.webp 960w, /u/a_w1440.webp 1440w, /u/a.jpg 2560w",
      alt: "A",
    });
  });

  it("never offers a PNG master (a crop, a grid) to visitors when it has renditions", () => {
    const view = imageView("/u/cropped-image.png", { width: 3600, height: 1800, variants }, "");
    expect(view?.src).toBe("/u/a_w960.webp");
    expect(view?.srcSet).not.toContain(".png");
    // A small PNG without renditions is served as it is.
    expect(imageView("/u/logo.png", { width: 200, height: 100, variants: [] }, "")?.src).toBe("/u/logo.png");
  });
});
