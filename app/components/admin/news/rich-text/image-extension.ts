import Image from "@tiptap/extension-image";
import { NodeSelection } from "@tiptap/pm/state";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { ImageNodeView } from "./image-node-view";
import { parseImageWidth } from "./image-width";

/**
 * The editor's image: a block with src, alt and a width kept in the HTML (width attribute and
 * style), shown through a node view with corner resize handles while selected.
 */
export const EditorImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: {
        default: null,
        parseHTML: (element) => parseImageWidth(element.getAttribute("width")) ?? parseImageWidth(element.style.width),
        renderHTML: (attributes) => {
          const width = parseImageWidth(attributes.width);
          return width ? { width: String(width), style: `width: ${width}px` } : {};
        },
      },
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView, {
      // The corner handles drive their own pointer events; ProseMirror must not start a drag.
      stopEvent: ({ event }) =>
        event.target instanceof Element && Boolean(event.target.closest("[data-resize-handle]")),
    });
  },

  addKeyboardShortcuts() {
    return {
      // Escape deselects a selected image (popups and dialogs close themselves).
      Escape: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        return editor.commands.setTextSelection(selection.to);
      },
    };
  },
}).configure({ allowBase64: true, inline: false });
