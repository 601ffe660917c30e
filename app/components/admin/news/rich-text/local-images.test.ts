import { Editor } from "@tiptap/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalImageUploadError } from "../editor-contract";
import { editorExtensions } from "./extensions";
import { blobOfDataUrl, isLocalImageSrc, LocalImages, localSourcesOf, uploadLocalImages } from "./local-images";

// jsdom has no object URLs: hand out numbered ones and record releases.
let counter = 0;
const revoked: string[] = [];
beforeEach(() => {
  counter = 0;
  revoked.length = 0;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: () => `blob:http://localhost/${++counter}`,
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function editorWith(images: LocalImages, count: number) {
  const sources = Array.from({ length: count }, (_, i) =>
    images.add(new File([`image ${i}`], `a${i}.png`, { type: "image/png" })),
  );
  const html = `<p>Mở đầu</p>${sources.map((src) => `<img src="${src}" alt="x" width="240">`).join("")}<img src="/uploads/news/old.png">`;
  // Plain editor without React: the node view falls back to the schema's rendering.
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  return { editor, sources };
}

describe("local images", () => {
  it("recognises local addresses", () => {
    expect(isLocalImageSrc("blob:http://x/1")).toBe(true);
    expect(isLocalImageSrc("data:image/png;base64,AAA")).toBe(true);
    expect(isLocalImageSrc("/uploads/a.png")).toBe(false);
    expect(isLocalImageSrc(null)).toBe(false);
  });

  it("reads a pasted data: image without fetch (the policy's connect-src does not allow data:)", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    // The 8 bytes of PNG's signature, in base64.
    const file = await new LocalImages().fileOf("data:image/png;base64,iVBORw0KGgo=");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(file.type).toBe("image/png");
    expect(file.name).toBe("image.png");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = blobOfDataUrl("data:image/svg+xml,%3Csvg%2F%3E");
    expect(svg.type).toBe("image/svg+xml");
    expect(await svg.text()).toBe("<svg/>");
  });

  it("uploads each local image once, swaps in the stored URLs and releases the local ones", async () => {
    const images = new LocalImages();
    const { editor, sources } = editorWith(images, 3);
    const uploaded: string[] = [];
    const html = await uploadLocalImages(editor, images, async (file) => {
      uploaded.push(file.name);
      return `/uploads/news/abc12345-${uploaded.length}.png`;
    });
    expect(uploaded.sort()).toEqual(["a0.png", "a1.png", "a2.png"]);
    expect(html).not.toContain("blob:");
    expect(html.match(/src="\/uploads\/news\/abc12345-\d\.png"/g)).toHaveLength(3);
    expect(html).toContain('width="240"');
    expect(html).toContain('src="/uploads/news/old.png"');
    expect(revoked.sort()).toEqual([...sources].sort());
    expect(localSourcesOf(editor.state.doc)).toEqual([]);
    editor.destroy();
  });

  it("rejects with LocalImageUploadError and leaves the document as it was when one upload fails", async () => {
    const images = new LocalImages();
    const { editor, sources } = editorWith(images, 2);
    const before = editor.getHTML();
    const failing = vi.fn(async (file: File) => {
      if (file.name === "a1.png") throw new Error("Tải lên thất bại");
      return "/uploads/news/ok.png";
    });
    await expect(uploadLocalImages(editor, images, failing)).rejects.toBeInstanceOf(LocalImageUploadError);
    expect(editor.getHTML()).toBe(before);
    expect(localSourcesOf(editor.state.doc)).toEqual(sources);
    expect(revoked).toEqual([]);
    editor.destroy();
  });
});
