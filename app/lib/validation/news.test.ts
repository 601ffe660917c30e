import { describe, expect, it } from "vitest";
import { countWords, htmlToText, readingMinutes } from "../article-text";
import { cutExcerpt, newsListHref, parseNewsListQuery } from "../news-admin";
import { fieldErrorsOf } from "./form-errors";
import { canAddTag, newsFormSchema, normaliseTags } from "./news";

const body = `<h2>Giới thiệu</h2><p>${"Nội dung bài viết đủ dài để vượt qua giới hạn tối thiểu. ".repeat(3)}</p>`;

const valid = {
  title: "  Máy nội soi mới  ",
  slug: "may-noi-soi-moi",
  excerpt: " Tóm tắt ",
  content: body,
  tags: JSON.stringify([" nội soi ", "Nội soi", "", "hợp tác"]),
  tagsEn: JSON.stringify(["endoscopy"]),
  category: "announcement",
  featuredImage: "/uploads/news/a-1.jpg",
  isPublished: "on",
};

const errorsOf = (input: Record<string, string>) => {
  const result = newsFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("newsFormSchema", () => {
  it("trims, removes duplicate tags and reads the checkbox", () => {
    const result = newsFormSchema.parse(valid);
    expect(result.title).toBe("Máy nội soi mới");
    expect(result.excerpt).toBe("Tóm tắt");
    expect(result.tags).toEqual(["nội soi", "hợp tác"]);
    expect(result.tagsEn).toEqual(["endoscopy"]);
    expect(result.isPublished).toBe(true);
    expect(result.category).toBe("announcement");
    expect(result.titleEn).toBe("");
    expect(newsFormSchema.parse({ ...valid, category: "", featuredImage: " " })).toMatchObject({
      category: null,
      featuredImage: null,
      isPublished: true,
    });
  });

  it("answers the specification's messages for empty fields", () => {
    expect(errorsOf({ title: " ", slug: "", excerpt: "", content: "<p> </p>" })).toEqual({
      title: "Tiêu đề bài viết là bắt buộc",
      slug: "Slug URL là bắt buộc",
      excerpt: "Mô tả tóm tắt là bắt buộc",
      content: "Nội dung bài viết là bắt buộc",
    });
  });

  it("answers the specification's messages for limits and formats", () => {
    const errors = errorsOf({
      ...valid,
      title: "a".repeat(101),
      titleEn: "b".repeat(101),
      excerpt: "c".repeat(301),
      content: "<p>Ngắn quá</p>",
      slug: "Sai Slug",
      seoTitle: "d".repeat(61),
      seoDescription: "e".repeat(161),
      seoDescriptionEn: "e".repeat(161),
      featuredImage: "javascript:alert(1)",
      category: "khong-co",
    });
    expect(errors).toEqual({
      title: "Tiêu đề không được vượt quá 100 ký tự",
      titleEn: "Tiêu đề không được vượt quá 100 ký tự",
      excerpt: "Mô tả tóm tắt không được vượt quá 300 ký tự",
      content: "Nội dung bài viết quá ngắn (tối thiểu 100 ký tự)",
      slug: "Slug chỉ được chứa chữ thường, số và dấu gạch ngang",
      seoTitle: "Tiêu đề SEO không được vượt quá 60 ký tự",
      seoDescription: "Mô tả SEO không được vượt quá 160 ký tự",
      seoDescriptionEn: "Mô tả SEO không được vượt quá 160 ký tự",
      featuredImage: "URL hình ảnh không hợp lệ",
      category: "Danh mục không hợp lệ",
    });
    // Exactly at the limits is fine.
    expect(errorsOf({ ...valid, title: "a".repeat(100), excerpt: "c".repeat(300), seoTitle: "d".repeat(60) })).toEqual(
      {},
    );
  });

  it("counts the body's text, not its markup, for the 100-character minimum", () => {
    const markupHeavy = `<p><strong>${"x".repeat(50)}</strong><img src="/a.png" alt="${"y".repeat(200)}"></p>`;
    expect(errorsOf({ ...valid, content: markupHeavy }).content).toBe(
      "Nội dung bài viết quá ngắn (tối thiểu 100 ký tự)",
    );
    expect(errorsOf({ ...valid, content: `<p>${"x".repeat(100)}</p>` }).content).toBeUndefined();
  });
});

describe("tags", () => {
  it("adds a trimmed, non-empty tag that is not already there", () => {
    expect(canAddTag(["nội soi"], "  hợp tác ")).toBe(true);
    expect(canAddTag(["nội soi"], " Nội Soi ")).toBe(false);
    expect(canAddTag(["nội soi"], "   ")).toBe(false);
    expect(normaliseTags("not a list")).toEqual([]);
  });
});

describe("article text", () => {
  it("reads the text of HTML and counts words and reading time (words / 200, rounded up)", () => {
    expect(htmlToText("<h2>Tiêu&nbsp;đề</h2><p>a &amp; b&#33;</p>")).toBe("Tiêu đề a & b!");
    expect(countWords("một hai  ba\nbốn")).toBe(4);
    expect(countWords("   ")).toBe(0);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
  });
});

describe("news list", () => {
  it("reads filters from the address and writes them back", () => {
    const query = parseNewsListQuery(new URLSearchParams("q=%20noi%20soi&status=draft&category=promotion&page=3"));
    expect(query).toEqual({ q: "noi soi", status: "draft", category: "promotion", page: 3 });
    expect(newsListHref(query)).toBe("/admin/news?q=noi+soi&status=draft&category=promotion&page=3");
    expect(parseNewsListQuery(new URLSearchParams("status=x&category=y&page=-1"))).toEqual({
      q: "",
      status: "all",
      category: null,
      page: 1,
    });
    expect(newsListHref({ page: 1, status: "all" })).toBe("/admin/news");
  });

  it("cuts the excerpt to 80 characters", () => {
    expect(cutExcerpt("ngắn")).toBe("ngắn");
    expect(cutExcerpt("ă".repeat(81))).toBe(`${"ă".repeat(80)}…`);
    expect(cutExcerpt("ă".repeat(80))).toBe("ă".repeat(80));
  });
});
