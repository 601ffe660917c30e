/**
 * The <img> tags of stored rich text, read without a DOM (the `lib` code runs on the server and in
 * tests without one): the editor's alt check (body-alt.ts) and the public rewrite into renditions
 * (body-images.ts) share this one reader. Values may be double-, single- or un-quoted, and a quoted
 * value may hold ">" (an alt of "a > b").
 */

/** Every <img> tag (global: use with matchAll or replace). */
export const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** An attribute value as written in HTML, its character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one tag ("<img ...>"), names in lower case, values decoded; one without a value is "". */
export function imgAttributes(tag: string): Map<string, string> {
  const inner = tag.replace(/^<img/i, "").replace(/\/?>$/, "");
  const attributes = new Map<string, string>();
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!name || attributes.has(name)) continue;
    attributes.set(name, decodeAttribute(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/** An attribute value written back between double quotes. */
export function encodeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
