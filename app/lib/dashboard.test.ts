import { describe, expect, it } from "vitest";
import { type DashboardActivity, mergeRecentActivity, percentOf } from "./dashboard";

describe("percentOf", () => {
  it("rounds to a whole number and is 0 for an empty total", () => {
    expect(percentOf(8, 10)).toBe(80);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(53, 53)).toBe(100);
  });
});

describe("mergeRecentActivity", () => {
  const item = (kind: DashboardActivity["kind"], id: number, minute: number): DashboardActivity => ({
    kind,
    id,
    title: `${kind} ${id}`,
    live: true,
    createdAt: new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString(),
  });

  it("merges newest first and keeps 5", () => {
    const products = [item("product", 3, 30), item("product", 2, 20), item("product", 1, 10)];
    const articles = [item("article", 9, 25), item("article", 8, 15), item("article", 7, 5)];
    expect(mergeRecentActivity(products, articles).map((a) => `${a.kind}${a.id}`)).toEqual([
      "product3",
      "article9",
      "product2",
      "article8",
      "product1",
    ]);
  });

  it("keeps fewer when there are fewer", () => {
    expect(mergeRecentActivity([item("product", 1, 1)], [])).toHaveLength(1);
  });
});
