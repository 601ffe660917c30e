/**
 * Images inside stored rich text (an article's body) as visitors get them: the stored HTML names
 * the original an editor inserted (a 2,560 px photo, a crop's PNG, a 3,600 px grid), and the page
 * rewrites each <img> of ours into its WebP renditions with srcset and sizes, its intrinsic size
 * (no layout shift), lazy loading and async decoding (decision 038). Images from other hosts are
 * left as they are; ours without renditions (an SVG, a GIF, a small picture) keep their address.
 */
import { type ImageAlign, imageAlignOf, isFloated } from "./image-align";
import { encodeAttribute, IMG_TAG, imgAttributes } from "./img-tags";
import { fallbackVariant } from "./views";

/** A stored image as the body rewrite needs it (from its media row). */
export interface StoredBodyImage {
  width: number | null;
  height: number | null;
  mimeType: string;
  /** WebP renditions, narrowest first. */
  variants: { url: string; width: number; height: number }[];
  /** The library's alt text in the page's language: used when the body's <img> has none at all. */
  alt: string;
}

/**
 * The article column (app/components/news/article.tsx: max-w-3xl, px-4 then px-6 from 640 px):
 * 720 px wide from 768 px, the viewport less its padding below.
 */
export const ARTICLE_COLUMN = { max: 720, wide: 768, padSmall: 32, padMedium: 48, medium: 640 } as const;

/** The address of every <img> in the HTML, in order (decoded: as the media table stores it). */
export function bodyImageSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = imgAttributes(tag).get("src");
    if (src) sources.push(src);
  }
  return sources;
}

/** The width an editor gave the image (the width attribute, or a px width in its style), if any. */
function editorWidth(attributes: Map<string, string>): number | null {
  const fromAttribute = /^\s*(\d{1,5})(?:px)?\s*$/i.exec(attributes.get("width") ?? "");
  const fromStyle = /(?:^|;)\s*width:\s*(\d{1,5}(?:\.\d+)?)px/i.exec(attributes.get("style") ?? "");
  const width = Number(fromAttribute?.[1] ?? fromStyle?.[1] ?? Number.NaN);
  return Number.isFinite(width) && width > 0 ? Math.round(width) : null;
}

/**
 * The sizes attribute for an image shown at most `width` CSS pixels wide in the article column,
 * where its alignment places it (app.css, decision 044): a column-wide image is the column's width
 * whatever its own; a floated one half the column at most from 640 px, and the column's width below.
 */
export function bodyImageSizes(width: number | null, align: ImageAlign = "center"): string {
  const { max, wide, padSmall, padMedium, medium } = ARTICLE_COLUMN;
  if (align === "full") return bodyImageSizes(null);
  if (isFloated(align)) {
    const half = Math.floor(max / 2);
    const fluid = `calc((100vw - ${padMedium}px) / 2)`;
    return [
      `(min-width: ${wide}px) ${width !== null && width < half ? width : half}px`,
      `(min-width: ${medium}px) ${width !== null && width < half ? `min(${width}px, ${fluid})` : fluid}`,
      `calc(100vw - ${padSmall}px)`,
    ].join(", ");
  }
  // Below 768 px the column is under 720 px: an image as wide as the column or wider fills it.
  const narrow = width !== null && width < max;
  const cap = (fluid: string) => (narrow ? `min(${width}px, ${fluid})` : fluid);
  return [
    `(min-width: ${wide}px) ${narrow ? width : max}px`,
    `(min-width: ${medium}px) ${cap(`calc(100vw - ${padMedium}px)`)}`,
    cap(`calc(100vw - ${padSmall}px)`),
  ].join(", ");
}

/** Whether a stored original may stand in srcset beside its renditions (never a PNG master or a GIF). */
function originalIsForScreens(image: StoredBodyImage): boolean {
  return image.mimeType === "image/jpeg" || image.mimeType === "image/webp";
}

function rewriteTag(attributes: Map<string, string>, image: StoredBodyImage, eager: boolean): string {
  const out = new Map<string, string>();
  const src = attributes.get("src") ?? "";
  out.set("src", src);
  const own = image.width && image.height ? image : null;
  // A GIF keeps its frames only in the original (the renditions are its first frame).
  const variants = own && own.mimeType !== "image/gif" ? own.variants : [];
  const displayWidth = own ? (editorWidth(attributes) ?? own.width) : null;
  if (own && variants.length > 0) {
    const candidates = variants.map((v) => `${v.url} ${v.width}w`);
    const widest = variants[variants.length - 1];
    if (originalIsForScreens(own) && widest && (own.width ?? 0) > widest.width) candidates.push(`${src} ${own.width}w`);
    const fallback = fallbackVariant(variants);
    out.set("src", fallback?.url ?? src);
    out.set("srcset", candidates.join(", "));
    out.set("sizes", bodyImageSizes(displayWidth, imageAlignOf(attributes.get("data-align"))));
  }
  if (own && displayWidth && own.width && own.height) {
    out.set("width", String(displayWidth));
    out.set("height", String(Math.max(1, Math.round((displayWidth * own.height) / own.width))));
  } else {
    for (const name of ["width", "height"]) {
      const value = attributes.get(name);
      if (value) out.set(name, value);
    }
  }
  // No alt at all is an image nobody described: the library's text if it has one, else empty
  // (an image left out of the spoken page rather than read out by its file name).
  out.set("alt", attributes.get("alt") ?? image.alt);
  for (const name of ["title", "style", "data-align"]) {
    const value = attributes.get(name);
    if (value) out.set(name, value);
  }
  out.set("loading", eager ? "eager" : "lazy");
  out.set("decoding", "async");
  if (eager) out.set("fetchpriority", "high");
  return `<img ${[...out].map(([name, value]) => `${name}="${encodeAttribute(value)}"`).join(" ")}>`;
}

/**
 * The HTML with each of our <img> made responsive. `images` holds the stored images by the address
 * the body names; an <img> whose address is not there (another host, or unknown) is left as written.
 * `eagerFirst`: the first image may be in the first screen (an article without a featured image),
 * so it is fetched at once; every other one waits until it comes near the screen.
 */
export function responsiveBodyImages(
  html: string,
  images: ReadonlyMap<string, StoredBodyImage>,
  options: { eagerFirst?: boolean } = {},
): string {
  let index = 0;
  return html.replace(IMG_TAG, (tag) => {
    const attributes = imgAttributes(tag);
    const eager = Boolean(options.eagerFirst) && index === 0;
    index++;
    const image = images.get(attributes.get("src") ?? "");
    return image ? rewriteTag(attributes, image, eager) : tag;
  });
}
