import { z } from "~/lib/zod";

/** A positive whole-number id from a URL parameter or form field, or null for anything else. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** An id field of a form's intent (zod): the parsed id, or null when absent or malformed. */
export const idField = z.unknown().optional().transform(parseId);

/** A row's version (`updated_at` to the microsecond, ISO), as the editors carry it. */
export const ROW_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The version field of an editor's save: absent or empty for a new item (no check), else checked. */
export const rowVersionField = z
  .union([z.literal("").transform(() => undefined), z.string().regex(ROW_VERSION_PATTERN)])
  .optional();
