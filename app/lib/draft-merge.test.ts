import { describe, expect, it } from "vitest";
import {
  applyDraftMerge,
  canKeepBoth,
  conflictContext,
  conflictsOf,
  type FieldMerge,
  mergeDraft,
  readableTokens,
  resolveField,
  undecided,
} from "./draft-merge";
import { blocksNest, htmlBlocks, htmlIsEmpty } from "./html-blocks";

const field = (merges: FieldMerge[], name: string) => merges.find((merge) => merge.field === name) as FieldMerge;

describe("a body's blocks", () => {
  const body =
    "<h2>Giới thiệu</h2><p>Đoạn một.</p><ul><li><p>Mục a</p></li><li><p>Mục b</p><ol><li><p>con</p></li></ol></li></ul>" +
    '<figure><img src="/uploads/a.webp" alt="Máy &gt; mới"><figcaption>Ảnh</figcaption></figure>' +
    '<table style="min-width: 50px"><colgroup><col></colgroup><tbody><tr><th><p>Tên</p></th></tr><tr><td><p>Máy</p></td></tr></tbody></table>' +
    '<blockquote><p>Trích dẫn</p></blockquote><img src="/uploads/b.webp" alt="a > b"><p></p>';

  it("cuts paragraphs, headings, list items, table rows, figures and images, and joins back to the same HTML", () => {
    const blocks = htmlBlocks(body);
    expect(blocks.join("")).toBe(body);
    expect(blocks).toEqual([
      "<h2>Giới thiệu</h2>",
      "<p>Đoạn một.</p>",
      "<ul>",
      "<li><p>Mục a</p></li>",
      "<li><p>Mục b</p><ol><li><p>con</p></li></ol></li>",
      "</ul>",
      '<figure><img src="/uploads/a.webp" alt="Máy &gt; mới"><figcaption>Ảnh</figcaption></figure>',
      '<table style="min-width: 50px">',
      "<colgroup><col></colgroup>",
      "<tbody>",
      "<tr><th><p>Tên</p></th></tr>",
      "<tr><td><p>Máy</p></td></tr>",
      "</tbody>",
      "</table>",
      "<blockquote>",
      "<p>Trích dẫn</p>",
      "</blockquote>",
      '<img src="/uploads/b.webp" alt="a > b">',
      "<p></p>",
    ]);
    expect(blocksNest(blocks)).toBe(true);
    expect(blocksNest(["<ul>", "<li>x</li>"])).toBe(false);
  });

  it("keeps hand-written spacing and stray text with the blocks, and knows an empty body", () => {
    const written = "<p>Một</p>\n  <p>Hai</p>\nđuôi";
    expect(htmlBlocks(written)).toEqual(["<p>Một</p>\n  ", "<p>Hai</p>", "\nđuôi"]);
    expect(htmlBlocks(written).join("")).toBe(written);
    expect(htmlIsEmpty("<p></p>")).toBe(true);
    expect(htmlIsEmpty("<p>&nbsp;</p>")).toBe(true);
    expect(htmlIsEmpty('<p><img src="/a.webp"></p>')).toBe(false);
  });
});

