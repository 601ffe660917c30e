import { describe, expect, it } from "vitest";
import { altState, articleImagesWithoutAlt, chosenAlt, imagesWithoutAlt } from "./body-alt";

describe("text alternatives of body images", () => {
  it("tells a described image from a decorative one and from one nobody described", () => {
    expect(altState("Máy thở")).toBe("described");
    expect(altState("")).toBe("decorative");
    expect(altState(null)).toBe("missing");
    expect(altState(undefined)).toBe("missing");
    expect(altState("   ")).toBe("missing");
    expect(altState("\u00a0")).toBe("missing");
    // TipTap reads a numeric attribute as a number.
    expect(altState(2024)).toBe("described");
  });

  it("writes what a dialog chose: the text, empty for decorative, null for neither", () => {
    expect(chosenAlt("  Máy siêu âm  ", false)).toBe("Máy siêu âm");
    expect(chosenAlt("Máy siêu âm", true)).toBe("");
    expect(chosenAlt("", true)).toBe("");
    expect(chosenAlt("", false)).toBeNull();
    expect(chosenAlt(" \u00a0 ", false)).toBeNull();
  });

  it("finds the images without an alt attribute, or with only blanks, by their place in the body", () => {
    const html = [
      '<p>Mở đầu</p><img src="/uploads/news/a.png" alt="Máy thở">',
      '<img src="blob:http://127.0.0.1/1" width="240" style="width: 240px">',
      '<p><img src="/uploads/news/c.png" alt=""></p>',
      '<img alt="&nbsp;" src="/uploads/news/d.png">',
      "<IMG SRC='/uploads/news/e.png' ALT>",
      '<img src="/uploads/news/f.png?a=1&amp;b=2"/>',
    ].join("");
    expect(imagesWithoutAlt(html)).toEqual([
      { index: 2, src: "blob:http://127.0.0.1/1" },
      { index: 4, src: "/uploads/news/d.png" },
      { index: 6, src: "/uploads/news/f.png?a=1&b=2" },
    ]);
  });

  it("is not fooled by alt in another attribute, a > inside a value, or markup written as text", () => {
    const html = [
      '<img src="/a.png" title="alt=x" data-alt="y">',
      '<img src="/b.png" alt="a > b">',
      "<p>&lt;img src=x&gt;</p>",
      '<img alt="ok" src="/c.png" alt>',
    ].join("");
    expect(imagesWithoutAlt(html)).toEqual([{ index: 1, src: "/a.png" }]);
    expect(imagesWithoutAlt("")).toEqual([]);
    expect(imagesWithoutAlt("<p>Không có ảnh</p>")).toEqual([]);
  });

  it("names the body of each: the Vietnamese images first", () => {
    expect(
      articleImagesWithoutAlt({
        content: '<img src="/a.png" alt="A"><img src="/b.png">',
        contentEn: '<img src="/c.png"><img src="/d.png" alt="">',
      }),
    ).toEqual([
      { lang: "vi", index: 2, src: "/b.png" },
      { lang: "en", index: 1, src: "/c.png" },
    ]);
  });
});
