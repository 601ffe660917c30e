/** Resize rules of editor images. */
export const MIN_IMAGE_WIDTH = 100;

/** A stored width ("320", "320px", 320) as whole pixels, or null when there is none. */
export function parseImageWidth(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value);
  return match ? Math.round(Number(match[1])) : null;
}

export type Corner = "nw" | "ne" | "sw" | "se";
export const CORNERS: readonly Corner[] = ["nw", "ne", "sw", "se"];

/** The width after dragging a corner by dx pixels: west corners grow leftwards; 100 px at least. */
export function resizedWidth(startWidth: number, dx: number, corner: Corner, maxWidth: number): number {
  const grown = corner === "nw" || corner === "sw" ? startWidth - dx : startWidth + dx;
  const ceiling = Math.max(MIN_IMAGE_WIDTH, Math.round(maxWidth));
  return Math.min(ceiling, Math.max(MIN_IMAGE_WIDTH, Math.round(grown)));
}
