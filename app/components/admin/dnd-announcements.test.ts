import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { vi as admin } from "~/i18n/messages/admin";
import { sortableAnnouncements } from "./dnd-announcements";

const entry = (id: string) => ({ id }) as Active & Over;

describe("sortableAnnouncements", () => {
  const names: Record<string, string> = { a: "Chống nước IP67", b: "Pin 8 giờ", c: "Màn hình 15 inch" };
  const say = sortableAnnouncements(["a", "b", "c"], (id) => names[String(id)] ?? "", admin.dnd);

  it("names the entry by its text and says where it is, in Vietnamese", () => {
    expect(say.onDragStart({ active: entry("a") })).toBe("Đã nhấc Chống nước IP67, đang ở vị trí 1 trên 3.");
    expect(say.onDragOver?.({ active: entry("a"), over: entry("c") })).toBe("Chống nước IP67 đang ở vị trí 3 trên 3.");
    expect(say.onDragEnd({ active: entry("a"), over: entry("b") })).toBe("Đã thả Chống nước IP67 vào vị trí 2 trên 3.");
    expect(say.onDragCancel({ active: entry("b"), over: null })).toBe("Đã hủy di chuyển. Pin 8 giờ trở lại vị trí 2.");
  });

  it("says nothing while over no entry, and a drop outside keeps the place", () => {
    expect(say.onDragOver?.({ active: entry("a"), over: null })).toBeUndefined();
    expect(say.onDragEnd({ active: entry("c"), over: null })).toBe("Đã thả Màn hình 15 inch vào vị trí 3 trên 3.");
  });
});
