import { describe, expect, it } from "vitest";
import { newsFormSchema } from "~/lib/validation/news";
import { firstErrorLocation, initialValues, titleChange, toBody } from "./news-form";

describe("news form", () => {
  it("lets the slug and SEO title follow the title while they are still the generated ones", () => {
    const form = { ...initialValues(null), title: "Máy thở", slug: "may-tho", seoTitle: "Máy thở" };
    expect(titleChange(form, "vi", "Máy thở mới")).toEqual({
      title: "Máy thở mới",
      slug: "may-tho-moi",
      seoTitle: "Máy thở mới",
    });
    const edited = { ...form, slug: "tu-dat", seoTitle: "Tiêu đề SEO riêng" };
    expect(titleChange(edited, "vi", "Máy thở mới")).toEqual({
      title: "Máy thở mới",
      slug: "tu-dat",
      seoTitle: "Tiêu đề SEO riêng",
    });
    // The English title carries its SEO title, cut to the limit, and never the slug.
    expect(titleChange(form, "en", "V".repeat(70))).toEqual({ titleEn: "V".repeat(70), seoTitleEn: "V".repeat(60) });
  });

  it("finds the tab and language of the first error, a list entry's too", () => {
    expect(firstErrorLocation({ seoTitleEn: "x", excerpt: "y" })).toEqual({ tab: "content", lang: "vi" });
    expect(firstErrorLocation({ "tagsEn.3": "x", tagsEn: "x" })).toEqual({ tab: "settings", lang: "en" });
    expect(firstErrorLocation({ form: "x" })).toBeNull();
  });

  it("travels as the body the action's schema reads", () => {
    const form = {
      ...initialValues(null),
      title: "Máy thở",
      slug: "may-tho",
      excerpt: "Tóm tắt",
      content: `<p>${"Nội dung bài viết. ".repeat(8)}</p>`,
      tags: ["a", "b"],
      isPublished: true,
    };
    expect(toBody(form)).toMatchObject({ tags: '["a","b"]', isPublished: "on", featuredImage: "" });
    const parsed = newsFormSchema.safeParse(toBody(form));
    expect(parsed.success && parsed.data).toMatchObject({ tags: ["a", "b"], isPublished: true, featuredImage: null });
  });
});
