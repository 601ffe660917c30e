/**
 * JSON read from a request is bounded before it is parsed: `JSON.parse` itself
 * copes with 100,000 nested brackets, but whatever walks the result afterwards (String(),
 * JSON.stringify, a recursive check) overflows the stack, and that was a 500.
 */

/** Deeper than any list or draft the forms send (settings lists: 3 levels). */
export const MAX_JSON_DEPTH = 16;

/** Whether JSON text nests arrays and objects deeper than `limit`, read without parsing it. */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; reason: "too-big" | "too-deep" | "malformed" };

/** JSON text parsed only when within `maxChars` and `maxDepth`. */
export function parseBoundedJson(
  text: string,
  { maxChars, maxDepth = MAX_JSON_DEPTH }: { maxChars: number; maxDepth?: number },
): BoundedJson {
  if (text.length > maxChars) return { ok: false, reason: "too-big" };
  if (jsonTooDeep(text, maxDepth)) return { ok: false, reason: "too-deep" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
