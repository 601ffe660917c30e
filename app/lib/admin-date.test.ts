import { describe, expect, it } from "vitest";
import {
  adminDateParts,
  formatAdminDate,
  formatAdminDateTime,
  parseVietnamDateTime,
  toVietnamDateTimeInput,
} from "./admin-date";

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

  it("gives the weekday and the date apart, for the header's two lines on a phone", () => {
    expect(adminDateParts("2026-11-21T18:30:00Z")).toEqual({ weekday: "Chủ Nhật", date: "22/11/2026" });
    expect(adminDateParts("not a date")).toBeNull();
  });
});

describe("formatAdminDateTime", () => {
  it("writes hour and date in Vietnam's time zone", () => {
    expect(formatAdminDateTime(new Date("2026-11-21T18:30:00Z"))).toBe("01:30 22/11/2026");
  });
});

describe("Vietnam's date and time in a datetime-local field", () => {
  it("reads the field as Vietnam's time and writes it back", () => {
    const moment = parseVietnamDateTime("2026-11-22T08:30");
    expect(moment?.toISOString()).toBe("2026-11-22T01:30:00.000Z");
    expect(toVietnamDateTimeInput(moment as Date)).toBe("2026-11-22T08:30");
    const withSeconds = parseVietnamDateTime("2026-11-22T00:15:07");
    expect(withSeconds?.toISOString()).toBe("2026-11-21T17:15:07.000Z");
    expect(toVietnamDateTimeInput(withSeconds as Date)).toBe("2026-11-22T00:15:07");
  });

  it("refuses what is not a real moment", () => {
    for (const value of ["", "2026-02-31T08:00", "2026-11-22T25:00", "22/11/2026 08:30", "2026-11-22"]) {
      expect(parseVietnamDateTime(value)).toBeNull();
    }
  });
});
