/**
 * Text alternatives of the images in an article body. An image is described (an alt
 * text), decorative (alt="" on purpose: screen readers pass over it) or not described (no alt
 * attribute at all, or only blanks): only the last is an oversight, and a publication is warned
 * about it. Pure: the editor (on its HTML) and its dialogs (on what was typed) share it.
 */

import { IMG_TAG, imgAttributes } from "./img-tags";

export type AltState = "described" | "decorative" | "missing";

/** An image of a body that is not described: its place among the body's images (from 1) and its address. */
export interface ImageWithoutAlt {
  index: number;
  src: string;
}

/** Non-breaking spaces count as blanks: an alt of only those says nothing either. */
const BLANKS = /^[\s\u00a0]*$/;

/** What an image's alt says: null or undefined is no attribute, "" a decorative image, blanks nothing. */
export function altState(alt: unknown): AltState {
  if (typeof alt === "number") return "described";
  if (typeof alt !== "string") return "missing";
  if (alt === "") return "decorative";
  return BLANKS.test(alt) ? "missing" : "described";
}

/**
 * The alt an insert or edit dialog writes: "" for an image marked decorative, the trimmed text
 * when one was typed, null when neither (the image is not described).
 */
export function chosenAlt(text: string, decorative: boolean): string | null {
  if (decorative) return "";
  const trimmed = text.trim();
  return BLANKS.test(trimmed) ? null : trimmed;
}

/** The images of a body's HTML that are not described, in the order they appear. */
export function imagesWithoutAlt(html: string): ImageWithoutAlt[] {
  const found: ImageWithoutAlt[] = [];
  let index = 0;
  for (const [tag] of html.matchAll(IMG_TAG)) {
    index += 1;
    const attributes = imgAttributes(tag);
    const alt = attributes.has("alt") ? attributes.get("alt") : null;
    if (altState(alt) === "missing") found.push({ index, src: attributes.get("src") ?? "" });
  }
  return found;
}

/** The images without a description of both bodies of an article: the Vietnamese one's first. */
export function articleImagesWithoutAlt(bodies: {
  content: string;
  contentEn: string;
}): (ImageWithoutAlt & { lang: "vi" | "en" })[] {
  return [
    ...imagesWithoutAlt(bodies.content).map((image) => ({ ...image, lang: "vi" as const })),
    ...imagesWithoutAlt(bodies.contentEn).map((image) => ({ ...image, lang: "en" as const })),
  ];
}
