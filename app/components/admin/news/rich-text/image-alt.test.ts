import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { articleImagesWithoutAlt } from "~/lib/body-alt";
import { editorExtensions } from "./extensions";
import { applyImageDetails } from "./image-edit-dialog";

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** A plain editor without React: the node view falls back to the schema's rendering. */
function open(html: string) {
  editor = new Editor({ extensions: editorExtensions(), content: html });
  return editor;
}

function imageAlts(current: Editor): unknown[] {
  const alts: unknown[] = [];
  current.state.doc.descendants((node) => {
    if (node.type.name === "image") alts.push(node.attrs.alt);
  });
  return alts;
}

function positions(current: Editor): number[] {
  const found: number[] = [];
  current.state.doc.descendants((node, pos) => {
    if (node.type.name === "image") found.push(pos);
  });
  return found;
}

describe("an image's alt in the body editor", () => {
  it('keeps decorative (alt="") apart from not described (no alt) through a load and a save', () => {
    const html =
      '<img src="/uploads/news/a.png" alt="Máy thở"><img src="/uploads/news/b.png" alt=""><img src="/uploads/news/c.png"><img src="/uploads/news/d.png" alt="2024">';
    const first = open(html);
    expect(imageAlts(first)).toEqual(["Máy thở", "", null, "2024"]);
    const saved = first.getHTML();
    expect(saved).toContain('<img src="/uploads/news/a.png" alt="Máy thở">');
    expect(saved).toContain('<img src="/uploads/news/b.png" alt="">');
    expect(saved).toContain('<img src="/uploads/news/c.png">');
    expect(saved).toContain('alt="2024"');
    // Opened again from what was saved (a reload, a draft, a revision): the same three kinds.
    first.destroy();
    expect(imageAlts(open(saved))).toEqual(["Máy thở", "", null, "2024"]);
    expect(articleImagesWithoutAlt({ content: saved, contentEn: "" })).toEqual([
      { lang: "vi", index: 3, src: "/uploads/news/c.png" },
    ]);
  });

  it("writes what the edit dialog chose: a text, decorative, or nothing", () => {
    const current = open('<img src="/a.png"><img src="/b.png" alt="Cũ"><img src="/c.png" alt="">');
    const [a, b, c] = positions(current) as [number, number, number];
    applyImageDetails(current, a, "Sơ đồ", "");
    applyImageDetails(current, b, "", "");
    applyImageDetails(current, c, null, "");
    expect(imageAlts(current)).toEqual(["Sơ đồ", "", null]);
    expect(current.getHTML()).toContain('<img src="/c.png">');
  });
});
