import type { TiptapEditorHTMLElement } from "@tiptap/core";
import { IMG_TAG, imgAttributes } from "~/lib/img-tags";
import type { Lang } from "./news-form";

/** A body image the save could not upload: which body, which image, and its address there. */
export interface FailedImage {
  src: string;
  lang: Lang;
  /** Its place among the body's images, from 1. */
  index: number;
  alt: string;
}

/** Where an image address is in the two bodies, or null when neither holds it any more. */
export function failedImageOf(src: string, bodies: { content: string; contentEn: string }): FailedImage | null {
  for (const [lang, html] of [
    ["vi", bodies.content],
    ["en", bodies.contentEn],
  ] as const) {
    const images = [...html.matchAll(IMG_TAG)].map(([tag]) => imgAttributes(tag));
    const at = images.findIndex((image) => image.get("src") === src);
    if (at >= 0) return { src, lang, index: at + 1, alt: images[at]?.get("alt") ?? "" };
  }
  return null;
}

/**
 * Selects the image at `src` in the rich-text editor that shows it and scrolls it into view; false
 * when no editor on the page shows it. TipTap keeps its editor on its element (`dom.editor`).
 */
export function selectImage(src: string): boolean {
  for (const element of document.querySelectorAll<TiptapEditorHTMLElement>(".ProseMirror")) {
    const editor = element.editor;
    if (!editor || editor.isDestroyed) continue;
    let found: number | null = null;
    editor.state.doc.descendants((node, pos) => {
      if (found === null && node.type.name === "image" && node.attrs.src === src) found = pos;
      return found === null;
    });
    if (found !== null) {
      editor.chain().focus().setNodeSelection(found).scrollIntoView().run();
      return true;
    }
  }
  return false;
}
