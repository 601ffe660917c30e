import { formatDate, VIETNAM_OFFSET_MS } from "~/i18n/lang";
import { vi } from "~/i18n/messages/admin";

const weekdayIndex = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "Asia/Ho_Chi_Minh" });
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The admin header's date in Vietnam's time zone as its two parts, e.g. "Chủ Nhật" and
 * "22/11/2026" (the header lets a phone put them on two lines), or null for no date.
 */
export function adminDateParts(
  value: Date | string,
  weekdays: readonly string[] = vi.layout.weekdays,
): { weekday: string; date: string } | null {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { weekday: weekdays[WEEKDAYS.indexOf(weekdayIndex.format(date))] ?? "", date: formatDate(date) };
}

/** The admin header's date in Vietnam's time zone, e.g. "Chủ Nhật, 22/11/2026". */
export function formatAdminDate(value: Date | string, weekdays: readonly string[] = vi.layout.weekdays): string {
  const parts = adminDateParts(value, weekdays);
  return parts ? `${parts.weekday}, ${parts.date}` : "";
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

const timeOfDay = new Intl.DateTimeFormat("vi-VN", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Ho_Chi_Minh",
});

/** A moment's time of day as staff in Vietnam read it, e.g. "08:30". */
export function formatAdminTime(value: Date): string {
  return timeOfDay.format(value);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value ("2026-11-22T08:30" or with seconds) read as Vietnam's time, or null
 * when it is not a real moment (31 February, 25:00…).
 */
export function parseVietnamDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 31/02 over into March: a value that does not come back unchanged is refused.
  const same =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    minute < 60 &&
    second < 60;
  if (!same) return null;
  return new Date(utc - VIETNAM_OFFSET_MS);
}

/** A moment as a `datetime-local` value in Vietnam's time (seconds only when there are some). */
export function toVietnamDateTimeInput(value: Date): string {
  const local = new Date(value.getTime() + VIETNAM_OFFSET_MS).toISOString();
  const seconds = local.slice(17, 19);
  return seconds === "00" ? local.slice(0, 16) : local.slice(0, 19);
}
