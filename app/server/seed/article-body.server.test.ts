// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { findCaption } from "~/components/admin/news/rich-text/caption";
import { editorExtensions } from "~/components/admin/news/rich-text/extensions";
import { sanitizeRichText } from "../sanitize.server";
import { bodiesWithPhotos, captionHtml, figureHtml, imageHtml, withFigures } from "./article-body.server";
import { DEMO_ARTICLES } from "./data/news";

/** What the news editor writes for this HTML once it has loaded it (ProseMirror's own serialiser in a DOM). */
function editorHtml(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  try {
    return editor.getHTML();
  } finally {
    editor.destroy();
  }
}

describe("the demo articles' photos in their bodies", () => {
  it("are written as the editor writes an image and its caption line, and stored as a save stores them", () => {
    const alt = 'Máy "A" & B > C';
    const caption = 'Chú thích "<1> & 2"';
    const written = imageHtml("/uploads/news/ab12cd34-1.jpg", alt) + captionHtml(caption);
    expect(editorHtml(written)).toBe(written);
    const editor = new Editor({ extensions: editorExtensions(), content: written });
    expect(findCaption(editor.state.doc, 0)?.text).toBe(caption);
    expect(editor.state.doc.firstChild?.attrs.alt).toBe(alt);
    editor.destroy();
    expect(figureHtml("/uploads/news/ab12cd34-1.jpg", alt, caption)).toBe(sanitizeRichText(written));
    expect(figureHtml("/uploads/news/x.jpg", "Ảnh")).toBe(
      '<img src="/uploads/news/x.jpg" alt="Ảnh" loading="lazy" decoding="async">',
    );
  });

  it("go before the second, the next and the last section headings, or at the end of a short body", () => {
    const body = "<h2>1</h2>\n<p>a</p>\n<h2>2</h2>\n<p>b</p>\n<h2>3</h2>\n<p>c</p>\n<h2>4</h2>\n<h2>5</h2>\n<p>e</p>";
    expect(withFigures(body, ["A", "B", "C"])).toBe(
      "<h2>1</h2>\n<p>a</p>\nA\n<h2>2</h2>\n<p>b</p>\nB\n<h2>3</h2>\n<p>c</p>\n<h2>4</h2>\nC\n<h2>5</h2>\n<p>e</p>",
    );
    expect(withFigures("<h2>1</h2>\n<p>a</p>", ["A", "B"])).toBe("<h2>1</h2>\n<p>a</p>\nA\nB");
  });

  it("leave every published article's text as it was, with three images and two caption lines in each language", () => {
    const published = DEMO_ARTICLES.filter((a) => a.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const article of published) {
      expect(article.photos, article.slug).toBeDefined();
      if (!article.photos) continue;
      const bodies = bodiesWithPhotos(article, article.photos, {
        plain: "/p.jpg",
        grid: "/g.png",
        captioned: "/c.jpg",
      });
      for (const [lang, body, original] of [
        ["vi", bodies.content, article.content],
        ["en", bodies.contentEn, article.contentEn],
      ] as const) {
        const where = `${article.slug} (${lang})`;
        expect(
          [...body.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]),
          where,
        ).toEqual(["/p.jpg", "/g.png", "/c.jpg"]);
        expect(body.match(/<p style="[^"]*margin-top: 8px[^"]*"><em>[^<]+<\/em><\/p>/g), where).toHaveLength(2);
        // Between sections, never inside a paragraph, list or table.
        expect(body.match(/\n<img [^>]*>(?:<p style[^>]*><em>[^<]*<\/em><\/p>)?\n<h2>/g), where).toHaveLength(3);
        expect(body.replace(/<img [^>]*>(?:<p style[^>]*><em>[^<]*<\/em><\/p>)?\n/g, ""), where).toBe(original);
      }
    }
  });
});
