/**
 * The list styles an article body may hold (decision 044): an ordered list's numbering (its
 * `type`) and delimiter ("1." by default, "1)" or "(1)"), a bullet list's bullet (disc by
 * default, circle or square). Each is written as `list-style-type` on the list; a delimiter as
 * one of the counter styles of app/app.css ("lower-alpha-paren" draws "a)"). The editor, the
 * paste cleaner and the server's sanitiser share this vocabulary.
 */

export type NumberingType = "1" | "a" | "A" | "i" | "I";
export type Delimiter = "paren" | "parens";
export type BulletStyle = "circle" | "square";

/** The CSS numbering of each <ol type>. */
export const NUMBERING_STYLE: Readonly<Record<NumberingType, string>> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};

export const DELIMITERS: readonly Delimiter[] = ["paren", "parens"];
export const BULLET_STYLES: readonly BulletStyle[] = ["circle", "square"];

/**
 * The list-style-type an ordered list is written with: none for plain "1.", the numbering's own
 * name for "a." (the page's list classes would otherwise win over the type attribute), a counter
 * style of ours for a delimiter.
 */
export function orderedListStyle(type: unknown, delimiter: unknown): string | null {
  const numbering =
    NUMBERING_STYLE[(typeof type === "string" && type in NUMBERING_STYLE ? type : "1") as NumberingType];
  if (isDelimiter(delimiter)) return `${numbering}-${delimiter}`;
  return numbering === "decimal" ? null : numbering;
}

export function isDelimiter(value: unknown): value is Delimiter {
  return typeof value === "string" && (DELIMITERS as readonly string[]).includes(value);
}

export function isBulletStyle(value: unknown): value is BulletStyle {
  return typeof value === "string" && (BULLET_STYLES as readonly string[]).includes(value);
}

/** The delimiter a list-style-type names ("upper-roman-parens" → "parens"), if any. */
export function delimiterOf(listStyle: string | null | undefined): Delimiter | null {
  const match = /-(parens?)$/.exec((listStyle ?? "").trim().toLowerCase());
  return match && isDelimiter(match[1]) && LIST_STYLE_TYPES.has(listStyle?.trim().toLowerCase() ?? "")
    ? match[1]
    : null;
}

/** The list-style-type value of a style attribute ("list-style-type: square; …"), lower-case. */
export function listStyleTypeIn(style: string | null | undefined): string | null {
  const match = /(?:^|;)\s*list-style-type\s*:\s*([a-z-]+)/i.exec(style ?? "");
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Every list-style-type value stored HTML may hold. */
export const LIST_STYLE_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(NUMBERING_STYLE),
  ...Object.values(NUMBERING_STYLE).flatMap((numbering) => DELIMITERS.map((delimiter) => `${numbering}-${delimiter}`)),
  "disc",
  ...BULLET_STYLES,
]);
