import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeRasterImage } from "~/server/images.server";
import type { ArticleDetail } from "~/server/services/news.server";
import { setStorage } from "~/server/storage/index.server";
import { createLocalStorage } from "~/server/storage/local.server";
import { createS3Storage } from "~/server/storage/s3.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { articleBody, articlePageView, articleSeo, getArticlePage, textToParagraphs } from "./news.$slug.server";

const context = setupTestDatabase();

describe("textToParagraphs", () => {
  it("makes one paragraph per non-blank line", () => {
    expect(textToParagraphs("Dòng một\n\nDòng  hai \r\n   \r\nDòng ba\rDòng bốn")).toEqual([
      "Dòng một",
      "Dòng hai",
      "Dòng ba",
      "Dòng bốn",
    ]);
    expect(textToParagraphs(" \n \n")).toEqual([]);
  });
});

describe("articleBody", () => {
  it("renders content with markup as sanitised HTML", () => {
    const body = articleBody('<h2>Tiêu đề</h2><p onclick="x()">A</p><script>alert(1)</script>');
    expect(body).toEqual({ kind: "html", html: "<h2>Tiêu đề</h2><p>A</p>" });
  });

  it("splits content without markup into paragraphs, keeping characters such as < and > as text", () => {
    expect(articleBody("Nhiệt độ < 40 độ\nÁp suất > 2 bar")).toEqual({
      kind: "paragraphs",
      paragraphs: ["Nhiệt độ < 40 độ", "Áp suất > 2 bar"],
    });
  });

  it("is empty for blank content and for HTML that shows nothing once sanitised", () => {
    expect(articleBody("")).toEqual({ kind: "empty" });
    expect(articleBody("  \n ")).toEqual({ kind: "empty" });
    expect(articleBody("<p></p><p>&nbsp;</p><script>alert(1)</script>")).toEqual({ kind: "empty" });
    expect(articleBody('<p><img src="/a.jpg" alt="A"></p>').kind).toBe("html");
  });
});

const article: ArticleDetail = {
  id: 1,
  slug: "bai-viet",
  title: "Tiêu đề",
  titleEn: "Title",
  excerpt: "Tóm tắt",
  excerptEn: "",
  category: "announcement",
  featuredImage: "/uploads/news/a.jpg",
  featuredImageWidth: 1200,
  featuredImageHeight: 675,
  featuredImageVariants: [{ url: "/uploads/news/a_w640.webp", key: "news/a_w640.webp", width: 640, height: 360 }],
  featuredImageAlt: "Ảnh",
  featuredImageAltEn: "Picture",
  publishedAt: null,
  createdAt: new Date("2026-03-04T20:00:00Z"),
  subtitle: "Phụ đề",
  subtitleEn: "Subtitle",
  content: "<p>Nội dung</p>",
  contentEn: "",
  featuredImageCaption: "Chú thích",
  featuredImageCaptionEn: "Caption",
  tags: ["nội soi"],
  tagsEn: ["endoscopy"],
  authorName: "Ban Truyền thông",
  readingTime: 3,
  seoTitle: "",
  seoTitleEn: "",
  seoDescription: "Mô tả SEO",
  seoDescriptionEn: "",
  viewCount: 7,
  updatedAt: new Date("2026-03-05T08:00:00Z"),
};

describe("articlePageView", () => {
  it("uses English fields with Vietnamese fallback and the creation date when never published", () => {
    const view = articlePageView(article, "en", 8);
    expect(view).toMatchObject({
      title: "Title",
      subtitle: "Subtitle",
      excerpt: "Tóm tắt",
      // English pages write the month's name: "05/03/2026" read as 3 May by some.
      date: "5 Mar 2026",
      category: "Announcements",
      viewCount: 8,
      caption: "Caption",
      tags: ["endoscopy"],
      body: { kind: "html", html: "<p>Nội dung</p>" },
    });
    expect(view.image).toEqual({
      src: "/uploads/news/a.jpg",
      width: 1200,
      height: 675,
      srcSet: "/uploads/news/a_w640.webp 640w, /uploads/news/a.jpg 1200w",
      alt: "Picture",
    });
    expect(view).not.toHaveProperty("authorName");
    // English tags, or none: never the Vietnamese ones on an English page.
    expect(articlePageView({ ...article, tagsEn: [] }, "en", 8).tags).toEqual([]);
    expect(articlePageView(article, "vi", 8).tags).toEqual(["nội soi"]);
    expect(view).not.toHaveProperty("seoTitle");
  });

  it("shows body links to our pages in the page's language, the stored HTML unchanged", () => {
    const content =
      '<p><a href="/products/may-tho">Máy thở</a> <a href="https://site.example/news">Tin</a> <a href="https://who.int/">WHO</a></p>';
    const en = articlePageView({ ...article, content, contentEn: "" }, "en", 8, "https://site.example");
    expect(en.body).toEqual({
      kind: "html",
      html:
        '<p><a href="/en/products/may-tho" rel="noopener noreferrer">Máy thở</a> <a href="https://site.example/en/news" rel="noopener noreferrer">Tin</a> ' +
        '<a href="https://who.int/" rel="noopener noreferrer">WHO</a></p>',
    });
    const vi = articlePageView({ ...article, content, contentEn: "" }, "vi", 8, "https://site.example");
    expect(vi.body).toMatchObject({ html: expect.stringContaining('<a href="/products/may-tho"') });
  });
});

