import { describe, expect, it } from "vitest";
import { moveAndRenumber, newEntryId, nextOrder } from "./ordered-list";

describe("nextOrder", () => {
  it("is max + 1, or 1 when empty", () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([{ order: 3 }, { order: 7 }, { order: 1 }])).toBe(8);
  });
});

describe("moveAndRenumber", () => {
  it("moves an entry and renumbers from 1", () => {
    const items = [
      { id: "a", order: 4 },
      { id: "b", order: 9 },
      { id: "c", order: 12 },
    ];
    expect(moveAndRenumber(items, 2, 0)).toEqual([
      { id: "c", order: 1 },
      { id: "a", order: 2 },
      { id: "b", order: 3 },
    ]);
    expect(moveAndRenumber(items, 5, 0)).toEqual(items);
  });
});

describe("newEntryId", () => {
  it("is unique enough within a form", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newEntryId("f")));
    expect(ids.size).toBe(50);
  });
});
