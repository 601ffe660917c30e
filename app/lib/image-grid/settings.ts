import { z } from "~/lib/zod";
import { INT4_MAX, plainText } from "../validation/plain-text";
import { GRID_TEMPLATE_IDS, type GridTemplateId } from "./templates";

/** The settings' choices and the defaults the dialog opens with (spec §3 "Image grid settings", §4 "Grid dialog"). */
export const COLUMN_CHOICES = [2, 3, 4] as const;
export const GAP_RANGE = { min: 0, max: 50 } as const;
export const RADIUS_RANGE = { min: 0, max: 50 } as const;
export const BORDER_WIDTH_RANGE = { min: 1, max: 10 } as const;
export const OBJECT_FITS = ["cover", "contain", "fill"] as const;
export const BORDER_STYLES = ["none", "solid", "dashed", "dotted"] as const;
export const SHADOWS = ["none", "small", "medium", "large", "xl"] as const;
export const IMAGE_HEIGHTS = [180, 200, 220, 250, 280, 300] as const;
export const CAPTION_SIZES = [14, 16, 18, 20, 24] as const;
/** Most images one grid takes (the equal and horizontal grids have no template maximum). */
export const MAX_GRID_IMAGES = 24;
export const MAX_CAPTION_LENGTH = 1000;

export type ObjectFit = (typeof OBJECT_FITS)[number];
export type BorderStyle = (typeof BORDER_STYLES)[number];
export type Shadow = (typeof SHADOWS)[number];
export type ImageHeight = (typeof IMAGE_HEIGHTS)[number] | "auto";
export type Columns = (typeof COLUMN_CHOICES)[number];
export type CaptionSize = (typeof CAPTION_SIZES)[number];

export interface GridStyle {
  borderRadius: number;
  objectFit: ObjectFit;
  border: BorderStyle;
  borderColor: string;
  borderWidth: number;
  shadow: Shadow;
  imageHeight: ImageHeight;
  captionSize: CaptionSize;
}

export interface GridSettings {
  template: GridTemplateId;
  columns: Columns;
  gap: number;
  caption: string;
  style: GridStyle;
}

export const DEFAULT_BORDER_COLOR = "#e5e7eb";

export function defaultGridSettings(): GridSettings {
  return {
    template: "grid-equal",
    columns: 3,
    gap: 10,
    caption: "",
    style: {
      borderRadius: 4,
      objectFit: "cover",
      border: "none",
      borderColor: DEFAULT_BORDER_COLOR,
      borderWidth: 1,
      shadow: "none",
      imageHeight: 220,
      captionSize: 18,
    },
  };
}

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const gridStyleSchema = z.object({
  borderRadius: int(RADIUS_RANGE.min, RADIUS_RANGE.max),
  objectFit: z.enum(OBJECT_FITS),
  border: z.enum(BORDER_STYLES),
  borderColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  borderWidth: int(BORDER_WIDTH_RANGE.min, BORDER_WIDTH_RANGE.max),
  shadow: z.enum(SHADOWS),
  imageHeight: z.union([z.literal("auto"), z.literal(IMAGE_HEIGHTS)]),
  captionSize: z.literal(CAPTION_SIZES),
});

export const gridSettingsSchema = z.object({
  template: z.enum(GRID_TEMPLATE_IDS),
  columns: z.literal(COLUMN_CHOICES),
  gap: int(GAP_RANGE.min, GAP_RANGE.max),
  caption: plainText(z.string().max(MAX_CAPTION_LENGTH), { multiline: true }),
  style: gridStyleSchema,
});

/** What the dialog sends to render a grid: the settings and our own stored images (media ids), in order. */
export const gridRenderRequestSchema = z.object({
  settings: gridSettingsSchema,
  imageIds: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(MAX_GRID_IMAGES),
});

export type GridRenderRequest = z.infer<typeof gridRenderRequestSchema>;

/** What the render endpoint answers. */
export type GridRenderResponse =
  | { ok: true; image: { src: string; alt: string; width: number; height: number; size: number } }
  | { ok: false; error: string };
