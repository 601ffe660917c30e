/**
 * Vietnamese phone numbers as people write them ("0912 345 678", "0912.345.678",
 * "+84 912 345 678", "84912345678", "(024) 3826 1234", "+84 (0) 24 3826 1234") made into one
 * form, +84 then the national number without its leading 0. Mobiles have 9 digits after the 0
 * (prefixes 3, 5, 7, 8, 9), landlines 10 (area codes begin with 2).
 */
export const PHONE_PATTERN = "^\\+84(?:[35789][0-9]{8}|2[0-9]{9})$";

const SEPARATORS = /[\s.\-()/]/g;

/** The number as +84…, or null when it is not a Vietnamese mobile or landline number. */
export function normalisePhone(input: string): string | null {
  let digits = input.trim().replace(SEPARATORS, "");
  if (digits.startsWith("+84")) digits = digits.slice(3);
  else if (digits.startsWith("0084")) digits = digits.slice(4);
  else if (digits.startsWith("84") && (digits.length === 11 || digits.length === 12)) digits = digits.slice(2);
  // "+84 (0) 912…" and the national "0912…" both carry the trunk 0.
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  const normalised = `+84${digits}`;
  return new RegExp(PHONE_PATTERN).test(normalised) ? normalised : null;
}

/** +84912345678 as 0912 345 678, +842438261234 as 024 3826 1234 (how staff dial it). */
export function displayPhone(normalised: string): string {
  const national = `0${normalised.replace(/^\+84/, "")}`;
  if (national.length === 10) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
}
