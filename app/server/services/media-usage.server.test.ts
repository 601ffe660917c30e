import { describe, expect, it } from "vitest";
import { db } from "../db/index.server";
import { siteSettings } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "../testing/factories";
import { imageUsages, usagesOf } from "./media-usage.server";

setupTestDatabase();

function image(id: number, name: string) {
  return {
    id,
    url: `/uploads/usage/${name}.jpg`,
    variants: [{ url: `/uploads/usage/${name}_w320.webp`, key: `usage/${name}_w320.webp`, width: 320, height: 200 }],
  };
}

describe("image usage", () => {
  it("finds products, article featured images and bodies (either language), renditions and hero slides", async () => {
    const department = await createDepartment({ slug: "usage-dept" });
    const category = await createCategory(department.id, { slug: "usage-cat" });
    const product = await createProduct(category.id, {
      slug: "usage-product",
      name: "Máy đo",
      imageUrl: "/uploads/usage/a.jpg",
    });
    const featured = await createArticle({
      slug: "usage-featured",
      title: "Tin A",
      featuredImage: "/uploads/usage/b.jpg",
    });
    const body = await createArticle({
      slug: "usage-body",
      title: "Tin B",
      contentEn: '<p><img src="/uploads/usage/c_w320.webp"></p>',
    });
    await db()
      .insert(siteSettings)
      .values({ id: 1, companyName: "X", heroSlides: [{ id: 1, image: "/uploads/usage/d.jpg" } as never] })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { heroSlides: [{ id: 1, image: "/uploads/usage/d.jpg" } as never] },
      });

    const usages = await imageUsages([image(1, "a"), image(2, "b"), image(3, "c"), image(4, "d"), image(5, "e")]);
    expect(usages.get(1)).toEqual([
      { kind: "product", id: product.id, label: "Máy đo", href: `/admin/products/${product.id}/edit` },
    ]);
    expect(usages.get(2)).toEqual([
      { kind: "news", id: featured.id, label: "Tin A", href: `/admin/news/${featured.id}/edit` },
    ]);
    expect(usages.get(3)?.map((u) => u.id)).toEqual([body.id]);
    expect(usages.get(4)).toEqual([
      { kind: "settings", id: 1, label: "Slide trang chủ", href: "/admin/settings/hero" },
    ]);
    expect(usages.get(5)).toEqual([]);
    expect(await usagesOf(image(5, "e"))).toEqual([]);

    // A partner brand's logo keeps its image too, and names the partners screen.
    await db()
      .update(siteSettings)
      .set({ partners: [{ id: "olympus", name: "Olympus", logo: "/uploads/usage/f.jpg" } as never] });
    expect(await usagesOf(image(6, "f"))).toEqual([
      { kind: "settings", id: 1, label: "Đối tác thương hiệu", href: "/admin/settings/partners" },
    ]);
  });
});
