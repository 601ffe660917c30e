import { Extension } from "@tiptap/core";
import type { Node as PMNode, Schema } from "@tiptap/pm/model";

/** The caption line's look (spec section 9): 14 px, italic, grey, centred, 8 px above. */
export const CAPTION_STYLE = "margin-top: 8px; font-size: 14px; color: #6b7280";

/**
 * Marks a paragraph as an image caption, so that it keeps its style through saving and
 * loading: <p style="text-align: center; margin-top: 8px; font-size: 14px; color: #6b7280"><em>…</em></p>.
 */
export const CaptionParagraph = Extension.create({
  name: "captionParagraph",
  addGlobalAttributes() {
    return [
      {
        types: ["paragraph"],
        attributes: {
          caption: {
            default: false,
            // Enter at the end of a caption starts an ordinary paragraph.
            keepOnSplit: false,
            parseHTML: (element) => element.style.marginTop === "8px" && element.querySelector("em, i") !== null,
            renderHTML: (attributes) => (attributes.caption ? { style: CAPTION_STYLE } : {}),
          },
        },
      },
    ];
  },
});

export interface FoundCaption {
  from: number;
  to: number;
  text: string;
}

/** The first non-empty text in the paragraph that is italic or in a styled span. */
export function captionTextOf(paragraph: PMNode): string | null {
  let found: string | null = null;
  paragraph.descendants((child) => {
    if (found !== null) return false;
    if (child.isText && child.text?.trim()) {
      if (child.marks.some((mark) => mark.type.name === "italic" || mark.type.name === "textStyle")) {
        found = child.text.trim();
      }
    }
    return true;
  });
  return found;
}

/**
 * The caption of the image at `imagePos`: the paragraph right beneath it, when it is a caption
 * line (marked as one, or centred) holding italic or span text.
 */
export function findCaption(doc: PMNode, imagePos: number): FoundCaption | null {
  const image = doc.nodeAt(imagePos);
  if (!image) return null;
  const from = imagePos + image.nodeSize;
  if (from >= doc.content.size) return null;
  const next = doc.resolve(from).nodeAfter;
  if (next?.type.name !== "paragraph") return null;
  if (!next.attrs.caption && next.attrs.textAlign !== "center") return null;
  const text = captionTextOf(next);
  return text === null ? null : { from, to: from + next.nodeSize, text };
}

/** The caption line for a text: an italic, centred paragraph. */
export function captionNode(schema: Schema, text: string): PMNode {
  const { paragraph } = schema.nodes;
  const { italic } = schema.marks;
  if (!paragraph || !italic) throw new Error("The editor schema has no paragraph or italic");
  return paragraph.create({ textAlign: "center", caption: true }, schema.text(text, [italic.create()]));
}
