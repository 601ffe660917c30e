import { getSchema } from "@tiptap/core";
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
});
