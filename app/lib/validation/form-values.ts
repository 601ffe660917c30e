/** Readers of form values as they travel (every value a string), shared by the form schemas. */
import { vi } from "~/i18n/messages/validation";
import { parseBoundedJson } from "~/lib/json-bounds";
import type { z } from "~/lib/zod";

/** A checkbox: checked when sent as "on" (or true). */
export const toChecked = (value: unknown) => value === true || value === "on" || value === "true";

/** Larger than any list a form sends (50 settings entries of 2,000-character fields, 100 specifications). */
export const MAX_FORM_JSON_CHARS = 2_000_000;

/**
 * Lists travel as JSON in one form field; a malformed one reads as empty. One too big or nested
 * too deep is never parsed: the field gets the shared message (given the schema's context).
 */
export function fromJson(value: unknown, ctx?: z.RefinementCtx): unknown {
  if (typeof value !== "string") return value;
  const parsed = parseBoundedJson(value, { maxChars: MAX_FORM_JSON_CHARS });
  if (parsed.ok) return parsed.value;
  if (parsed.reason !== "malformed") ctx?.addIssue({ code: "custom", message: vi.listInvalid });
  return [];
}
