import { describe, expect, it } from "vitest";
import {
  type Box,
  computeGridLayout,
  GRID_CONTAINER_WIDTH,
  GRID_INNER_WIDTH,
  GRID_MAX_MEGAPIXELS,
  GRID_PADDING,
  gridRenderScale,
  STYLE_SCALE,
  wrapCaption,
} from "./layout";
import { defaultGridSettings, type GridSettings, gridRenderRequestSchema, gridSettingsSchema } from "./settings";
import type { GridTemplateId } from "./templates";

const L = { width: 4000, height: 3000 };
const P = { width: 3000, height: 4000 };
const S = { width: 1000, height: 1000 };

function settings(template: GridTemplateId, patch: Partial<GridSettings> = {}): GridSettings {
  return { ...defaultGridSettings(), template, ...patch };
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

function expectInside(boxes: Box[], height: number) {
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(GRID_PADDING);
    expect(right(box)).toBeLessThanOrEqual(GRID_CONTAINER_WIDTH - GRID_PADDING);
    expect(box.y).toBeGreaterThanOrEqual(GRID_PADDING);
    expect(bottom(box)).toBeLessThanOrEqual(height - GRID_PADDING);
    expect(box.width).toBeGreaterThan(0);
    expect(box.height).toBeGreaterThan(0);
  }
}

describe("defaults on open", () => {
  it("are the spec's", () => {
    expect(defaultGridSettings()).toEqual({
      template: "grid-equal",
      columns: 3,
      gap: 10,
      caption: "",
      style: {
        borderRadius: 4,
        objectFit: "cover",
        border: "none",
        borderColor: "#e5e7eb",
        borderWidth: 1,
        shadow: "none",
        imageHeight: 220,
        captionSize: 18,
      },
    });
    expect(gridSettingsSchema.safeParse(defaultGridSettings()).success).toBe(true);
  });
});

describe("grid layout", () => {
  const gap = Math.round(10 * STYLE_SCALE);
  const h = 220 * STYLE_SCALE;

  it("equal grid: the chosen columns across the 1760 px inner width, rows of the chosen height", () => {
    const layout = computeGridLayout(settings("grid-equal"), [L, P, S, L, P]);
    expect(layout.width).toBe(1800);
    expect(layout.boxes).toHaveLength(5);
    const [a, b, c, d] = layout.boxes as [Box, Box, Box, Box];
    expect(a.x).toBe(20);
    expect(right(c)).toBe(1780);
    expect(b.x - right(a)).toBe(gap);
    expect(a.height).toBe(Math.round(h));
    expect(d.y).toBe(bottom(a) + gap);
    expect(d.x).toBe(20);
    expect(layout.height).toBe(20 + Math.round(2 * h + gap) + 20);
    expectInside(layout.boxes, layout.height);
  });

  it("equal grid follows the columns setting", () => {
    for (const columns of [2, 3, 4] as const) {
      const layout = computeGridLayout(settings("grid-equal", { columns }), [L, L, L, L]);
      const firstRow = layout.boxes.filter((box) => box.y === 20);
      expect(firstRow).toHaveLength(Math.min(columns, 4));
      const cell = (GRID_INNER_WIDTH - gap * (columns - 1)) / columns;
      expect(Math.abs((firstRow[0] as Box).width - cell)).toBeLessThanOrEqual(1);
    }
  });

  it("auto height follows the images' shape", () => {
    const auto = { ...defaultGridSettings().style, imageHeight: "auto" as const };
    const layout = computeGridLayout(settings("grid-equal", { columns: 2, gap: 0, style: auto }), [L, L]);
    const [a] = layout.boxes as [Box];
    expect(a.width).toBe(880);
    expect(a.height).toBe(660);
  });

  it("2x2: two columns, two rows, whatever the columns setting", () => {
    const layout = computeGridLayout(settings("grid-2x2", { columns: 4 }), [L, L, P, P]);
    const [a, b, c, d] = layout.boxes as [Box, Box, Box, Box];
    expect(a.y).toBe(b.y);
    expect(c.y).toBe(d.y);
    expect(c.y).toBe(bottom(a) + gap);
    expect(right(b)).toBe(1780);
    expectInside(layout.boxes, layout.height);
  });

  it("horizontal: one row of a fixed height (250 px), widths by aspect, shrunk to fit", () => {
    const layout = computeGridLayout(settings("horizontal"), [L, P, S]);
    const rowHeight = Math.round(250 * STYLE_SCALE);
    for (const box of layout.boxes) expect(box.height).toBe(rowHeight);
    const [a, b] = layout.boxes as [Box, Box];
    expect(a.width / b.width).toBeCloseTo(4 / 3 / (3 / 4), 1);
    expect(new Set(layout.boxes.map((box) => box.y)).size).toBe(1);
    expect((layout.boxes[0] as Box).x).toBeGreaterThan(20);
    const many = computeGridLayout(settings("horizontal"), [L, L, L, L, L]);
    expect(new Set(many.boxes.map((box) => box.y)).size).toBe(1);
    expect((many.boxes[0] as Box).x).toBe(20);
    expect(right(many.boxes[4] as Box)).toBe(1780);
    expect(many.height).toBe(20 + rowHeight + 20);
    expectInside(many.boxes, many.height);
  });

  it("1 portrait + 2 landscape: the portrait spans both rows on the left", () => {
    const layout = computeGridLayout(settings("portrait-landscape"), [P, L, L]);
    const [p, l1, l2] = layout.boxes as [Box, Box, Box];
    expect(p.x).toBe(20);
    expect(p.height).toBe(bottom(l2) - l1.y);
    expect(l1.x).toBe(right(p) + gap);
    expect(l2.y).toBe(bottom(l1) + gap);
    expect(right(l1)).toBe(1780);
    expectInside(layout.boxes, layout.height);
  });

  it("1 landscape + 2 portrait: the landscape across the top, the portraits beneath", () => {
    const layout = computeGridLayout(settings("landscape-top-portraits"), [L, P, P]);
    const [l, p1, p2] = layout.boxes as [Box, Box, Box];
    expect(l.width).toBe(1760);
    expect(p1.y).toBe(bottom(l) + gap);
    expect(p1.y).toBe(p2.y);
    expect(p1.height).toBeGreaterThan(p1.width * 0.9 * 0.99);
    expectInside(layout.boxes, layout.height);
  });

  it("3 landscape + 3 portrait: three columns, landscapes over taller portraits", () => {
    const layout = computeGridLayout(settings("3landscapes-3portraits"), [L, L, L, P, P, P]);
    expect(layout.boxes).toHaveLength(6);
    const top = layout.boxes.slice(0, 3);
    const lower = layout.boxes.slice(3);
    expect(new Set(top.map((box) => box.y)).size).toBe(1);
    expect(new Set(lower.map((box) => box.y)).size).toBe(1);
    expect((lower[0] as Box).height).toBeGreaterThan((top[0] as Box).height);
    expect(right(top[2] as Box)).toBe(1780);
    expectInside(layout.boxes, layout.height);
  });

  it("leaves out images beyond a template's maximum", () => {
    expect(computeGridLayout(settings("grid-2x2"), [L, L, L, L, L, L]).boxes).toHaveLength(4);
    expect(computeGridLayout(settings("portrait-landscape"), [P, L, L, L]).boxes).toHaveLength(3);
  });

  it("places the caption beneath the grid and counts it in the height", () => {
    const plain = computeGridLayout(settings("grid-equal"), [L, L, L]);
    expect(plain.caption).toBeNull();
    const layout = computeGridLayout(settings("grid-equal", { caption: "  Phòng mổ đạt chuẩn ắ ệ ữ Đ  " }), [L, L, L]);
    const caption = layout.caption;
    expect(caption?.text).toBe("Phòng mổ đạt chuẩn ắ ệ ữ Đ");
    expect(caption?.lines).toEqual(["Phòng mổ đạt chuẩn ắ ệ ữ Đ"]);
    expect(caption?.fontSize).toBe(Math.round(18 * STYLE_SCALE));
    expect(caption?.y).toBeGreaterThan(bottom(layout.boxes[0] as Box));
    expect(layout.height).toBe((caption?.y ?? 0) + (caption?.height ?? 0) + 20);
  });

  it("wraps a long caption on words and keeps the writer's line breaks", () => {
    const lines = wrapCaption("một hai ba bốn năm sáu\nbảy", 100, 10);
    expect(lines.every((line) => line.length <= Math.floor(100 / 5.6))).toBe(true);
    expect(lines.at(-1)).toBe("bảy");
    expect(lines.join(" ")).toBe("một hai ba bốn năm sáu bảy");
  });
});

