import { Extension } from "@tiptap/core";
import { delimiterOf, isBulletStyle, listStyleTypeIn, orderedListStyle } from "~/lib/list-styles";

/**
 * Lists keep their style (decisions 023 and 044). StarterKit's ordered list already reads and
 * writes `type="a"`; this adds an ordered list's delimiter ("1)", "(a)") and a bullet list's
 * bullet (circle, square), and writes each list's style as `list-style-type`, which the editor
 * and the public page show (the page's list classes would otherwise win over `type`).
 */
export const OrderedListStyle = Extension.create({
  name: "orderedListStyle",
  addGlobalAttributes() {
    return [
      {
        types: ["orderedList"],
        attributes: {
          delimiter: {
            default: null,
            parseHTML: (element) => delimiterOf(listStyleTypeIn(element.getAttribute("style"))),
            // Written by listStyle, with the numbering.
            renderHTML: () => ({}),
          },
          listStyle: {
            default: null,
            parseHTML: () => null,
            renderHTML: (attributes) => {
              const style = orderedListStyle(attributes.type, attributes.delimiter);
              return style ? { style: `list-style-type: ${style}` } : {};
            },
          },
        },
      },
      {
        types: ["bulletList"],
        attributes: {
          bullet: {
            default: null,
            parseHTML: (element) => {
              const style = listStyleTypeIn(element.getAttribute("style"));
              return isBulletStyle(style) ? style : null;
            },
            renderHTML: (attributes) =>
              isBulletStyle(attributes.bullet) ? { style: `list-style-type: ${attributes.bullet}` } : {},
          },
        },
      },
    ];
  },
});
