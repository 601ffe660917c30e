import { describe, expect, it } from "vitest";
import { formatAdminDate, formatAdminDateTime } from "./admin-date";

describe("formatAdminDate", () => {
  it("writes the Vietnamese weekday and day/month/year", () => {
    expect(formatAdminDate(new Date("2026-11-22T05:00:00Z"))).toBe("Chủ Nhật, 22/11/2026");
    expect(formatAdminDate("2026-11-23T05:00:00Z")).toBe("Thứ Hai, 23/11/2026");
    expect(formatAdminDate("2026-11-28T05:00:00Z")).toBe("Thứ Bảy, 28/11/2026");
  });

  it("uses Vietnam's time zone, not the server's", () => {
    // 18:30 UTC on Saturday is already 01:30 on Sunday in Hanoi.
    expect(formatAdminDate("2026-11-21T18:30:00Z")).toBe("Chủ Nhật, 22/11/2026");
  });

  it("answers an empty string for an invalid date", () => {
    expect(formatAdminDate("not a date")).toBe("");
  });
});

describe("formatAdminDateTime", () => {
  it("writes hour and date in Vietnam's time zone", () => {
    expect(formatAdminDateTime(new Date("2026-11-21T18:30:00Z"))).toBe("01:30 22/11/2026");
  });
});
