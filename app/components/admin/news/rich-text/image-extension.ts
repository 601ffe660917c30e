import type { Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { imageAlignOf } from "~/lib/image-align";
import { EDIT_IMAGE_EVENT, ImageNodeView } from "./image-node-view";
import { parseImageWidth, resizedWidth } from "./image-width";

const KEYBOARD_RESIZE_STEP = 20;

/**
 * The editor's image: a block with src, alt (none, empty for decorative, or a text), a width
 * kept in the HTML (width attribute and style) and its place in the column (data-align: left,
 * right, full; none for centred, decision 044), shown through a node view with corner resize
 * handles while selected.
 */
export const EditorImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      // No attribute (null) is an image nobody described, alt="" a decorative one: both
      // kept as they are, and an alt of digits stays text (TipTap would read "2024" as a number).
      alt: {
        default: null,
        parseHTML: (element) => element.getAttribute("alt"),
        renderHTML: (attributes) =>
          typeof attributes.alt === "string" || typeof attributes.alt === "number"
            ? { alt: String(attributes.alt) }
            : {},
      },
      width: {
        default: null,
        parseHTML: (element) => parseImageWidth(element.getAttribute("width")) ?? parseImageWidth(element.style.width),
        renderHTML: (attributes) => {
          const width = parseImageWidth(attributes.width);
          return width ? { width: String(width), style: `width: ${width}px` } : {};
        },
      },
      align: {
        default: "center",
        parseHTML: (element) => imageAlignOf(element.getAttribute("data-align")),
        renderHTML: (attributes) => {
          const align = imageAlignOf(attributes.align);
          return align === "center" ? {} : { "data-align": align };
        },
      },
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView, {
      // On the node view's outer element, a child of the editing area as the <img> is of the page's
      // body: the same rules of app.css float it (the attribute is set again on every change).
      attrs: ({ node }) => ({ "data-align": imageAlignOf(node.attrs.align) }),
      // The corner handles drive their own pointer events; ProseMirror must not start a drag.
      stopEvent: ({ event }) =>
        event.target instanceof Element && Boolean(event.target.closest("[data-resize-handle]")),
    });
  },

  addKeyboardShortcuts() {
    return {
      // Escape deselects a selected image (popups and dialogs close themselves).
      Escape: ({ editor }) => deselectImage(editor),
      // From the keyboard, Shift+Left/Right narrows or widens a selected image by 20 px.
      "Shift-ArrowLeft": ({ editor }) => resizeSelectedImage(editor, -KEYBOARD_RESIZE_STEP),
      "Shift-ArrowRight": ({ editor }) => resizeSelectedImage(editor, KEYBOARD_RESIZE_STEP),
      // Enter on a selected image opens its dialog, as a double click does.
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        editor.view.dom.dispatchEvent(new CustomEvent(EDIT_IMAGE_EVENT, { detail: selection.from }));
        return true;
      },
    };
  },
}).configure({ allowBase64: true, inline: false });

/** Moves a selection off an image to the nearest text after it (or before it). */
export function deselectImage(editor: Editor): boolean {
  const { selection, doc } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "image") return false;
  const after = doc.resolve(selection.to);
  const target =
    TextSelection.findFrom(after, 1, true) ?? TextSelection.findFrom(doc.resolve(selection.from), -1, true);
  if (!target) return false;
  editor.view.dispatch(editor.state.tr.setSelection(target));
  return true;
}

function resizeSelectedImage(editor: Editor, step: number): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "image") return false;
  const shown = (editor.view.nodeDOM(selection.from) as HTMLElement | null)?.querySelector("img");
  const current = parseImageWidth(selection.node.attrs.width) ?? shown?.getBoundingClientRect().width ?? 0;
  const width = resizedWidth(current, step, "se", editor.view.dom.clientWidth || current);
  return editor.commands.updateAttributes("image", { width });
}
