/** Characters that editors use to separate points in a product description. */
const SEPARATORS = /\s*(?:[•|·;]|\r?\n)\s*/;

/**
 * A description as a list of points: split at •, |, ·, ; and line breaks, trimmed, empty points
 * dropped. One point means plain prose (shown as a paragraph); several are shown as bullets.
 */
export function descriptionPoints(description: string): string[] {
  return description
    .split(SEPARATORS)
    .map((point) => point.replace(/\s+/g, " ").trim())
    .filter((point) => point.length > 0 && !/^[-–—*]+$/.test(point));
}
