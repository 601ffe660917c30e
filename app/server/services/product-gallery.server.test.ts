import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vi as galleryTexts } from "~/i18n/messages/admin-gallery";
import type { GalleryPhoto } from "~/lib/product-gallery";
import { saveProductEditor } from "~/routes/admin/__product-editor.server";
import { getSitemap } from "~/routes/feeds/sitemap.server";
import { db } from "../db/index.server";
import { media, productItems } from "../db/schema";
import { setupTestDatabase } from "../testing/database";
import { createCategory, createDepartment } from "../testing/factories";
import { upsertAdmin } from "./admin-users.server";
import { usagesOf } from "./media-usage.server";
import { getVisibleProductBySlug } from "./products.server";
import { getProductForAdmin } from "./products-admin.server";
import { listRevisions, restoreRevision } from "./revisions.server";

setupTestDatabase();

let adminId = 0;
let categoryId = 0;
beforeAll(async () => {
  adminId = (await upsertAdmin("gallery-staff", "a-long-password")).id;
  categoryId = (await createCategory((await createDepartment({ slug: "gallery-dept" })).id, { slug: "gallery-cat" }))
    .id;
});

/** Library images of the gallery's tests: /uploads/gallery/{name}.webp, 800 × 600, with one rendition. */
async function libraryImage(name: string) {
  const url = `/uploads/gallery/${name}.webp`;
  const [row] = await db()
    .insert(media)
    .values({
      storageKey: `gallery/${name}.webp`,
      url,
      originalName: `${name}.webp`,
      mimeType: "image/webp",
      sizeBytes: 1000,
      width: 800,
      height: 600,
      variants: [
        { url: `/uploads/gallery/${name}_w320.webp`, key: `gallery/${name}_w320.webp`, width: 320, height: 240 },
      ],
    })
    .returning();
  if (!row) throw new Error("no media row");
  return row;
}

const photo = (name: string, alt = "", altEn = ""): GalleryPhoto => ({
  url: `/uploads/gallery/${name}.webp`,
  alt,
  altEn,
});

type Reply = {
  data: { ok: boolean; errors?: Record<string, string>; message?: string };
  init: { status?: number } | null;
};

function save(slug: string, gallery: unknown, fields: Record<string, string> = {}, id?: number) {
  const body = new FormData();
  const all = {
    categoryId: String(categoryId),
    name: "Máy nội soi",
    slug,
    brands: '["Pentax"]',
    features: "[]",
    specifications: "[]",
    gallery: JSON.stringify(gallery),
    isActive: "on",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) body.set(key, value);
  const request = new Request("http://localhost/admin/products/new", { method: "POST", body });
  return saveProductEditor(request, adminId, id === undefined ? undefined : String(id)) as unknown as Promise<Reply>;
}

const idOf = async (slug: string) =>
  (await db().select({ id: productItems.id }).from(productItems).where(eq(productItems.slug, slug)))[0]?.id;