describe("articleSeo", () => {
  it("prefers the SEO fields, then title and excerpt, in the page's language first", () => {
    expect(articleSeo(article, "vi")).toEqual({ title: "Tiêu đề", description: "Mô tả SEO" });
    expect(articleSeo(article, "en")).toEqual({ title: "Title", description: "Mô tả SEO" });
    expect(articleSeo({ ...article, seoTitle: "SEO", seoTitleEn: "SEO en" }, "en").title).toBe("SEO en");
  });
});

describe("getArticlePage's body images (decision 038)", () => {
  it("serves a stored photo in the body as WebP renditions with its size, an outside image as written", async () => {
    const jpeg = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#6a4c93" } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const photo = await storeRasterImage({ input: jpeg, originalName: "IMG_2041.jpg", folder: "news", altEn: "Lab" });
    const outside = '<img src="https://example.org/x.jpg" alt="Ngoài">';
    await createArticle({
      slug: "bai-co-anh",
      content: `<p>Mở đầu</p><img src="${photo.url}"><p>Giữa</p>${outside}`,
      featuredImage: null,
    });
    for (const lang of ["vi", "en"] as const) {
      const page = await getArticlePage("bai-co-anh", new URL("http://localhost/news/bai-co-anh"), lang);
      const html = page.article.body.kind === "html" ? page.article.body.html : "";
      const tag = /<img [^>]*>/.exec(html)?.[0] ?? "";
      expect(tag).toContain(`src="${photo.variants.find((v) => v.width === 960)?.url}"`);
      expect(tag).toContain(`${photo.variants[0]?.url} 320w`);
      expect(tag).toContain(`${photo.url} 2560w`);
      expect(tag).toContain('width="2560" height="1920"');
      // No featured image above it: the first body image is the page's first picture.
      expect(tag).toContain('loading="eager"');
      // Nobody described it in the body: the library's text in the page's language (none in Vietnamese).
      expect(tag).toContain(lang === "en" ? 'alt="Lab"' : 'alt=""');
      expect(html).toContain('<img src="https://example.org/x.jpg" alt="Ngoài"');
    }
  });
});

describe("getArticlePage's body images on S3 storage", () => {
  it("names the bucket's renditions, each cached for a year as immutable", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "body-images-s3-"));
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "images", configs: [] }],
    });
    const { port } = (await s3.run()) as { port: number };
    const endpoint = `http://127.0.0.1:${port}`;
    setStorage(
      createS3Storage({
        endpoint,
        bucket: "images",
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      }),
    );
    try {
      const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#0433c8" } })
        .png()
        .toBuffer();
      const crop = await storeRasterImage({ input: png, originalName: "cropped-image.png", folder: "news" });
      expect(crop.url.startsWith(`${endpoint}/images/`)).toBe(true);
      await createArticle({ slug: "bai-tren-s3", content: `<p>A</p><img src="${crop.url}" alt="Cắt">` });
      const page = await getArticlePage("bai-tren-s3", new URL("http://localhost/en/news/bai-tren-s3"), "en");
      const html = page.article.body.kind === "html" ? page.article.body.html : "";
      const widest = crop.variants.at(-1);
      expect(html).toContain(`src="${crop.variants.find((v) => v.width === 960)?.url}"`);
      expect(html).toContain(`${widest?.url} 1440w"`);
      // The crop's PNG master is not offered to readers.
      expect(html).not.toContain(".png");
      expect(html).toContain('width="2000" height="1000"');
      const response = await fetch(widest?.url ?? "");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe("image/webp");
    } finally {
      setStorage(createLocalStorage(context.uploadsDir));
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
