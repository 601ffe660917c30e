/**
 * Where a body image sits in the article's column (decision 044): centred (the default, stored as
 * nothing: every image stored before alignment existed is one), floated left or right with the text around it on
 * wide screens, or as wide as the column. Stored as `data-align` on the <img>.
 */
export type ImageAlign = "left" | "center" | "right" | "full";

export const IMAGE_ALIGNMENTS: readonly ImageAlign[] = ["left", "center", "right", "full"];

/** The values `data-align` may hold (centre is the attribute's absence). */
export const STORED_IMAGE_ALIGNMENTS: ReadonlySet<string> = new Set(["left", "right", "full"]);

/** The alignment a stored `data-align` says; anything else is centred. */
export function imageAlignOf(value: unknown): ImageAlign {
  return typeof value === "string" && STORED_IMAGE_ALIGNMENTS.has(value) ? (value as ImageAlign) : "center";
}

/** Floated beside the text on wide screens. */
export function isFloated(align: ImageAlign): boolean {
  return align === "left" || align === "right";
}
