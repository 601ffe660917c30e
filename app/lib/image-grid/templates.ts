/** The image grid's templates, orientation rule, auto-pick table and image-count limits (spec §4, §5, §9). */

export const GRID_TEMPLATE_IDS = [
  "grid-equal",
  "grid-2x2",
  "horizontal",
  "portrait-landscape",
  "landscape-top-portraits",
  "3landscapes-3portraits",
] as const;

export type GridTemplateId = (typeof GRID_TEMPLATE_IDS)[number];

export interface GridTemplate {
  id: GridTemplateId;
  minImages: number;
  /** Absent: no upper limit. */
  maxImages?: number;
}

export const GRID_TEMPLATES: Record<GridTemplateId, GridTemplate> = {
  "grid-equal": { id: "grid-equal", minImages: 2 },
  "grid-2x2": { id: "grid-2x2", minImages: 4, maxImages: 4 },
  horizontal: { id: "horizontal", minImages: 2 },
  "portrait-landscape": { id: "portrait-landscape", minImages: 3, maxImages: 3 },
  "landscape-top-portraits": { id: "landscape-top-portraits", minImages: 3, maxImages: 3 },
  "3landscapes-3portraits": { id: "3landscapes-3portraits", minImages: 6, maxImages: 6 },
};

export type Orientation = "landscape" | "portrait" | "square";

export const LANDSCAPE_RATIO = 1.1;
export const PORTRAIT_RATIO = 0.9;

/** width/height above 1.1 is landscape, below 0.9 portrait, else square; an unknown size counts as landscape. */
export function orientationOf(size: { width?: number | null; height?: number | null } | null | undefined): Orientation {
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return "landscape";
  const ratio = width / height;
  if (ratio > LANDSCAPE_RATIO) return "landscape";
  if (ratio < PORTRAIT_RATIO) return "portrait";
  return "square";
}

export interface TemplatePick {
  template: GridTemplateId;
  columns: 2 | 3;
}

function matches(orientations: Orientation[], pattern: Orientation[]): boolean {
  return orientations.length === pattern.length && pattern.every((o, i) => orientations[i] === o);
}

/** The spec's auto-pick table, applied after each upload; null (keep the current choice) for one image. */
export function autoPickTemplate(orientations: Orientation[]): TemplatePick | null {
  const count = orientations.length;
  const L: Orientation = "landscape";
  const P: Orientation = "portrait";
  if (count === 2) return { template: "grid-equal", columns: 2 };
  if (count === 3) {
    if (matches(orientations, [L, P, P])) return { template: "landscape-top-portraits", columns: 2 };
    if (matches(orientations, [P, L, L])) return { template: "portrait-landscape", columns: 2 };
    if (orientations.every((o) => o === L)) return { template: "horizontal", columns: 3 };
    return { template: "grid-equal", columns: 3 };
  }
  if (count === 4) return { template: "grid-2x2", columns: 2 };
  if (count === 6 && matches(orientations, [L, L, L, P, P, P]))
    return { template: "3landscapes-3portraits", columns: 3 };
  if (count >= 5) return { template: "grid-equal", columns: 3 };
  return null;
}

export type GridProblem =
  | { kind: "empty" }
  | { kind: "tooFew"; min: number }
  | { kind: "tooMany"; max: number; count: number; remove: number }
  /** The images fit the template, but the picture would pass GRID_MAX_MEGAPIXELS (layout.ts). */
  | { kind: "tooLarge" };

/** What keeps this many images from filling the template, or null when they fit. */
export function gridProblem(template: GridTemplateId, count: number): GridProblem | null {
  if (count === 0) return { kind: "empty" };
  const { minImages, maxImages } = GRID_TEMPLATES[template];
  if (count < minImages) return { kind: "tooFew", min: minImages };
  if (maxImages !== undefined && count > maxImages) {
    return { kind: "tooMany", max: maxImages, count, remove: count - maxImages };
  }
  return null;
}