describe("a product's gallery", () => {
  it("saves the photos in order with their alt texts, and the product page reads them with their renditions", async () => {
    for (const name of ["a", "b", "c"]) await libraryImage(name);
    const gallery = [photo("c", "Mặt sau", "Back"), photo("a", "Mặt trước", ""), photo("b")];
    const reply = await save("may-co-bo-anh", gallery);
    expect(reply.data).toMatchObject({ ok: true });
    const id = await idOf("may-co-bo-anh");
    expect((await getProductForAdmin(Number(id)))?.gallery).toEqual(gallery);

    const shown = await getVisibleProductBySlug("may-co-bo-anh");
    expect(shown?.gallery).toEqual(
      gallery.map((p) => ({
        ...p,
        width: 800,
        height: 600,
        variants: [expect.objectContaining({ url: p.url.replace(".webp", "_w320.webp"), width: 320 })],
      })),
    );

    // Its photos are uses of the library's images: neither deletable nor pruned as orphans.
    const [row] = await db().select().from(media).where(eq(media.url, "/uploads/gallery/c.webp"));
    if (!row) throw new Error("no row");
    expect((await usagesOf(row)).map((usage) => usage.id)).toEqual([id]);

    // The sitemap lists them under the product's page, after no main image, in order.
    const xml = await (await getSitemap("https://example.vn")).text();
    const page = xml
      .split("<url>")
      .find((entry) => entry.includes("<loc>https://example.vn/products/may-co-bo-anh</loc>"));
    expect(page?.match(/<image:loc>[^<]*<\/image:loc>/g)).toEqual(
      ["c", "a", "b"].map((name) => `<image:loc>https://example.vn/uploads/gallery/${name}.webp</image:loc>`),
    );
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  });

  it("refuses more than 12 photos, a photo twice or one not in the library, in Vietnamese, writing nothing", async () => {
    const names = Array.from({ length: 13 }, (_, i) => `many-${i + 1}`);
    for (const name of names) await libraryImage(name);
    const thirteen = names.map((name) => photo(name));

    const tooMany = await save("may-qua-nhieu-anh", thirteen);
    expect(tooMany.data).toMatchObject({ ok: false, errors: { gallery: "Bộ ảnh chỉ chứa tối đa 12 ảnh" } });
    expect(tooMany.init?.status).toBe(400);
    expect(await idOf("may-qua-nhieu-anh")).toBeUndefined();
    // Twelve are enough.
    expect((await save("may-muoi-hai-anh", thirteen.slice(0, 12))).data).toMatchObject({ ok: true });

    const twice = await save("may-anh-trung", [photo("many-1"), photo("many-1")]);
    expect(twice.data.errors).toEqual({ gallery: galleryTexts.errors.duplicate });

    // An edit naming a photo that left the library: refused as a whole, the product as it was.
    const id = Number(await idOf("may-muoi-hai-anh"));
    const before = await getProductForAdmin(id);
    const missing = await save(
      "may-muoi-hai-anh",
      [photo("many-1"), photo("khong-co")],
      { name: "Tên mới", version: before?.version ?? "" },
      id,
    );
    expect(missing.data).toMatchObject({ ok: false, errors: { gallery: galleryTexts.errors.missing } });
    expect(galleryTexts.errors.missing).toMatch(/không còn trong thư viện/);
    const after = await getProductForAdmin(id);
    expect(after?.name).toBe("Máy nội soi");
    expect(after?.gallery).toHaveLength(12);

    // An alt text too long is the photo's own field's error.
    const long = await save("may-alt-dai", [photo("many-1", "x".repeat(301))]);
    expect(long.data.errors).toEqual({ gallery: galleryTexts.errors.tooLong });
  });

  it("is held by the database too: at most 12 photos of {url, alt, altEn}, each address once", async () => {
    const id = Number(await idOf("may-co-bo-anh"));
    const set = (gallery: unknown) =>
      db()
        .update(productItems)
        .set({ gallery: gallery as GalleryPhoto[] })
        .where(eq(productItems.id, id));
    const violates = async (gallery: unknown) => {
      const error = await set(gallery).then(
        () => null,
        (e: unknown) => e as { cause?: { constraint?: string }; constraint?: string },
      );
      return (error?.cause?.constraint ?? error?.constraint ?? String(error)) === "product_items_gallery_check";
    };
    expect(await violates(Array.from({ length: 13 }, (_, i) => photo(`x${i}`)))).toBe(true);
    expect(await violates([photo("a"), photo("a")])).toBe(true);
    expect(await violates([{ url: "/uploads/a.webp", alt: "" }])).toBe(true);
    expect(await violates([{ ...photo("a"), extra: 1 }])).toBe(true);
    expect(await violates([{ ...photo("a"), alt: 5 }])).toBe(true);
    expect(await violates({ url: "/uploads/a.webp" })).toBe(true);
    expect(await violates(Array.from({ length: 12 }, (_, i) => photo(`x${i}`)))).toBe(false);
  });

  it("comes back with a restored version, and the photos a save removed are no longer uses", async () => {
    const id = Number(await idOf("may-co-bo-anh"));
    const before = await getProductForAdmin(id);
    const reply = await save("may-co-bo-anh", [photo("b", "Chỉ còn một")], { version: before?.version ?? "" }, id);
    expect(reply.data).toMatchObject({ ok: true });
    const [removed] = await db().select().from(media).where(eq(media.url, "/uploads/gallery/c.webp"));
    if (!removed) throw new Error("no row");
    // Nothing uses it now: the orphan pass may take it after its grace, unless history keeps it.
    expect(await usagesOf(removed)).toEqual([]);

    const [, older] = await listRevisions("product", id);
    expect(older?.data.gallery).toHaveLength(3);
    expect(await restoreRevision("product", id, Number(older?.id))).toBe(true);
    expect((await getProductForAdmin(id))?.gallery.map((p) => p.url)).toEqual([
      "/uploads/gallery/c.webp",
      "/uploads/gallery/a.webp",
      "/uploads/gallery/b.webp",
    ]);
  });
});
