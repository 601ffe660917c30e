import { describe, expect, it } from "vitest";
import { type Box, MAX_SWAP_SHIFT, shiftScore } from "./site-font";

const viewport = { width: 400, height: 800 };

/** A box seen at `before` that now sits at `now` (an element that answers with the new place). */
function box(before: [number, number, number, number], now: [number, number, number, number]): Box {
  const [left, top, right, bottom] = before;
  const [nowLeft, nowTop, nowRight, nowBottom] = now;
  const element = {
    getBoundingClientRect: () => ({ left: nowLeft, top: nowTop, right: nowRight, bottom: nowBottom }),
  } as unknown as Element;
  return { element, left, top, right, bottom };
}

describe("shiftScore: a layout shift scored as Chrome scores it", () => {
  it("is 0 when nothing moved, or nothing moved 3 px or more", () => {
    expect(shiftScore([box([0, 0, 400, 100], [0, 0, 400, 120])], viewport)).toBe(0);
    expect(shiftScore([box([0, 200, 400, 300], [2, 202, 402, 302])], viewport)).toBe(0);
    expect(shiftScore([], viewport)).toBe(0);
  });

  it("is the share of the viewport covered before and after, times the move over the larger side", () => {
    // Half the viewport's width, 400 px tall, moved down 40 px: it covers 200 × 440 of 400 × 800.
    const score = shiftScore([box([0, 400, 200, 800], [0, 440, 200, 840])], viewport);
    expect(score).toBeCloseTo(((200 * 400) / (400 * 800)) * (40 / 800), 4);
  });

  it("counts an area covered by several moved boxes once, and only inside the viewport", () => {
    const one = shiftScore([box([0, 600, 400, 800], [0, 640, 400, 840])], viewport);
    const nested = shiftScore(
      [box([0, 600, 400, 800], [0, 640, 400, 840]), box([16, 620, 384, 700], [16, 660, 384, 740])],
      viewport,
    );
    expect(nested).toBeCloseTo(one, 6);
    expect(one).toBeCloseTo(((400 * 200) / (400 * 800)) * (40 / 800), 4);
  });

  it("holds back a swap that pushes a page's lower part down by a line (/en/about at 412 px scored 0.012)", () => {
    const pushed = shiftScore([box([0, 490, 400, 800], [0, 518, 400, 828])], viewport);
    expect(pushed).toBeGreaterThan(MAX_SWAP_SHIFT);
    // A word that moves 4 px along its line is within what the swap may do.
    const nudged = shiftScore([box([100, 300, 160, 320], [104, 300, 164, 320])], viewport);
    expect(nudged).toBeGreaterThan(0);
    expect(nudged).toBeLessThan(MAX_SWAP_SHIFT);
  });
});