describe("render request", () => {
  it("takes the settings and our stored images' ids, within the limits", () => {
    const ok = { settings: defaultGridSettings(), imageIds: [1, 2] };
    expect(gridRenderRequestSchema.safeParse(ok).success).toBe(true);
    expect(gridRenderRequestSchema.safeParse({ ...ok, imageIds: [] }).success).toBe(false);
    expect(gridRenderRequestSchema.safeParse({ ...ok, imageIds: ["http://example.com/a.png"] }).success).toBe(false);
    const wide = { ...ok, settings: { ...defaultGridSettings(), columns: 5 } };
    expect(gridRenderRequestSchema.safeParse(wide).success).toBe(false);
    const gap = { ...ok, settings: { ...defaultGridSettings(), gap: 51 } };
    expect(gridRenderRequestSchema.safeParse(gap).success).toBe(false);
  });
});

describe("the grid's render scale", () => {
  it("is 2 while the PNG stays within the megapixel cap, less for a taller grid, and none past it at scale 1", () => {
    expect(gridRenderScale({ width: 1800, height: 3000 })).toBe(2);
    const tall = gridRenderScale({ width: 1800, height: 9000 }) as number;
    expect(tall).toBeLessThan(2);
    expect(1800 * tall * 9000 * tall).toBeLessThanOrEqual(GRID_MAX_MEGAPIXELS * 1_000_000);
    expect(gridRenderScale({ width: 1800, height: 27_700 })).toBe(1);
    expect(gridRenderScale({ width: 1800, height: 28_000 })).toBeNull();
  });

  it("keeps the tallest grid the dialog allows (24 images, 2 columns, their own heights, a long caption) drawable", () => {
    const base = defaultGridSettings();
    const tallest = {
      ...base,
      columns: 2 as const,
      caption: "Ảnh ".repeat(250),
      style: { ...base.style, imageHeight: "auto" as const, captionSize: 24 as const },
    };
    const layout = computeGridLayout(
      tallest,
      Array.from({ length: 24 }, () => ({ width: 100, height: 10_000 })),
    );
    expect(gridRenderScale(layout)).not.toBeNull();
  });
});
