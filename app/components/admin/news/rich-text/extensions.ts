import type { Extensions } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { Color, FontSize, TextStyle } from "@tiptap/extension-text-style";
import StarterKit from "@tiptap/starter-kit";
import { CaptionParagraph } from "./caption";
import { EditorImage } from "./image-extension";
import { isSafeLinkUrl } from "./link-url";
import { OrderedListStyle } from "./list-style";

export const HEADING_LEVELS = [1, 2, 3, 4] as const;

/**
 * The editor's schema: what the toolbar makes and the server's sanitiser keeps. StarterKit 3
 * already brings link and underline; they are configured here, never added a second time.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      blockquote: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto", "tel"],
        isAllowedUri: (url) => isSafeLinkUrl(url),
        shouldAutoLink: (url) => isSafeLinkUrl(url),
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    TextStyle,
    Color,
    FontSize,
    TextAlign.configure({ types: ["heading", "paragraph"] }),
    TableKit.configure({ table: { resizable: false } }),
    EditorImage,
    CaptionParagraph,
    OrderedListStyle,
  ];
}
