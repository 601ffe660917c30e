import { sanitizeRichText } from "../sanitize.server";
import type { SeedArticlePhotos } from "./types";

/**
 * Puts the demo photos into an article's body as saving it in the news editor would (issue
 * 50.4): the editor writes an image as `<img src="…" alt="…">` (the stored original's address:
 * the public page makes it responsive) and a caption as the centred italic line under it
 * (rich-text/caption.ts), and the save sanitises that (sanitizeRichText).
 */

/**
 * The caption line's style as the editor writes it in a browser: ProseMirror sets it through
 * style.cssText, which gives the grey of CAPTION_STYLE back as rgb().
 */
const CAPTION_LINE_STYLE = "text-align: center; margin-top: 8px; font-size: 14px; color: rgb(107, 114, 128);";

// HTML's serialisation, as innerHTML writes it today: a text escapes & < >, an attribute " too.
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** An image as the editor's getHTML() writes it. */
export function imageHtml(src: string, alt: string): string {
  return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}">`;
}

/** A caption line as the editor's getHTML() writes it. */
export function captionHtml(text: string): string {
  return `<p style="${CAPTION_LINE_STYLE}"><em>${escapeText(text)}</em></p>`;
}

/**
 * The body with each figure put before a section heading: the first before the second <h2>, the
 * last before the last one, the others before the headings in between. A body with too few
 * sections gets them at its end.
 */
export function withFigures(html: string, figures: string[]): string {
  const headings = [...html.matchAll(/^<h2>/gm)].map((match) => match.index);
  if (headings.length <= figures.length) return [html, ...figures].join("\n");
  let out = "";
  let from = 0;
  figures.forEach((figure, i) => {
    const at = headings[i === figures.length - 1 ? headings.length - 1 : i + 1] ?? html.length;
    out += `${html.slice(from, at)}${figure}\n`;
    from = at;
  });
  return out + html.slice(from);
}

/** An image, with its caption line when it has one, as an article's save stores it. */
export function figureHtml(src: string, alt: string, caption?: string): string {
  return sanitizeRichText(imageHtml(src, alt) + (caption === undefined ? "" : captionHtml(caption)));
}

/** The stored addresses a body's photos point at. */
export interface PhotoAddresses {
  plain: string;
  captioned: string;
  grid: string;
}

/** An article's Vietnamese and English bodies with its photos: a photo, a grid with its caption, a captioned photo. */
export function bodiesWithPhotos(
  bodies: { content: string; contentEn: string },
  photos: SeedArticlePhotos,
  src: PhotoAddresses,
): { content: string; contentEn: string } {
  const { plain, captioned, grid } = photos;
  return {
    content: withFigures(bodies.content, [
      figureHtml(src.plain, plain.alt),
      figureHtml(src.grid, grid.alt, grid.caption),
      figureHtml(src.captioned, captioned.alt, captioned.caption),
    ]),
    contentEn: withFigures(bodies.contentEn, [
      figureHtml(src.plain, plain.altEn),
      figureHtml(src.grid, grid.altEn, grid.captionEn),
      figureHtml(src.captioned, captioned.altEn, captioned.captionEn),
    ]),
  };
}
