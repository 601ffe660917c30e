import { formatDate } from "~/i18n/lang";
import { vi } from "~/i18n/messages/admin";

const weekdayIndex = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Ho_Chi_Minh" });
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The admin header's date in Vietnam's time zone, e.g. "Chủ Nhật, 22/11/2026". */
export function formatAdminDate(value: Date | string, weekdays: readonly string[] = vi.layout.weekdays): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const weekday = weekdays[WEEKDAYS.indexOf(weekdayIndex.format(date))] ?? "";
  return `${weekday}, ${formatDate(date)}`;
}

const dateTime = new Intl.DateTimeFormat("vi-VN", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** A moment as staff in Vietnam read it, e.g. "08:30 22/11/2026" (format on the server: one text for both sides). */
export function formatAdminDateTime(value: Date): string {
  return dateTime.format(value);
}
