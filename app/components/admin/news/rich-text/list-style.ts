import { Extension } from "@tiptap/core";

/** The CSS numbering of each <ol type>: the page's list classes would otherwise win over the attribute. */
export const LIST_STYLE_OF_TYPE: Readonly<Record<string, string>> = {
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};

/**
 * An ordered list keeps its numbering style (StarterKit's list already reads and writes
 * `type="a"`, from Word, Google Docs and LibreOffice pastes); this writes it a second time as
 * `list-style-type`, which the editor and the public page show (decision 023).
 */
export const OrderedListStyle = Extension.create({
  name: "orderedListStyle",
  addGlobalAttributes() {
    return [
      {
        types: ["orderedList"],
        attributes: {
          listStyle: {
            default: null,
            parseHTML: () => null,
            renderHTML: (attributes) => {
              const style = LIST_STYLE_OF_TYPE[String(attributes.type)];
              return style ? { style: `list-style-type: ${style}` } : {};
            },
          },
        },
      },
    ];
  },
});
