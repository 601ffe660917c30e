import { Editor, getSchema } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { captionNode, captionTextOf, findCaption } from "./caption";
import { editorExtensions } from "./extensions";

const schema = getSchema(editorExtensions());

function doc(content: unknown[]): PMNode {
  return schema.nodeFromJSON({ type: "doc", content });
}
const image = { type: "image", attrs: { src: "/a.png", alt: "A" } };
const text = (value: string, marks: string[] = []) => ({
  type: "text",
  text: value,
  marks: marks.map((type) => ({ type })),
});

describe("image captions", () => {
  it("reads the first non-empty italic or span text of the centred paragraph beneath the image", () => {
    const d = doc([
      image,
      {
        type: "paragraph",
        attrs: { textAlign: "center" },
        content: [text("  "), text("Chú thích", ["italic"]), text(" khác", ["italic", "bold"])],
      },
    ]);
    expect(findCaption(d, 0)).toEqual({ from: 1, to: d.content.size, text: "Chú thích" });
  });

  it("reads text in a styled span too", () => {
    const paragraph = schema.nodeFromJSON({
      type: "paragraph",
      content: [
        text("thường "),
        { type: "text", text: "nhỏ", marks: [{ type: "textStyle", attrs: { fontSize: "14px" } }] },
      ],
    });
    expect(captionTextOf(paragraph)).toBe("nhỏ");
  });

  it("finds no caption under an ordinary paragraph or plain text", () => {
    expect(findCaption(doc([image, { type: "paragraph", content: [text("Chữ", ["italic"])] }]), 0)).toBeNull();
    expect(
      findCaption(doc([image, { type: "paragraph", attrs: { textAlign: "center" }, content: [text("Chữ")] }]), 0),
    ).toBeNull();
    expect(findCaption(doc([image]), 0)).toBeNull();
  });

  it("makes an italic centred caption line that survives HTML round trips", () => {
    const line = captionNode(schema, "Ảnh minh họa");
    const d = doc([image, line.toJSON()]);
    expect(findCaption(d, 0)?.text).toBe("Ảnh minh họa");
    expect(line.attrs).toMatchObject({ textAlign: "center", caption: true });
    expect(line.firstChild?.marks.map((mark) => mark.type.name)).toEqual(["italic"]);
  });

  it("reads a saved caption line back from HTML, and Enter after it starts an ordinary paragraph", () => {
    const editor = new Editor({
      extensions: editorExtensions(),
      content:
        '<img src="/a.png" alt="A" width="300"><p style="text-align: center; margin-top: 8px; font-size: 14px; color: #6b7280"><em>Chú thích</em></p>',
    });
    expect(findCaption(editor.state.doc, 0)?.text).toBe("Chú thích");
    // The browser may write the grey as rgb(); the sanitiser keeps either.
    expect(editor.getHTML()).toMatch(
      /<p style="text-align: center; margin-top: 8px; font-size: 14px; color: [^"]+"><em>Chú thích<\/em><\/p>/,
    );
    // The cursor at the end of the caption (the image is 1 long, the paragraph opens at 1).
    editor.commands.setTextSelection(2 + "Chú thích".length);
    editor.commands.splitBlock();
    expect(editor.state.doc.lastChild?.attrs.caption).toBe(false);
    editor.destroy();
  });
});
