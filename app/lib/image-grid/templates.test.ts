import { describe, expect, it } from "vitest";
import { gridProblemText, vi } from "~/i18n/messages/admin-grid";
import { autoPickTemplate, GRID_TEMPLATES, gridProblem, type Orientation, orientationOf } from "./templates";

describe("orientation", () => {
  it("is landscape above 1.1, portrait below 0.9, square between", () => {
    expect(orientationOf({ width: 1200, height: 1000 })).toBe("landscape");
    expect(orientationOf({ width: 1101, height: 1000 })).toBe("landscape");
    expect(orientationOf({ width: 1100, height: 1000 })).toBe("square");
    expect(orientationOf({ width: 1000, height: 1000 })).toBe("square");
    expect(orientationOf({ width: 900, height: 1000 })).toBe("square");
    expect(orientationOf({ width: 899, height: 1000 })).toBe("portrait");
    expect(orientationOf({ width: 600, height: 1000 })).toBe("portrait");
  });

  it("counts an image whose size could not be read as landscape", () => {
    expect(orientationOf(null)).toBe("landscape");
    expect(orientationOf({ width: null, height: null })).toBe("landscape");
    expect(orientationOf({ width: 0, height: 100 })).toBe("landscape");
    expect(orientationOf({ width: Number.NaN, height: 100 })).toBe("landscape");
  });
});

describe("auto-pick on upload (the spec's table)", () => {
  const L: Orientation = "landscape";
  const P: Orientation = "portrait";
  const S: Orientation = "square";
  it.each([
    [[L], null],
    [[L, P], { template: "grid-equal", columns: 2 }],
    [[L, P, P], { template: "landscape-top-portraits", columns: 2 }],
    [[P, L, L], { template: "portrait-landscape", columns: 2 }],
    [[L, L, L], { template: "horizontal", columns: 3 }],
    [[P, P, P], { template: "grid-equal", columns: 3 }],
    [[L, S, P], { template: "grid-equal", columns: 3 }],
    [[S, P, P], { template: "grid-equal", columns: 3 }],
    [[L, L, P, P], { template: "grid-2x2", columns: 2 }],
    [[L, L, L, P, P, P], { template: "3landscapes-3portraits", columns: 3 }],
    [[P, P, P, L, L, L], { template: "grid-equal", columns: 3 }],
    [[L, L, L, P, P, S], { template: "grid-equal", columns: 3 }],
    [[L, L, L, L, L], { template: "grid-equal", columns: 3 }],
    [[L, P, L, P, L, P, L], { template: "grid-equal", columns: 3 }],
  ] as const)("%j picks %j", (orientations, pick) => {
    expect(autoPickTemplate([...orientations])).toEqual(pick);
  });
});

describe("image-count limits", () => {
  it("needs at least one image", () => {
    const problem = gridProblem("grid-equal", 0);
    expect(problem).toEqual({ kind: "empty" });
    expect(gridProblemText(vi, problem as NonNullable<typeof problem>, "grid-equal").text).toBe(
      "Vui lòng chọn ít nhất một hình ảnh",
    );
  });

  it.each([
    ["grid-equal", 2, undefined],
    ["grid-2x2", 4, 4],
    ["horizontal", 2, undefined],
    ["portrait-landscape", 3, 3],
    ["landscape-top-portraits", 3, 3],
    ["3landscapes-3portraits", 6, 6],
  ] as const)("%s takes at least %i and at most %s images", (template, min, max) => {
    expect(GRID_TEMPLATES[template].minImages).toBe(min);
    expect(GRID_TEMPLATES[template].maxImages).toBe(max);
    expect(gridProblem(template, min)).toBeNull();
    expect(gridProblem(template, min - 1)).toEqual(min - 1 === 0 ? { kind: "empty" } : { kind: "tooFew", min });
    if (max === undefined) expect(gridProblem(template, 20)).toBeNull();
    else expect(gridProblem(template, max + 2)).toEqual({ kind: "tooMany", max, count: max + 2, remove: 2 });
  });

  it("words the warnings as the spec does", () => {
    expect(gridProblemText(vi, { kind: "tooFew", min: 2 }, "grid-equal").text).toBe(
      'Mẫu "Lưới đều" cần ít nhất 2 hình ảnh',
    );
    expect(gridProblemText(vi, { kind: "tooFew", min: 6 }, "3landscapes-3portraits").text).toBe(
      'Mẫu "3 ngang + 3 dọc" cần ít nhất 6 hình ảnh',
    );
    const tooMany = gridProblemText(vi, { kind: "tooMany", max: 4, count: 7, remove: 3 }, "grid-2x2");
    expect(tooMany.title).toBe("Vượt quá giới hạn số lượng hình");
    expect(tooMany.text).toBe(
      "Mẫu này hỗ trợ tối đa 4 hình ảnh nhưng bạn đã chọn 7. Vui lòng xóa 3 hình hoặc chọn mẫu khác.",
    );
  });
});
