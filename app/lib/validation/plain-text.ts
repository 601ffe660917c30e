import { vi } from "~/i18n/messages/validation";
import type { z } from "~/lib/zod";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// Tab, line feed and carriage return belong in a multi-line text; nothing else below space does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The largest value of a PostgreSQL integer (int4) column: ids, orders, counts. */
export const INT4_MAX = 2_147_483_647;

/** Whether a text holds a character no keyboard types (tab and newlines allowed when multiline). */
export function hasControlChars(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTILINE : SINGLE_LINE).test(value);
}

/**
 * A text field that refuses control characters with the shared field message: the
 * one refinement every text field of the admin's forms goes through.
 */
export function plainText<T extends z.ZodString>(
  schema: T,
  { multiline = false, error = vi.controlChars }: { multiline?: boolean; error?: string } = {},
): T {
  return schema.refine((value) => !hasControlChars(value, { multiline }), { error, abort: true });
}