describe("an older draft merged with the version saved since", () => {
  const base = {
    title: "Máy nội soi mới",
    subtitle: "",
    excerpt: "Bệnh viện nhận máy nội soi thế hệ mới vào tháng này.",
    content: "<p>Đoạn một.</p><p>Đoạn hai.</p><p>Đoạn ba.</p>",
    tags: ["Nội soi"],
    isPublished: false,
    featuredImage: null as string | null,
  };

  it("never offers a field the draft did not change, nor one empty on both sides", () => {
    // The colleague wrote a subtitle; the draft kept the empty one it was typed over.
    const current = { ...base, subtitle: "Tiêu đề phụ của A", title: "Máy nội soi mới nhất" };
    const draft = { ...base, content: "<p></p>" };
    const emptyBase = { ...base, content: "" };
    expect(mergeDraft(base, { ...base }, current)).toEqual([]);
    // An empty body written by the editor ("<p></p>") against none saved is nothing.
    expect(mergeDraft(emptyBase, draft, { ...emptyBase, content: "" }, { html: ["content"] })).toEqual([]);
    expect(mergeDraft<typeof base>(base, { ...base, featuredImage: null }, { ...base, featuredImage: "" })).toEqual([]);
  });

  it("applies a field only the draft changed as the draft has it", () => {
    const merges = mergeDraft(base, { ...base, title: "Máy nội soi của B" }, { ...base, excerpt: "Tóm tắt của A" });
    expect(merges).toEqual([
      {
        field: "title",
        outcome: "draft",
        format: "words",
        chunks: [{ ok: ["Máy", " ", "nội", " ", "soi", " ", "của", " ", "B"] }],
      },
    ]);
    expect(applyDraftMerge({ ...base, excerpt: "Tóm tắt của A" }, merges, { skipped: [], choices: {} })).toEqual({
      ...base,
      title: "Máy nội soi của B",
      excerpt: "Tóm tắt của A",
    });
  });

  it("merges plain text changed on both sides by words", () => {
    const mine = { ...base, excerpt: "Bệnh viện tỉnh nhận máy nội soi thế hệ mới vào tháng này." };
    const theirs = {
      ...base,
      excerpt: "Bệnh viện nhận máy nội soi thế hệ mới vào tháng này. Máy do Olympus sản xuất.",
    };
    const merge = field(mergeDraft(base, mine, theirs), "excerpt");
    expect(merge.outcome).toBe("merged");
    expect(resolveField(merge)).toBe(
      "Bệnh viện tỉnh nhận máy nội soi thế hệ mới vào tháng này. Máy do Olympus sản xuất.",
    );
    // Neighbouring words changed by each are no conflict either.
    const next = field(mergeDraft({ a: "một hai ba bốn" }, { a: "một HAI ba bốn" }, { a: "một hai BA bốn" }), "a");
    expect(resolveField(next)).toBe("một HAI BA bốn");
  });

  it("merges a body changed on both sides by blocks and keeps the colleague's sentence", () => {
    const mine = { ...base, content: "<p>Đoạn một.</p><p>Đoạn hai.</p><p>Đoạn ba. Câu của B.</p>" };
    const theirs = { ...base, content: "<p>Đoạn một. Câu của A.</p><p>Đoạn hai.</p><p>Đoạn ba.</p>" };
    const merges = mergeDraft(base, mine, theirs, { html: ["content"] });
    expect(merges.map((merge) => [merge.field, merge.outcome, merge.format])).toEqual([
      ["content", "merged", "blocks"],
    ]);
    const merged = applyDraftMerge(theirs, merges, { skipped: [], choices: {} });
    expect(merged.content).toBe("<p>Đoạn một. Câu của A.</p><p>Đoạn hai.</p><p>Đoạn ba. Câu của B.</p>");
    // Neighbouring paragraphs, an inserted list item and a table row: still no conflict.
    const list = "<p>Đoạn.</p><ul><li><p>a</p></li><li><p>b</p></li></ul>";
    const both = mergeDraft(
      { content: list },
      { content: "<p>Đoạn của B.</p><ul><li><p>a</p></li><li><p>b</p></li></ul>" },
      { content: "<p>Đoạn.</p><ul><li><p>a</p></li><li><p>A thêm</p></li><li><p>b</p></li></ul>" },
      { html: ["content"] },
    );
    expect(resolveField(field(both, "content"))).toBe(
      "<p>Đoạn của B.</p><ul><li><p>a</p></li><li><p>A thêm</p></li><li><p>b</p></li></ul>",
    );
  });

  it("reads a body typed over hand-written spacing as the same blocks", () => {
    const written = { content: "<p>Đoạn một.</p>\n<p>Đoạn hai.</p>\n" };
    const merges = mergeDraft(
      written,
      { content: "<p>Đoạn một.</p><p>Đoạn hai. Câu của B.</p>" },
      { content: "<p>Đoạn một. Câu của A.</p>\n<p>Đoạn hai.</p>\n" },
      { html: ["content"] },
    );
    expect(resolveField(field(merges, "content"))).toBe("<p>Đoạn một. Câu của A.</p>\n<p>Đoạn hai. Câu của B.</p>");
  });

  it("shows a true conflict with both sides, and applies the side chosen", () => {
    const mine = { ...base, content: "<p>Đoạn một của B.</p><p>Đoạn hai.</p><p>Đoạn ba.</p>", title: "Máy của B" };
    const theirs = {
      ...base,
      content: "<p>Đoạn một của A.</p><p>Đoạn hai.</p><p>Đoạn ba. Thêm.</p>",
      title: "Máy của A",
    };
    const merges = mergeDraft(base, mine, theirs, { html: ["content"] });
    const content = field(merges, "content");
    expect(content.outcome).toBe("conflict");
    expect(conflictsOf(content)).toEqual([
      { base: ["<p>Đoạn một.</p>"], mine: ["<p>Đoạn một của B.</p>"], theirs: ["<p>Đoạn một của A.</p>"] },
    ]);
    expect(readableTokens("blocks", conflictsOf(content)[0]?.mine ?? [])).toEqual([
      { text: "Đoạn một của B.", image: false },
    ]);
    expect(undecided(merges, {})).toBe(2);
    // Left undecided, the saved side stays: a colleague's text never goes without a choice.
    expect(resolveField(content)).toBe(theirs.content);
    expect(resolveField(content, ["mine"])).toBe("<p>Đoạn một của B.</p><p>Đoạn hai.</p><p>Đoạn ba. Thêm.</p>");
    expect(resolveField(content, ["both"])).toBe(
      "<p>Đoạn một của A.</p><p>Đoạn một của B.</p><p>Đoạn hai.</p><p>Đoạn ba. Thêm.</p>",
    );
    const title = field(merges, "title");
    expect(conflictContext(title, 0)).toEqual({ before: "Máy của", after: "" });
    expect(resolveField(title, ["both"])).toBe("Máy của A B");
    const decided = applyDraftMerge(theirs, merges, { skipped: [], choices: { content: ["theirs"], title: ["mine"] } });
    expect(decided).toEqual({ ...theirs, title: "Máy của B" });
    expect(undecided(merges, { content: ["theirs"], title: ["mine"] })).toBe(0);
    // A field left unticked stays as saved.
    expect(applyDraftMerge(theirs, merges, { skipped: ["title"], choices: { content: ["mine"] } }).title).toBe(
      "Máy của A",
    );
  });

  it("merges lists by entries, and yes/no and linked fields as one value", () => {
    const product = {
      categoryId: 1,
      departmentId: 1,
      brands: ["Olympus"],
      features: [
        { id: "f1", text: "Nhẹ", textEn: "", order: 1 },
        { id: "f2", text: "Bền", textEn: "", order: 2 },
      ],
      isActive: true,
    };
    const mine = {
      ...product,
      categoryId: 2,
      departmentId: 3,
      brands: ["Olympus", "Fujifilm"],
      features: [
        { id: "f0", text: "Mới", textEn: "", order: 1 },
        ...product.features.map((f, i) => ({ ...f, order: i + 2 })),
      ],
      isActive: false,
    };
    const theirs = {
      ...product,
      brands: ["Pentax", "Olympus"],
      features: [product.features[0], { ...product.features[1], text: "Rất bền" }],
    };
    const merges = mergeDraft(product, mine, theirs as typeof product, { linked: { categoryId: "departmentId" } });
    expect(merges.map((merge) => [merge.field, merge.outcome, merge.format])).toEqual([
      ["categoryId", "draft", "whole"],
      ["brands", "merged", "items"],
      ["features", "merged", "items"],
      ["isActive", "draft", "whole"],
    ]);
    const merged = applyDraftMerge(
      theirs as typeof product,
      merges,
      { skipped: [], choices: {} },
      {
        linked: { categoryId: "departmentId" },
      },
    );
    expect(merged).toEqual({
      categoryId: 2,
      departmentId: 3,
      brands: ["Pentax", "Olympus", "Fujifilm"],
      features: [
        { id: "f0", text: "Mới", textEn: "", order: 1 },
        { id: "f1", text: "Nhẹ", textEn: "", order: 2 },
        { id: "f2", text: "Rất bền", textEn: "", order: 3 },
      ],
      isActive: false,
    });
    const flag = field(mergeDraft({ on: true }, { on: false }, { on: null as boolean | null }), "on");
    expect(flag.outcome).toBe("conflict");
    expect(canKeepBoth(flag, conflictsOf(flag)[0] ?? { mine: [], theirs: [] })).toBe(false);
  });

  it("without the version it was typed over, a draft conflicts wherever it differs", () => {
    const merges = mergeDraft(null, { ...base, title: "Của B" }, { ...base, excerpt: "Của A" });
    expect(merges.map((merge) => [merge.field, merge.outcome])).toEqual([
      ["title", "conflict"],
      ["excerpt", "conflict"],
    ]);
    expect(resolveField(field(merges, "excerpt"), ["theirs"])).toBe("Của A");
  });
});
