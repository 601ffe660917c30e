/** Readers of form values as they travel (every value a string), shared by the form schemas. */

/** A checkbox: checked when sent as "on" (or true). */
export const toChecked = (value: unknown) => value === true || value === "on" || value === "true";

/** Lists travel as JSON in one form field; a malformed one reads as empty. */
export function fromJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return [];
  }
}
